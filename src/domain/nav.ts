import { slugify } from './slug.ts';

/**
 * The site's fixed links, in the footer's order, with where each shows: the top navigation's own links ('main'), its
 * Buying menu ('buying': too many for one row at 1280 px), the footer alone ('footer': the header reaches the finder
 * through its Find Your EV button), or the footer's legal list. Every link but the legal ones is a footer quick link.
 * A link shows only once its page is built. Each language's catalogue names them, by path (templates/i18n/).
 */
const siteLinks = [
  { href: '/cars', in: 'main' },
  { href: '/find', in: 'footer' },
  { href: '/compare', in: 'buying' },
  { href: '/calculator', in: 'main' },
  { href: '/ev-incentives', in: 'buying' },
  { href: '/ev-loans', in: 'buying' },
  { href: '/upcoming', in: 'main' },
  { href: '/blog', in: 'main' },
  { href: '/privacy-policy', in: 'legal' },
  { href: '/terms-of-service', in: 'legal' },
  { href: '/disclaimer', in: 'legal' },
  { href: '/contact', in: 'legal' },
] as const;

/** The path of a fixed link of the site; its label is in each language's catalogue (templates/i18n/). */
export type SiteLinkHref = (typeof siteLinks)[number]['href'];

/** A fixed link of the site (each language's catalogue names it, by its path: templates/i18n/). */
export type SiteLink = { href: SiteLinkHref };

/** The top navigation's main links, in order. */
export const mainNav: readonly SiteLink[] = siteLinks.filter((link) => link.in === 'main');

/** The Buying menu's links: a dropdown in the desktop bar, plain links in the phone menu. */
export const buyingNav: readonly SiteLink[] = siteLinks.filter((link) => link.in === 'buying');

/** Every link the header shows (its main links and the Buying menu's), in order: the phone menu lists them all. */
export const headerLinks: readonly SiteLink[] = siteLinks.filter((link) => link.in === 'main' || link.in === 'buying');

/** The finder, where every header's Find Your EV button goes. */
export const FINDER_PATH = '/find';

/** Where Find Your EV goes on a site built without the finder: the home page's top cars. */
export const FINDER_FALLBACK = '/#top-evs';

/** The footer's quick links: every link of the header, and the finder. */
export const quickLinks: readonly SiteLink[] = siteLinks.filter((link) => link.in !== 'legal');

/** The footer's legal links. */
export const legalLinks: readonly SiteLink[] = siteLinks.filter((link) => link.in === 'legal');

/** The site search page, which every page's header links to. */
export const SEARCH_PATH = '/search';

/** Whether `href` is the current page or a page inside its section (`/cars` for `/cars/kia-ev6`). */
export function isCurrent(href: string, currentPath: string): boolean {
  return currentPath === href || (href !== '/' && currentPath.startsWith(`${href}/`));
}

/** The glossary page. */
export const GLOSSARY_PATH = '/ev-glossary';

/**
 * The id of a glossary term's entry: the slug of its English term, kept by its Hindi (`anchor`), so that a link to
 * a term reaches it in either language.
 */
export const glossaryAnchor = (term: { term: string; anchor?: string }): string => term.anchor ?? slugify(term.term);

/** Where a glossary term is defined: its entry on the glossary page. */
export const glossaryTermPath = (term: { term: string; anchor?: string }): string => `${GLOSSARY_PATH}#${glossaryAnchor(term)}`;

/** Where Find Your EV goes: the finder, or on a site built without it, the home page's top cars. */
export const finderHref = (hasPage: (path: string) => boolean): string => (hasPage(FINDER_PATH) ? FINDER_PATH : FINDER_FALLBACK);

/** The id of a state's row on the incentives page. */
export const incentiveRowId = (stateSlug: string): string => `state-${stateSlug}`;

/** Where a state's row of the incentives page is; with no state, the table of them all. */
export const incentivesFor = (stateSlug?: string): string => `/ev-incentives#${stateSlug ? incentiveRowId(stateSlug) : 'states-title'}`;

/** The site's Atom feed of new articles, for a feed reader. */
export const FEED_PATH = '/feed.xml';

/** Every expected launch as a calendar file, for a calendar app. */
export const LAUNCH_CALENDAR_PATH = '/upcoming.ics';

/** One upcoming car's calendar reminder, for the month it is expected. */
export const launchReminderPath = (carId: string): string => `/upcoming/${carId}.ics`;

/** The id of an upcoming car's card on the upcoming page, where its reminder links back to. */
export const upcomingCardId = (carId: string): string => `launch-${carId}`;
