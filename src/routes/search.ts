import { searchCounts } from '../domain/index.ts';
import { SEARCH_PATH } from '../domain/nav.ts';
import { breadcrumbLd } from './json-ld.ts';
import { definePage, ogImage } from './types.ts';
import { crumbsTo, SEARCH_INDEX_PATH, type PageKind } from './view.ts';

/** The site search page. */
export const searchPage: PageKind = ({ site }) => {
  const crumbs = crumbsTo('Search', SEARCH_PATH);
  return [
    definePage({
      path: SEARCH_PATH,
      kind: 'page',
      head: {
        title: `Search | ${site.settings.name}`,
        description: `Search ${site.cars.length} electric cars, the articles, the glossary and the guides on ${site.settings.name}.`,
        canonicalPath: SEARCH_PATH,
        ogType: 'website',
        image: ogImage('cars'),
        jsonLd: [breadcrumbLd(site.settings, crumbs)],
        // A search page has no content of its own for a search engine; what it finds is indexed where it lives.
        noindex: true,
      },
      template: 'SearchPage',
      props: { crumbs, search: { searchUrl: SEARCH_INDEX_PATH, counts: searchCounts(site) } },
    }),
  ];
};
