// Checks of one entry's fields against each other: ranges in order, images that exist, slider defaults within their
// bounds, filter buckets that tile, and variants that agree with the car.
import { catalogue, type Diagnostic } from '../diagnostics/index.ts';
import { batteryPacks } from '../domain/range.ts';
import { variantSlug } from '../domain/variants.ts';
import type { RawEntry } from '../source/index.ts';
import type { Bucket, CarData, Slider, StateIncentive } from '../schema/index.ts';
import { located } from './schema-issues.ts';

/** An image named in the data must be a file of data/images/. */
export function checkImage(entry: RawEntry, path: PropertyKey[], image: string, images: ReadonlySet<string>, out: Diagnostic[]) {
  if (!images.has(image)) out.push(located(entry, path, catalogue.MissingImage, { path: image }));
}

/** A range written low to high (a price range, a rate range). */
export function checkOrder(entry: RawEntry, path: PropertyKey[], low: number, high: number, out: Diagnostic[]) {
  if (low > high) out.push(located(entry, path, catalogue.RangeReversed, { low, high }));
}

/** Whether a calculator setting is a slider: a default within bounds and steps. */
export function isSlider(value: unknown): value is Slider {
  return typeof value === 'object' && value !== null && 'step' in value && 'default' in value;
}

export function checkSlider(entry: RawEntry, path: PropertyKey[], s: Slider, out: Diagnostic[]) {
  const onStep = (value: number) => Math.abs((value - s.min) / s.step - Math.round((value - s.min) / s.step)) < 1e-9;
  let detail: string | undefined;
  if (s.min > s.max) detail = `min ${s.min} is above max ${s.max}`;
  else if (s.default < s.min || s.default > s.max) detail = `default ${s.default} is outside ${s.min} to ${s.max}`;
  else if (!onStep(s.default)) detail = `default ${s.default} is not min ${s.min} plus a whole number of steps of ${s.step}`;
  else if (!onStep(s.max)) detail = `max ${s.max} is not min ${s.min} plus a whole number of steps of ${s.step}`;
  if (detail) out.push(located(entry, path, catalogue.SliderDefault, { detail }));
}

/**
 * The savings calculator's public-charging slider starts at the dated public DC price, so the figure it shows first
 * is the one the page dates and sources; a slider default written apart could drift from it.
 */
export function checkPublicChargingDefault(entry: RawEntry, sliderDefault: number, dcPerKwh: number, out: Diagnostic[]) {
  if (sliderDefault !== dcPerKwh) {
    out.push(
      located(entry, ['savings', 'publicChargingPrice', 'default'], catalogue.SliderDefault, {
        detail: `default ${sliderDefault} is not publicCharging.dcPerKwh (${dcPerKwh}), the dated public price the slider starts at`,
      }),
    );
  }
}

/**
 * A state's tariff slabs, when it has them: in order, the last open, and its typical rate one of theirs (the rate a
 * visitor starts from is a slab they can see and change).
 */
export function checkTariffSlabs(entry: RawEntry, electricity: StateIncentive['electricity'], out: Diagnostic[]): void {
  const { slabs, perKwh } = electricity;
  if (!slabs) return;
  const problem = (path: PropertyKey[], detail: string) =>
    out.push(located(entry, ['electricity', ...path], catalogue.TariffSlabs, { detail }));
  slabs.forEach((slab, index) => {
    const last = index === slabs.length - 1;
    if (last !== (slab.upToUnits === undefined)) {
      problem(
        ['slabs', index],
        last ? 'the last slab has an upToUnits, so a bigger bill falls in none' : 'only the last slab may leave out upToUnits',
      );
    }
    const below = slabs[index - 1]?.upToUnits;
    if (below !== undefined && slab.upToUnits !== undefined && slab.upToUnits <= below) {
      problem(['slabs', index, 'upToUnits'], `upToUnits ${slab.upToUnits} is not above the previous slab's ${below}`);
    }
  });
  if (!slabs.some((slab) => slab.perKwh === perKwh)) problem(['perKwh'], `the typical rate ₹${perKwh} is the rate of none of the slabs`);
}

/** Buckets must be listed in order, each starting where the previous one ended. */
export function checkBuckets(entry: RawEntry, path: PropertyKey[], buckets: readonly Bucket[], out: Diagnostic[]) {
  buckets.forEach((bucket, index) => {
    if (bucket.min !== undefined && bucket.max !== undefined && bucket.min >= bucket.max) {
      out.push(located(entry, [...path, index], catalogue.RangeReversed, { low: bucket.min, high: bucket.max }));
    }
    const previous = buckets[index - 1];
    if (!previous) {
      if (bucket.min !== undefined && bucket.min > 0) {
        out.push(
          located(entry, [...path, index, 'min'], catalogue.BucketGap, {
            detail: `the first bucket starts at ${bucket.min}, so lower values fall in none`,
          }),
        );
      }
      return;
    }
    if (previous.max === undefined) {
      out.push(
        located(entry, [...path, index], catalogue.BucketGap, {
          detail: `bucket "${previous.id}" has no upper bound, so "${bucket.id}" can never match`,
        }),
      );
    } else if ((bucket.min ?? 0) !== previous.max) {
      out.push(
        located(entry, [...path, index, 'min'], catalogue.BucketGap, {
          detail: `bucket "${bucket.id}" starts at ${bucket.min ?? 0} but "${previous.id}" ends at ${previous.max}`,
        }),
      );
    }
  });
  const last = buckets.at(-1);
  if (last && last.max !== undefined) {
    out.push(
      located(entry, [...path, buckets.length - 1, 'max'], catalogue.BucketGap, {
        detail: `the last bucket ends at ${last.max}, so higher values fall in none`,
      }),
    );
  }
}

/**
 * Variants: names (and so URLs) unique, cheapest first, the first at price.min and the last at price.max, each with a
 * pack the car offers and, on a smaller pack, its own range; equipment names only variants the car has.
 */
export function checkVariants(entry: RawEntry, car: CarData, out: Diagnostic[]): void {
  const variants = car.variants;
  // Equipment can only name listed variants: without a list, every name is unknown.
  const names = (variants ?? []).map((variant) => variant.name);
  (car.variantEquipment ?? []).forEach((item, index) => {
    item.variants.forEach((name, at) => {
      if (!names.includes(name)) {
        const path = ['variantEquipment', index, 'variants', at];
        out.push(located(entry, path, catalogue.UnknownReference, { kind: 'variant', id: name, known: names }));
      }
    });
  });
  if (!variants) return;
  const packs = batteryPacks(car);
  const at = (index: number, field: string) => ['variants', index, field];
  const seen = new Map<string, number>();
  variants.forEach((variant, index) => {
    const slug = variantSlug(variant.name);
    const first = seen.get(slug);
    if (first !== undefined) {
      const other = `variant ${first + 1}, "${variants[first]!.name}" (${entry.displayPath}:${entry.file.locate(at(first, 'name')).line})`;
      out.push(located(entry, at(index, 'name'), catalogue.DuplicateId, { kind: 'variant', id: slug, other }));
    } else seen.set(slug, index);
    const previous = variants[index - 1];
    if (previous && variant.lakh < previous.lakh) {
      out.push(
        located(entry, at(index, 'lakh'), catalogue.VariantPriceOrder, {
          name: variant.name,
          lakh: variant.lakh,
          previous: previous.name,
          previousLakh: previous.lakh,
        }),
      );
    }
    const kwh = variant.batteryKwh ?? car.battery.capacityKwh;
    if (!packs.includes(kwh)) {
      out.push(located(entry, at(index, 'batteryKwh'), catalogue.VariantBattery, { name: variant.name, kwh, packs }));
    } else if (kwh !== car.battery.capacityKwh && variant.claimedKm === undefined) {
      out.push(
        located(entry, at(index, 'batteryKwh'), catalogue.VariantRange, { name: variant.name, kwh, largest: car.battery.capacityKwh }),
      );
    }
  });
  const first = variants[0]!;
  const last = variants.at(-1)!;
  if (first.lakh !== car.price.min)
    out.push(
      located(entry, ['price', 'min'], catalogue.VariantPriceRange, {
        end: 'min',
        range: car.price.min,
        name: first.name,
        lakh: first.lakh,
      }),
    );
  if (car.price.max !== undefined && last.lakh !== car.price.max)
    out.push(
      located(entry, ['price', 'max'], catalogue.VariantPriceRange, { end: 'max', range: car.price.max, name: last.name, lakh: last.lakh }),
    );
}
