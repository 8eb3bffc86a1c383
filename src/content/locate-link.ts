import { codeFrame, type SourceLocation } from '../diagnostics/index.ts';

/** Markdown as written in a data file: the text, the line of the file it starts on, and the file as messages name it. */
export interface MarkdownSource {
  markdown: string;
  line: number;
  file: string;
}

/**
 * Where a link to `url` is written in some Markdown: an inline link `[text](url)`, an autolink `<url>` or a
 * reference definition `[name]: url`. The build's link check finds broken links in pages; this turns "the page
 * /blog/x.html links to ..." into the data file, line and column to fix. Undefined when the Markdown does not hold
 * the URL as written (the glossary links the renderer adds, say).
 */
export function locateLink(source: MarkdownSource, url: string): { loc: SourceLocation; field: string; frame: string } | undefined {
  const { markdown } = source;
  const forms: [written: string, skip: number][] = [
    [`](${url}`, 2],
    [`<${url}>`, 1],
    [`]: ${url}`, 3],
  ];
  // The URL must end where the written one does: '/cars/tata' is not the start of '/cars/tata-nexon-ev'.
  const ends = (index: number) => /^(?:$|[\s)>"'])/.test(markdown.slice(index, index + 1));
  for (const [written, skip] of forms) {
    let index = markdown.indexOf(written);
    while (index !== -1 && !written.endsWith('>') && !ends(index + written.length)) index = markdown.indexOf(written, index + 1);
    if (index === -1) continue;
    const offset = index + skip;
    const before = markdown.slice(0, offset);
    const line = source.line + before.split('\n').length - 1;
    const loc = { file: source.file, line, column: offset - before.lastIndexOf('\n') };
    // Blank lines stand for the front matter, so the frame's line numbers are the file's.
    return { loc, field: 'body', frame: codeFrame('\n'.repeat(source.line - 1) + markdown, loc.line, loc.column) };
  }
  return undefined;
}
