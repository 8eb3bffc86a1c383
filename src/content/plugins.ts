import type { Element, ElementContent, Root, Text } from 'hast';
import { slugify } from './slug.ts';

/** Text content of a hast node. */
export function textOf(node: ElementContent | Root): string {
  if (node.type === 'text') return node.value;
  if ('children' in node) return node.children.map((child) => textOf(child as ElementContent)).join('');
  return '';
}

function visitElements(node: Root | Element, visit: (element: Element) => void): void {
  for (const child of node.children) {
    if (child.type === 'element') {
      visit(child);
      visitElements(child, visit);
    }
  }
}

/** A heading of a document, for its anchor and a table of contents. */
export interface Heading {
  id: string;
  text: string;
  depth: number;
}

/** Gives every h2-h4 a unique id from its text (stable anchors), and records them. */
export function headingIds(headings: Heading[]) {
  return () => (tree: Root) => {
    const used = new Map<string, number>();
    visitElements(tree, (element) => {
      const depth = /^h([2-4])$/.exec(element.tagName)?.[1];
      if (!depth) return;
      const text = textOf(element).trim();
      const base = slugify(text) || 'section';
      const count = used.get(base) ?? 0;
      used.set(base, count + 1);
      const id = count === 0 ? base : `${base}-${count}`;
      element.properties = { ...element.properties, id };
      headings.push({ id, text, depth: Number(depth) });
    });
  };
}

/** A glossary term as the linker needs it. */
export interface GlossaryLink {
  href: string;
  /** Phrases that count as a mention, any case. */
  matches: readonly string[];
}

const SKIP = new Set(['a', 'code', 'pre', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Links the first mention of each glossary term in running text (not in headings, links or code) to its
 * definition. Longer phrases win over shorter ones that they contain.
 */
export function glossaryLinks(terms: readonly GlossaryLink[]) {
  const phrases = terms
    .flatMap((term) => term.matches.map((phrase) => ({ phrase, term })))
    .filter(({ phrase }) => phrase.trim().length >= 2)
    .sort((a, b) => b.phrase.length - a.phrase.length);
  if (phrases.length === 0) return () => () => {};
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(${phrases.map(({ phrase }) => escape(phrase)).join('|')})(?![\\p{L}\\p{N}])`, 'giu');
  const termOf = new Map(phrases.map(({ phrase, term }) => [phrase.toLowerCase(), term]));

  return () => (tree: Root) => {
    const linked = new Set<GlossaryLink>();
    const walk = (parent: Root | Element) => {
      const children: (typeof parent.children)[number][] = [];
      for (const child of parent.children) {
        if (child.type === 'element') {
          if (!SKIP.has(child.tagName)) walk(child);
          children.push(child);
        } else if (child.type === 'text') {
          children.push(...linkText(child, linked));
        } else children.push(child);
      }
      parent.children = children as typeof parent.children;
    };
    const linkText = (node: Text, linkedTerms: Set<GlossaryLink>): ElementContent[] => {
      const out: ElementContent[] = [];
      let last = 0;
      for (const match of node.value.matchAll(pattern)) {
        const term = termOf.get(match[0].toLowerCase());
        if (!term || linkedTerms.has(term)) continue;
        linkedTerms.add(term);
        out.push({ type: 'text', value: node.value.slice(last, match.index) });
        out.push({
          type: 'element',
          tagName: 'a',
          properties: { href: term.href, className: ['glossary-link'] },
          children: [{ type: 'text', value: match[0] }],
        });
        last = match.index + match[0].length;
      }
      if (last === 0) return [node];
      out.push({ type: 'text', value: node.value.slice(last) });
      return out.filter((item) => item.type !== 'text' || item.value !== '');
    };
    walk(tree);
  };
}

/**
 * GFM task lists ("- [ ] check tyres") render as disabled checkboxes without labels, which assistive technology
 * announces as unlabeled controls. A checklist here is read, not ticked: each box becomes a decorative mark.
 */
export function checklistMarks() {
  return (tree: Root) => {
    visitElements(tree, (element) => {
      element.children = element.children.map((child) =>
        child.type === 'element' && child.tagName === 'input' && child.properties?.type === 'checkbox'
          ? { type: 'element', tagName: 'span', properties: { className: ['checklist-mark'], ariaHidden: 'true' }, children: [] }
          : child,
      );
    });
  };
}
