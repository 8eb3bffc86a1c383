import { finderContext, finderVariants, onSale, siteSituation } from '../domain/index.ts';
import { breadcrumbLd } from './json-ld.ts';
import { definePage, ogImage } from './types.ts';
import { crumbsTo, situationFieldsContext, type PageKind } from './view.ts';

/** /find: the finder, over every variant of every car on sale, built into the page as compact JSON. */
export const findPage: PageKind = ({ site, context }) => {
  const { settings, calculators } = site;
  const crumbs = crumbsTo('Find your EV', '/find');
  const cars = onSale(site.cars);
  const variants = finderVariants(cars, calculators);
  return [
    definePage({
      path: '/find',
      kind: 'page',
      head: {
        title: `Which Electric Car Fits You? Find Your EV by Distance, Charging and Budget | ${settings.name}`,
        description:
          'Tell us your daily distance, longest trip, home charging, state and on-road budget: see which electric car variants fit, ranked, with the numbers behind each.',
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
