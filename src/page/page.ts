import type { Head } from '../domain/page.ts';
import type { Locale } from '../domain/locale.ts';
import type { MarkdownSource, WrittenLink } from '../markdown/index.ts';
import type { TemplateName } from '../registry.ts';

/**
 * One page of the site, as plain data: where it lives, which template draws it (by name: src/registry.ts maps names
 * to components), with which props, and its head.
 */
export interface Page {
  /** Site-relative URL path: `/`, `/cars`, `/cars/tata-nexon-ev`, `/404`. */
  path: string;
  /** The language it is written in; absent: English (see src/domain/locale.ts). */
  locale?: Locale;
  /** Whether it is a normal page, the not-found page, or a redirect left for an old URL. */
  kind: 'page' | 'not-found' | 'redirect';
  head: Head;
  template: TemplateName;
  props: object;
  /** Names of the client scripts the page needs (see bundle/); most pages need none. */
  scripts?: readonly string[];
  /**
   * The page's Markdown, rendered: given to its template as the `html` prop. Its key stands for it in the page's
   * render key, and its HTML is read only if the page is rendered.
   */
  html?: PageHtml;
}

/** Rendered Markdown as a page carries it (see {@link Page.html}). */
export interface PageHtml {
  key: string;
  readonly html: string;
  /** The Markdown as written, and where each of its links is, so a broken link can be reported at its place. */
  readonly source?: MarkdownSource;
  readonly links?: readonly WrittenLink[];
}
