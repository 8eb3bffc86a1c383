// The renderer before unified: kept only while tests/unit/markdown-equivalence.test.ts compares the two.
import MarkdownIt from 'markdown-it';
import type StateCore from 'markdown-it/lib/rules_core/state_core.mjs';
import type Token from 'markdown-it/lib/token.mjs';
import { slugify } from '../domain/slug.ts';
import { countWords, GlossaryLinker, type GlossaryLink } from './text.ts';

/** A heading of a document, for its anchor and a table of contents. */
export interface Heading {
  id: string;
  text: string;
  depth: number;
}

/** Markdown rendered for a page. */
export interface RenderedMarkdown {
  /** Safe HTML: raw HTML is dropped, and links and images keep only http(s), mailto, tel and site-relative URLs. */
  html: string;
  headings: Heading[];
  /** Words of running text, for reading time. */
  words: number;
}

/** Options of {@link renderMarkdown}. */
export interface MarkdownOptions {
  /** Terms whose first mention is linked to the glossary. */
  glossary?: readonly GlossaryLink[];
}

/** What the core rules collect while a document is rendered. */
interface Env {
  headings: Heading[];
  words: number;
  linker?: GlossaryLinker;
}

const SAFE_URL = /^(?:https?:|mailto:|tel:|[/#?.]|[^:/?#]*(?:[/?#]|$))/i;

/**
 * The text of an inline token's children, as a reader sees it (text and code, not markup).
 */
const inlineText = (children: readonly Token[] | null): string =>
  (children ?? [])
    .map((child) => (child.type === 'text' || child.type === 'code_inline' ? child.content : child.type === 'softbreak' ? ' ' : ''))
    .join('');

function headingIds(state: StateCore): void {
  const env = state.env as Env;
  const used = new Map<string, number>();
  const tokens = state.tokens;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.type !== 'heading_open') continue;
    const depth = Number(token.tag.slice(1));
    if (depth < 2 || depth > 4) continue;
    const text = inlineText(tokens[i + 1]?.children ?? null).trim();
    const base = slugify(text) || 'section';
    const count = used.get(base) ?? 0;
    used.set(base, count + 1);
    const id = count === 0 ? base : `${base}-${count}`;
    token.attrSet('id', id);
    env.headings.push({ id, text, depth });
  }
}

/**
 * Links the first mention of each glossary term in running text (not in headings, links or code) to its
 * definition, and counts the words of the document.
 */
function glossaryAndWords(state: StateCore): void {
  const env = state.env as Env;
  const linked = new Set<GlossaryLink>();
  const linker = env.linker && !env.linker.empty ? env.linker : undefined;
  const tokens = state.tokens;
  for (let i = 0; i < tokens.length; i++) {
    const block = tokens[i]!;
    if (block.type !== 'inline' || !block.children) continue;
    const inHeading = tokens[i - 1]?.type === 'heading_open';
    const children: Token[] = [];
    let linkDepth = 0;
    for (const child of block.children) {
      if (child.type === 'link_open') linkDepth++;
      else if (child.type === 'link_close') linkDepth--;
      if (child.type === 'code_inline') env.words += countWords(child.content);
      if (child.type !== 'text') {
        children.push(child);
        continue;
      }
      env.words += countWords(child.content);
      if (!linker || inHeading || linkDepth > 0 || linked.size === linker.size) {
        children.push(child);
        continue;
      }
      let last = 0;
      linker.mentions(child.content, (index, length, term) => {
        if (linked.has(term)) return true;
        linked.add(term);
        if (index > last) children.push(textToken(state, child.content.slice(last, index)));
        const open = new state.Token('link_open', 'a', 1);
        open.attrs = [
          ['href', term.href],
          ['class', 'glossary-link'],
        ];
        children.push(open, textToken(state, child.content.slice(index, index + length)), new state.Token('link_close', 'a', -1));
        last = index + length;
        return linked.size < linker.size;
      });
      if (last === 0) children.push(child);
      else if (last < child.content.length) children.push(textToken(state, child.content.slice(last)));
    }
    block.children = children;
  }
}

const textToken = (state: StateCore, content: string): Token => {
  const token = new state.Token('text', '', 0);
  token.content = content;
  return token;
};

/**
 * GFM task lists ("- [ ] check tyres"). A checklist here is read, not ticked, so each box is a decorative mark
 * rather than a disabled checkbox, which assistive technology would announce as an unlabeled control.
 */
function checklists(state: StateCore): void {
  const tokens = state.tokens;
  for (let i = 2; i < tokens.length; i++) {
    const inline = tokens[i]!;
    const first = inline.children?.[0];
    if (inline.type !== 'inline' || tokens[i - 1]!.type !== 'paragraph_open' || tokens[i - 2]!.type !== 'list_item_open') continue;
    if (first?.type !== 'text' || !/^\[[ xX]\](?:\s|$)/.test(first.content)) continue;
    first.content = first.content.slice(3);
    const mark = new state.Token('html_inline', '', 0);
    mark.content = '<span class="checklist-mark" aria-hidden="true"></span>';
    mark.meta = { trusted: true };
    inline.children!.unshift(mark);
    tokens[i - 2]!.attrSet('class', 'task-list-item');
    for (let j = i - 3; j >= 0; j--) {
      const opener = tokens[j]!;
      if ((opener.type === 'bullet_list_open' || opener.type === 'ordered_list_open') && opener.level === tokens[i - 2]!.level - 1) {
        opener.attrSet('class', 'contains-task-list');
        break;
      }
    }
  }
}

/** GFM column alignment as classes (the stylesheet aligns them), not inline styles or the obsolete align. */
function tableAlignment(state: StateCore): void {
  for (const token of state.tokens) {
    if (token.type !== 'th_open' && token.type !== 'td_open') continue;
    const align = /text-align:(left|right|center)/.exec(token.attrGet('style') ?? '')?.[1];
    if (!align) continue;
    token.attrs = (token.attrs ?? []).filter(([name]) => name !== 'style');
    token.attrSet('class', `align-${align}`);
  }
}

/**
 * The parser: CommonMark with GFM tables, strikethrough and autolinked URLs (with a scheme, as GFM: "evguide.in" stays text). Raw HTML is parsed (so it is not
 * shown as text) and then dropped; only our own trusted marks are emitted as HTML.
 */
function createParser(): MarkdownIt {
  const md = new MarkdownIt({ html: true, linkify: true });
  md.linkify.set({ fuzzyLink: false });
  md.validateLink = () => true;
  md.core.ruler.push('checklists', checklists);
  md.core.ruler.push('heading_ids', headingIds);
  md.core.ruler.push('glossary_and_words', glossaryAndWords);
  md.core.ruler.push('table_alignment', tableAlignment);
  const rules = md.renderer.rules;
  rules.html_block = () => '';
  rules.html_inline = (tokens, index) => (tokens[index]!.meta?.trusted ? tokens[index]!.content : '');
  const keepSafe = (token: Token, attribute: string) => {
    const url = token.attrGet(attribute);
    if (url !== null && !SAFE_URL.test(url.trim())) token.attrs = (token.attrs ?? []).filter(([name]) => name !== attribute);
  };
  const linkOpen = rules.link_open ?? ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options));
  rules.link_open = (tokens, index, options, env, self) => {
    keepSafe(tokens[index]!, 'href');
    return linkOpen(tokens, index, options, env, self);
  };
  const image = rules.image!;
  rules.image = (tokens, index, options, env, self) => {
    const token = tokens[index]!;
    keepSafe(token, 'src');
    // An image without its source is invalid HTML that shows nothing: its description stands in, as text.
    if (token.attrGet('src') === null) return md.utils.escapeHtml(self.renderInlineAsText(token.children ?? [], options, env));
    return image(tokens, index, options, env, self);
  };
  return md;
}

let parser: MarkdownIt | undefined;

/**
 * The renderer builds its output with `+=`, a rope of a node per token that would be kept as long as the page is.
 * Converting a string to a number makes V8 flatten it into one piece (the idiom of pino's flatstr).
 */
const flat = (text: string): string => {
  // eslint-disable-next-line @typescript-eslint/no-unused-expressions -- the conversion is the point.
  Number(text);
  return text;
};

/**
 * Markdown to safe HTML with stable heading ids (h2-h4, unique within the document) and glossary links.
 * Pass a {@link GlossaryLinker} made once when rendering many documents with the same glossary.
 */
export function renderMarkdown(markdown: string, options: MarkdownOptions & { linker?: GlossaryLinker } = {}): RenderedMarkdown {
  parser ??= createParser();
  const env: Env = {
    headings: [],
    words: 0,
    linker: options.linker ?? (options.glossary ? new GlossaryLinker(options.glossary) : undefined),
  };
  const html = flat(parser.render(markdown, env));
  return { html, headings: env.headings, words: env.words };
}
