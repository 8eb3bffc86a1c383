import { formatDate } from '../domain/index.ts';
import { GLOSSARY_PATH } from '../domain/nav.ts';
import { slugify } from '../domain/slug.ts';
import type { Site } from '../schema/index.ts';
import { dateOf } from './blog.ts';
import { definedTermSetLd } from './json-ld.ts';
import { definePage } from './types.ts';
import { crumbsTo, simpleHead, type PageKind } from './view.ts';

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
    slug: slugify(term.term),
    definition: term.definition,
    ...(term.related ? { related: term.related } : {}),
  }));
  return [
    definePage({
      path: GLOSSARY_PATH,
      kind: 'page',
      head: simpleHead(
        site.settings,
        GLOSSARY_PATH,
        'EV Glossary: Electric Car Terms Explained',
        `${terms.length} electric-car terms explained in plain English for buyers in India, from AC charging and BMS to V2L and the wall box.`,
        'glossary',
        [definedTermSetLd(site.settings, terms)],
      ),
      template: 'GlossaryPage',
      props: {
        terms,
        updatedLabel: glossaryUpdated(site) || formatDate(context.buildDate),
        crumbs: crumbsTo('EV Glossary', GLOSSARY_PATH),
      },
    }),
  ];
};
