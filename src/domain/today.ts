import type { Site } from '../schema/index.ts';
import { carsWithPriceMoves, changesInForce, type CarToday } from './price-moves.ts';
import { statesInForce, type StateToday } from './taxes.ts';

/**
 * The site as the routes read it on the build date: each state's road tax as in force that day, so a concession past
 * its end date stops applying by itself (statesInForce, src/domain/taxes.ts); only the brands' price changes that
 * have taken effect; and each car with how its price may have moved since it was confirmed (src/domain/price-moves.ts).
 */
export type SiteToday = Omit<Site, 'incentives' | 'cars'> & { incentives: readonly StateToday[]; cars: readonly CarToday[] };

/** The site as it stands on `day`: see SiteToday. */
export function siteOn(site: Site, day: Date): SiteToday {
  const brands = site.brands.map((brand) =>
    brand.priceChanges ? { ...brand, priceChanges: changesInForce(brand.priceChanges, day) } : brand,
  );
  return { ...site, brands, cars: carsWithPriceMoves(site.cars, brands, day), incentives: statesInForce(site.incentives, day) };
}
