import type { Nodes } from 'mdast';
import type { Directives } from 'mdast-util-directive';
import { codeVersion, hashOf, noCache, type Cache } from '../cache.ts';
import { markdownLimit } from './limits.ts';
import { parseMarkdown } from './markdown.ts';

/**
 * Directives put figures of the data into Markdown: `:price{car=tata-nexon-ev}` is written where the text quotes the
 * car's price, and becomes the price as the site formats it, from its car file. remark-directive finds them (with
 * their places, for messages), in the tree the document is then rendered from (src/content/markdown.ts), where each
 * becomes its text; the cache's key for the rendered document holds those texts, so it follows the figures quoted.
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
 * Every directive of a document, in the order written. Finding them parses the document, about 10 ms for a long
 * post, and both validation and rendering ask: `cache` keeps the answer under the text, and the tree is kept for
 * the document's rendering, so a build parses each changed document once and a warm build none.
 */
export function findDirectives(markdown: string, cache: Cache = noCache): DirectiveUse[] {
  // A text past the parser's bounds is reported by validation, and never parsed.
  if (!MAY_HOLD_DIRECTIVE.test(markdown) || markdownLimit(markdown)) return [];
  const key = hashOf(codeVersion, markdown);
  const known = cache.get<DirectiveUse[]>('directives', key);
  if (known) return known;
  const uses = parseDirectives(markdown);
  cache.set('directives', key, uses);
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
  visit(parseMarkdown(markdown) as Nodes);
  return uses;
}
