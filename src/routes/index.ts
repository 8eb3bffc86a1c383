import { blogPages } from './blog.ts';
import { brandPages } from './brand.ts';
import { calculatorPage } from './calculator.ts';
import { findPage } from './find.ts';
import { carPages } from './car.ts';
import { collectionPages } from './collection-pages.ts';
import { comparePage } from './compare.ts';
import { contactPage } from './contact.ts';
import { directoryPages } from './directory.ts';
import { glossaryPage } from './glossary.ts';
import { homePage } from './home.ts';
import { incentivesPage } from './incentives.ts';
import { loansPage } from './loans.ts';
import { notFoundPage } from './not-found.ts';
import { postPages } from './post.ts';
import { prosePages } from './prose.ts';
import { searchPage } from './search.ts';
import type { Page, RouteContext } from './types.ts';
import { upcomingPage } from './upcoming.ts';
import { siteView, type PageKind, type SiteToday } from './view.ts';
import { twinPage } from './twins.ts';
import { inLocale } from '../domain/locale.ts';
// The domain's Hindi words, for what this writes in Hindi (the pages' scripts load them only on Hindi pages).
import '../domain/hi/all.ts';
import type { RenderedContent } from '../markdown/index.ts';

export type { Crumb, Head, JsonLd, Page, RouteContext } from './types.ts';
export { postCard } from './blog.ts';
export { englishSite, hindiSite } from './hindi-site.ts';
export { CAR_DATA_PATH, CAR_INDEX_PATH, POST_INDEX_PATH, SEARCH_INDEX_PATH, siteOn, type SiteToday } from './view.ts';

/**
 * Every kind of page, one module each, in the order the site lists them (the sitemap follows it). To add a kind
 * of page: write its module beside these, returning its pages, and add it here. A page that lists one collection's
 * entries needs none: its collection declares it (`page`), and collectionPages makes it.
 */
const pageKinds: readonly PageKind[] = [
  homePage,
  calculatorPage,
  findPage,
  directoryPages,
  carPages,
  brandPages,
  comparePage,
  searchPage,
  blogPages,
  postPages,
  glossaryPage,
  upcomingPage,
  loansPage,
  collectionPages,
  incentivesPage,
  prosePages,
  contactPage,
  notFoundPage,
];

/**
 * Every page of the site, derived from the validated data as it stands on the build date (siteOn): the only place
 * that decides what pages exist.
 */
export function buildRoutes(site: SiteToday, context: RouteContext): Page[] {
  const input = { site, view: siteView(site), context, content: context.content };
  return pageKinds.flatMap((kind) => kind(input));
}

/** The Hindi site and its Markdown, rendered: what the Hindi pages are made from (see hindiSite). */
export interface HindiInput {
  site: SiteToday;
  content: RenderedContent;
}

/**
 * Every page of the site in each of its languages: the English pages, then (when it is built in Hindi, given `hindi`)
 * each one's Hindi twin under /hi/, made by
 * the same page kinds from the Hindi site with figures written in Hindi. A page kind cannot leave a page without
 * its twin: both come from one list.
 */
export function buildSiteRoutes(site: SiteToday, context: RouteContext, hindi: HindiInput | undefined): Page[] {
  const english = buildRoutes(site, context);
  if (!hindi) return english;
  const twins = inLocale('hi', () => buildRoutes(hindi.site, { ...context, content: hindi.content }));
  return [...english, ...twins.map((page) => twinPage(page, 'hi', site.settings.baseUrl))];
}
