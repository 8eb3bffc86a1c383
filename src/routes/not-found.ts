import { slugify } from '../domain/slug.ts';
import { definePage, ogImage } from './types.ts';
import type { PageKind } from './view.ts';
import { routeText, siteTitle } from './view.ts';

/** The page a host serves for a path the site does not have. */
export const notFoundPage: PageKind = ({ site }) => [
  definePage({
    path: '/404',
    kind: 'not-found',
    head: {
      title: siteTitle(site.settings, routeText().notFoundTitle),
      description: routeText().notFoundDescription,
      ogType: 'website',
      image: ogImage('home'),
      jsonLd: [],
      noindex: true,
    },
    template: 'NotFoundPage',
    // For the nearest names to a mistyped car address (templates/scripts/not-found.ts): ids, old ids and names.
    props: { cars: site.cars.map(({ id, name, aliases }) => ({ id, name, keys: [id, ...(aliases ?? []), slugify(name)] })) },
    scripts: ['not-found'],
  }),
];
