import { searchCounts } from '../domain/index.ts';
import { SEARCH_PATH } from '../domain/nav.ts';
import { breadcrumbLd } from './json-ld.ts';
import { definePage, ogImage } from './types.ts';
import { crumbsTo, dataPath, routeText, SEARCH_INDEX_PATH, siteTitle, type PageKind } from './view.ts';
import { fill } from '../domain/locale.ts';

/** The site search page. */
export const searchPage: PageKind = ({ site }) => {
  const crumbs = crumbsTo(routeText().searchCrumb, SEARCH_PATH);
  return [
    definePage({
      path: SEARCH_PATH,
      kind: 'page',
      head: {
        title: siteTitle(site.settings, routeText().searchTitle),
        description: fill(routeText().searchDescription, { count: site.cars.length, site: site.settings.name }),
        canonicalPath: SEARCH_PATH,
        ogType: 'website',
        image: ogImage('cars'),
        jsonLd: [breadcrumbLd(site.settings, crumbs)],
        // A search page has no content of its own for a search engine; what it finds is indexed where it lives.
        noindex: true,
      },
      template: 'SearchPage',
      props: { crumbs, search: { searchUrl: dataPath(SEARCH_INDEX_PATH), counts: searchCounts(site) } },
    }),
  ];
};
