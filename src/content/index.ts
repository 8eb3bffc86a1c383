import type { Root as MdastRoot } from 'mdast';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { codeVersion, hashOf, noCache, type Cache } from '../cache.ts';
import { checklistMarks, glossaryLinks, headingIds, type GlossaryLink, type Heading } from './plugins.ts';

import { slugify } from './slug.ts';

export { slugify };
export type { GlossaryLink, Heading } from './plugins.ts';

/** Markdown rendered for a page. */
export interface RenderedMarkdown {
  /** Sanitized HTML: no raw HTML, scripts, event handlers or javascript: URLs survive. */
  html: string;
  headings: Heading[];
  /** Words of running text, for reading time. */
  words: number;
}

/** Options of {@link renderMarkdown}. */
export interface MarkdownOptions {
  /** Terms whose first mention is linked to the glossary. */
  glossary?: readonly GlossaryLink[];
}

/** Reading speed assumed for "N min read". */
const WORDS_PER_MINUTE = 200;

/** Minutes to read so many words, at least one. */
export const readingMinutes = (words: number): number => Math.max(1, Math.round(words / WORDS_PER_MINUTE));

function countWords(tree: MdastRoot): number {
  let words = 0;
  const visit = (node: { type: string; value?: string; children?: unknown[] }) => {
    if ((node.type === 'text' || node.type === 'inlineCode') && node.value) words += node.value.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
    for (const child of (node.children ?? []) as (typeof node)[]) visit(child);
  };
  visit(tree as never);
  return words;
}

/**
 * Markdown (CommonMark and GFM: tables, strikethrough, autolinks) to sanitized HTML with stable heading ids and
 * glossary links. Sanitizing runs before our own transforms, so it cannot strip the ids and links they add.
 */
export function renderMarkdown(markdown: string, options: MarkdownOptions = {}): RenderedMarkdown {
  const headings: Heading[] = [];
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypeSanitize)
    .use(checklistMarks)
    .use(headingIds(headings))
    .use(glossaryLinks(options.glossary ?? []))
    .use(rehypeStringify);
  const mdast = processor.parse(markdown);
  const hast = processor.runSync(mdast);
  return { html: processor.stringify(hast), headings, words: countWords(mdast) };
}

/** Every post and prose page rendered, by slug. */
export interface RenderedContent {
  posts: ReadonlyMap<string, RenderedMarkdown>;
  pages: ReadonlyMap<string, RenderedMarkdown>;
}

/**
 * Renders the site's Markdown: posts link the first mention of each glossary term to its definition. Each
 * document is looked up in the cache first, under the hash of its text, the glossary and the code version.
 */
export function renderContent(
  site: {
    posts: readonly { slug: string; body: { markdown: string } }[];
    pages: readonly { slug: string; body: { markdown: string } }[];
    glossary: readonly { term: string; matches?: readonly string[] }[];
  },
  cache: Cache = noCache,
): RenderedContent {
  const glossary = site.glossary.map((term) => ({ href: `/ev-glossary#${slugify(term.term)}`, matches: term.matches ?? [term.term] }));
  const glossaryKey = hashOf(JSON.stringify(glossary));
  const render = (markdown: string, options: MarkdownOptions, variant: string) => {
    const key = hashOf(codeVersion, variant, markdown);
    const cached = cache.get<RenderedMarkdown>('markdown', key);
    if (cached) return cached;
    const rendered = renderMarkdown(markdown, options);
    cache.set('markdown', key, rendered);
    return rendered;
  };
  return {
    posts: new Map(site.posts.map((post) => [post.slug, render(post.body.markdown, { glossary }, glossaryKey)])),
    pages: new Map(site.pages.map((page) => [page.slug, render(page.body.markdown, {}, 'page')])),
  };
}
