import { type Collection, collections, type Site } from '../schema/index.ts';
import type { PropsOf, TemplateName, Text } from '../registry.ts';
import { definePage, type Crumb, type OgKind } from './types.ts';
import { crumbsTo, routeText, simpleHead, type PageKind } from './view.ts';

/** The pages that collections declare (`page` in src/schema/collections.ts): each lists its collection's entries. */
export const collectionPages: PageKind = ({ site }) =>
  (collections as readonly Collection[]).flatMap(({ page, siteKey }) => {
    if (!page) return [];
    const { path, template, text, image } = page;
    const heads = routeText() as Record<string, string>;
    return [
      definePage({
        path,
        kind: 'page',
        head: simpleHead(site.settings, path, heads[`${text}Title`]!, heads[`${text}Description`]!, image as OgKind),
        template: template as never,
        props: { entries: site[siteKey as keyof Site], crumbs: crumbsTo(heads[`${text}Crumb`]!, path) } as never,
      }),
    ];
  });

type Declared = (typeof collections)[number];
/** The page a collection declares, if any. */
type PageOf<C extends Declared> = C extends { page?: infer P } ? Exclude<P, undefined> : never;
/** A collection that declares a page. */
type Paged = Declared extends infer C ? (C extends Declared ? ([PageOf<C>] extends [never] ? never : C) : never) : never;

/**
 * A declared page as the type check sees it: `true`, or what is wrong (its template is not one of templates/pages/,
 * does not take its collection's entries and the crumbs, or its image is not one of templates/public/og/).
 */
type Checked<C extends Paged> = PageOf<C>['template'] extends TemplateName
  ? { entries: Site[C['siteKey']]; crumbs: Crumb[] } extends PropsOf<PageOf<C>['template']>
    ? PageOf<C>['image'] extends OgKind
      ? `${PageOf<C>['text']}${'Title' | 'Crumb' | 'Description'}` extends keyof Text['heads']
        ? true
        : `${C['name']}: its page's text has no Title, Crumb and Description in templates/i18n/ (heads)`
      : `${C['name']}: its page's image is not one of templates/public/og/`
    : `${C['name']}: ${PageOf<C>['template']} does not take { entries, crumbs }`
  : `${C['name']}: no template ${PageOf<C>['template']} in templates/pages/index.ts (run npm run generate after adding its file)`;
// A declared page that is wrong fails the type check here, with its message as the type that is not `true`.
export const declaredPagesChecked: { [C in Paged as C['name']]: true } = {} as { [C in Paged as C['name']]: Checked<C> };
