import { codeVersion, hashOf, noCache, type Cache } from '../cache.ts';
import { renderMarkdown, type RenderedMarkdown } from './markdown.ts';
import { GlossaryLinker, type GlossaryLink } from './text.ts';
import { glossaryTermPath } from '../domain/nav.ts';
import { slugify } from '../domain/slug.ts';

export { GlossaryLinker, renderMarkdown, slugify };
export { locateLink, type MarkdownSource } from './locate-link.ts';
import type { MarkdownSource } from './locate-link.ts';
export type { Heading, MarkdownOptions, RenderedMarkdown, WrittenLink } from './markdown.ts';
export type { GlossaryLink } from './text.ts';

/** Reading speed assumed for "N min read". */
const WORDS_PER_MINUTE = 200;

/** Minutes to read so many words, at least one. */
export const readingMinutes = (words: number): number => Math.max(1, Math.round(words / WORDS_PER_MINUTE));

/** A document rendered, with the key of its source (the same key, the same HTML) and the source itself. */
export interface ContentEntry extends RenderedMarkdown {
  key: string;
  source: MarkdownSource;
}

/** Every post and prose page rendered, by slug. */
export interface RenderedContent {
  posts: ReadonlyMap<string, ContentEntry>;
  pages: ReadonlyMap<string, ContentEntry>;
}

/**
 * Renders the site's Markdown: posts link the first mention of each glossary term to its definition. Each document
 * is cached under its text, the glossary and the code version: its headings and words in one namespace, its HTML
 * in another, read only when asked for (a page rendered, the feed), since most builds render few pages.
 */
export function renderContent(
  site: {
    posts: readonly { slug: string; body: MarkdownSource }[];
    pages: readonly { slug: string; body: MarkdownSource }[];
    glossary: readonly { term: string; matches?: readonly string[] }[];
  },
  cache: Cache = noCache,
): RenderedContent {
  const terms: GlossaryLink[] = site.glossary.map((term) => ({
    href: glossaryTermPath(term.term),
    matches: term.matches ?? [term.term],
  }));
  let linker: GlossaryLinker | undefined;
  type Meta = Omit<RenderedMarkdown, 'html'>;
  const render = (source: MarkdownSource, glossary: string, options: () => Parameters<typeof renderMarkdown>[1]): ContentEntry => {
    const { markdown } = source;
    const key = hashOf(codeVersion, glossary, markdown);
    const meta = cache.get<Meta>('markdown', key);
    if (!meta) {
      const rendered = renderMarkdown(markdown, options());
      cache.set('markdown', key, { headings: rendered.headings, words: rendered.words, links: rendered.links } satisfies Meta);
      cache.set('markdown-html', key, rendered.html);
      return { key, source, ...rendered };
    }
    cache.keep('markdown-html', key);
    let html: string | undefined;
    return {
      key,
      source,
      headings: meta.headings,
      words: meta.words,
      links: meta.links,
      get html() {
        if (html === undefined) {
          html = cache.get<string>('markdown-html', key);
          if (html === undefined) {
            html = renderMarkdown(markdown, options()).html;
            cache.set('markdown-html', key, html);
          }
        }
        return html;
      },
    };
  };
  const glossary = hashOf(JSON.stringify(terms));
  return {
    posts: new Map(
      site.posts.map((post) => [
        post.slug,
        render(post.body, glossary, () => {
          linker ??= new GlossaryLinker(terms);
          return { linker };
        }),
      ]),
    ),
    pages: new Map(site.pages.map((page) => [page.slug, render(page.body, '', () => ({}))])),
  };
}
