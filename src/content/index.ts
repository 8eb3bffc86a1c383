import { codeVersion, hashOf, noCache, type Cache } from '../cache.ts';
import { EvguideError, sortDiagnostics, type Diagnostic } from '../diagnostics/index.ts';
import type { QuoteData } from '../domain/quote.ts';
import { withQuotes } from './quotes.ts';
import { renderMarkdown } from './markdown.ts';
import type { ContentEntry, MarkdownSource, RenderedContent, RenderedMarkdown } from '../markdown/index.ts';
import { GlossaryLinker, type GlossaryLink } from './text.ts';
import { glossaryTermPath } from '../domain/nav.ts';
import type { ThreadPool, WorkerThread } from '../threads/pool.ts';
import { shareWork } from '../threads/share.ts';
import type { MarkdownRequest } from './in-worker.ts';
import { slugify } from '../domain/slug.ts';
import { inLocale, type Locale } from '../domain/locale.ts';
// The domain's Hindi words, for what this writes in Hindi (the pages' scripts load them only on Hindi pages).
import '../domain/hi/all.ts';

export { GlossaryLinker, renderMarkdown, slugify };
export type { MarkdownOptions } from './markdown.ts';
export type { GlossaryLink } from './text.ts';

/** A document of the site: a post's body (its glossary terms linked) or a page's. */
interface Document {
  slug: string;
  source: MarkdownSource;
  linked: boolean;
}

/** Below this much Markdown to render (about a quarter of a second of work), a worker costs more than it saves. */
const MARKDOWN_WORKER_THRESHOLD = 512 * 1024;
/** Documents per batch sent to a worker. */
const BATCH = 8;

type Meta = Omit<RenderedMarkdown, 'html'>;

/**
 * Renders the site's Markdown: each directive first becomes the figure it quotes (src/content/quotes.ts; a directive
 * the data cannot answer fails the run, every one reported), and posts link the first mention of each glossary term
 * to its definition. Each document is cached under its text with the figures written in, the glossary and the code
 * version: its headings, words and links in one namespace, its
 * HTML in another, read only when asked for (a page rendered, the feed), since most builds render few pages. What
 * the cache does not hold is rendered on the build's worker threads too, when there is enough of it.
 */
export async function renderContent(
  site: QuoteData & {
    posts: readonly { slug: string; body: MarkdownSource }[];
    pages: readonly { slug: string; body: MarkdownSource }[];
    glossary: readonly { term: string; anchor?: string; matches?: readonly string[] }[];
  },
  cache: Cache = noCache,
  threads?: ThreadPool,
  locale: Locale = 'en',
): Promise<RenderedContent> {
  const terms: GlossaryLink[] = site.glossary.map((term) => ({ href: glossaryTermPath(term), matches: term.matches ?? [term.term] }));
  const glossary = hashOf(JSON.stringify(terms));
  const problems: Diagnostic[] = [];
  // Figures are written in the documents' language (a Hindi post's in Hindi).
  const documents: Document[] = inLocale(locale, () => [
    ...site.posts.map((post) => ({ slug: post.slug, source: withQuotes(post.body, site, problems, cache), linked: true })),
    ...site.pages.map((page) => ({ slug: page.slug, source: withQuotes(page.body, site, problems, cache), linked: false })),
  ]);
  if (problems.length > 0) throw new EvguideError(sortDiagnostics(problems));
  let linker: GlossaryLinker | undefined;
  const render = (doc: Document) => {
    linker ??= new GlossaryLinker(terms);
    return renderMarkdown(doc.source.markdown, doc.linked ? { linker } : {});
  };
  const keys = documents.map((doc) => hashOf(codeVersion, doc.linked ? glossary : '', doc.source.markdown));
  const entries = documents.map((doc, index) => cachedEntry(doc, keys[index]!, cache, render));
  const missing = entries.flatMap((entry, index) => (entry ? [] : [index]));
  const rendered = await renderAll(
    missing.map((index) => documents[index]!),
    { terms, key: glossary },
    render,
    threads,
  );
  missing.forEach((index, i) => {
    const doc = documents[index]!;
    const result = rendered[i]!;
    const key = keys[index]!;
    cache.set('markdown', key, { headings: result.headings, words: result.words, links: result.links } satisfies Meta);
    cache.set('markdown-html', key, result.html);
    entries[index] = { key, source: doc.source, ...result };
  });
  const byKind = (linked: boolean) =>
    new Map(documents.flatMap((doc, index) => (doc.linked === linked ? [[doc.slug, entries[index]!] as const] : [])));
  return { posts: byKind(true), pages: byKind(false) };
}

/** A document the cache holds: its headings, words and links now, its HTML when first read. */
function cachedEntry(doc: Document, key: string, cache: Cache, render: (doc: Document) => RenderedMarkdown): ContentEntry | undefined {
  const meta = cache.get<Meta>('markdown', key);
  if (!meta) return undefined;
  cache.keep('markdown-html', key);
  let html: string | undefined;
  return {
    key,
    source: doc.source,
    headings: meta.headings,
    words: meta.words,
    links: meta.links,
    get html() {
      if (html === undefined) {
        html = cache.get<string>('markdown-html', key);
        if (html === undefined) {
          html = render(doc).html;
          cache.set('markdown-html', key, html);
        }
      }
      return html;
    },
  };
}

/**
 * Renders documents, in order: on the main thread when there is little Markdown, else on worker threads alone.
 * Parsing makes much short-lived garbage: as many workers as cores, each with a young generation sized for it, do
 * it faster than the main thread and one fewer worker (4,000 benchmark posts on two cores: 5.9 s against 6.9 s).
 */
async function renderAll(
  documents: readonly Document[],
  glossary: { terms: GlossaryLink[]; key: string },
  render: (doc: Document) => RenderedMarkdown,
  threads: ThreadPool | undefined,
): Promise<RenderedMarkdown[]> {
  const bytes = documents.reduce((sum, doc) => sum + doc.source.markdown.length, 0);
  const workers = threads?.workersFor(bytes, MARKDOWN_WORKER_THRESHOLD, true) ?? [];
  if (workers.length === 0) return documents.map(render);
  const results: RenderedMarkdown[] = new Array(documents.length);
  const sentGlossary = new Set<WorkerThread>();
  const indexed = documents.map((doc, index) => ({ doc, index }));
  await shareWork(indexed, workers, {
    batch: BATCH,
    onWorker: async (worker, batch) => {
      const request: MarkdownRequest = {
        documents: batch.map(({ doc }) => ({ markdown: doc.source.markdown, linked: doc.linked })),
        glossary: sentGlossary.has(worker) ? { key: glossary.key } : glossary,
      };
      sentGlossary.add(worker);
      const answers = await worker.request<RenderedMarkdown[]>('markdown', request);
      batch.forEach(({ index }, i) => {
        results[index] = answers[i]!;
      });
    },
  });
  return results;
}
