/** A heading of a document, for its anchor and a table of contents. */
export interface Heading {
  id: string;
  text: string;
  depth: number;
}

/** A link or image written in the Markdown, where it is written (line and column of the document, from 1). */
export interface WrittenLink {
  url: string;
  line: number;
  column: number;
  /** Where the link's syntax ends (the character after it), for diagnostics that mark the whole link. */
  end?: { line: number; column: number };
}

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

/** Reading speed assumed for "N min read". */
const WORDS_PER_MINUTE = 200;

/** Minutes to read so many words, at least one. */
export const readingMinutes = (words: number): number => Math.max(1, Math.round(words / WORDS_PER_MINUTE));

/** Markdown as written in a data file: the text, the line of the file it starts on, and the file as messages name it. */
export interface MarkdownSource {
  markdown: string;
  line: number;
  file: string;
}
