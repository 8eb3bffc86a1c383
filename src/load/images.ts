import { readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { catalogue, codeFrame, diagnostic, EvguideError, type Diagnostic } from '../diagnostics/index.ts';
import { locationIn } from '../source/index.ts';
import { listFiles } from './walk.ts';

// What of data/images/ is published: images of the kinds the site shows, each what its name says it is. Anything
// else there (a page, a script, a dotfile, an SVG that can run script or load from elsewhere) would be served from
// the site's own origin, where the browser trusts it as the site's: it is refused, at its file, and nothing is copied.

/** The image types a page may show, by extension, and how each one's bytes begin. */
const RASTER: Record<string, { name: string; is: (bytes: Buffer) => boolean }> = {
  '.png': { name: 'PNG', is: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  '.jpg': { name: 'JPEG', is: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  '.jpeg': { name: 'JPEG', is: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  '.webp': { name: 'WebP', is: (b) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP' },
  '.avif': { name: 'AVIF', is: (b) => b.toString('latin1', 4, 8) === 'ftyp' && /^avi[fs]$/.test(b.toString('latin1', 8, 12)) },
};
const TYPES = ['.svg', ...Object.keys(RASTER)];

/** The elements an SVG image may hold: shapes, text, paint and their definitions. Nothing that runs, links or loads. */
const SVG_ELEMENTS = new Set(
  [
    'svg',
    'g',
    'defs',
    'symbol',
    'use',
    'title',
    'desc',
    'metadata',
    'path',
    'rect',
    'circle',
    'ellipse',
    'line',
    'polyline',
    'polygon',
    'text',
    'tspan',
    'textPath',
    'linearGradient',
    'radialGradient',
    'stop',
    'pattern',
    'clipPath',
    'mask',
    'marker',
    'filter',
    'feBlend',
    'feColorMatrix',
    'feComponentTransfer',
    'feComposite',
    'feDropShadow',
    'feFlood',
    'feFuncA',
    'feFuncB',
    'feFuncG',
    'feFuncR',
    'feGaussianBlur',
    'feMerge',
    'feMergeNode',
    'feMorphology',
    'feOffset',
  ].map((name) => name.toLowerCase()),
);

/** A reference an SVG may make: to a part of itself (`#id`, `url(#id)`), nothing outside it. */
const LOCAL_REFERENCE = /^\s*#/;

/** Why an image is refused, and where in it when the reason is in its text. */
interface Refusal {
  reason: string;
  hint: string;
  at?: number;
}

/** What an SVG's attribute may call: transforms, colours, and url() of a part of the image itself. */
const SVG_FUNCTIONS = new Set(['translate', 'rotate', 'scale', 'matrix', 'skewx', 'skewy', 'rgb', 'rgba', 'hsl', 'hsla', 'url']);

/** An opening tag, its attributes read with their quotes, so a ">" inside a value does not end it. */
const TAG = /<\s*([A-Za-z][\w:.-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTRIBUTE = /([^\s=/"']+)\s*(?:=\s*("[^"]*"|'[^']*'|[^\s"'>]+))?/g;

/** An attribute's value as the SVG's reader sees it: XML character references and the five named ones decoded. */
function decodedValue(raw: string): string {
  const named: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
  return raw
    .replace(/^["']|["']$/g, '')
    .replace(/&(?:#(\d+)|#x([0-9a-f]+)|(lt|gt|amp|quot|apos));/gi, (entity, decimal?: string, hex?: string, name?: string) => {
      if (name) return named[name.toLowerCase()]!;
      const code = decimal ? Number(decimal) : Number.parseInt(hex!, 16);
      return code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    });
}

/** What an attribute could load or run: undefined when it can do neither. */
function activeAttribute(key: string, value: string): string | undefined {
  if (key.startsWith('on')) return 'an event handler';
  if ((key === 'src' || key.endsWith('href')) && !LOCAL_REFERENCE.test(value))
    return `a reference to "${value.slice(0, 60)}", outside the image`;
  // A CSS escape could spell a function or a URL that a plain reading would miss.
  if (value.includes('\\')) return 'an escaped style or URL';
  for (const call of value.matchAll(/([A-Za-z-]+)\s*\(\s*(["']?)([^)"']*)/g)) {
    const name = call[1]!.toLowerCase();
    if (!SVG_FUNCTIONS.has(name)) return `a call of ${call[1]}(), which could load from elsewhere`;
    if (name === 'url' && !LOCAL_REFERENCE.test(call[3]!)) return `a reference to "${call[3]!.slice(0, 60)}", outside the image`;
  }
  if (/@import|javascript:/i.test(value)) return 'a style or URL that can load or run code';
  return undefined;
}

/** The first thing of an SVG's text that could run script or load from elsewhere; undefined when it has none. */
export function activeSvgContent(text: string): Refusal | undefined {
  const body = text.replace(/^\uFEFF/, '');
  const start = body.search(/\S/);
  // Before the root element: an XML declaration, comments, and instructions and a DOCTYPE (refused below).
  const head = body.slice(start).replace(/^<\?xml\s[^>]*\?>\s*/, '');
  if (!/^(?:(?:<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!DOCTYPE[^[>]*(?:\[[\s\S]*?\])?\s*>)\s*)*<svg[\s>]/i.test(head)) {
    return { reason: 'its content is not an SVG image (it does not start with <svg>)', hint: 'Save it as an SVG image, or delete it.' };
  }
  const unsafe = (at: number, what: string): Refusal => ({
    reason: `the SVG holds ${what}, which could run script or load from elsewhere on the site's pages`,
    hint: 'Export the image again without scripts, links, external references or embedded content, or delete it.',
    at,
  });
  // Only the XML declaration, at the very start, may be a processing instruction (<?xml-stylesheet?> loads a style).
  const prolog = start >= 0 && /^<\?xml\s/.test(body.slice(start)) ? body.indexOf('?>', start) + 2 : 0;
  const declaration = /<!(?!--)|<\?/.exec(body.slice(prolog));
  if (declaration)
    return unsafe(prolog + declaration.index, 'a declaration or instruction (a DOCTYPE, an entity, a CDATA section, a stylesheet)');
  const blanked = body.replace(/<!--[\s\S]*?-->/g, (comment) => ' '.repeat(comment.length));
  for (const tag of blanked.matchAll(TAG)) {
    const name = tag[1]!;
    if (!SVG_ELEMENTS.has(name.toLowerCase())) return unsafe(tag.index, `a <${name}> element`);
    const attributesAt = tag.index + 1 + tag[0].slice(1).indexOf(tag[2]!);
    for (const attribute of tag[2]!.matchAll(ATTRIBUTE)) {
      const active = activeAttribute(attribute[1]!.toLowerCase(), decodedValue(attribute[2] ?? ''));
      if (active)
        return unsafe(attributesAt + attribute.index, active === 'an event handler' ? `an event handler (${attribute[1]})` : active);
    }
  }
  return undefined;
}

/** Why the file at `path` (relative to the data folder) may not be published; undefined when it may. */
function refusalOf(absolute: string, path: string): Refusal | undefined {
  if (path.split('/').some((segment) => segment.startsWith('.'))) {
    return { reason: 'it is a hidden file (its name starts with a dot)', hint: 'Delete it: hidden files are never published.' };
  }
  const type = extname(path).toLowerCase();
  if (!TYPES.includes(type)) {
    return {
      reason: `only images are published from data/images/ (${TYPES.join(', ')}), and "${type || 'no extension'}" is not one`,
      hint: 'Move it out of data/images/, or save it as one of those image types.',
    };
  }
  const bytes = readFileSync(absolute);
  if (type === '.svg') return activeSvgContent(bytes.toString('utf8'));
  const raster = RASTER[type]!;
  if (!raster.is(bytes)) {
    return {
      reason: `its content is not a ${raster.name} image, as its name says`,
      hint: `Save it as a ${raster.name} image, or give it the extension of what it is.`,
    };
  }
  return undefined;
}

/** What a check of one image found, by its file's path, size and time, so a build and its validation check it once. */
const checked = new Map<string, Refusal | undefined>();

/**
 * The images of data/images/ that may be published (paths relative to `root`, the data folder) and a located
 * problem for each one that may not, and for each link that leads outside the data folder or nowhere.
 */
export function listImages(root: string, display: (absolute: string) => string): { files: string[]; diagnostics: Diagnostic[] } {
  const listed = listFiles(root, 'images', display);
  const files: string[] = [];
  const diagnostics = [...listed.diagnostics];
  for (const path of listed.files) {
    const absolute = join(root, path);
    let refusal: Refusal | undefined;
    try {
      const { size, mtimeMs } = statSync(absolute);
      const key = `${absolute}\0${size}\0${mtimeMs}`;
      refusal = checked.has(key) ? checked.get(key) : refusalOf(absolute, path);
      // `evguide dev` checks again after every edit: what it remembers stays within the images of a site or two.
      if (checked.size > 20_000) checked.clear();
      checked.set(key, refusal);
    } catch (error) {
      refusal = {
        reason: `it cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
        hint: 'Check that the file is readable.',
      };
    }
    if (!refusal) {
      files.push(path);
      continue;
    }
    const file = display(absolute);
    const text = refusal.at === undefined ? undefined : readFileSync(absolute, 'utf8');
    const loc = text === undefined ? { file, line: 1, column: 1 } : locationIn(text, refusal.at!, file);
    diagnostics.push(
      diagnostic(
        catalogue.ImageRefused,
        { path, reason: refusal.reason, hint: refusal.hint },
        { loc, ...(text === undefined ? {} : { frame: codeFrame(text, loc.line, loc.column) }) },
      ),
    );
  }
  return { files, diagnostics };
}

/**
 * The images a build copies: those its validation accepted. One changed since into a file it would refuse stops
 * the build rather than being published.
 */
export function publishedImages(root: string, display: (absolute: string) => string): string[] {
  const { files, diagnostics } = listImages(root, display);
  if (diagnostics.length > 0) throw new EvguideError(diagnostics);
  return files;
}
