/**
 * What a kWh costs a driver who charges partly at home and partly at public fast chargers: the one charging-mix
 * model of the finder (and of any page that asks how a buyer charges).
 */

/** How a driver charges: the share at home (0 to 1) and the price of a kWh at home and at a public DC charger. */
export interface ChargingMix {
  homeShare: number;
  homePerKwh: number;
  publicPerKwh: number;
}

/** The price of a kWh from the wall, weighted by where it is charged. */
export const mixPerKwh = ({ homeShare, homePerKwh, publicPerKwh }: ChargingMix): number =>
  homeShare * homePerKwh + (1 - homeShare) * publicPerKwh;

/** Rupees a km: energy from the wall a km (see wallKwhPerKm) at the mix's price of a kWh. */
export const mixCostPerKm = (wallKwhPerKm: number, mix: ChargingMix): number => wallKwhPerKm * mixPerKwh(mix);

/**
 * Rupees a km of electricity for a car that draws so many kWh from the wall a km, at a charging mix (a buyer's
 * situation: see situationMix), to the paisa: the one cost a km of the site (cards, directory, car page, compare,
 * finder, `query cars`).
 */
export const costPerKm = (wallKwhPerKm: number, mix: ChargingMix): number => Math.round(mixCostPerKm(wallKwhPerKm, mix) * 100) / 100;
