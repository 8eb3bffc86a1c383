import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { Site } from '../schema/index.ts';
import type { Page } from '../routes/index.ts';
import { Document } from '../../templates/layout/Document.tsx';
import { SiteContext, type SiteContextValue } from '../../templates/layout/site-context.ts';
import { IslandContext, type IslandCollector } from '../../templates/islands/Island.tsx';

/** What rendering needs besides the page: the site, every emitted path, and the built asset URLs. */
export interface RenderContext {
  site: Site;
  paths: ReadonlySet<string>;
  buildDate: Date;
  /** URL of the hashed stylesheet. */
  stylesheet: string;
  /** URL of each named client script; `islands` is the island loader. */
  scripts: ReadonlyMap<string, string>;
  /** URL of each island's client entry. */
  islandEntries: ReadonlyMap<string, string>;
}

/**
 * Renders one page to a complete HTML document. The page body is rendered first, so that the islands it uses
 * are known when the head is written: a page loads the island loader only if it has an island.
 */
export function renderPage(page: Page, context: RenderContext): string {
  const value: SiteContextValue = {
    settings: context.site.settings,
    brands: context.site.brands,
    cars: context.site.cars,
    paths: context.paths,
    buildDate: context.buildDate,
    currentPath: page.path,
  };
  const collector: IslandCollector = { entries: context.islandEntries, used: new Set(), count: 0 };
  const withContext = (children: ReactNode) =>
    createElement(SiteContext.Provider, { value }, createElement(IslandContext.Provider, { value: collector }, children));

  const mainHtml = renderToString(withContext(createElement(page.template, page.props)));
  const names = [...(page.scripts ?? []), ...(collector.used.size > 0 ? ['islands'] : [])];
  const scripts = names.map((name) => {
    const url = context.scripts.get(name);
    if (!url) throw new Error(`page ${page.path} needs the script "${name}", which the bundle did not build`);
    return url;
  });
  const document = createElement(Document, { head: page.head, stylesheet: context.stylesheet, scripts, mainHtml });
  return `<!DOCTYPE html>${renderToString(withContext(document))}`;
}
