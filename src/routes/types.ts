import type { RenderedContent } from '../markdown/index.ts';
import type { Page, PageHtml } from '../page/index.ts';
import type { PropsOf, TemplateName } from '../registry.ts';

export type { Crumb, Head, JsonLd } from '../domain/page.ts';
export type { Page, PageHtml } from '../page/index.ts';

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
