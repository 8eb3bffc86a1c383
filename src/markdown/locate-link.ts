import { codeFrame, type SourceLocation } from '../diagnostics/index.ts';
import { decodeUrlPart } from '../domain/format.ts';
import type { MarkdownSource, WrittenLink } from './types.ts';

/**
 * Where a link to `url` is written in some Markdown: the link, image, autolink or reference definition that holds
 * it, at the place its syntax-tree node starts. The build's link check finds broken links in pages; this turns "the
 * page /blog/x.html links to ..." into the data file, line and column to fix. Undefined when the Markdown does not
 * hold the URL (the glossary links the renderer adds, say). The page's URL may be percent-encoded where the
 * Markdown's is not, so the two are compared decoded.
 */
export function locateLink(
  source: MarkdownSource,
  links: readonly WrittenLink[],
  url: string,
): { loc: SourceLocation; field: string; frame: string } | undefined {
  const wanted = decodeUrlPart(url);
  const link = links.find((written) => written.url === url || decodeUrlPart(written.url) === wanted);
  if (!link) return undefined;
  const loc: SourceLocation = { file: source.file, line: source.line + link.line - 1, column: link.column };
  if (link.end) loc.end = { line: source.line + link.end.line - 1, column: link.end.column };
  // Blank lines stand for the front matter, so the frame's line numbers are the file's.
  return { loc, field: 'body', frame: codeFrame('\n'.repeat(source.line - 1) + source.markdown, loc.line, loc.column) };
}
