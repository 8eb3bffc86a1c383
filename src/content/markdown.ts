import remarkGfm from 'remark-gfm';
import remarkHtml from 'remark-html';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { alignedColumns, checklists, dropRawHtml, glossaryAndWords, headingIds, safeUrls } from './plugins.ts';
import type { DocumentData, Heading, WrittenLink } from './plugins.ts';
import { sanitizeSchema } from './sanitize.ts';
import { GlossaryLinker, type GlossaryLink } from './text.ts';

export type { Heading, WrittenLink } from './plugins.ts';

/** Markdown rendered for a page. */
export interface RenderedMarkdown {
  /** Safe HTML: raw HTML is dropped, and links and images keep only http(s), mailto, tel and site-relative URLs. */
  html: string;
  headings: Heading[];
  /** Words of running text, for reading time. */
  words: number;
  /** The links and images written in it, with their places, in the order written. */
  links: WrittenLink[];
}

/** Options of {@link renderMarkdown}. */
export interface MarkdownOptions {
  /** Terms whose first mention is linked to the glossary. */
  glossary?: readonly GlossaryLink[];
  /** The same, made once when rendering many documents with the same glossary. */
  linker?: GlossaryLinker;
}

/**
 * The pipeline: CommonMark and GFM (tables, strikethrough, task lists, autolinks with a scheme or www, footnotes)
 * parsed by remark, our plugins over the syntax tree, then HTML through remark-html with its sanitizer on.
 */
const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(dropRawHtml)
  .use(headingIds)
  .use(checklists)
  .use(glossaryAndWords)
  .use(safeUrls)
  .use(alignedColumns)
  .use(remarkHtml, { sanitize: sanitizeSchema, characterReferences: { useNamedReferences: true } })
  .freeze();

/**
 * Markdown to safe HTML with stable heading ids (h2-h4, unique within the document) and glossary links.
 * Pass a {@link GlossaryLinker} made once when rendering many documents with the same glossary.
 */
export function renderMarkdown(markdown: string, options: MarkdownOptions = {}): RenderedMarkdown {
  const linker = options.linker ?? (options.glossary ? new GlossaryLinker(options.glossary) : undefined);
  const data: DocumentData = { headings: [], words: 0, links: [], ...(linker ? { linker } : {}) };
  const file = processor.processSync({ value: markdown, data: data as never });
  return { html: escapeTextGreaterThan(String(file)), headings: data.headings, words: data.words, links: data.links };
}

/**
 * Writes ">" in text as "&gt;", as React does in the rest of the page (hast-util-to-html leaves it bare, which is
 * valid): text such as "<script>" then reads the same in every part of a page, and so does a search of the HTML.
 * The serializer escapes every "<" of text, so outside quotes a "<" opens a tag and the next ">" closes it.
 */
function escapeTextGreaterThan(html: string): string {
  if (!html.includes('>')) return html;
  let out = '';
  let from = 0;
  let inTag = false;
  let quote = '';
  for (let i = 0; i < html.length; i++) {
    const char = html[i];
    if (inTag) {
      if (quote) {
        if (char === quote) quote = '';
      } else if (char === '"' || char === "'") quote = char;
      else if (char === '>') inTag = false;
    } else if (char === '<') inTag = true;
    else if (char === '>') {
      out += `${html.slice(from, i)}&gt;`;
      from = i + 1;
    }
  }
  return from === 0 ? html : out + html.slice(from);
}
