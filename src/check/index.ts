import { catalogue, diagnostic, type Diagnostic } from '../diagnostics/index.ts';
import type { OutputFile } from '../emit/index.ts';

/** Options of {@link checkSite}. */
export interface CheckOptions {
  /** Absolute URLs under this base are checked like site-relative ones (canonical, og:image). */
  baseUrl: string;
}

const TAG = /<(a|link|img|script|meta|source|iframe|form)\b([^>]*)>/gi;
const ATTRIBUTE = /\s([a-zA-Z-:]+)\s*=\s*"([^"]*)"/g;
const ID = /\sid="([^"]*)"/g;

const decode = (value: string) =>
  value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');

/** What a page holds for the link check: its element ids and the URLs it refers to. */
export interface PageScan {
  ids: string[];
  /** `asset`: loaded by the page (stylesheet, image, script) rather than followed (a link, a form). */
  refs: { url: string; asset: boolean }[];
}

/** Finds a page's ids and references (href, src, action, refresh targets, absolute URLs under the base URL). */
export function scanPage(html: string, baseUrl: string): PageScan {
  const ids = [...html.matchAll(ID)].map((match) => decode(match[1]!));
  const refs: PageScan['refs'] = [];
  for (const tag of html.matchAll(TAG)) {
    const name = tag[1]!.toLowerCase();
    const attributes = new Map([...tag[2]!.matchAll(ATTRIBUTE)].map((match) => [match[1]!.toLowerCase(), decode(match[2]!)]));
    for (const key of ['href', 'src', 'action']) {
      const value = attributes.get(key);
      if (value !== undefined) refs.push({ url: value, asset: name !== 'a' && name !== 'form' });
    }
    if (name === 'meta') {
      const content = attributes.get('content') ?? '';
      const refresh = /^\d+;\s*url=(.+)$/i.exec(content);
      if (refresh) refs.push({ url: refresh[1]!, asset: false });
      else if (content.startsWith(`${baseUrl}/`)) refs.push({ url: content, asset: false });
    }
  }
  return { ids, refs };
}

/**
 * The built site checks itself: every internal link, anchor and asset reference in every HTML file must
 * resolve to a file of the site (clean URLs included) and, for #fragments, to an element with that id.
 * `scans` may hold pages already scanned (cached with their HTML); the rest are scanned here.
 */
export function checkSite(files: readonly OutputFile[], options: CheckOptions & { scans?: ReadonlyMap<string, PageScan> }): Diagnostic[] {
  const paths = new Set(files.map((file) => file.path));
  const scans = new Map<string, PageScan>();
  for (const file of files) {
    if (!file.path.endsWith('.html')) continue;
    const known = options.scans?.get(file.path);
    if (known) scans.set(file.path, known);
    else if ('contents' in file && typeof file.contents === 'string') scans.set(file.path, scanPage(file.contents, options.baseUrl));
  }
  const idsByFile = new Map([...scans].map(([path, scan]) => [path, new Set(scan.ids)]));

  // Most pages share their header and footer links: resolve each distinct path once.
  const resolved = new Map<string, string | undefined>();
  const resolvePath = (urlPath: string): string | undefined => {
    if (resolved.has(urlPath)) return resolved.get(urlPath);
    const clean = decodeURIComponent(urlPath).replace(/^\//, '');
    const candidates = clean === '' ? ['index.html'] : [clean, `${clean}.html`, `${clean.replace(/\/$/, '')}/index.html`];
    const found = candidates.find((candidate) => paths.has(candidate));
    resolved.set(urlPath, found);
    return found;
  };

  const problems: Diagnostic[] = [];
  for (const [file, scan] of scans) {
    const page = `/${file}`;
    for (const { url, asset } of scan.refs) {
      const problem = checkReference(url, asset, { page, file, baseUrl: options.baseUrl, resolvePath, idsByFile });
      if (problem) problems.push(problem);
    }
  }
  return problems;
}

interface ReferenceContext {
  page: string;
  file: string;
  baseUrl: string;
  resolvePath: (urlPath: string) => string | undefined;
  idsByFile: ReadonlyMap<string, ReadonlySet<string>>;
}

function checkReference(raw: string, asset: boolean, context: ReferenceContext): Diagnostic | undefined {
  let url = raw;
  if (url.startsWith(`${context.baseUrl}/`) || url === context.baseUrl) url = url.slice(context.baseUrl.length) || '/';
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return undefined;
  const [beforeHash, fragment] = splitOnce(url, '#');
  const pathPart = beforeHash.split('?')[0]!;
  const target = pathPart === '' ? context.file : context.resolvePath(pathPart.startsWith('/') ? pathPart : `/${pathPart}`);
  if (!target) {
    return asset
      ? diagnostic(catalogue.MissingAsset, { page: context.page, src: raw })
      : diagnostic(catalogue.BrokenLink, { page: context.page, href: raw });
  }
  if (fragment && target.endsWith('.html') && !context.idsByFile.get(target)?.has(decodeURIComponent(fragment))) {
    return diagnostic(catalogue.BrokenAnchor, { page: context.page, href: raw });
  }
  return undefined;
}

function splitOnce(value: string, separator: string): [string, string | undefined] {
  const index = value.indexOf(separator);
  return index === -1 ? [value, undefined] : [value.slice(0, index), value.slice(index + 1)];
}
