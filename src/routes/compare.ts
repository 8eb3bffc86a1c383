import { breadcrumbLd } from './json-ld.ts';
import { limits } from '../domain/limits.ts';
import { definePage, ogImage } from './types.ts';
import {
  CAR_DATA_PATH,
  carsCrumb,
  dataPath,
  crumbsTo,
  homeCrumb,
  routeText,
  siteTitle,
  situationFieldsContext,
  type PageKind,
} from './view.ts';
import { buyerContext, siteSituation } from '../domain/index.ts';

/**
 * The compare page: up to three cars side by side, chosen from the best-scored cars on sale of each brand. A car no
 * longer sold new is compared only when asked for, from its own page or a link, and is labelled so.
 */
export const comparePage: PageKind = ({ site, view }) => {
  const crumbs = crumbsTo(routeText().compareCrumb, '/compare', [homeCrumb(), carsCrumb()]);
  return [
    definePage({
      path: '/compare',
      kind: 'page',
      head: {
        title: siteTitle(site.settings, routeText().compareTitle),
        description: routeText().compareDescription,
        canonicalPath: '/compare',
        ogType: 'website',
        image: ogImage('cars'),
        jsonLd: [breadcrumbLd(site.settings, crumbs)],
      },
      template: 'ComparePage',
      props: {
        crumbs,
        compare: {
          dataPath: dataPath(CAR_DATA_PATH),
          situation: siteSituation(site),
          situationContext: situationFieldsContext(site),
          buyer: buyerContext(site.incentives, site.calculators),
          options: view.lineup.flatMap((brand) =>
            view.selling
              .slice(0, limits.carChoices)
              .filter((car) => car.brand === brand.slug)
              .map((car) => ({ id: car.id, name: car.name, brandName: brand.name })),
          ),
        },
      },
    }),
  ];
};
