import { fill } from '../domain/locale.ts';
import { definePage, ogImage, type Page } from './types.ts';
import { routeText } from './view.ts';

/** A page left at an old URL that sends the browser on to the new one, out of search engines' way. */
export function redirect(from: string, to: string, name: string, siteName: string): Page {
  return definePage({
    path: from,
    kind: 'redirect',
    head: {
      title: fill(routeText().siteTitle, { title: fill(routeText().movedTitle, { name }), site: siteName }),
      description: fill(routeText().movedDescription, { to }),
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
