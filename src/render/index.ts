import { createElement, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { Site } from '../schema/index.ts';
import { brandsByLineup, onSale, sortCars } from '../domain/index.ts';
import { codeVersion, hashOf, noCache, type Cache } from '../cache.ts';
import { contentSecurityPolicy } from '../csp.ts';
import { packScan, scanPage, unpackScan, type Page, type PageScan } from '../page/index.ts';
import { FINDER_PATH, headerLinks, isCurrent, SEARCH_PATH } from '../domain/nav.ts';
import { htmlInLanguage as inLanguage, inLocale, splitLocale, type Locale } from '../domain/locale.ts';
// The domain's Hindi words, for what this writes in Hindi (the pages' scripts load them only on Hindi pages).
import '../domain/hi/all.ts';
import {
  catalogues,
  Document,
  IslandContext,
  LocaleContext,
  SiteContext,
  SiteFooter,
  SiteHeader,
  templates,
  type IslandCollector,
  type MenuBrand,
  type SiteContextValue,
  type TemplateName,
} from '../registry.ts';

/** What rendering needs besides the page: the site, every emitted path, and the built asset URLs. */
export interface RenderContext {
  site: Site;
  /** The site's settings as the Hindi pages show them (its description and labels in Hindi: see hindiSite). */
  hindiSettings: Site['settings'];
  paths: ReadonlySet<string>;
  buildDate: Date;
  /** URL of the hashed stylesheet. */
  stylesheet: string;
  /** URL of each named client script; `islands` is the island loader. */
  scripts: ReadonlyMap<string, string>;
  /** URL of each island's client entry. */
  islandEntries: ReadonlyMap<string, string>;
}

/** How many cars the Brands menu lists per brand before "All N EVs": the menu is on every page. */
export const MENU_CARS_PER_BRAND = 6;

/** What rendering needs besides the pages, as plain data: it is sent as is to render workers. */
export interface RenderSetup {
  settings: Site['settings'];
  hindiSettings: Site['settings'];
  brands: Site['brands'];
  menu: MenuBrand[];
  popularCars: { id: string; name: string }[];
  paths: string[];
  /** ISO 8601. */
  buildDate: string;
  stylesheet: string;
  scripts: [string, string][];
  islandEntries: [string, string][];
  /** The main thread's code version: a worker must key pages as the build does, whatever changed on disk since. */
  codeVersion: string;
}

/** Computes what every page shares (the Brands menu, the footer's cars) once per build. */
export function renderSetup(context: RenderContext): RenderSetup {
  const { site } = context;
  // The menu puts cars forward, so it lists those on sale; a discontinued car is reached from its brand page.
  const byRating = sortCars(onSale(site.cars), 'rating');
  const menu: MenuBrand[] = brandsByLineup(site.brands, site.cars).map((brand) => {
    const cars = byRating.filter((car) => car.brand === brand.slug);
    return {
      slug: brand.slug,
      name: brand.name,
      total: cars.length,
      cars: cars.slice(0, MENU_CARS_PER_BRAND).map(({ id, name }) => ({ id, name })),
    };
  });
  const carName = new Map(site.cars.map((car) => [car.id, car.name]));
  return {
    settings: site.settings,
    hindiSettings: context.hindiSettings,
    brands: site.brands,
    menu,
    popularCars: site.settings.popularCars.map((id) => ({ id, name: carName.get(id)! })),
    paths: [...context.paths],
    buildDate: context.buildDate.toISOString(),
    stylesheet: context.stylesheet,
    scripts: [...context.scripts],
    islandEntries: [...context.islandEntries],
    codeVersion,
  };
}

/** A page as a render worker receives it. */
export interface RenderJob {
  path: string;
  /** Absent: English. */
  locale?: Locale;
  template: TemplateName;
  head: Page['head'];
  props: object;
  scripts?: readonly string[];
  html?: Page['html'];
}

export const jobOf = (page: Page): RenderJob => ({
  path: page.path,
  ...(page.locale && page.locale !== 'en' ? { locale: page.locale } : {}),
  template: page.template,
  head: page.head,
  props: page.props,
  ...(page.scripts ? { scripts: page.scripts } : {}),
  ...(page.html ? { html: page.html } : {}),
});

/**
 * A page rendered: its HTML as parts to write one after the other (its own text, and the header and footer, each
 * encoded once for all the pages that share it), and the scan of its own part (head and main) for the link check.
 */
export interface RenderedPage {
  parts: (string | Uint8Array)[];
  scan: PageScan;
}

/** Renders pages to complete HTML documents. */
export interface Renderer {
  /** The key of a page's HTML: the same key, the same bytes. */
  keyOf(job: RenderJob): string;
  render(job: RenderJob): RenderedPage;
  /** The scans of the parts a page shares with others (its header and footer), one object per variant. */
  sharedScans(path: string): PageScan[];
}

// Where the shared header and footer go: the page is scanned without them, then they are spliced in.
const HEADER_SLOT = '<!--evguide:header-->';
const FOOTER_SLOT = '<!--evguide:footer-->';

/**
 * A header and footer as every page of one variant shares them: encoded once, and scanned once for the link check.
 * The scan is kept in the build cache, so a build that renders no page renders no header either.
 */
interface Shell {
  readonly header: Uint8Array;
  readonly footer: Uint8Array;
  readonly scans: PageScan[];
}

/**
 * Prepares rendering for a build: what every page shares (the Brands menu, the footer's cars) is computed once,
 * and the header and footer, which differ only by which link is current, are rendered and scanned once per variant.
 */
export function createRenderer(setup: RenderSetup, cache: Cache = noCache): Renderer {
  const paths = new Set(setup.paths);
  const buildDate = new Date(setup.buildDate);
  const scripts = new Map(setup.scripts);
  const islandEntries = new Map(setup.islandEntries);
  const csp = contentSecurityPolicy(setup.settings.allowedImageHosts, { frame: false });
  const valueFor = (currentPath: string, locale: Locale): SiteContextValue => ({
    settings: locale === 'hi' ? setup.hindiSettings : setup.settings,
    brands: setup.brands,
    menu: setup.menu,
    popularCars: setup.popularCars,
    paths,
    buildDate,
    currentPath,
  });
  // Everything pages share, hashed once; a page adds its own data. Same inputs, same HTML: reuse it.
  const shared = hashOf(
    setup.codeVersion,
    JSON.stringify([
      setup.settings,
      setup.hindiSettings,
      setup.brands,
      setup.menu,
      setup.popularCars,
      setup.buildDate,
      setup.stylesheet,
      setup.scripts,
      setup.islandEntries,
    ]),
    [...setup.paths].sort().join('\n'),
  );
  const shellFor = shells(setup, valueFor, (key) => ({ cache, key: hashOf(shared, key) }));

  const render = (page: RenderJob): RenderedPage => inLocale(page.locale ?? 'en', () => renderIn(page, page.locale ?? 'en'));
  const renderIn = (page: RenderJob, locale: Locale): RenderedPage => {
    // Templates compare links with the page's English path; its links are put in its language once it is written.
    const value = valueFor(splitLocale(page.path).path, locale);
    const collector: IslandCollector = { entries: islandEntries, used: new Set(), count: 0 };
    const withContext = (children: ReactNode) =>
      withLocale(
        locale,
        createElement(SiteContext.Provider, { value }, createElement(IslandContext.Provider, { value: collector }, children)),
      );

    // The body first, so that the islands it uses are known when the head is written: a page loads the island
    // loader only if it has an island.
    const template = templates[page.template] as unknown as ComponentType<object>;
    const props = page.html ? { ...page.props, html: page.html.html } : page.props;
    const mainHtml = renderToString(withContext(createElement(template, props)));
    const names = [...(page.scripts ?? []), ...(collector.used.size > 0 ? ['islands'] : [])];
    const urls = names.map((name) => {
      const url = scripts.get(name);
      if (!url) throw new Error(`page ${page.path} needs the script "${name}", which the bundle did not build`);
      return url;
    });
    const document = createElement(Document, {
      head: page.head,
      stylesheet: setup.stylesheet,
      scripts: urls,
      islands: collector.used.size > 0,
      csp,
      mainHtml,
      headerHtml: HEADER_SLOT,
      footerHtml: FOOTER_SLOT,
    });
    const own = inLanguage(`<!DOCTYPE html>${renderToString(withContext(document))}`, locale);
    return { parts: spliceShell(own, shellFor(page.path)), scan: scanPage(own, setup.settings.baseUrl) };
  };

  return {
    keyOf: (page) =>
      hashOf(
        shared,
        page.path,
        page.locale ?? 'en',
        page.template,
        JSON.stringify([page.head, page.props, page.scripts ?? []]),
        page.html?.key ?? '',
      ),
    render,
    sharedScans: (path) => shellFor(path).scans,
  };
}

/** Templates rendered in a language: its strings and the language figures are written in. */
const withLocale = (locale: Locale, children: ReactNode) =>
  createElement(LocaleContext.Provider, { value: { locale, text: catalogues[locale] } }, children);

/** A page's own HTML with the shared header and footer put in their slots, as parts to write one after another. */
function spliceShell(own: string, shell: Shell): (string | Uint8Array)[] {
  const header = own.indexOf(HEADER_SLOT);
  const footer = own.indexOf(FOOTER_SLOT, header);
  return [
    own.slice(0, header),
    shell.header,
    own.slice(header + HEADER_SLOT.length, footer),
    shell.footer,
    own.slice(footer + FOOTER_SLOT.length),
  ];
}

/** The header and footer for a path: the same for every page whose current section and menu link are the same. */
function shells(
  setup: RenderSetup,
  valueFor: (path: string, locale: Locale) => SiteContextValue,
  stored: (key: string) => { cache: Cache; key: string },
): (path: string) => Shell {
  // Every path the header links to and marks aria-current="page" when it is the page: main links, the Brands and
  // Buying menus, the search link and Find Your EV. A page at one of them gets a header of its own; every other page
  // shares its section's.
  const markedPaths = new Set([
    ...headerLinks.map((item) => item.href),
    ...setup.menu.flatMap((brand) => [`/brands/${brand.slug}`, ...brand.cars.map((car) => `/cars/${car.id}`)]),
    SEARCH_PATH,
    FINDER_PATH,
  ]);
  const made = new Map<string, Shell>();
  return (pagePath) => {
    const { locale, path } = splitLocale(pagePath);
    const section = headerLinks.find((item) => isCurrent(item.href, path))?.href ?? '';
    // Pages below a section mark its link aria-current="true" (and the Buying toggle for its links); the Brands toggle
    // is marked on every brand page.
    const key = `${locale}|${section}|${markedPaths.has(path) ? path : ''}|${path.startsWith('/brands/')}`;
    let shell = made.get(key);
    if (!shell) {
      const value = valueFor(path, locale);
      let html: { header: string; footer: string } | undefined;
      const part = (component: ComponentType) =>
        inLanguage(
          inLocale(locale, () =>
            renderToString(withLocale(locale, createElement(SiteContext.Provider, { value }, createElement(component)))),
          ),
          locale,
        );
      const rendered = () => (html ??= { header: part(SiteHeader), footer: part(SiteFooter) });
      let header: Uint8Array | undefined;
      let footer: Uint8Array | undefined;
      let scans: PageScan[] | undefined;
      const store = stored(key);
      const scanned = (): PageScan => {
        const packed = store.cache.get<string>('shell-scans', store.key);
        if (packed !== undefined) return unpackScan(packed);
        const scan = scanPage(rendered().header + rendered().footer, setup.settings.baseUrl);
        store.cache.set('shell-scans', store.key, packScan(scan));
        return scan;
      };
      shell = {
        get header() {
          header ??= Buffer.from(rendered().header);
          return header;
        },
        get footer() {
          footer ??= Buffer.from(rendered().footer);
          return footer;
        },
        get scans() {
          scans ??= [scanned()];
          return scans;
        },
      };
      made.set(key, shell);
    }
    return shell;
  };
}
