// The Markdown stage's work on a worker thread (see src/threads/pool.ts): documents in, rendered Markdown out.
import { renderMarkdown, type RenderedMarkdown } from './markdown.ts';
import { GlossaryLinker, type GlossaryLink } from './text.ts';

/** A batch of documents for a worker; the glossary's terms come with the first batch a worker is sent. */
export interface MarkdownRequest {
  documents: { markdown: string; linked: boolean }[];
  glossary: { key: string; terms?: GlossaryLink[] };
}

const linkers = new Map<string, GlossaryLinker>();

/** The Markdown stage's kind of request. */
export const handlers = {
  markdown: ({ documents, glossary }: MarkdownRequest): RenderedMarkdown[] => {
    if (glossary.terms && !linkers.has(glossary.key)) linkers.set(glossary.key, new GlossaryLinker(glossary.terms));
    const linker = linkers.get(glossary.key);
    if (!linker) throw new Error('markdown: the glossary was not sent with the first batch');
    return documents.map(({ markdown, linked }) => renderMarkdown(markdown, linked ? { linker } : {}));
  },
};
