import type { IncentiveEstimatorProps } from '../registry.ts';
import { brandsByLineup, carAsVariant, defaultVariant, onRoadStateOf, onSale } from '../domain/index.ts';
import { definePage } from './types.ts';
import { crumbsTo, routeText, simpleHead, type PageKind, type SiteToday } from './view.ts';
import { untranslatedOf } from '../domain/translated.ts';

/**
 * What the incentive estimator is given, on the home page and the incentives page alike: the taxes, each state's
 * rules, and every car in the order of the brand line-up with just what the purchase model reads of it.
 */
export function incentiveProps(site: SiteToday): IncentiveEstimatorProps {
  const order = brandsByLineup(site.brands, site.cars).map((brand) => brand.slug);
  const cars = onSale(site.cars).sort((a, b) => order.indexOf(a.brand) - order.indexOf(b.brand));
  return {
    taxes: site.calculators.taxes,
    states: site.incentives.map((state) => ({
      ...onRoadStateOf(state),
      policy: state.policy,
      benefits: state.benefits,
      asOf: state.asOf,
      source: state.source,
      ...untranslatedOf(state),
    })),
    // A car without a confirmed petrol alternative has nothing to be compared with.
    // Each at its cheapest variant: the price and the battery an incentive per kWh is paid on.
    cars: cars.flatMap((car) => {
      const { id, name, battery, price, petrolAlternative } = carAsVariant(car, defaultVariant(car));
      return petrolAlternative
        ? [
            {
              id,
              name,
              battery,
              price: { min: price.min, asOf: price.asOf, source: price.source },
              petrolAlternative: {
                name: petrolAlternative.name,
                priceLakh: petrolAlternative.priceLakh,
                gstClass: petrolAlternative.gstClass,
                asOf: petrolAlternative.asOf,
                source: petrolAlternative.source,
              },
            },
          ]
        : [];
    }),
  };
}

/** The incentives page: each state's rules, and the estimator. */
export const incentivesPage: PageKind = ({ site }) => [
  definePage({
    path: '/ev-incentives',
    kind: 'page',
    head: simpleHead(site.settings, '/ev-incentives', routeText().incentivesTitle, routeText().incentivesDescription, 'money'),
    template: 'IncentivesPage',
    props: { states: site.incentives, estimator: incentiveProps(site), crumbs: crumbsTo(routeText().incentivesCrumb, '/ev-incentives') },
  }),
];
