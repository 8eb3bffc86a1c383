import { definePage, ogImage, type Page } from './types.ts';

/** A page left at an old URL that sends the browser on to the new one, out of search engines' way. */
export function redirect(from: string, to: string, name: string, siteName: string): Page {
  return definePage({
    path: from,
    kind: 'redirect',
    head: {
      title: `${name} has moved | ${siteName}`,
      description: `This page has moved to ${to}.`,
      canonicalPath: to,
      ogType: 'website',
      image: ogImage('home'),
      jsonLd: [],
      noindex: true,
      refreshTo: to,
    },
    template: 'RedirectPage',
    props: { to, name },
  });
}
