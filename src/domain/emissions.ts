import type { Calculators } from '../schema/index.ts';

/**
 * The one CO2 model of the site: a petrol car emits what the petrol it burns makes, an electric car what India's
 * grid emits for the energy it draws from the wall. Every CO2 figure (both calculators, any page) comes from here.
 */

/** The two constants of calculators.yaml's `emissions`. */
export type Emissions = Calculators['emissions'];

/** kg of CO2 a km of a petrol car of this mileage (km a litre). */
export const petrolKgCo2PerKm = (mileageKmpl: number, emissions: Emissions): number => emissions.petrolKgCo2PerLitre.value / mileageKmpl;

/** kg of CO2 a km of an electric car drawing this many kWh a km from the wall. */
export const evKgCo2PerKm = (wallKwhPerKm: number, emissions: Emissions): number => wallKwhPerKm * emissions.gridKgCo2PerKwh.value;

/**
 * kg of CO2 a year of driving `km` electric instead of in a petrol car saves; negative when the electric car's share
 * of the grid emits more than the petrol car would.
 */
export function co2SavedKg(km: number, mileageKmpl: number, wallKwhPerKm: number, emissions: Emissions): number {
  return km * (petrolKgCo2PerKm(mileageKmpl, emissions) - evKgCo2PerKm(wallKwhPerKm, emissions));
}
