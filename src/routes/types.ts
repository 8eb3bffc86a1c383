import type { MarkdownSource, RenderedContent, WrittenLink } from '../content/index.ts';
import type { Head } from '../domain/page.ts';
import type { PropsOf, TemplateName } from '../registry.ts';

export type { Crumb, Head, JsonLd } from '../domain/page.ts';

/**
 * One page of the site, as plain data: where it lives, which template draws it (by name: src/registry.ts maps names
 * to components), with which props, and its head.
 */
export interface Page {
  /** Site-relative URL path: `/`, `/cars`, `/cars/tata-nexon-ev`, `/404`. */
  path: string;
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

/** Build-wide inputs to routing that are not in the data. */
export interface RouteContext {
  /** The one date the build treats as "now". */
  buildDate: Date;
  /** The site's Markdown, rendered. */
  content: RenderedContent;
}

/** Defines a page with its props type checked against its template's. */
export function definePage<K extends TemplateName>(page: Omit<Page, 'template' | 'props'> & { template: K; props: PropsOf<K> }): Page {
  return page as Page;
}

/** Defines a page whose template takes the page's rendered Markdown as its `html` prop. */
export function defineMarkdownPage<K extends TemplateName>(
  page: Omit<Page, 'template' | 'props' | 'html'> & { template: K; props: Omit<PropsOf<K>, 'html'>; html: PageHtml },
): Page {
  return page as Page;
}

/** The page kinds that have their own Open Graph image in templates/public/og/. */
export type OgKind = 'home' | 'cars' | 'brands' | 'blog' | 'glossary' | 'money' | 'guides';

/** The Open Graph image of a page kind: social sites need a raster image, 1200 x 630. */
export const ogImage = (kind: OgKind): string => `/og/${kind}.jpg`;
