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

/**
 * The built site checks itself: every internal link, anchor and asset reference in every HTML file must
 * resolve to a file of the site (clean URLs included) and, for #fragments, to an element with that id.
 */
export function checkSite(files: readonly OutputFile[], options: CheckOptions): Diagnostic[] {
  const paths = new Set(files.map((file) => file.path));
  const html = files.filter((file): file is OutputFile & { contents: string } => file.path.endsWith('.html') && 'contents' in file && typeof file.contents === 'string');
  const idsByFile = new Map<string, Set<string>>();
  for (const file of html) idsByFile.set(file.path, new Set([...file.contents.matchAll(ID)].map((match) => decode(match[1]!))));

  const resolvePath = (urlPath: string): string | undefined => {
    const clean = decodeURIComponent(urlPath).replace(/^\//, '');
    const candidates = clean === '' ? ['index.html'] : [clean, `${clean}.html`, `${clean.replace(/\/$/, '')}/index.html`];
    return candidates.find((candidate) => paths.has(candidate));
  };

  const problems: Diagnostic[] = [];
  for (const file of html) {
    const page = `/${file.path}`;
    for (const tag of file.contents.matchAll(TAG)) {
      const name = tag[1]!.toLowerCase();
      const attributes = new Map([...tag[2]!.matchAll(ATTRIBUTE)].map((match) => [match[1]!.toLowerCase(), decode(match[2]!)]));
      const references: { url: string; asset: boolean }[] = [];
      for (const key of ['href', 'src', 'action']) {
        const value = attributes.get(key);
        if (value !== undefined) references.push({ url: value, asset: name !== 'a' && name !== 'form' });
      }
      if (name === 'meta') {
        const content = attributes.get('content') ?? '';
        const refresh = /^\d+;\s*url=(.+)$/i.exec(content);
        if (refresh) references.push({ url: refresh[1]!, asset: false });
        else if (content.startsWith(`${options.baseUrl}/`)) references.push({ url: content, asset: false });
      }
      for (const { url, asset } of references) {
        const problem = checkReference(url, asset, { page, file: file.path, baseUrl: options.baseUrl, resolvePath, idsByFile });
        if (problem) problems.push(problem);
      }
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
