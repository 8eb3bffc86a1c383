import type { Heading as HeadingNode, Nodes, Parents, PhrasingContent, Root, Table, Text } from 'mdast';
import { slugify } from '../domain/slug.ts';
import type { Heading, WrittenLink } from '../markdown/types.ts';
import { countWords, type GlossaryLink, type GlossaryLinker } from './text.ts';

// The remark plugins that make the site's Markdown what it is. Each is a unified plugin: a function that returns a
// transformer of the syntax tree, run after parsing and before the tree becomes HTML. What they find (headings,
// words, links) goes into the file's data, which renderMarkdown in markdown.ts reads.

/** What the plugins read from and write to a document's file. */
export interface DocumentData {
  /** Links the first mention of each of its terms (posts have one; prose pages do not). */
  linker?: GlossaryLinker;
  headings: Heading[];
  words: number;
  links: WrittenLink[];
}

/** A transformer's view of the file it works on: only the data matters here. */
interface FileWithData {
  data: Record<string, unknown>;
}

const dataOf = (file: FileWithData) => file.data as unknown as DocumentData;

/** Only these URLs are kept on links: http(s), mailto, tel, and site- or page-relative ones. */
const SAFE_URL = /^(?:https?:|mailto:|tel:|[/#?.]|[^:/?#]*(?:[/?#]|$))/i;
/** Only these on images: http(s) and site- or page-relative ones. */
const SAFE_IMAGE_URL = /^(?:https?:|[/#?.]|[^:/?#]*(?:[/?#]|$))/i;
const isSafeUrl = (url: string): boolean => SAFE_URL.test(url.trim());
const isSafeImageUrl = (url: string): boolean => SAFE_IMAGE_URL.test(url.trim());

const hasChildren = (node: Nodes): node is Parents => 'children' in node;

/** Calls `visit` on every node below `node`, parents before their children, with the chain of ancestors. */
function walk(node: Parents, visit: (child: Nodes, parent: Parents) => void): void {
  for (const child of node.children) {
    visit(child, node);
    if (hasChildren(child)) walk(child, visit);
  }
}

/** The text of a heading as a reader sees it: its text and code, not the alt text of an image or raw HTML. */
const textOf = (node: Nodes): string => {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  if (node.type === 'image' || node.type === 'html' || !hasChildren(node)) return '';
  return node.children.map(textOf).join('');
};

/**
 * Raw HTML in Markdown is dropped: no tag an author writes reaches the page. An HTML block goes whole; between inline
 * tags, the text stays, as text.
 */
export function dropRawHtml() {
  const prune = (node: Parents) => {
    node.children = node.children.filter((child) => child.type !== 'html') as typeof node.children;
    for (const child of node.children) if (hasChildren(child)) prune(child);
  };
  return (tree: Root) => prune(tree);
}

/**
 * Headings h2 to h4 get ids from their text, unique within the document (a repeat gets "-1", "-2"), and are listed
 * for the table of contents. The ids are the anchors other pages link to, so they never change for the same text.
 */
export function headingIds() {
  return (tree: Root, file: FileWithData) => {
    const used = new Map<string, number>();
    const { headings } = dataOf(file);
    walk(tree, (node) => {
      if (node.type !== 'heading' || node.depth < 2 || node.depth > 4) return;
      const text = textOf(node).replace(/\n/g, ' ').trim();
      const base = slugify(text) || 'section';
      const count = used.get(base) ?? 0;
      used.set(base, count + 1);
      const id = count === 0 ? base : `${base}-${count}`;
      setProperties(node, { id });
      headings.push({ id, text, depth: node.depth });
    });
  };
}

/**
 * GFM task lists ("- [ ] check tyres"). A checklist here is read, not ticked, so each box is a decorative mark
 * rather than a disabled checkbox, which assistive technology would announce as an unlabeled control.
 */
export function checklists() {
  return (tree: Root) =>
    walk(tree, (node) => {
      if (node.type !== 'listItem' || typeof node.checked !== 'boolean') return;
      node.checked = null;
      setProperties(node, { className: ['task-list-item'] });
      const first = node.children[0];
      if (first?.type !== 'paragraph') return;
      const mark: Text = {
        type: 'text',
        value: '',
        data: { hName: 'span', hProperties: { className: ['checklist-mark'], ariaHidden: 'true' } },
      };
      first.children.unshift(mark, { type: 'text', value: ' ' });
    });
}

/**
 * GFM column alignment as classes (the stylesheet aligns them), not the obsolete align attribute; and every table
 * in the tab order, as a table too wide for a phone scrolls sideways inside itself (content.css), and a keyboard
 * can scroll only what it can focus.
 */
export function alignedColumns() {
  return (tree: Root) =>
    walk(tree, (node) => {
      if (node.type !== 'table') return;
      setProperties(node, { tabIndex: '0' });
      const { align } = node as Table;
      // The row handler makes as many cells as there are alignments: one null (no attribute) per column.
      node.align = (align ?? []).map(() => null);
      for (const row of node.children) {
        row.children.forEach((cell, index) => {
          const side = align?.[index];
          if (side) setProperties(cell, { className: [`align-${side}`] });
        });
      }
    });
}

/**
 * Links the first mention of each glossary term in running text (not in headings, links or code) to its
 * definition, and counts the words of running text (headings, tables and inline code included; code blocks and
 * image descriptions not) for the reading time.
 */
export function glossaryAndWords() {
  return (tree: Root, file: FileWithData) => {
    const data = dataOf(file);
    const linker = data.linker && !data.linker.empty ? data.linker : undefined;
    const linked = new Set<GlossaryLink>();
    const visit = (node: Parents, linkable: boolean) => {
      const children: Nodes[] = [];
      for (const child of node.children) {
        if (child.type === 'inlineCode') data.words += countWords(child.value);
        if (child.type !== 'text') {
          children.push(child);
          if (hasChildren(child)) {
            const inside = linkable && child.type !== 'heading' && child.type !== 'link' && child.type !== 'linkReference';
            visit(child, inside);
          }
          continue;
        }
        data.words += countWords(child.value);
        if (!linker || !linkable || linked.size === linker.size) children.push(child);
        else children.push(...linkMentions(child, linker, linked));
      }
      node.children = children as typeof node.children;
    };
    visit(tree, true);
  };
}

/** A text's first mentions of terms not linked yet, as links to their definitions, and the text around them. */
function linkMentions(node: Text, linker: GlossaryLinker, linked: Set<GlossaryLink>): PhrasingContent[] {
  const text = node.value;
  const out: PhrasingContent[] = [];
  let last = 0;
  linker.mentions(text, (index, length, term) => {
    if (linked.has(term)) return true;
    linked.add(term);
    if (index > last) out.push({ type: 'text', value: text.slice(last, index) });
    out.push({
      type: 'link',
      url: term.href,
      data: { hProperties: { className: ['glossary-link'] } },
      children: [{ type: 'text', value: text.slice(index, index + length) }],
    });
    last = index + length;
    return linked.size < linker.size;
  });
  if (last === 0) return [node];
  if (last < text.length) out.push({ type: 'text', value: text.slice(last) });
  return out;
}

/**
 * Links and images keep only safe URLs (see {@link isSafeUrl}; an image, http(s) and relative ones only): a link with
 * another keeps its text and loses its target, and an image without its source, invalid HTML that shows nothing,
 * becomes its description as text. A reference uses the first definition of its label, as Markdown does. Each link
 * and image written in the document is recorded with its place, so that a broken one can be reported there.
 */
export function safeUrls() {
  return (tree: Root, file: FileWithData) => {
    const { links } = dataOf(file);
    const definitions = new Map<string, string>();
    const record = (node: Nodes, url: string) => {
      const { start, end } = node.position ?? {};
      if (start)
        links.push({ url, line: start.line, column: start.column, ...(end ? { end: { line: end.line, column: end.column } } : {}) });
    };
    walk(tree, (node) => {
      if (node.type !== 'definition') return;
      record(node, node.url);
      const label = node.identifier.toUpperCase();
      if (!definitions.has(label)) definitions.set(label, node.url);
    });
    walk(tree, (node, parent) => {
      if (node.type === 'link' || node.type === 'image') record(node, node.url);
      const url =
        node.type === 'link' || node.type === 'image'
          ? node.url
          : node.type === 'linkReference' || node.type === 'imageReference'
            ? definitions.get(node.identifier.toUpperCase())
            : undefined;
      if (url === undefined) return;
      if (node.type === 'link' || node.type === 'linkReference') {
        if (!isSafeUrl(url)) setProperties(node, { href: null });
      } else if ((node.type === 'image' || node.type === 'imageReference') && !isSafeImageUrl(url)) {
        const index = parent.children.indexOf(node as never);
        parent.children.splice(index, 1, { type: 'text', value: node.alt ?? '' } as never);
      }
    });
  };
}

/** Sets properties of the HTML element a node becomes (a null removes one). */
function setProperties(node: Nodes | HeadingNode, properties: Record<string, string | string[] | null>): void {
  node.data ??= {};
  node.data.hProperties = { ...node.data.hProperties, ...properties };
}
