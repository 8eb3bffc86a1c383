import type { Car, CarData, DriveType, VariantData } from '../schema/index.ts';
import { slugify } from './slug.ts';

/**
 * A car's variants, each with every figure it is sold with. A car's file gives its top variant's figures and, per
 * variant, its price and what differs; this fills in the rest, so a page, a card or the finder never sets one
 * variant's price beside another's range.
 */

/** One variant with all of its figures. */
export interface Variant {
  name: string;
  /** Its part of the URL: "empowered-plus-45" ("+" reads "plus", so "Empowered 45" and "Empowered+ 45" differ). */
  slug: string;
  lakh: number;
  asOf: string;
  source: string;
  batteryKwh: number;
  /** Its claimed range; when no source confirms it (`claimEstimated`), the car's claim scaled to its pack. */
  claimedKm: number;
  claimEstimated: boolean;
  driveType: DriveType | null;
  powerBhp: number | null;
  torqueNm: number | null;
  zeroToHundredS: number | null;
  acKw: number | null;
  dcKw: number | null;
  /** Equipment of the car that only some variants have, and whether this one has it. */
  equipment: { feature: string; has: boolean }[];
  /**
   * Whether the car's equipment (its safety, comfort, entertainment and exterior lists) is this variant's: the top
   * variant's, which the file describes. For another, each of those items is not confirmed.
   */
  describesEquipment: boolean;
  /** Worked out from the car's own figures because its file lists no variants (see inferredVariants). */
  inferred: boolean;
}

/** The URL part of a variant's name. */
export const variantSlug = (name: string): string => slugify(name.replace(/\+/g, ' plus '));

type VariantSource = Pick<CarData, 'price' | 'battery' | 'range' | 'performance' | 'charging' | 'variants' | 'variantEquipment'>;

/**
 * The variants of a car whose file lists none, from what its file does say. Sold with one pack: one variant at its
 * starting price with its figures ("Standard"). Sold with several: its cheapest version, the smallest pack at the
 * starting price (its range estimated, its power not confirmed), and, when the top price is known, its top version,
 * which the car's own figures describe, at that price.
 */
function inferredVariants(car: VariantSource): VariantData[] {
  const packs = car.battery.options ?? [car.battery.capacityKwh];
  const smallest = Math.min(...packs);
  if (packs.length < 2) return [{ name: 'Standard', lakh: car.price.min }];
  const cheapest: VariantData = {
    name: `${smallest} kWh`,
    lakh: car.price.min,
    batteryKwh: smallest,
    claimedKm: null,
    powerBhp: null,
    torqueNm: null,
    zeroToHundredS: null,
  };
  return car.price.max === undefined ? [cheapest] : [cheapest, { name: `${car.battery.capacityKwh} kWh`, lakh: car.price.max }];
}

/**
 * Every variant of a car, cheapest first; a car whose file lists none has those {@link inferredVariants} gives, so
 * that no page sets its starting price beside its top variant's figures.
 */
export function variantsOf(car: VariantSource): Variant[] {
  const listed: readonly VariantData[] = car.variants ?? inferredVariants(car);
  const equipment = car.variantEquipment ?? [];
  const { performance } = car;
  return listed.map((variant, index) => {
    const batteryKwh = variant.batteryKwh ?? car.battery.capacityKwh;
    const claim = variant.claimedKm === undefined ? car.range.claimedKm : variant.claimedKm;
    return {
      name: variant.name,
      slug: variantSlug(variant.name),
      lakh: variant.lakh,
      asOf: variant.asOf ?? car.price.asOf,
      source: variant.source ?? car.price.source,
      batteryKwh,
      claimedKm: claim ?? Math.round((car.range.claimedKm * batteryKwh) / car.battery.capacityKwh),
      claimEstimated: claim === null,
      driveType: variant.driveType ?? performance.driveType,
      powerBhp: variant.powerBhp === undefined ? performance.powerBhp : variant.powerBhp,
      torqueNm: variant.torqueNm === undefined ? performance.torqueNm : variant.torqueNm,
      zeroToHundredS: variant.zeroToHundredS === undefined ? performance.zeroToHundredS : variant.zeroToHundredS,
      acKw: variant.acKw ?? car.charging.ac.kw,
      dcKw: car.charging.dc ? (variant.dcKw ?? car.charging.dc.kw) : null,
      equipment: equipment.map((item) => ({ feature: item.feature, has: item.variants.includes(variant.name) })),
      // Listed variants: the top one. Inferred ones: the version on the car's own pack, if there is one.
      describesEquipment: car.variants ? index === listed.length - 1 : batteryKwh === car.battery.capacityKwh,
      inferred: car.variants === undefined,
    };
  });
}

/**
 * A variant's name as pages write it after the car's, or nothing for a car sold in one version its file does not
 * name (the inferred "Standard"): that car is just its name.
 */
export const variantLabel = (variants: readonly Pick<Variant, 'name' | 'inferred'>[], index: number): string | undefined => {
  const variant = variants[index];
  return !variant || (variants.length === 1 && variant.inferred) ? undefined : variant.name;
};

/** A car with its variant, as a heading names it: "Tata Nexon EV Creative 45", or just the car sold in one version. */
export const carVariantName = (carName: string, variants: readonly Pick<Variant, 'name' | 'inferred'>[], index: number): string =>
  [carName, variantLabel(variants, index)].filter(Boolean).join(' ');

/** Where a variant's page is: the car's own page for its cheapest, else under it. */
export const variantPath = (carId: string, variants: readonly Pick<Variant, 'slug'>[], index: number): string =>
  index === 0 ? `/cars/${carId}` : `/cars/${carId}/${variants[index]!.slug}`;

/** The variant a page shows when none is picked: the cheapest. */
export const defaultVariant = (car: VariantSource): Variant => variantsOf(car)[0]!;

/** Every item of an equipment list, not confirmed. */
const unconfirmedAll = <T extends object>(list: T): { [K in keyof T]: null } =>
  Object.fromEntries(Object.keys(list).map((key) => [key, null])) as { [K in keyof T]: null };

/**
 * A car's equipment as one variant has it: the file's lists for the top variant, which they describe; for another,
 * every item not confirmed (a base variant is never given its top variant's sunroof). The crash test is the car's.
 */
function equipmentAs<C extends Car | CarData>(car: C, variant: Variant): Pick<C, 'safety' | 'comfort' | 'entertainment' | 'exterior'> {
  if (variant.describesEquipment) return car;
  const { ncap, ...safety } = car.safety;
  return {
    safety: { ...unconfirmedAll(safety), ncap },
    comfort: unconfirmedAll(car.comfort),
    entertainment: unconfirmedAll(car.entertainment),
    exterior: unconfirmedAll(car.exterior),
  };
}

/** Scales a quoted AC charging time to another pack and charger: the same share of a pack takes energy over power. */
const scaleTime = (time: number | null, fromKwh: number, toKwh: number, fromKw: number | null, toKw: number | null) =>
  time === null || fromKw === null || toKw === null ? null : (time * toKwh * fromKw) / (fromKwh * toKw);

/**
 * The car as one variant sells it: its price (a single figure), pack, range, power and drive, and charging at its
 * own rates. Every model (range, charging, costs, taxes) takes this, so each figure belongs to the variant. A measured
 * range is kept only for variants like the top one it was measured on (its pack, claim and drive). An AC charge, which
 * runs at a steady power, is scaled to the variant's pack and charger; a DC charge time is kept only for the same pack
 * and power, else it is not confirmed, unless the variant quotes its own.
 */
export function carAsVariant<C extends Car | CarData>(car: C, variant: Variant): C {
  const listed = car.variants?.find((item) => item.name === variant.name);
  // A measured range is of the top variant, the one the car's figures describe.
  const samePack = variant.batteryKwh === car.battery.capacityKwh;
  const { ac, dc } = car.charging;
  const { realWorldKm, ...claim } = car.range;
  return {
    ...car,
    ...equipmentAs(car, variant),
    price: { min: variant.lakh, max: variant.lakh, asOf: variant.asOf, source: variant.source },
    battery: { chemistry: car.battery.chemistry, warranty: car.battery.warranty, capacityKwh: variant.batteryKwh },
    range: {
      ...claim,
      claimedKm: variant.claimedKm,
      ...(realWorldKm !== undefined &&
      samePack &&
      !variant.claimEstimated &&
      variant.claimedKm === car.range.claimedKm &&
      variant.driveType === car.performance.driveType
        ? { realWorldKm }
        : {}),
    },
    performance: {
      ...car.performance,
      // The motor text describes the top variant's drive ("one on each axle"); another drive has other motors.
      motor: variant.driveType === car.performance.driveType ? car.performance.motor : null,
      driveType: variant.driveType,
      powerBhp: variant.powerBhp,
      torqueNm: variant.torqueNm,
      zeroToHundredS: variant.zeroToHundredS,
    },
    charging: {
      ...car.charging,
      ac: {
        ...ac,
        kw: variant.acKw,
        hours: listed?.acHours ?? scaleTime(ac.hours, car.battery.capacityKwh, variant.batteryKwh, ac.kw, variant.acKw),
      },
      dc: dc && {
        ...dc,
        kw: variant.dcKw ?? dc.kw,
        // A DC session's time does not scale with the pack (the power tapers differently): only the maker's own.
        minutes: listed?.dcMinutes ?? (samePack && variant.dcKw === dc.kw ? dc.minutes : null),
      },
    },
  };
}
