import { definePage } from './types.ts';
import { crumbsTo, simpleHead, type PageKind } from './view.ts';

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
        'Contact Us',
        `Write to ${settings.name} about a car, a correction or a guide you would like: ${settings.contactEmail}, ${settings.location.city}. We reply within 24-48 hours.`,
        'guides',
      ),
      template: 'ContactPage',
      props: { crumbs: crumbsTo('Contact', '/contact') },
    }),
  ];
};
