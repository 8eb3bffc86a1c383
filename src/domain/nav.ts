import { slugify } from './slug.ts';

/**
 * The site's fixed links, in order, with where each shows: the top navigation (which the footer repeats as its quick
 * links) or the footer's legal list. A link shows only once its page is built.
 */
const siteLinks = [
  { href: '/cars', label: 'Electric Cars', in: 'main' },
  { href: '/calculator', label: 'Calculator', in: 'main' },
  { href: '/upcoming', label: 'Upcoming', in: 'main' },
  { href: '/blog', label: 'Blog', in: 'main' },
  { href: '/privacy-policy', label: 'Privacy Policy', in: 'legal' },
  { href: '/terms-of-service', label: 'Terms of Service', in: 'legal' },
  { href: '/disclaimer', label: 'Disclaimer', in: 'legal' },
  { href: '/contact', label: 'Contact Us', in: 'legal' },
] as const;

/** A fixed link of the site. */
export type SiteLink = { href: string; label: string };

/** The top navigation's main links, in order. */
export const mainNav: readonly SiteLink[] = siteLinks.filter((link) => link.in === 'main');

/** The footer's quick links. */
export const quickLinks = mainNav;

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

/** Where a glossary term is defined: its entry on the glossary page. */
export const glossaryTermPath = (term: string): string => `${GLOSSARY_PATH}#${slugify(term)}`;
