import { estimatesOf, formatPriceRange, formatRange, scoreOf } from '../domain/index.ts';
import type { OwnershipContext } from '../registry.ts';
import type { Site } from '../schema/index.ts';
import { breadcrumbLd, carLd } from './json-ld.ts';
import { limits } from './limits.ts';
import { redirect } from './redirect.ts';
import { definePage, ogImage, type Page } from './types.ts';
import { CARS, HOME, type PageKind } from './view.ts';

/** A page for every car, discontinued ones too, and a redirect from each of its old ids. */
export const carPages: PageKind = ({ site, view }) => {
  const { settings, calculators } = site;
  // One object for every car page: its props' JSON, and so the render key, is the same for all of them.
  const ownership = ownershipContext(site);
  const pages: Page[] = [];
  for (const car of site.cars) {
    const brand = view.brandOf.get(car.brand)!;
    const path = `/cars/${car.id}`;
    const crumbs = [HOME, CARS, { name: car.name, path }];
    const successor = car.status?.successor;
    pages.push(
      definePage({
        path,
        kind: 'page',
        head: {
          title: `${car.name} Price in India, Range and Specs | ${settings.name}`,
          description: `${car.name}: ${formatPriceRange(car.price)} ex-showroom, ${formatRange(car)} claimed range${car.performance.powerBhp === null ? '' : `, ${car.performance.powerBhp} bhp`}. Specs, features, safety and our verdict.`,
          canonicalPath: path,
          ogType: 'product',
          image: ogImage('cars'),
          jsonLd: [breadcrumbLd(settings, crumbs), carLd(settings, car, brand)],
        },
        template: 'CarPage',
        props: {
          car,
          brand,
          ownership,
          ...(successor ? { successor: { id: successor, name: view.carById.get(successor)!.name } } : {}),
          running: { costPerKm: estimatesOf(car, calculators).costPerKm, tariff: calculators.savings.electricityPrice.default },
          score: { result: scoreOf(car, calculators), model: calculators.score },
          siblings: (view.ratedByBrand.get(car.brand) ?? [])
            .slice(0, limits.siblings + 1)
            .filter((other) => other.id !== car.id)
            .slice(0, limits.siblings),
          crumbs,
        },
      }),
    );
    for (const alias of car.aliases ?? []) pages.push(redirect(`/cars/${alias}`, path, car.name, settings.name));
  }
  return pages;
};

/** What every car page's cost of ownership needs besides the car: each state's rates, the defaults and the model. */
function ownershipContext(site: Site): OwnershipContext {
  const { settings, calculators } = site;
  return {
    states: site.incentives.map(({ state, slug, roadTaxPercent, maxRebateLakh, purchaseIncentive, electricity, petrol }) => ({
      state,
      slug,
      roadTaxPercent,
      maxRebateLakh,
      ...(purchaseIncentive ? { purchaseIncentive } : {}),
      electricity,
      petrol,
    })),
    initialState: site.incentives.find((item) => item.state === settings.location.state)?.slug ?? site.incentives[0]?.slug ?? '',
    dailyKm: calculators.savings.dailyKm,
    model: { ...calculators.ownership, maintenancePerYear: calculators.savings.maintenancePerYear, taxes: calculators.taxes },
  };
}
