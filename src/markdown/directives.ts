import type { Nodes } from 'mdast';
import type { Directives } from 'mdast-util-directive';
import remarkDirective from 'remark-directive';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { codeVersion, hashOf, noCache, type Cache } from '../cache.ts';
import { markdownLimit } from './limits.ts';

/**
 * Directives put figures of the data into Markdown: `:price{car=tata-nexon-ev}` is written where the text quotes the
 * car's price, and becomes the price as the site formats it, from its car file. remark-directive finds them (with
 * their places, for messages); each is then replaced in the source by its text, before the document is rendered, so
 * the rendered document, and the cache's key for it, follow the figures it quotes.
 */

/** One directive as written: its name, its attributes, and where it is in the Markdown. */
export interface DirectiveUse {
  /** `text` for `:name{...}`; a `::leaf` or `:::container` directive is reported, since none is defined. */
  kind: 'text' | 'leaf' | 'container';
  name: string;
  attributes: Readonly<Record<string, string>>;
  /** Offsets in the Markdown of its first character and of the one after its last. */
  start: number;
  end: number;
  /** 1-based line and column in the Markdown. */
  line: number;
  column: number;
}

const parser = unified().use(remarkParse).use(remarkDirective).freeze();

/** A colon before a letter: Markdown without it holds no directive, and is not parsed again. */
const MAY_HOLD_DIRECTIVE = /:[A-Za-z]/;

const KINDS = { textDirective: 'text', leafDirective: 'leaf', containerDirective: 'container' } as const;

/**
 * Whether a directive was meant as one: a text directive written with attributes or a label (`:price{...}`,
 * `:name[...]`), or any leaf or container directive. The syntax also reads "10:30" as a directive named 30 and the
 * ":b" of "a:b" as one named b; those stay text as written.
 */
function meant(node: Directives, markdown: string): boolean {
  if (node.type !== 'textDirective') return true;
  const start = node.position!.start.offset!;
  const after = markdown[start + 1 + node.name.length];
  return after === '{' || after === '[';
}

/**
 * Documents whose directives this build has found: validation and rendering both ask. A cache does the same within a
 * build and across builds; this is for a build with none (`--no-cache`), which would otherwise parse every post
 * twice. Each build starts it afresh ({@link forgetDirectives}), so nothing found in one build, or through another
 * cache, answers for the next.
 */
const recent = new Map<string, readonly DirectiveUse[]>();

/** Starts the record of found directives afresh: each build calls it first. */
export function forgetDirectives(): void {
  recent.clear();
}

/**
 * Every directive of a document, in the order written. Most documents are read by {@link scanDirectives}; the rest
 * are parsed, about 10 ms for a long post. Both validation and rendering ask: a build finds each document's once,
 * even with no cache, and `cache` keeps the answer across builds, so a warm build parses none.
 */
export function findDirectives(markdown: string, cache: Cache = noCache): readonly DirectiveUse[] {
  // A text past the parser's bounds is reported by validation, and never parsed.
  if (!MAY_HOLD_DIRECTIVE.test(markdown) || markdownLimit(markdown)) return [];
  const remembered = recent.get(markdown);
  if (remembered) return remembered;
  const key = hashOf(codeVersion, markdown);
  let uses = cache.get<readonly DirectiveUse[]>('directives', key);
  if (!uses) {
    uses = parseDirectives(markdown);
    cache.set('directives', key, uses);
  }
  // Shared by every caller of this build from now on: the list and each directive in it are frozen.
  for (const use of uses) Object.freeze(Object.freeze(use).attributes);
  Object.freeze(uses);
  recent.set(markdown, uses);
  return uses;
}

function parseDirectives(markdown: string): DirectiveUse[] {
  return scanDirectives(markdown) ?? parseDirectivesFully(markdown);
}

/**
 * Markdown where a colon may not start a directive, or where finding one needs more than a look along its line:
 * code (a backtick, a `~~~` fence), HTML and autolinks (`<`), backslash escapes, `::` (a leaf or container directive,
 * or a colon after a colon), a link reference definition (`]:`), an image (its alt text is not searched), and a
 * carriage return on its own (a line ending the scan does not count). A link's title is declined in the scan.
 */
const NOT_PLAIN = /[`<\\]|~~~|::|\]:|!\[|\r(?!\n)/;
/** The characters a directive's name may have, as far as they are ASCII: letters, digits, `-` and `_`. */
const NAME_RUN = /[A-Za-z0-9_-]*/y;
/** A name that does not start or end with `-` or `_`. */
const NAME = /^[A-Za-z0-9](?:[A-Za-z0-9_-]*[A-Za-z0-9])?$/;
/** One attribute as the posts write it: `key=value` or `key="a value"`. */
const ONE_ATTRIBUTE = String.raw`[A-Za-z][A-Za-z0-9_-]*=(?:"[^"\n&{}]*"|[A-Za-z0-9_.%+-]+)`;
/** Attributes as the posts write them, spaces between (the parser wants them), all on one line. */
const ATTRIBUTES = new RegExp(String.raw`\{ *((?:${ONE_ATTRIBUTE})(?: +${ONE_ATTRIBUTE})*)? *\}`, 'y');
const ATTRIBUTE = /([A-Za-z][A-Za-z0-9_-]*)=(?:"([^"]*)"|(\S+))/g;
/** Indentation that may make a line code: four spaces, or a tab. */
const CODE_INDENT = / {4}|\t/;

/**
 * The directives of Markdown written as the posts write them, found by a look along each line; undefined when the
 * text has anything that needs the parser to tell (see NOT_PLAIN), or a directive written another way (a label,
 * other attributes, a name that is not ASCII). What it finds is exactly what the parser finds:
 * tests/unit/directives.test.ts holds it to that on every Markdown file of the site and the fixtures, and on
 * texts made to trip it. A cold build otherwise parses each post twice, once here and once to render it, and the
 * first parse of a process is slow: about a seventh of the real site's build.
 */
export function scanDirectives(markdown: string): DirectiveUse[] | undefined {
  if (NOT_PLAIN.test(markdown)) return undefined;
  const uses: DirectiveUse[] = [];
  let line = 1;
  let lineStart = 0;
  // Parentheses open after `](`: a link's destination, where a colon starts no directive.
  let inLink = 0;
  for (let i = 0; i < markdown.length; i++) {
    const char = markdown[i];
    if (inLink > 0 && (char === ' ' || char === '\t' || char === '\n')) {
      // A link's destination holds no space: what follows one is its title, where a colon starts no directive.
      return undefined;
    }
    if (char === '\n') {
      line++;
      lineStart = i + 1;
    } else if (char === '(') {
      if (inLink > 0 || markdown[i - 1] === ']') inLink++;
    } else if (char === ')') {
      if (inLink > 0) inLink--;
    } else if (char === ':') {
      NAME_RUN.lastIndex = i + 1;
      const name = NAME_RUN.exec(markdown)![0];
      const next = markdown.charCodeAt(i + 1 + name.length);
      // A name going on in a character that is not ASCII, or a control character (which a name may hold): the parser
      // knows which of those end a name.
      if (next > 0x7e || (next < 0x20 && next !== 0x09 && next !== 0x0a && next !== 0x0d)) return undefined;
      // Not followed by attributes or a label: no directive the site would read (see `meant`).
      if (next !== 0x7b /* { */ && next !== 0x5b /* [ */) continue;
      if (next === 0x5b || inLink > 0 || !NAME.test(name) || CODE_INDENT.test(markdown.slice(lineStart, i))) return undefined;
      ATTRIBUTES.lastIndex = i + 1 + name.length;
      const written = ATTRIBUTES.exec(markdown);
      if (!written) return undefined;
      const attributes: Record<string, string> = {};
      for (const [, key, quoted, bare] of (written[1] ?? '').matchAll(ATTRIBUTE)) {
        // The parser joins classes and reads `#id` and `.class` itself: a key it may treat apart goes to it.
        if (Object.hasOwn(attributes, key!) || key === 'id' || key === 'class') return undefined;
        attributes[key!] = quoted ?? bare!;
      }
      const end = ATTRIBUTES.lastIndex;
      uses.push({ kind: 'text', name, attributes, start: i, end, line, column: i - lineStart + 1 });
      i = end - 1;
    }
  }
  return uses;
}

/** Every directive the parser finds, kept when meant as one (see `meant`). */
export function parseDirectivesFully(markdown: string): DirectiveUse[] {
  const uses: DirectiveUse[] = [];
  const visit = (node: Nodes | Directives) => {
    const kind = KINDS[node.type as keyof typeof KINDS];
    if (
      kind &&
      'name' in node &&
      node.position?.start.offset !== undefined &&
      node.position.end.offset !== undefined &&
      meant(node, markdown)
    ) {
      const attributes: Record<string, string> = {};
      for (const [key, value] of Object.entries(node.attributes ?? {})) if (typeof value === 'string') attributes[key] = value;
      uses.push({
        kind,
        name: node.name,
        attributes,
        start: node.position.start.offset,
        end: node.position.end.offset,
        line: node.position.start.line,
        column: node.position.start.column,
      });
      return;
    }
    if ('children' in node) for (const child of node.children as (Nodes | Directives)[]) visit(child);
  };
  visit(parser.parse(markdown) as Nodes);
  return uses;
}

/** Characters that would start Markdown syntax in replaced text: each is escaped with a backslash. */
const MARKDOWN_SYNTAX = /[\\`*_{}[\]()<>#+\-.!|~:&]/g;

/** Text that reads as itself in Markdown: every character that could start syntax escaped. */
export const markdownText = (text: string): string => text.replace(/\s*\n\s*/g, ' ').replace(MARKDOWN_SYNTAX, '\\$&');

/** The Markdown with each directive replaced by the text `textOf` gives it (escaped as plain text). */
export function expandDirectives(markdown: string, uses: readonly DirectiveUse[], textOf: (use: DirectiveUse) => string): string {
  let out = '';
  let from = 0;
  for (const use of uses) {
    out += markdown.slice(from, use.start) + markdownText(textOf(use));
    from = use.end;
  }
  return out + markdown.slice(from);
}
