/**
 * A tolerant HTML tokenizer for tests that ask what a browser would see: start tags with their attributes
 * (values entity-decoded) and the raw text of script, style, textarea and title elements. It follows the parts of
 * the HTML tokenizer that decide where markup starts and ends, so a payload that escaped its text would show up
 * here as a tag or an attribute, just as it would in a browser.
 */

/** A start tag as the browser reads it. */
export interface ScannedTag {
  /** Lower-cased. */
  name: string;
  /** Names lower-cased, values entity-decoded, in source order. */
  attributes: [name: string, value: string][];
  /** The raw text up to the matching end tag, for script, style, textarea and title; else undefined. */
  body?: string;
}

/** Elements whose content is text up to their own end tag, never markup. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'noembed', 'noframes', 'iframe']);

/** The named references React and the Markdown renderer emit, and the ones used to hide a scheme (`javascript&colon;`). */
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  tab: '\t',
  newline: '\n',
};

/** Decodes character references as a browser does in an attribute value, numeric ones with or without `;`. */
export function decodeEntities(text: string): string {
  return text.replace(/&(?:#x([0-9a-f]+);?|#([0-9]+);?|([a-z]+);)/gi, (whole, hex?: string, dec?: string, name?: string) => {
    if (hex) return String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff));
    if (dec) return String.fromCodePoint(Math.min(parseInt(dec, 10), 0x10ffff));
    return NAMED[name!.toLowerCase()] ?? whole;
  });
}

/** Every start tag of a document, in order. Comments, doctypes and end tags are skipped. */
export function scanHtml(html: string): ScannedTag[] {
  const tags: ScannedTag[] = [];
  let i = 0;
  while (i < html.length) {
    const open = html.indexOf('<', i);
    if (open === -1) break;
    i = open + 1;
    if (html.startsWith('!--', i)) {
      const end = html.indexOf('-->', i + 3);
      i = end === -1 ? html.length : end + 3;
      continue;
    }
    if (html[i] === '!' || html[i] === '?' || html[i] === '/') {
      const end = html.indexOf('>', i);
      i = end === -1 ? html.length : end + 1;
      continue;
    }
    if (!/[a-z]/i.test(html[i] ?? '')) continue;
    const tag = readTag(html, i);
    i = tag.end;
    if (RAW_TEXT.has(tag.name)) {
      const close = new RegExp(`</${tag.name}[\\s/>]`, 'ig');
      close.lastIndex = i;
      const match = close.exec(html);
      const end = match ? match.index : html.length;
      tags.push({ name: tag.name, attributes: tag.attributes, body: html.slice(i, end) });
      i = end;
    } else {
      tags.push({ name: tag.name, attributes: tag.attributes });
    }
  }
  return tags;
}

/** Reads a start tag from just after its `<`: its name, attributes and the index after its `>`. */
function readTag(html: string, start: number): { name: string; attributes: [string, string][]; end: number } {
  let i = start;
  while (i < html.length && !/[\s/>]/.test(html[i]!)) i++;
  const name = html.slice(start, i).toLowerCase();
  const attributes: [string, string][] = [];
  while (i < html.length) {
    while (i < html.length && /[\s/]/.test(html[i]!)) i++;
    if (i >= html.length || html[i] === '>') break;
    const nameStart = i;
    // An attribute name may begin with "=" and runs to white space, "/", ">" or "=".
    i++;
    while (i < html.length && !/[\s/>=]/.test(html[i]!)) i++;
    const attribute = html.slice(nameStart, i).toLowerCase();
    while (i < html.length && /\s/.test(html[i]!)) i++;
    let value = '';
    if (html[i] === '=') {
      i++;
      while (i < html.length && /\s/.test(html[i]!)) i++;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const end = html.indexOf(quote, i + 1);
        value = html.slice(i + 1, end === -1 ? html.length : end);
        i = end === -1 ? html.length : end + 1;
      } else {
        const valueStart = i;
        while (i < html.length && !/[\s>]/.test(html[i]!)) i++;
        value = html.slice(valueStart, i);
      }
    }
    attributes.push([attribute, decodeEntities(value)]);
  }
  return { name, attributes, end: Math.min(i + 1, html.length) };
}

/** A URL as the browser resolves its scheme: tabs and newlines removed, leading controls and spaces trimmed. */
export const schemeOf = (url: string): string =>
  /^([a-z][a-z0-9+.-]*):/i.exec(url.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, ''))?.[1]?.toLowerCase() ?? '';
