import type { Calculators, Car } from '../schema/index.ts';
import { chargingFit } from './charging.ts';
import { kwhPerKm, realWorldRange } from './range.ts';

/** What a car's card, the directory's sorts and `query cars` show beyond the data: the models' estimates. */
export interface CarEstimates {
  /** Everyday (city) real-world range, km. */
  realWorldKm: number;
  /** Electricity cost of a km at the national average home tariff, rupees. */
  costPerKm: number;
  /** Minutes from 10 to 80% on DC; null for a car without DC charging. */
  dcTenToEightyMinutes: number | null;
}

/** The estimates of a car, from the models of calculators.yaml and its national average tariff (savings). */
export function estimatesOf(car: Pick<Car, 'range' | 'battery' | 'charging'>, calculators: Pick<Calculators, 'ownership' | 'savings'>): CarEstimates {
  const { ownership } = calculators;
  const perKm = kwhPerKm(car, ownership.realRange) / ownership.chargingEfficiency;
  const fit = chargingFit(car, ownership);
  const band = realWorldRange(car, ownership.realRange);
  return {
    realWorldKm: band.measured ?? band.city,
    costPerKm: Math.round(perKm * calculators.savings.electricityPrice.default * 100) / 100,
    dcTenToEightyMinutes: fit.tenToEightyOn === 'DC' ? fit.tenToEightyMinutes : null,
  };
}
