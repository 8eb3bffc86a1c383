import type { Calculators, Car } from '../schema/index.ts';

/** The shares of the claim a car covers in each kind of driving (data/calculators.yaml, ownership.realRange). */
export type RangeModel = Calculators['ownership']['realRange'];

/** A car's estimated real-world range, km, by kind of driving; `measured` when the data has a measured figure. */
export interface RangeBand {
  city: number;
  highway: number;
  summerAc: number;
  /** The lowest and highest of the three: the band a page shows. */
  low: number;
  high: number;
  measured?: number;
  /** The claim on the Indian test cycle the estimates start from (a WLTP claim converted). */
  indianClaim: number;
}

/** Estimates are rounded to 5 km: more digits would promise a precision the model does not have. */
const to5 = (km: number) => Math.round(km / 5) * 5;

/**
 * Real-world range from the claim: Indian test cycles (MIDC, ARAI) are run slowly and without air-conditioning,
 * so a car covers a stated share of its claim in the city, less at highway speeds and less again with the AC on in
 * summer. A WLTP claim is first converted to the Indian cycle, which reads longer for the same car.
 */
export function realWorldRange(car: Pick<Car, 'range'>, model: RangeModel): RangeBand {
  const indianClaim = car.range.testCycle === 'WLTP' ? car.range.claimedKm * model.wltpToIndian : car.range.claimedKm;
  const city = to5(indianClaim * model.city);
  const highway = to5(indianClaim * model.highway);
  const summerAc = to5(indianClaim * model.summerAc);
  return {
    city,
    highway,
    summerAc,
    low: Math.min(city, highway, summerAc),
    high: Math.max(city, highway, summerAc),
    indianClaim: Math.round(indianClaim),
    ...(car.range.realWorldKm === undefined ? {} : { measured: car.range.realWorldKm }),
  };
}

/**
 * Energy from the battery per km in everyday driving: the pack over the city range (or the measured range, when the
 * data has one). The cost and charging models share it.
 */
export function kwhPerKm(car: Pick<Car, 'range' | 'battery'>, model: RangeModel): number {
  const band = realWorldRange(car, model);
  return car.battery.capacityKwh / (band.measured ?? band.city);
}

/** Energy from the wall per km in everyday driving: kwhPerKm plus what charging loses (chargingEfficiency). */
export function wallKwhPerKm(car: Pick<Car, 'range' | 'battery'>, model: { realRange: RangeModel; chargingEfficiency: number }): number {
  return kwhPerKm(car, model.realRange) / model.chargingEfficiency;
}

/** Every battery pack the car is sold with, in kWh: `battery.options`, or its one `capacityKwh`. */
export const batteryPacks = (car: { battery: Pick<Car['battery'], 'capacityKwh' | 'options'> }): readonly number[] =>
  car.battery.options ?? [car.battery.capacityKwh];
