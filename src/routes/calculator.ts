import { bestLoanTerms, savingsCars } from '../domain/index.ts';
import { breadcrumbLd } from './json-ld.ts';
import { definePage, ogImage } from './types.ts';
import { crumbsTo, routeText, siteTitle, type PageKind } from './view.ts';

/** The savings calculator, which a car page's Calculate Savings presets with that car (`?car=id:variant`). */
export const calculatorPage: PageKind = ({ site }) => {
  const crumbs = crumbsTo(routeText().calculatorCrumb, '/calculator');
  return [
    definePage({
      path: '/calculator',
      kind: 'page',
      head: {
        title: siteTitle(site.settings, routeText().calculatorTitle),
        description: routeText().calculatorDescription,
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
