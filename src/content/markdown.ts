import type { Nodes, Root } from 'mdast';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTable } from 'micromark-extension-gfm-table';
import remarkGfm from 'remark-gfm';
import remarkHtml from 'remark-html';
import remarkParse from 'remark-parse';
import { unified, type PluggableList, type Processor } from 'unified';
import { markdownLimit } from '../markdown/limits.ts';
import type { RenderedMarkdown } from '../markdown/types.ts';
import { alignedColumns, checklists, dropRawHtml, glossaryAndWords, headingIds, safeUrls } from './plugins.ts';
import type { DocumentData } from './plugins.ts';
import { sanitizeSchema } from './sanitize.ts';
import { GlossaryLinker, type GlossaryLink } from './text.ts';

export type { Heading, RenderedMarkdown, WrittenLink } from '../markdown/types.ts';

/** Options of {@link renderMarkdown}. */
export interface MarkdownOptions {
  /** Terms whose first mention is linked to the glossary. */
  glossary?: readonly GlossaryLink[];
  /** The same, made once when rendering many documents with the same glossary. */
  linker?: GlossaryLinker;
  /** Parse with all of GFM even where tables alone would do: only to compare the two. */
  allGfm?: boolean;
}

/** remark-parse, then `gfm` (the GFM extensions a document needs), our plugins, and HTML with the sanitizer on. */
const pipeline = (gfm: PluggableList) =>
  unified()
    .use(remarkParse)
    .use(gfm)
    .use(dropRawHtml)
    .use(headingIds)
    .use(checklists)
    .use(glossaryAndWords)
    .use(safeUrls)
    .use(alignedColumns)
    .use(remarkHtml, { sanitize: sanitizeSchema, characterReferences: { useNamedReferences: true } })
    .freeze();

/** CommonMark and all of GFM: tables, strikethrough, task lists, autolinks with a scheme or www, footnotes. */
const full = pipeline([remarkGfm]);

/**
 * CommonMark and GFM tables alone, for the documents that use no other GFM (most posts). remark-gfm is these
 * tables and four other extensions; the autolink literals cost about a third of a post's parse, though a post
 * rarely holds a bare URL. Tested against {@link full} in tests/unit/markdown-gfm.test.ts.
 */
const lean = pipeline([gfmTables]);

/** The GFM table extension, added as remark-gfm adds all of GFM. */
function gfmTables(this: Processor) {
  const data = this.data() as { micromarkExtensions?: unknown[]; fromMarkdownExtensions?: unknown[] };
  data.micromarkExtensions = [...(data.micromarkExtensions ?? []), gfmTable()];
  data.fromMarkdownExtensions = [...(data.fromMarkdownExtensions ?? []), gfmTableFromMarkdown()];
}

/**
 * Source that may hold strikethrough, a footnote or a task-list box (a box that starts a line, after any quote and
 * list markers in any order): parsed with all of GFM at once.
 */
const OTHER_GFM_SYNTAX = /~|\[\^|^(?:[ \t>]|(?:[-*+]|\d{1,9}[.)])[ \t]+)*\[[ \txX]\]/m;
/** Text that may start an autolink literal: without the extension, it is left in the tree's text as written. */
const AUTOLINK_START = /www\.|https?:\/\/|mailto:|xmpp:|@/i;

/** Whether any text of the tree could have been an autolink literal, had the parser looked for them. */
const mayHoldAutolinks = (node: Nodes): boolean =>
  node.type === 'text' ? AUTOLINK_START.test(node.value) : 'children' in node && node.children.some(mayHoldAutolinks);

/**
 * Parses a document with the GFM it needs: all of it when its source may hold strikethrough, footnotes or task
 * lists, or its text a bare URL or e-mail address once parsed without autolinks; else tables alone.
 */
function parseWithNeededGfm(file: { value: string }): { processor: typeof full; tree: Root } {
  // Validation reports a text past these bounds at its place; one that reaches here anyway is a fault of the code.
  const limit = markdownLimit(file.value);
  if (limit) throw new Error(`Markdown past the parser's bounds was not stopped by validation: ${limit.problem}`);
  if (OTHER_GFM_SYNTAX.test(file.value)) return { processor: full, tree: full.parse(file) as Root };
  const tree = lean.parse(file) as Root;
  return mayHoldAutolinks(tree) ? { processor: full, tree: full.parse(file) as Root } : { processor: lean, tree };
}

/** Whether a document needs GFM beyond tables (see parseWithNeededGfm): for tests of the tables-only parser. */
export const needsAllGfm = (markdown: string): boolean => parseWithNeededGfm({ value: markdown }).processor === full;

/**
 * Markdown to safe HTML with stable heading ids (h2-h4, unique within the document) and glossary links.
 * Pass a {@link GlossaryLinker} made once when rendering many documents with the same glossary.
 */
export function renderMarkdown(markdown: string, options: MarkdownOptions = {}): RenderedMarkdown {
  const linker = options.linker ?? (options.glossary ? new GlossaryLinker(options.glossary) : undefined);
  const data: DocumentData = { headings: [], words: 0, links: [], ...(linker ? { linker } : {}) };
  // The same data object goes into each file unified makes of this: the plugins write their findings into it.
  const file = { value: markdown, data: data as never };
  const { processor, tree } = options.allGfm ? { processor: full, tree: full.parse(file) as Root } : parseWithNeededGfm(file);
  const html = processor.stringify(processor.runSync(tree, file) as Root, file);
  return { html: escapeTextGreaterThan(html), headings: data.headings, words: data.words, links: data.links };
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
