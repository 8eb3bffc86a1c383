import { finderContext, finderVariants, onSale, siteSituation } from '../domain/index.ts';
import { breadcrumbLd } from './json-ld.ts';
import { definePage, ogImage } from './types.ts';
import { crumbsTo, routeText, siteTitle, situationFieldsContext, type PageKind } from './view.ts';

/** /find: the finder, over every variant of every car on sale, built into the page as compact JSON. */
export const findPage: PageKind = ({ site, context }) => {
  const { settings, calculators } = site;
  const crumbs = crumbsTo(routeText().findCrumb, '/find');
  const cars = onSale(site.cars);
  const variants = finderVariants(cars, calculators);
  return [
    definePage({
      path: '/find',
      kind: 'page',
      head: {
        title: siteTitle(settings, routeText().findTitle),
        description: routeText().findDescription,
        canonicalPath: '/find',
        ogType: 'website',
        image: ogImage('cars'),
        jsonLd: [breadcrumbLd(settings, crumbs)],
      },
      template: 'FindPage',
      props: {
        crumbs,
        finder: {
          variants,
          context: finderContext(site.incentives, calculators, context.buildDate.getUTCFullYear()),
          situation: siteSituation(site),
          situationContext: situationFieldsContext(site),
          tripMargin: calculators.finder.tripMarginPercent,
          publicCharging: calculators.publicCharging,
        },
      },
    }),
  ];
};
