import { type Collection, collections } from '../../src/schema/index.ts';
import { en } from '../../templates/i18n/en.ts';

/** The pages collections declare (src/schema/collections.ts), each named after its breadcrumb. */
const collectionPages = (collections as readonly Collection[]).flatMap(({ page }) =>
  page ? [[`${(en.heads as Record<string, string>)[`${page.text}Crumb`]} page`, page.path] as [string, string]] : [],
);

/** Every kind of page, by name, path and the island it hydrates (if any): page-visit, csp and no-js-pages visit them all. */
export const pageKinds: [name: string, path: string, island?: string][] = [
  ['home', '/', 'HeroSearch'],
  ['directory', '/cars?brand=tata', 'CarDirectory'],
  ['directory, nothing found', '/cars?search=zzz', 'CarDirectory'],
  ['car page', '/cars/tata-nexon-ev', 'CarTabs'],
  ['calculator', '/calculator', 'SavingsCalculator'],
  ['calculator set to a car', '/calculator?car=tata-nexon-ev:creative-45', 'SavingsCalculator'],
  ['finder', '/find?daily=40&trip=280&home=7.2&share=90&state=delhi&budget=25&seats=5&priority=safety', 'Finder'],
  ['compare', '/compare?cars=tata-nexon-ev,mg-zs-ev', 'CarCompare'],
  ['search page', '/search?q=charging', 'SiteSearch'],
  ['brand page', '/brands/mahindra'],
  ['blog', '/blog', 'BlogList'],
  ['blog post', '/blog/ev-vs-petrol-cost-comparison', 'PostActions'],
  ['glossary', '/ev-glossary', 'GlossaryBrowser'],
  ['upcoming page', '/upcoming', 'UpcomingBrowser'],
  ['EV loans page', '/ev-loans?price=1500000', 'EmiCalculator'],
  ...collectionPages,
  ['EV incentives page', '/ev-incentives'],
  ['maintenance guide', '/ev-maintenance-guide'],
  ['privacy policy', '/privacy-policy'],
  ['contact page', '/contact', 'ContactForm'],
  ['404 page', '/cars/no-such-car'],
];
