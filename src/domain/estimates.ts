import type { Calculators, Car } from '../schema/index.ts';
import { chargingFit } from './charging.ts';
import { realWorldRange, wallKwhPerKm } from './range.ts';
import { costPerKm, type ChargingMix } from './running.ts';
import { carAsVariant, defaultVariant, variantsOf, type Variant } from './variants.ts';

/** What a car's card, the directory's sorts and `query cars` show beyond the data: the models' estimates. */
export interface CarEstimates {
  /** Everyday (city) real-world range, km. */
  realWorldKm: number;
  /** Energy from the wall a km in everyday driving, charging losses included, kWh: what a cost a km is worked out from. */
  wallKwhPerKm: number;
  /** Electricity cost of a km for the buyer's situation the estimates were worked out for (costPerKm of situation.ts), rupees. */
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

/** A car with its estimates attached, its costs at a charging mix (a buyer's situation: see situationMix). */
export function withEstimates(car: Car, calculators: Pick<Calculators, 'ownership'>, mix: ChargingMix): EstimatedCar {
  const variantList = variantsOf(car).map((variant) => ({
    ...variant,
    estimates: estimatesOf(carAsVariant(car, variant), calculators, mix),
  }));
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
export const carEstimates = (car: Car, calculators: Pick<Calculators, 'ownership'>, mix: ChargingMix): CarEstimates =>
  estimatesOf(carAsVariant(car, defaultVariant(car)), calculators, mix);

/** The estimates of a car as given (see carAsVariant), from calculators.yaml's models, its cost a km at a charging mix. */
export function estimatesOf(
  car: Pick<Car, 'range' | 'battery' | 'charging'>,
  calculators: Pick<Calculators, 'ownership'>,
  mix: ChargingMix,
): CarEstimates {
  const { ownership } = calculators;
  const perKm = wallKwhPerKm(car, ownership);
  const fit = chargingFit(car, ownership);
  const band = realWorldRange(car, ownership.realRange);
  return {
    realWorldKm: band.measured ?? band.city,
    wallKwhPerKm: perKm,
    costPerKm: costPerKm(perKm, mix),
    dcTenToEightyMinutes: fit.tenToEightyOn === 'DC' ? fit.tenToEightyMinutes : null,
  };
}
