import type { Calculators, Car } from '../schema/index.ts';
import { chargingFit } from './charging.ts';
import { realWorldRange, wallKwhPerKm } from './range.ts';

/** What a car's card, the directory's sorts and `query cars` show beyond the data: the models' estimates. */
export interface CarEstimates {
  /** Everyday (city) real-world range, km. */
  realWorldKm: number;
  /** Electricity cost of a km at the national average home tariff, rupees. */
  costPerKm: number;
  /** Minutes from 10 to 80% on DC; null for a car without DC charging, or whose DC charging time is not confirmed. */
  dcTenToEightyMinutes: number | null;
}

/** A car's full record with its estimates: what `query cars` prints and /data/cars/<id>.json publishes. */
export type EstimatedCar = Car & { estimates: CarEstimates };

/** A car with its estimates attached. */
export const withEstimates = (car: Car, calculators: Pick<Calculators, 'ownership' | 'savings'>): EstimatedCar => ({
  ...car,
  estimates: estimatesOf(car, calculators),
});

/** The estimates of a car, from the models of calculators.yaml and its national average tariff (savings). */
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
    costPerKm: Math.round(perKm * calculators.savings.electricityPrice.default * 100) / 100,
    dcTenToEightyMinutes: fit.tenToEightyOn === 'DC' ? fit.tenToEightyMinutes : null,
  };
}
