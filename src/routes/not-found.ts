import { definePage, ogImage } from './types.ts';
import type { PageKind } from './view.ts';

/** The page a host serves for a path the site does not have. */
export const notFoundPage: PageKind = ({ site }) => [
  definePage({
    path: '/404',
    kind: 'not-found',
    head: {
      title: `Page not found | ${site.settings.name}`,
      description: 'The page you asked for does not exist.',
      ogType: 'website',
      image: ogImage('home'),
      jsonLd: [],
      noindex: true,
    },
    template: 'NotFoundPage',
    props: {},
    scripts: ['not-found'],
  }),
];
