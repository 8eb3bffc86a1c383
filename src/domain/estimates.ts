import type { Calculators, Car } from '../schema/index.ts';
import { chargingFit } from './charging.ts';
import { realWorldRange, wallKwhPerKm } from './range.ts';
import { mixCostPerKm } from './running.ts';
import { carAsVariant, defaultVariant, variantsOf, type Variant } from './variants.ts';

/** What a car's card, the directory's sorts and `query cars` show beyond the data: the models' estimates. */
export interface CarEstimates {
  /** Everyday (city) real-world range, km. */
  realWorldKm: number;
  /** Electricity cost of a km at the savings calculator's standard home price, rupees. */
  costPerKm: number;
  /** Minutes from 10 to 80% on DC; null for a car without DC charging, or whose DC charging time is not confirmed. */
  dcTenToEightyMinutes: number | null;
}

/** A variant with all its figures and its estimates. */
export type EstimatedVariant = Variant & { estimates: CarEstimates };

/**
 * A car's full record with its estimates (its cheapest variant's) and every variant with its own: what `query cars`
 * prints and /data/cars/<id>.json publishes.
 */
export type EstimatedCar = Car & { estimates: CarEstimates; variantList: EstimatedVariant[] };

/** A car with its estimates attached. */
export function withEstimates(car: Car, calculators: Pick<Calculators, 'ownership' | 'savings'>): EstimatedCar {
  const variantList = variantsOf(car).map((variant) => ({ ...variant, estimates: estimatesOf(carAsVariant(car, variant), calculators) }));
  return { ...car, estimates: variantList[0]!.estimates, variantList };
}

/** A published car record as one of its variants sells it (the cheapest by default), with that variant's estimates. */
export function recordAsVariant(record: EstimatedCar, index = 0): EstimatedCar {
  const variant = record.variantList[index] ?? record.variantList[0]!;
  return { ...carAsVariant(record, variant), estimates: variant.estimates };
}

/**
 * A car's estimates where no variant is picked (cards, sorts, the index, `query cars`): its cheapest variant's, the
 * one its page opens on and its "from" price buys.
 */
export const carEstimates = (car: Car, calculators: Pick<Calculators, 'ownership' | 'savings'>): CarEstimates =>
  estimatesOf(carAsVariant(car, defaultVariant(car)), calculators);

/** The estimates of a car as given (see carAsVariant), from calculators.yaml's models, at the savings calculator's standard home price. */
export function estimatesOf(
  car: Pick<Car, 'range' | 'battery' | 'charging'>,
  calculators: Pick<Calculators, 'ownership' | 'savings'>,
): CarEstimates {
  const { ownership } = calculators;
  const perKm = wallKwhPerKm(car, ownership);
  const fit = chargingFit(car, ownership);
  const band = realWorldRange(car, ownership.realRange);
  return {
    realWorldKm: band.measured ?? band.city,
    // All of it charged at home: the one charging-mix model, at its simplest.
    costPerKm:
      Math.round(mixCostPerKm(perKm, { homeShare: 1, homePerKwh: calculators.savings.electricityPrice.default, publicPerKwh: 0 }) * 100) /
      100,
    dcTenToEightyMinutes: fit.tenToEightyOn === 'DC' ? fit.tenToEightyMinutes : null,
  };
}
