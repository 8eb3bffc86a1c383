import type { Calculators } from '../schema/index.ts';

/**
 * The one CO2 model of the site, on one boundary for both cars: well to wheel. A litre of petrol counts what burning
 * it emits and what producing, refining and bringing it to the pump emitted; a kWh of electricity counts what the
 * grid emitted generating it, and the share of what was generated that was lost in transmission and distribution on
 * its way to the wall. Counting the power station for the EV but only the tailpipe for the petrol car would charge
 * one car for its supply chain and not the other. Every CO2 figure (both calculators, the car pages) comes from here.
 */

/** The constants of calculators.yaml's `emissions`. */
export type Emissions = Calculators['emissions'];

/** kg of CO2 a litre of petrol emits, well to wheel: burnt, plus its production, refining and transport. */
export const petrolKgCo2PerLitre = (emissions: Emissions): number =>
  emissions.petrolKgCo2PerLitre.value + emissions.petrolUpstreamKgCo2PerLitre.value;

/**
 * kg of CO2 a kWh drawn from the wall emits: what generating a kWh emits, over the share of generation that reaches
 * the wall (the rest is lost in transmission and distribution, and had to be generated too).
 */
export const gridKgCo2PerWallKwh = (emissions: Emissions): number =>
  emissions.gridKgCo2PerKwh.value / (1 - emissions.gridLossPercent.value / 100);

/** kg of CO2 a km of a petrol car of this mileage (km a litre), well to wheel. */
export const petrolKgCo2PerKm = (mileageKmpl: number, emissions: Emissions): number => petrolKgCo2PerLitre(emissions) / mileageKmpl;

/** kg of CO2 a km of an electric car drawing this many kWh a km from the wall, well to wheel. */
export const evKgCo2PerKm = (wallKwhPerKm: number, emissions: Emissions): number => wallKwhPerKm * gridKgCo2PerWallKwh(emissions);

/**
 * kg of CO2 a year of driving `km` electric instead of in a petrol car saves; negative when the electric car's share
 * of the grid emits more than the petrol car would. `wallKwhPerKm` is the chosen car's own; without one, the generic
 * electric car of calculators.yaml (`emissions.genericEv`).
 */
export function co2SavedKg(km: number, mileageKmpl: number, emissions: Emissions, wallKwhPerKm = emissions.genericEv.wallKwhPerKm): number {
  return km * (petrolKgCo2PerKm(mileageKmpl, emissions) - evKgCo2PerKm(wallKwhPerKm, emissions));
}
