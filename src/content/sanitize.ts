import type { Options } from 'remark-html';

/** The sanitizer's schema (hast-util-sanitize's, which remark-html runs on every document). */
type Schema = Exclude<Options['sanitize'], boolean | null | undefined>;

const CLASS = 'className';

/**
 * What rendered Markdown may contain: exactly the elements and attributes the site emits, and nothing an author
 * could add. The plugins in plugins.ts have already dropped raw HTML and unsafe URLs; this is the second wall, so
 * that a mistake in one of them cannot put a script, a style or an event handler on a page.
 */
export const sanitizeSchema: Schema = {
  strip: ['script', 'style'],
  // Heading ids are our own, and other pages link to them: they are kept as they are, not prefixed.
  clobber: [],
  clobberPrefix: '',
  ancestors: { tbody: ['table'], td: ['table'], th: ['table'], thead: ['table'], tr: ['table'] },
  protocols: { href: ['http', 'https', 'mailto', 'tel'], src: ['http', 'https'] },
  tagNames: [
    ...['p', 'blockquote', 'hr', 'br', 'pre', 'code', 'em', 'strong', 'del', 'sup', 'span', 'a', 'img'],
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'section'],
    ...['table', 'thead', 'tbody', 'tr', 'th', 'td'],
  ],
  attributes: {
    a: [
      'href',
      'title',
      [CLASS, 'glossary-link', 'data-footnote-backref'],
      // GFM footnotes: the reference and the way back to it.
      'id',
      'dataFootnoteRef',
      'dataFootnoteBackref',
      'ariaDescribedBy',
      'ariaLabel',
    ],
    img: ['src', 'alt', 'title'],
    h2: ['id', [CLASS, 'sr-only']],
    h3: ['id'],
    h4: ['id'],
    ul: [[CLASS, 'contains-task-list']],
    ol: ['start', [CLASS, 'contains-task-list']],
    li: ['id', [CLASS, 'task-list-item']],
    span: [
      [CLASS, 'checklist-mark'],
      ['ariaHidden', 'true'],
    ],
    table: [['tabIndex', '0']],
    th: [[CLASS, 'align-left', 'align-center', 'align-right']],
    td: [[CLASS, 'align-left', 'align-center', 'align-right']],
    code: [[CLASS, /^language-[\w-]+$/]],
    section: ['dataFootnotes', [CLASS, 'footnotes']],
  },
};
