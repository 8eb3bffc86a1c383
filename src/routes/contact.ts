import { definePage } from './types.ts';
import { crumbsTo, routeText, simpleHead, type PageKind } from './view.ts';
import { fill } from '../domain/locale.ts';

/** The contact page. */
export const contactPage: PageKind = ({ site }) => {
  const { settings } = site;
  return [
    definePage({
      path: '/contact',
      kind: 'page',
      head: simpleHead(
        settings,
        '/contact',
        routeText().contactTitle,
        fill(routeText().contactDescription, { site: settings.name, email: settings.contactEmail, city: settings.location.city }),
        'guides',
      ),
      template: 'ContactPage',
      props: { crumbs: crumbsTo(routeText().contactCrumb, '/contact') },
    }),
  ];
};
