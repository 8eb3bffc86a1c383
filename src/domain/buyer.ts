import type { Calculators } from '../schema/index.ts';
import { onRoadContext, onRoadPrice, type OnRoadPrice, type OnRoadRates, type OnRoadState, type OnRoadTaxes } from './onroad.ts';
import { evCostModelOf, evCostOver, type EvCostModel } from './ownership.ts';
import { costPerKm, situationMix, situationState, type Situation } from './situation.ts';
import type { StateToday } from './taxes.ts';

/**
 * A variant's figures for one buyer: what it costs on the road in their state, a km in electricity and over the
 * years. The finder, compare and `query cars` take them from here, and the car page's islands from the same functions
 * (onRoadPrice, costPerKm, evCostOver) at the same inputs, so every page gives one answer.
 */

/** What of a variant its costs read: price, pack, power and energy from the wall a km. */
export interface CostedVariant {
  lakh: number;
  batteryKwh: number;
  powerBhp: number | null;
  /** kWh from the wall a km in everyday driving (wallKwhPerKm of range.ts). */
  wallKwhPerKm: number;
}

/** The rules and constants a variant's costs read: each state's (road tax as in force, tariff), and the models'. */
export interface BuyerContext {
  states: readonly (OnRoadState & { slug: string; electricity: { perKwh: number } })[];
  onRoad: OnRoadRates;
  taxes: OnRoadTaxes;
  publicCharging: { dcPerKwh: number };
  /** The years the cost over years is given for (the first of the cost of ownership's spans). */
  years: number;
  costs: EvCostModel;
}

/** A variant's figures for a buyer, in rupees. */
export interface BuyerFigures {
  onRoad: OnRoadPrice;
  costPerKm: number;
  /** Its cost of ownership over `years`: buying it, then that many years of charging, insurance and servicing. */
  costOver: number;
  years: number;
}

/** The buyer context from the states as in force on the build date (statesInForce) and calculators.yaml. */
export function buyerContext(
  incentives: readonly StateToday[],
  calculators: Pick<Calculators, 'onRoad' | 'taxes' | 'publicCharging' | 'ownership' | 'savings'>,
): BuyerContext {
  const { states, model, taxes } = onRoadContext(incentives, calculators);
  return {
    states: states.map((state, index) => ({ ...state, electricity: { perKwh: incentives[index]!.electricity.perKwh } })),
    onRoad: model,
    taxes,
    publicCharging: { dcPerKwh: calculators.publicCharging.dcPerKwh },
    years: calculators.ownership.years[0] ?? 5,
    costs: evCostModelOf(calculators),
  };
}

/** A variant's on-road price, cost a km and cost over years for a buyer's situation. */
export function buyerFigures(variant: CostedVariant, situation: Situation, context: BuyerContext): BuyerFigures {
  const state = situationState(situation, context.states);
  const mix = situationMix(situation, context);
  const car = { price: { min: variant.lakh }, battery: { capacityKwh: variant.batteryKwh } };
  return {
    onRoad: onRoadPrice({ ...car, performance: { powerBhp: variant.powerBhp } }, state, context.onRoad, context.taxes),
    costPerKm: costPerKm(variant.wallKwhPerKm, mix),
    costOver: evCostOver(
      { ...car, wallKwhPerKm: variant.wallKwhPerKm },
      state,
      { dailyKm: situation.dailyKm, mix },
      context.costs,
      context.years,
    ),
    years: context.years,
  };
}
