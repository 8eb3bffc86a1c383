import { compareVariantIndex, parseCompareChoice } from './compare.ts';
import { wallKwhPerKm } from './range.ts';
import { carAsVariant, carVariantName, variantsOf } from './variants.ts';
import type { Calculators, Car, Slider } from '../schema/index.ts';

/**
 * A car the savings calculator can be set to, from a car page's "Calculate Savings": one variant, its energy from
 * the wall a km (the model every car page's running cost uses), and the petrol car its page compares it with.
 */
export interface SavingsCar {
  /** The car's id. */
  car: string;
  /** The variant's slug; the first of a car's entries is its cheapest. */
  variant: string;
  /** The car and variant as a buyer reads them: "Tata Nexon EV Creative 45". */
  name: string;
  /** kWh drawn from the wall a km, to four decimals. */
  kwhPerKm: number;
  /** Its petrol alternative's name and claimed mileage, km a litre; null when its file confirms none. */
  petrol: { name: string; mileageKmpl: number } | null;
}

/**
 * Every variant of every car, discontinued ones too: the preset follows a link from the car's own page, which a
 * discontinued car keeps, and offers no list to choose from.
 */
export function savingsCars(cars: readonly Car[], calculators: Pick<Calculators, 'ownership'>): SavingsCar[] {
  return cars.flatMap((car) => {
    const variants = variantsOf(car);
    return variants.map((variant, index) => ({
      car: car.id,
      variant: variant.slug,
      name: carVariantName(car.name, variants, index),
      kwhPerKm: Math.round(wallKwhPerKm(carAsVariant(car, variant), calculators.ownership) * 10000) / 10000,
      petrol: car.petrolAlternative ? { name: car.petrolAlternative.name, mileageKmpl: car.petrolAlternative.mileageKmpl } : null,
    }));
  });
}

/** The savings calculator's address preset with a car's variant (its cheapest when none is named), as compare's `id:variant`. */
export const savingsHref = (car: string, variant?: string): string =>
  `/calculator?car=${encodeURIComponent(car)}${variant ? `:${encodeURIComponent(variant)}` : ''}`;

/**
 * The car `?car=id` or `?car=id:variant` names: that variant, or the car's cheapest when the slug is not one of its
 * own (a stale link still shows the car); undefined for no known car.
 */
export function findSavingsCar(cars: readonly SavingsCar[], param: string | null): SavingsCar | undefined {
  const choice = param ? parseCompareChoice(param) : undefined;
  if (!choice) return undefined;
  const own = cars.filter((entry) => entry.car === choice.id);
  return own[
    compareVariantIndex(
      own.map((entry) => ({ slug: entry.variant })),
      choice.variant,
    )
  ];
}

/**
 * Where the petrol-mileage slider starts for a car's petrol alternative: its claimed mileage, held within the
 * slider's bounds (a claim beyond them would set a value the slider cannot show), and whether it had to be.
 */
export function presetMileage(claim: number, slider: Pick<Slider, 'min' | 'max'>): { mileage: number; clamped: boolean } {
  const mileage = Math.min(slider.max, Math.max(slider.min, claim));
  return { mileage, clamped: mileage !== claim };
}
