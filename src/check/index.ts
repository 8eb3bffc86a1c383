import { catalogue, diagnostic, type Diagnostic, type SourceLocation } from '../diagnostics/index.ts';
import type { OutputFile } from '../output-file.ts';
import { decodeUrlPart } from '../domain/format.ts';
import { filesForUrl } from '../domain/urls.ts';
import { scanPage, unpackScan, type PageScan } from '../page/index.ts';

export { packScan, scanPage, unpackScan, type PageScan } from '../page/index.ts';

/** Options of {@link checkSite}. */
export interface CheckOptions {
  /** Absolute URLs under this base are checked like site-relative ones (canonical, og:image). */
  baseUrl: string;
  /** Where a URL found in a built page is written in the data, when that can be told (a link in Markdown). */
  locate?: (file: string, url: string) => { loc: SourceLocation; field?: string; frame?: string } | undefined;
  /** Hosts a page may load images from, over HTTPS (site.yaml's allowedImageHosts); nothing else is loaded from elsewhere. */
  imageHosts?: readonly string[];
}

/**
 * The built site checks itself: every internal link, anchor and asset reference in every HTML file must resolve
 * to a file of the site (clean URLs included) and, for #fragments, to an element with that id.
 */
export function checkSite(files: readonly OutputFile[], options: CheckOptions): Diagnostic[] {
  const pages = files.flatMap((file): [string, PageScan[]][] =>
    file.path.endsWith('.html') && 'contents' in file && typeof file.contents === 'string'
      ? [[file.path, [scanPage(file.contents, options.baseUrl)]]]
      : [],
  );
  return checkScans(
    files.map((file) => file.path),
    pages,
    options,
  );
}

/**
 * {@link checkSite} on pages already scanned: each page as the scans of its parts. A part shared by many pages (the
 * header, the footer) is one scan object, whose references are checked once, except those relative to the page.
 */
export function checkScans(
  paths: Iterable<string>,
  pages: Iterable<readonly [file: string, scans: readonly (PageScan | string)[]]>,
  options: CheckOptions & {
    /** Check only these pages' references (anchors into any page are still looked up). @default every page */
    only?: ReadonlySet<string>;
  },
): Diagnostic[] {
  const files = new Set(paths);
  const imageHosts = new Set(options.imageHosts ?? []);
  const unpacked = new Map<string, PageScan>();
  const scanOf = (scan: PageScan | string): PageScan => {
    if (typeof scan !== 'string') return scan;
    let found = unpacked.get(scan);
    if (!found) {
      found = unpackScan(scan);
      unpacked.set(scan, found);
    }
    return found;
  };
  const partsOf = new Map([...pages].map(([file, scans]) => [file, scans] as const));
  const idSets = new WeakMap<PageScan, Set<string>>();
  const hasId = (file: string, id: string) =>
    (partsOf.get(file) ?? []).map(scanOf).some((scan) => {
      let ids = idSets.get(scan);
      if (!ids) {
        ids = new Set(scan.ids);
        idSets.set(scan, ids);
      }
      return ids.has(id);
    });

  const resolved = new Map<string, string | undefined>();
  const resolvePath = (urlPath: string): string | undefined => {
    if (resolved.has(urlPath)) return resolved.get(urlPath);
    const found = filesForUrl(decodeUrlPart(urlPath)).find((candidate) => files.has(candidate));
    resolved.set(urlPath, found);
    return found;
  };

  // What each URL that does not depend on the page comes to: most pages share most of their links.
  const verdicts = new Map<string, Verdict>();
  const checked = new WeakSet<PageScan>();
  const problems: Diagnostic[] = [];
  for (const [file, parts] of partsOf) {
    if (options.only && !options.only.has(file)) continue;
    const scans = parts.map(scanOf);
    const page = `/${file}`;
    const context: ReferenceContext = { file, baseUrl: options.baseUrl, resolvePath, hasId, imageHosts };
    const report = (url: string, asset: boolean) => {
      const relative = isPageRelative(url);
      const memo = `${asset ? 'a' : 'l'}${url}`;
      let verdict = relative ? undefined : verdicts.get(memo);
      if (verdict === undefined) {
        verdict = judge(url, asset, context);
        if (!relative) verdicts.set(memo, verdict);
      }
      if (verdict === 'ok') return;
      const where = options.locate?.(file, url) ?? {};
      if (verdict === 'broken-link') problems.push(diagnostic(catalogue.BrokenLink, { page, href: url }, where));
      else if (verdict === 'missing-asset') problems.push(diagnostic(catalogue.MissingAsset, { page, src: url }, where));
      else if (verdict === 'external-asset') problems.push(diagnostic(catalogue.ExternalAsset, { page, src: url }, where));
      else problems.push(diagnostic(catalogue.BrokenAnchor, { page, href: url }, where));
    };
    for (const scan of scans) {
      const first = !checked.has(scan);
      checked.add(scan);
      for (const url of scan.links) if (first || isPageRelative(url)) report(url, false);
      for (const url of scan.assets) if (first || isPageRelative(url)) report(url, true);
    }
  }
  return problems;
}

type Verdict = 'ok' | 'broken-link' | 'missing-asset' | 'external-asset' | 'broken-anchor';

interface ReferenceContext {
  file: string;
  baseUrl: string;
  resolvePath: (urlPath: string) => string | undefined;
  hasId: (file: string, id: string) => boolean;
  imageHosts: ReadonlySet<string>;
}

const isPageRelative = (url: string) => url === '' || url.startsWith('#') || url.startsWith('?');

/**
 * Whether a page may load `url`, an address on another site: an image from an allowed host, over HTTPS. A page that
 * loads from elsewhere tells that site who reads it, and the security policy would block it anyway.
 */
function allowedElsewhere(url: string, context: ReferenceContext): boolean {
  try {
    const { protocol, hostname, port } = new URL(url);
    // The policy names each host on the default port: an image on another port would be blocked.
    return protocol === 'https:' && port === '' && context.imageHosts.has(hostname);
  } catch {
    return false;
  }
}

function judge(raw: string, asset: boolean, context: ReferenceContext): Verdict {
  let url = raw;
  if (url.startsWith(`${context.baseUrl}/`) || url === context.baseUrl) url = url.slice(context.baseUrl.length) || '/';
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return asset && !allowedElsewhere(url, context) ? 'external-asset' : 'ok';
  const [beforeHash, fragment] = splitOnce(url, '#');
  const pathPart = beforeHash.split('?')[0]!;
  const target = pathPart === '' ? context.file : context.resolvePath(pathPart.startsWith('/') ? pathPart : `/${pathPart}`);
  if (!target) return asset ? 'missing-asset' : 'broken-link';
  if (fragment && target.endsWith('.html') && !context.hasId(target, decodeUrlPart(fragment))) return 'broken-anchor';
  return 'ok';
}

function splitOnce(value: string, separator: string): [string, string | undefined] {
  const index = value.indexOf(separator);
  return index === -1 ? [value, undefined] : [value.slice(0, index), value.slice(index + 1)];
}
