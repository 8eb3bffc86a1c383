import { slugify } from './slug.ts';

/** The top navigation's main links, in order; a link shows only once its page is built. */
export const mainNav = [
  { href: '/cars', label: 'Electric Cars' },
  { href: '/calculator', label: 'Calculator' },
  { href: '/upcoming', label: 'Upcoming' },
  { href: '/blog', label: 'Blog' },
] as const;

/** The site search page, which every page's header links to. */
export const SEARCH_PATH = '/search';

/** The footer's quick links. */
export const quickLinks = mainNav;

/** The footer's legal links. */
export const legalLinks = [
  { href: '/privacy-policy', label: 'Privacy Policy' },
  { href: '/terms-of-service', label: 'Terms of Service' },
  { href: '/disclaimer', label: 'Disclaimer' },
  { href: '/contact', label: 'Contact Us' },
] as const;

/** Whether `href` is the current page or a page inside its section (`/cars` for `/cars/kia-ev6`). */
export function isCurrent(href: string, currentPath: string): boolean {
  return currentPath === href || (href !== '/' && currentPath.startsWith(`${href}/`));
}

/** The glossary page. */
export const GLOSSARY_PATH = '/ev-glossary';

/** Where a glossary term is defined: its entry on the glossary page. */
export const glossaryTermPath = (term: string): string => `${GLOSSARY_PATH}#${slugify(term)}`;
