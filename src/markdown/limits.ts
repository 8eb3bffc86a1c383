// Bounds on what one Markdown text may hold before it is parsed. The parser (micromark, through remark) recurses
// into nested lists, quotes and emphasis, and takes time that grows faster than their number: a post of "- "
// written 1,000 times on one line overflows the stack; 1,000 lines each indented two spaces deeper take 40 s before
// they do; 8,000 lines of "- - x" (48 KB) take 15 s, a quarter of them 1 s; ten thousand "*_" pairs take 5 s. Each
// bound is far above what prose needs, and keeps the worst text within them to well under two seconds
// (tests/unit/markdown-limits.test.ts). A text past one is reported at its place, unparsed.

/** The most Markdown one post, page or answer may hold. */
export const MAX_MARKDOWN_BYTES = 256 * 1024;
/** The most lists and quotes one line may open, by markers (`> - > -`) or by indentation. */
const MAX_NESTING = 16;
/** How far a line may be indented: sixteen levels of nesting, four columns each, and more for code. */
const MAX_INDENT = 96;
/** The most list and quote markers starting lines of one text: a long guide has a few hundred list items. */
const MAX_MARKERS = 2000;
/** The longest run of emphasis and bracket characters: `***` is bold italic; sixteen is never prose. */
const MAX_RUN = 16;
/** The most emphasis and bracket characters in one text: a long post has a few hundred. */
const MAX_DELIMITERS = 10_000;

/** What makes a text too much to parse, and the character where it starts. */
export interface MarkdownLimit {
  at: number;
  problem: string;
}

/** A line's container markers: a quote's `>`, or a list item's bullet or number, each with the spaces after it. */
const CONTAINER = /(?:>|[-*+](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$))[ \t]*/y;
/** A thematic break made of one character (`* * *`, `______`): a run that is not emphasis. */
const THEMATIC_BREAK = /^ {0,3}([*_-])(?:[ \t]*\1){2,}[ \t]*$/;
const RUN = new RegExp(`[*_~[\\]]{${MAX_RUN + 1},}`, 'g');
const DELIMITER = /[*_[]/g;

/** Columns of a line's leading whitespace, a tab to the next multiple of four. */
function indentOf(line: string): number {
  let column = 0;
  for (const char of line) {
    if (char === ' ') column++;
    else if (char === '\t') column += 4 - (column % 4);
    else break;
  }
  return column;
}

/** The first bound of {@link MAX_MARKDOWN_BYTES} and the others that `text` passes, or undefined when it is within all. */
export function markdownLimit(text: string): MarkdownLimit | undefined {
  const bytes = Buffer.byteLength(text);
  if (bytes > MAX_MARKDOWN_BYTES) {
    return { at: 0, problem: `it is ${(bytes / 1024).toFixed(0)} KB of Markdown; a text may hold at most ${MAX_MARKDOWN_BYTES / 1024} KB` };
  }
  let offset = 0;
  let markers = 0;
  for (const line of text.split('\n')) {
    // A thematic break (`* * *`, `- - -`) opens nothing, however long.
    if (THEMATIC_BREAK.test(line)) {
      offset += line.length + 1;
      continue;
    }
    const indent = indentOf(line);
    if (indent > MAX_INDENT) return { at: offset, problem: `the line is indented ${indent} columns; at most ${MAX_INDENT} are read` };
    let depth = 0;
    CONTAINER.lastIndex = line.length - line.trimStart().length;
    while (CONTAINER.lastIndex < line.length && CONTAINER.test(line)) {
      if (++depth > MAX_NESTING) {
        return { at: offset, problem: `the line opens more than ${MAX_NESTING} lists or quotes inside one another` };
      }
      if (++markers > MAX_MARKERS) {
        return { at: offset, problem: `it starts more than ${MAX_MARKERS} list items and quotes; split it in two` };
      }
    }
    RUN.lastIndex = 0;
    const run = RUN.exec(line);
    if (run) {
      return {
        at: offset + run.index,
        problem: `it holds a run of ${run[0].length} emphasis or bracket characters; at most ${MAX_RUN} are read together`,
      };
    }
    offset += line.length + 1;
  }
  let count = 0;
  for (const match of text.matchAll(DELIMITER)) {
    if (++count > MAX_DELIMITERS) {
      return { at: match.index, problem: `it holds more than ${MAX_DELIMITERS} emphasis and link characters (*, _, [)` };
    }
  }
  return undefined;
}
