import { formatDate, langOf } from '../domain/index.ts';
import { GLOSSARY_PATH, glossaryAnchor } from '../domain/nav.ts';
import type { Site } from '../schema/index.ts';
import { dateOf } from './blog.ts';
import { definedTermSetLd } from './json-ld.ts';
import { definePage } from './types.ts';
import { crumbsTo, routeText, simpleHead, type PageKind } from './view.ts';
import { fill } from '../domain/locale.ts';

/** The glossary's 'Last updated' date: its latest revised term, worked out so it stays true, or '' when none is dated. */
export function glossaryUpdated(site: Site): string {
  const latest = site.glossary
    .map((term) => term.updated)
    .filter((date): date is string => !!date)
    .sort()
    .at(-1);
  return latest ? formatDate(dateOf(latest)) : '';
}

/** The glossary: every term, its definition and the terms related to it. */
export const glossaryPage: PageKind = ({ site, context }) => {
  const terms = site.glossary.map((term) => ({
    term: term.term,
    slug: glossaryAnchor(term),
    definition: term.definition,
    ...(term.related ? { related: term.related } : {}),
    ...(langOf(term, 'definition') ? { lang: 'en' as const } : {}),
  }));
  return [
    definePage({
      path: GLOSSARY_PATH,
      kind: 'page',
      head: simpleHead(
        site.settings,
        GLOSSARY_PATH,
        routeText().glossaryTitle,
        fill(routeText().glossaryDescription, { count: terms.length }),
        'glossary',
        [definedTermSetLd(site.settings, terms)],
      ),
      template: 'GlossaryPage',
      props: {
        terms,
        updatedLabel: glossaryUpdated(site) || formatDate(context.buildDate),
        crumbs: crumbsTo(routeText().glossaryCrumb, GLOSSARY_PATH),
      },
    }),
  ];
};
