import type { RenderedContent } from '../markdown/index.ts';
import { brandsByLineup, homeStateSlug, onSale, pagePath, sortCars, type SiteToday } from '../domain/index.ts';
import { catalogues, type SituationFieldsContext } from '../registry.ts';
import { fill, formatLocale } from '../domain/locale.ts';
import type { Brand, Car, Site, SiteSettings } from '../schema/index.ts';

export { siteOn, type SiteToday } from '../domain/index.ts';
import { breadcrumbLd } from './json-ld.ts';
import { ogImage, type Crumb, type Head, type JsonLd, type OgKind, type Page, type RouteContext } from './types.ts';

/** Where each car's full record is published as JSON, for the compare page: `${CAR_DATA_PATH}${id}.json`. */
export const CAR_DATA_PATH = '/data/cars/';
/** Where every car's summary is published, for filters and search over the whole catalogue. */
export const CAR_INDEX_PATH = '/data/cars.json';
/** Where the site search's index of every car, post, glossary term and guide is published. */
export const SEARCH_INDEX_PATH = '/data/search.json';
/** Where every post's card is published, for searching the whole blog. */
export const POST_INDEX_PATH = '/data/posts.json';

/**
 * Where the islands of the pages being made fetch the data above: the Hindi pages' from /hi/data/, written from the
 * Hindi site, so a card they draw from it reads in Hindi too.
 */
export const dataPath = (path: string): string => (formatLocale() === 'en' ? path : `/${formatLocale()}${path}`);

/**
 * The page titles, descriptions and crumbs of the language the pages are being made in: routes run inside inLocale
 * (see buildSiteRoutes), and the catalogues (templates/i18n/) hold them.
 */
export const routeText = () => catalogues[formatLocale()].heads;

/** A page's title as the browser's tab shows it: its own, then the site's name. */
export const siteTitle = (settings: SiteSettings, title: string): string => fill(routeText().siteTitle, { title, site: settings.name });

/** The first crumbs of many trails: home, the directory, the blog. */
export const homeCrumb = (): Crumb => ({ name: routeText().home, path: '/' });
export const carsCrumb = (): Crumb => ({ name: routeText().cars, path: '/cars' });
export const blogCrumb = (): Crumb => ({ name: routeText().blog, path: '/blog' });

/** The lists most page kinds read, worked out once per build from the validated site. */
export interface SiteView {
  brandOf: ReadonlyMap<string, Brand>;
  carById: ReadonlyMap<string, Car>;
  /** Every car, best score first (discontinued ones too: they keep their pages). */
  byRating: readonly Car[];
  /** Each brand's cars, best score first: car pages and brand pages take slices of them. */
  ratedByBrand: ReadonlyMap<string, readonly Car[]>;
  /** The cars sold new today, best score first: what counts, lists and choices offer. */
  selling: readonly Car[];
  /** The brands in the order of their line-up on sale. */
  lineup: readonly Brand[];
}

export function siteView(site: SiteToday): SiteView {
  const byRating = sortCars(site.cars, 'rating');
  const ratedByBrand = new Map<string, Car[]>();
  for (const car of byRating) {
    const list = ratedByBrand.get(car.brand);
    if (list) list.push(car);
    else ratedByBrand.set(car.brand, [car]);
  }
  return {
    brandOf: new Map(site.brands.map((brand) => [brand.slug, brand])),
    carById: new Map(site.cars.map((car) => [car.id, car])),
    byRating,
    ratedByBrand,
    selling: onSale(byRating),
    lineup: brandsByLineup(site.brands, site.cars),
  };
}

/** The slug of the site's own state (site.yaml's location), where prices are shown until a visitor chooses theirs. */
export const siteStateSlug = (site: Pick<Site, 'incentives' | 'settings'>): string =>
  homeStateSlug(site.incentives, site.settings.location.state);

/** The situation fields' context (see SituationFields): each state's tariff, the dated public price, the bounds. */
export const situationFieldsContext = (site: Pick<Site, 'incentives' | 'calculators'>): SituationFieldsContext => ({
  states: site.incentives.map(({ slug, state, electricity }) => ({ slug, state, electricity })),
  publicCharging: site.calculators.publicCharging,
  bounds: site.calculators.situation,
});

/** What a page kind is given: the site, its view, and what the build knows besides the data. */
export interface RouteInput {
  site: SiteToday;
  view: SiteView;
  context: RouteContext;
  content: RenderedContent;
}

/** A page kind's routes: the pages of that kind the site has. */
export type PageKind = (input: RouteInput) => Page[];

/** A breadcrumb trail from the home page (or `parent`) down to a page. */
export const crumbsTo = (name: string, path: string, parent: readonly Crumb[] = [homeCrumb()], lang?: 'en'): Crumb[] => [
  ...parent,
  { name, path, ...(lang ? { lang } : {}) },
];

/** The head of a page whose title is its breadcrumb too: title, description, canonical path, image, breadcrumb JSON-LD. */
export function simpleHead(
  settings: SiteSettings,
  path: string,
  title: string,
  description: string,
  kind: OgKind,
  extraLd: readonly JsonLd[] = [],
): Head {
  return {
    title: siteTitle(settings, title),
    description,
    canonicalPath: path,
    ogType: 'website',
    image: ogImage(kind),
    jsonLd: [breadcrumbLd(settings, crumbsTo(title, path)), ...extraLd],
  };
}

/** A list cut into pages of `size`: page n's items, the path of each page, its crumbs and title suffix. */
export function paginate<T>(items: readonly T[], size: number, root: string, rootCrumbs: readonly Crumb[]) {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  return Array.from({ length: pageCount }, (_, index) => {
    const page = index + 1;
    const path = pagePath(root, page);
    return {
      page,
      pageCount,
      path,
      items: items.slice(index * size, page * size),
      crumbs: page === 1 ? [...rootCrumbs] : [...rootCrumbs, { name: fill(routeText().pageCrumb, { page }), path }],
      suffix: page === 1 ? '' : fill(routeText().pageSuffix, { page, count: pageCount }),
    };
  });
}
