import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { Site } from '../schema/index.ts';
import type { Page } from '../routes/index.ts';
import { Document } from '../../templates/layout/Document.tsx';
import { SiteContext, type SiteContextValue } from '../../templates/layout/site-context.ts';

/** What rendering needs besides the page: the site, every emitted path, and the built asset URLs. */
export interface RenderContext {
  site: Site;
  paths: ReadonlySet<string>;
  buildDate: Date;
  /** URL of the hashed stylesheet. */
  stylesheet: string;
  /** URL of each named client script. */
  scripts: ReadonlyMap<string, string>;
}

/** Renders one page to a complete HTML document. */
export function renderPage(page: Page, context: RenderContext): string {
  const value: SiteContextValue = {
    settings: context.site.settings,
    brands: context.site.brands,
    cars: context.site.cars,
    paths: context.paths,
    buildDate: context.buildDate,
    currentPath: page.path,
  };
  const scripts = (page.scripts ?? []).map((name) => {
    const url = context.scripts.get(name);
    if (!url) throw new Error(`page ${page.path} needs the script "${name}", which the bundle did not build`);
    return url;
  });
  const children = createElement(page.template, page.props);
  const document = createElement(Document, { head: page.head, stylesheet: context.stylesheet, scripts, children });
  return `<!DOCTYPE html>${renderToString(createElement(SiteContext.Provider, { value }, document))}`;
}
