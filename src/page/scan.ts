// What a page's HTML links to, read as the page is rendered: the link check of the whole site needs it, and reading
// each page again afterwards would cost as much as rendering it.

const TAG = /<(a|link|img|script|meta|source|iframe|form)\s([^>]*)>/gi;
const REFERENCE = /(?:^|\s)(href|src|action|content)\s*=\s*"([^"]*)"/gi;
const ID = /\sid="([^"]*)"/g;
const REFRESH = /^\d+;\s*url=(.+)$/i;

const decode = (value: string) =>
  value.includes('&')
    ? value
        .replace(/&amp;/g, '&')
        .replace(/&quot;/g, '"')
        .replace(/&#x27;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
    : value;

/**
 * One shared copy of each URL or id the scans hold, which does not keep the page it was cut from alive (V8 slices
 * share their parent). A build keeps the scans of every page, and most of their strings repeat from page to page.
 */
const interned = new Map<string, string>();
const detached = (value: string): string => {
  let copy = interned.get(value);
  if (copy === undefined) {
    copy = value.length > 12 ? ` ${value}`.slice(1) : value;
    interned.set(copy, copy);
  }
  return copy;
};

/** What part of a page holds for the link check: its element ids and the URLs it refers to. */
export interface PageScan {
  ids: string[];
  /** URLs followed from the page (links, forms, refresh targets, canonical and og:url). */
  links: string[];
  /** URLs the page loads (stylesheets, images, scripts). */
  assets: string[];
}

/**
 * A scan as one string, the form kept in output manifests: a string parses and is collected far faster than
 * arrays of them, and most builds never look inside most scans. NUL and SOH separate; neither occurs in HTML we emit.
 */
export function packScan(scan: PageScan): string {
  return `${scan.ids.join('\0')}\u0001${scan.links.join('\0')}\u0001${scan.assets.join('\0')}`;
}

export function unpackScan(packed: string): PageScan {
  const [ids = '', links = '', assets = ''] = packed.split('\u0001');
  const list = (part: string) => (part === '' ? [] : part.split('\0'));
  return { ids: list(ids), links: list(links), assets: list(assets) };
}

/** Finds the ids and references (href, src, action, refresh targets, absolute URLs under the base URL) in some HTML. */
export function scanPage(html: string, baseUrl: string): PageScan {
  const scan: PageScan = { ids: [], links: [], assets: [] };
  for (const match of html.matchAll(ID)) scan.ids.push(detached(decode(match[1]!)));
  for (const tag of html.matchAll(TAG)) {
    const name = tag[1]!.toLowerCase();
    const list = name === 'a' || name === 'form' ? scan.links : scan.assets;
    for (const attribute of tag[2]!.matchAll(REFERENCE)) {
      const key = attribute[1]!.toLowerCase();
      const value = detached(decode(attribute[2]!));
      if (key !== 'content') list.push(value);
      else if (name === 'meta') {
        const refresh = REFRESH.exec(value);
        if (refresh) scan.links.push(detached(refresh[1]!));
        else if (value.startsWith(`${baseUrl}/`)) scan.links.push(value);
      }
    }
  }
  return scan;
}
