import { codeVersion, hashOf, noCache, type Cache } from '../cache.ts';
import { GlossaryLinker, renderMarkdown, type GlossaryLink, type RenderedMarkdown } from './markdown.ts';
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
 * Renders the site's Markdown: posts link the first mention of each glossary term to its definition. Each document
 * is cached under its text, the glossary and the code version (0.2 ms a post rendered, a few microseconds cached).
 */
export function renderContent(
  site: {
    posts: readonly { slug: string; body: { markdown: string } }[];
    pages: readonly { slug: string; body: { markdown: string } }[];
    glossary: readonly { term: string; matches?: readonly string[] }[];
  },
  cache: Cache = noCache,
): RenderedContent {
  const terms: GlossaryLink[] = site.glossary.map((term) => ({ href: `/ev-glossary#${slugify(term.term)}`, matches: term.matches ?? [term.term] }));
  let linker: GlossaryLinker | undefined;
  const render = (markdown: string, glossary: string, options: () => Parameters<typeof renderMarkdown>[1]) => {
    const key = hashOf(codeVersion, glossary, markdown);
    let rendered = cache.get<RenderedMarkdown>('markdown', key);
    if (!rendered) {
      rendered = renderMarkdown(markdown, options());
      cache.set('markdown', key, rendered);
    }
    return rendered;
  };
  const glossary = hashOf(JSON.stringify(terms));
  return {
    posts: new Map(site.posts.map((post) => [post.slug, render(post.body.markdown, glossary, () => ({ linker: (linker ??= new GlossaryLinker(terms)) }))])),
    pages: new Map(site.pages.map((page) => [page.slug, render(page.body.markdown, '', () => ({}))])),
  };
}
