import {
  carAsVariant,
  compactCar,
  formatNumber,
  formatPriceRange,
  formatRange,
  onRoadStateOf,
  ownershipModelOf,
  priceMoveOf,
  scoreOf,
  siteSituation,
  variantsOf,
  variantPath,
  wallKwhPerKm,
  type PriceMove,
} from '../domain/index.ts';
import type { OwnershipContext } from '../registry.ts';
import { breadcrumbLd, carLd } from './json-ld.ts';
import { limits } from '../domain/limits.ts';
import { redirect } from './redirect.ts';
import { definePage, ogImage, type Page } from './types.ts';
import { carsCrumb, homeCrumb, routeText, siteTitle, situationFieldsContext, type PageKind, type SiteToday } from './view.ts';
import { fill } from '../domain/locale.ts';

/**
 * A page for every car, discontinued ones too, at its cheapest variant, and one for each other variant at
 * /cars/<id>/<variant>, so the picker is a plain link; and a redirect from each of the car's old ids.
 */
export const carPages: PageKind = ({ site, view }) => {
  const { settings, calculators } = site;
  // One object for every car page: its props' JSON, and so the render key, is the same for all of them.
  const ownership = ownershipContext(site);
  const pages: Page[] = [];
  // The move of the price shown is worked out for the variant (its price may have its own date), and given apart:
  // the car itself goes into the tabs' island props, which need no note about its price.
  for (const { priceMove: _carMove, ...car } of site.cars) {
    const brand = view.brandOf.get(car.brand)!;
    const carPath = `/cars/${car.id}`;
    const successor = car.status?.successor;
    const variants = variantsOf(car);
    const siblings = (view.ratedByBrand.get(car.brand) ?? [])
      .slice(0, limits.siblings + 1)
      .filter((other) => other.id !== car.id)
      .slice(0, limits.siblings)
      .map(compactCar);
    variants.forEach((variant, index) => {
      const path = variantPath(car.id, variants, index);
      const shown = carAsVariant(car, variant);
      const title = variants.length > 1 && index > 0 ? `${car.name} ${variant.name}` : car.name;
      const crumbs = [homeCrumb(), carsCrumb(), { name: car.name, path: carPath }, ...(index > 0 ? [{ name: variant.name, path }] : [])];
      pages.push(
        definePage({
          path,
          kind: 'page',
          head: {
            title: siteTitle(settings, fill(routeText().carTitle, { name: title })),
            description: fill(routeText().carDescription, {
              name: title,
              price: formatPriceRange(index > 0 ? shown.price : car.price),
              range: formatRange(shown),
              power: shown.performance.powerBhp === null ? '' : fill(routeText().carPower, { bhp: shown.performance.powerBhp }),
            }),
            canonicalPath: path,
            ogType: 'product',
            image: ogImage('cars'),
            // The offer spans the car's prices; the drive is the shown variant's.
            jsonLd: [breadcrumbLd(settings, crumbs), carLd(settings, { ...car, performance: shown.performance }, brand)],
          },
          template: 'CarPage',
          props: {
            car: shown,
            brand,
            ownership,
            variants: variants.map((item, at) => ({ ...item, path: variantPath(car.id, variants, at) })),
            variant: index,
            priceRange: car.price,
            ...(variant.claimEstimated
              ? {
                  estimatedClaim: fill(routeText().estimatedClaim, {
                    pack: formatNumber(variant.batteryKwh),
                    battery: formatNumber(car.battery.capacityKwh),
                    km: formatNumber(car.range.claimedKm),
                  }),
                }
              : {}),
            ...(successor ? { successor: { id: successor, name: view.carById.get(successor)!.name } } : {}),
            running: {
              wallKwhPerKm: wallKwhPerKm(shown, calculators.ownership),
              hasDc: Boolean(shown.charging.dc),
              situation: ownership.situation,
              context: ownership.situationContext,
              ...(car.petrolAlternative ? { changeHref: '#ownership-title' } : {}),
            },
            ...withPriceMove(priceMoveOf(shown.price.asOf, car, brand)),
            score: { result: scoreOf(car, calculators), model: calculators.score },
            siblings,
            crumbs,
          },
        }),
      );
    });
    for (const alias of car.aliases ?? []) pages.push(redirect(`/cars/${alias}`, carPath, car.name, settings.name));
  }
  return pages;
};

/** A price move as an optional prop: present only when the price may have moved. */
const withPriceMove = (priceMove: PriceMove | undefined) => (priceMove ? { priceMove } : {});

/** What every car page's cost of ownership needs besides the car: each state's rates, the defaults and the model. */
function ownershipContext(site: SiteToday): OwnershipContext {
  const { calculators } = site;
  return {
    states: site.incentives.map((state) => ({
      ...onRoadStateOf(state),
      electricity: state.electricity,
      petrol: state.petrol,
      asOf: state.asOf,
      source: state.source,
    })),
    situation: siteSituation(site),
    situationContext: situationFieldsContext(site),
    model: ownershipModelOf(calculators),
    onRoad: calculators.onRoad,
  };
}
