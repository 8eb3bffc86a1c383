// What a page shows about itself, shared by the routes that make pages and the templates that draw them.

/** A JSON-LD object (schema.org vocabulary). */
export type JsonLd = Record<string, unknown>;

/** One step of a breadcrumb trail. */
export interface Crumb {
  name: string;
  path: string;
  /** "en" when a Hindi page names it in English (a post with no Hindi version yet). */
  lang?: 'en';
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
