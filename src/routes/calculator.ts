import { bestLoanTerms, savingsCars } from '../domain/index.ts';
import { breadcrumbLd } from './json-ld.ts';
import { definePage, ogImage } from './types.ts';
import { crumbsTo, type PageKind } from './view.ts';

/** The savings calculator, which a car page's Calculate Savings presets with that car (`?car=id:variant`). */
export const calculatorPage: PageKind = ({ site }) => {
  const crumbs = crumbsTo('Savings Calculator', '/calculator');
  return [
    definePage({
      path: '/calculator',
      kind: 'page',
      head: {
        title: `EV Savings Calculator: Electric vs Petrol Running Cost | ${site.settings.name}`,
        description:
          'Work out what an electric car saves you over a petrol car in India: fuel, maintenance, monthly and 5-year savings, at your own distance and prices.',
        canonicalPath: '/calculator',
        ogType: 'website',
        image: ogImage('money'),
        jsonLd: [breadcrumbLd(site.settings, crumbs)],
      },
      template: 'CalculatorPage',
      props: {
        constants: site.calculators.savings,
        emissions: site.calculators.emissions,
        publicCharging: site.calculators.publicCharging,
        loans: bestLoanTerms(site.lenders),
        cars: savingsCars(site.cars, site.calculators),
        crumbs,
      },
    }),
  ];
};
