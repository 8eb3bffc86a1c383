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
 * Every directive of a document, in the order written. Finding them parses the document, about 10 ms for a long
 * post, and both validation and rendering ask: a build parses each document once, even with no cache, and `cache`
 * keeps the answer across builds, so a warm build parses none.
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
