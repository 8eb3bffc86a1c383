import type { Brand, Car, PriceChange } from '../schema/index.ts';
import { type CarSummary, onRoadFromOf, type VariantFigures } from './cars.ts';
import { formatDate } from './format.ts';
import { wordTable, wordsIn } from './words.ts';

/**
 * Prices known to have moved since they were confirmed: a maker announces a rise "of up to 2%" from a date without
 * new prices for each model. A price confirmed before that day is not shown as current: the page says so beside it,
 * and the on-road price becomes the range it can be in. The one model of it, for every page and the CLI.
 */

/** How a price may have moved since it was confirmed: the changes after its date, taken together. */
export interface PriceMove {
  /** The most the price may have risen by, percent: the changes compounded. */
  percent: number;
  /** Whether that is a ceiling ("up to") or, when any change was only given as an average, an estimate ("about"). */
  basis: 'up to' | 'about';
  /** The day of the latest change. */
  on: string;
  /** What happened, in a sentence, naming the maker, the changes and their dates. */
  note: string;
  /** Where the latest change is reported, and when. */
  asOf: string;
  source: string;
  /** The changes since the price was confirmed, oldest first. */
  changes: readonly PriceChange[];
}

const when = (date: string) => formatDate(new Date(`${date}T00:00:00Z`));

/** A price move's note, in each language: the maker, each change ("up to 2% on 1 January 2026"), the price's date. */
export const moveWords = /* @__PURE__ */ wordTable('price-moves', {
  change: (upTo: boolean, percent: number, on: string) => `${upTo ? 'up to ' : 'an average of '}${percent}% on ${on}`,
  note: (brand: string, changes: readonly string[], confirmed: string) =>
    `${brand} raised its prices by ${changes.join(', then ')}, after this price was confirmed on ${confirmed}; the new price is not confirmed`,
});

/** The changes of a brand in force on `day` (announced for a later day, they have not happened yet). */
export const changesInForce = (changes: readonly PriceChange[] | undefined, day: Date): PriceChange[] =>
  (changes ?? []).filter((change) => Date.parse(`${change.on}T00:00:00Z`) <= day.getTime());

/**
 * How a price of this car, confirmed on `asOf`, may have moved: every change of its brand (in force: see
 * changesInForce) on a later day that applies to the car. None when the price was confirmed on or after the last, and
 * none for a car no longer sold new: its price is its last as sold, history that a later rise does not touch.
 */
export function priceMoveOf(
  asOf: string,
  car: Pick<Car, 'id' | 'status'>,
  brand: Pick<Brand, 'name' | 'priceChanges'>,
): PriceMove | undefined {
  if (car.status) return undefined;
  const after = (brand.priceChanges ?? [])
    .filter((change) => change.on > asOf && (change.cars === undefined || change.cars.includes(car.id)))
    .sort((a, b) => (a.on < b.on ? -1 : 1));
  const last = after.at(-1);
  if (!last) return undefined;
  const factor = after.reduce((product, change) => product * (1 + change.percent / 100), 1);
  // Rounded up to a tenth of a percent: the figure is a ceiling (1.5% then 2% is 3.53%, so up to 3.6%).
  const percent = Math.ceil((factor - 1) * 1000 - 1e-9) / 10;
  const said = wordsIn(moveWords);
  const each = after.map((change) => said.change(change.basis === 'up to', change.percent, when(change.on)));
  return {
    percent,
    basis: after.every((change) => change.basis === 'up to') ? 'up to' : 'about',
    on: last.on,
    note: said.note(brand.name, each, when(asOf)),
    asOf: last.asOf,
    source: last.source,
    changes: after,
  };
}

/** The lowest and highest a price in lakh may now be, after a move. */
export const movedPriceRange = (lakh: number, move: Pick<PriceMove, 'percent'> | undefined): { low: number; high: number } => ({
  low: lakh,
  high: move ? lakh * (1 + move.percent / 100) : lakh,
});

/** A car as the pages show it on the build date: with how its price may have moved since it was confirmed. */
export type CarToday = Car & { priceMove?: PriceMove };

/** Each car with how its price may have moved, by its brand's changes in force on `day`. */
export function carsWithPriceMoves<C extends Pick<Car, 'id' | 'brand' | 'price' | 'status'>>(
  cars: readonly C[],
  brands: readonly Pick<Brand, 'slug' | 'name' | 'priceChanges'>[],
  day: Date,
): (C & { priceMove?: PriceMove })[] {
  const bySlug = new Map(brands.map((brand) => [brand.slug, { ...brand, priceChanges: changesInForce(brand.priceChanges, day) }]));
  return cars.map((car) => {
    const brand = bySlug.get(car.brand);
    const move = brand && priceMoveOf(car.price.asOf, car, brand);
    return move ? { ...car, priceMove: move } : car;
  });
}

/**
 * A card's "on-road from" as the car's page gives it: from its cheapest variant, and, when its maker may have raised
 * prices by up to a percent since the price was confirmed, `upTo` what it may now be (the page shows that range).
 */
export function onRoadFromRange(
  car: Pick<CarSummary, 'status' | 'variantList' | 'priceMove'>,
  onRoadOf: (variant: VariantFigures) => number,
): { rupees: number; upTo?: number } | undefined {
  const rupees = onRoadFromOf(car, onRoadOf);
  if (rupees === undefined) return undefined;
  const move = car.priceMove;
  if (move?.basis !== 'up to') return { rupees };
  const upTo = Math.min(...car.variantList.map((variant) => onRoadOf({ ...variant, lakh: movedPriceRange(variant.lakh, move).high })));
  return { rupees, upTo };
}
