import { bestLoanTerms, emi, LAKH, loanSliders, onSale, sortCars } from '../domain/index.ts';
import { limits } from '../domain/limits.ts';
import { definePage } from './types.ts';
import { crumbsTo, routeText, simpleHead, type PageKind } from './view.ts';
import { fill } from '../domain/locale.ts';

/** The loans page: the EMI calculator, the lenders and worked examples. */
export const loansPage: PageKind = ({ site }) => {
  const terms = bestLoanTerms(site.lenders);
  const carName = new Map(site.cars.map((car) => [car.id, car.name]));
  const cars = sortCars(onSale(site.cars), 'rating')
    .slice(0, limits.carChoices)
    .map((car) => ({ id: car.id, name: car.name, priceLakh: car.price.min }));
  return [
    definePage({
      path: '/ev-loans',
      kind: 'page',
      head: simpleHead(
        site.settings,
        '/ev-loans',
        routeText().loansTitle,
        fill(routeText().loansDescription, { rate: terms.rateFrom, months: terms.maxTenureMonths }),
        'money',
      ),
      template: 'LoansPage',
      props: {
        calculator: { sliders: loanSliders(site.calculators.loans, site.lenders), cars },
        lenders: site.lenders,
        samples: site.emiSamples.map((sample) => {
          const result = emi(sample.priceLakh * LAKH, sample.ratePercent, sample.tenureYears * 12);
          return {
            car: carName.get(sample.car)!,
            carId: sample.car,
            priceLakh: sample.priceLakh,
            tenureYears: sample.tenureYears,
            ratePercent: sample.ratePercent,
            monthly: result.monthly,
            totalInterest: result.totalInterest,
          };
        }),
        crumbs: crumbsTo(routeText().loansCrumb, '/ev-loans'),
      },
    }),
  ];
};
