import type { Calculators, Car } from '../schema/index.ts';
import { chargingFit } from './charging.ts';
import type { FinderVariant } from './finder.ts';
import { realWorldRange, wallKwhPerKm } from './range.ts';
import { carAsVariant, variantLabel, variantPath, variantsOf } from './variants.ts';

/** The compact variants of every car on sale, for the finder's page. */
export function finderVariants(
  cars: readonly (Car & { priceMove?: FinderVariant['priceMove'] })[],
  calculators: Pick<Calculators, 'ownership'>,
): FinderVariant[] {
  const model = calculators.ownership;
  return cars.flatMap((car) =>
    variantsOf(car).map((variant, index, all) => {
      const shown = carAsVariant(car, variant);
      const band = realWorldRange(shown, model.realRange);
      const fit = chargingFit(shown, model);
      return {
        car: car.id,
        name: car.name,
        variant: variantLabel(all, index) ?? '',
        slug: variant.slug,
        asOf: variant.asOf,
        path: variantPath(car.id, all, index),
        seating: car.seating,
        lakh: variant.lakh,
        batteryKwh: variant.batteryKwh,
        powerBhp: variant.powerBhp,
        zeroToHundredS: variant.zeroToHundredS,
        // Unrounded: the costs worked out from it are the same as on the car page and in compare, to the rupee.
        wallKwhPerKm: wallKwhPerKm(shown, model),
        cityKm: band.measured ?? band.city,
        highwayKm: band.highway,
        rangeEstimated: variant.claimEstimated,
        dcKw: variant.dcKw,
        dcKmIn30Min: fit.dc?.kmIn30Min ?? null,
        homeKmPerHour: Object.fromEntries(fit.home.map((home) => [String(home.chargerKw), home.kmPerHour])),
        ncap: car.safety.ncap ? { agency: car.safety.ncap.agency, stars: car.safety.ncap.stars, year: car.safety.ncap.year } : null,
        airbags: shown.safety.airbags,
        ...(car.priceMove ? { priceMove: { percent: car.priceMove.percent, basis: car.priceMove.basis } } : {}),
      };
    }),
  );
}
