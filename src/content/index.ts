import { GlossaryLinker, renderMarkdown, type RenderedMarkdown } from './markdown.ts';
import { slugify } from './slug.ts';

export { GlossaryLinker, renderMarkdown, slugify };
export type { GlossaryLink, Heading, MarkdownOptions, RenderedMarkdown } from './markdown.ts';

/** Reading speed assumed for "N min read". */
const WORDS_PER_MINUTE = 200;

/** Minutes to read so many words, at least one. */
export const readingMinutes = (words: number): number => Math.max(1, Math.round(words / WORDS_PER_MINUTE));

/** Every post and prose page rendered, by slug. */
export interface RenderedContent {
  posts: ReadonlyMap<string, RenderedMarkdown>;
  pages: ReadonlyMap<string, RenderedMarkdown>;
}

/**
 * Renders the site's Markdown: posts link the first mention of each glossary term to its definition. At about
 * 0.1 ms a post this is not cached: reading a cached copy back would cost as much.
 */
export function renderContent(site: {
  posts: readonly { slug: string; body: { markdown: string } }[];
  pages: readonly { slug: string; body: { markdown: string } }[];
  glossary: readonly { term: string; matches?: readonly string[] }[];
}): RenderedContent {
  const linker = new GlossaryLinker(site.glossary.map((term) => ({ href: `/ev-glossary#${slugify(term.term)}`, matches: term.matches ?? [term.term] })));
  return {
    posts: new Map(site.posts.map((post) => [post.slug, renderMarkdown(post.body.markdown, { linker })])),
    pages: new Map(site.pages.map((page) => [page.slug, renderMarkdown(page.body.markdown)])),
  };
}
