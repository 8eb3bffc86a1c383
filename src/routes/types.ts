import type { ComponentType } from 'react';
import type { MarkdownSource, RenderedContent } from '../content/index.ts';

/** A JSON-LD object (schema.org vocabulary). */
export type JsonLd = Record<string, unknown>;

/** One step of a breadcrumb trail. */
export interface Crumb {
  name: string;
  path: string;
}

/** What goes in a page's <head>. */
export interface Head {
  title: string;
  description: string;
  /** Site-relative; made absolute with the base URL when rendered. Absent for the 404 page. */
  canonicalPath?: string;
  ogType: 'website' | 'article' | 'product';
  /** Site-relative path of the Open Graph image (a JPEG per page kind: see ogImage). */
  image: string;
  jsonLd: readonly JsonLd[];
  /** Keep out of search engines and the sitemap (the 404 page, redirects). */
  noindex?: boolean;
  /** Send the browser on to this path at once (pages left at old URLs). */
  refreshTo?: string;
}

/** One page of the site: where it lives, what renders it, with which props, and its head. */
export interface Page<Props extends object = object> {
  /** Site-relative URL path: `/`, `/cars`, `/cars/tata-nexon-ev`, `/404`. */
  path: string;
  /** Whether it is a normal page, the not-found page, or a redirect left for an old URL. */
  kind: 'page' | 'not-found' | 'redirect';
  head: Head;
  template: ComponentType<Props>;
  props: Props;
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
  /** The Markdown as written, so a broken link in it can be reported at its line. */
  readonly source?: MarkdownSource;
}

/** Build-wide inputs to routing that are not in the data. */
export interface RouteContext {
  /** The one date the build treats as "now". */
  buildDate: Date;
  /** The site's Markdown, rendered. */
  content: RenderedContent;
}

/** Defines a page with its props type checked against its template. */
export function definePage<Props extends object>(page: Page<Props>): Page {
  return page as unknown as Page;
}

/** Defines a page whose template takes the page's rendered Markdown as its `html` prop. */
export function defineMarkdownPage<Props extends { html: string }>(
  page: Omit<Page<Props>, 'props' | 'html'> & { props: Omit<Props, 'html'>; html: PageHtml },
): Page {
  return page as unknown as Page;
}

/** The page kinds that have their own Open Graph image in templates/public/og/. */
export type OgKind = 'home' | 'cars' | 'brands' | 'blog' | 'glossary' | 'money' | 'guides';

/** The Open Graph image of a page kind: social sites need a raster image, 1200 x 630. */
export const ogImage = (kind: OgKind): string => `/og/${kind}.jpg`;
