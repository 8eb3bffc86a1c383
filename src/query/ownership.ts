import type { Calculators, Car, StateIncentive } from '../schema/index.ts';
import { LAKH } from './format.ts';
import { batteryPacks, wallKwhPerKm } from './range.ts';

const DAYS_A_YEAR = 365;

/** The constants the comparison takes from data/calculators.yaml. */
export interface OwnershipModel {
  insurancePercent: number;
  chargingEfficiency: number;
  realRange: Calculators['ownership']['realRange'];
  maintenancePerYear: Calculators['savings']['maintenancePerYear'];
}

/** One car's costs, in rupees: what buying it takes, and what a year of driving it costs. */
export interface CarCosts {
  exShowroom: number;
  roadTax: number;
  /** The state's purchase incentive, taken off the upfront cost (EV only). */
  incentive: number;
  upfront: number;
  energyPerYear: number;
  insurancePerYear: number;
  maintenancePerYear: number;
  perYear: number;
}

/** The comparison of an EV with its petrol alternative, in one state, at one daily distance. */
export interface Ownership {
  /** The distance the running costs are for: the daily distance over a year. */
  kmPerYear: number;
  ev: CarCosts;
  petrol: CarCosts;
  /** Total cost of each over the given spans of years: upfront plus that many years of running costs. */
  totals: { years: number; ev: number; petrol: number; evSaves: number }[];
  /**
   * Months until the car that costs more to buy has caught up through lower running costs (the lines of the chart
   * cross); undefined when one car is cheaper both to buy and to run, or they never cross.
   */
  breakEvenMonths?: number;
  /** Whether the EV costs less up front, and less a year, than the petrol car. */
  evCheaperToBuy: boolean;
  evCheaperToRun: boolean;
}

/** The battery of a car's cheapest variant: the first variant's, else the smallest pack offered. */
const startingBatteryKwh = (car: Pick<Car, 'price' | 'battery'>): number => car.price.variants?.[0]?.batteryKwh ?? Math.min(...batteryPacks(car));

/**
 * The state's purchase incentive for this car at its starting price, in rupees: so much a kWh of the starting
 * variant's battery, up to the policy's cap and the state's stated maximum, and nothing for a car priced above the
 * policy's limit or where the state has no incentive.
 */
export function purchaseIncentiveFor(
  car: Pick<Car, 'price' | 'battery'>,
  state: Pick<StateIncentive, 'maxRebateLakh' | 'purchaseIncentive'>,
): number {
  const policy = state.purchaseIncentive;
  if (!policy || (policy.maxPriceLakh !== undefined && car.price.min > policy.maxPriceLakh)) return 0;
  return Math.min(policy.perKwh * startingBatteryKwh(car), policy.capLakh * LAKH, state.maxRebateLakh * LAKH);
}

/**
 * The cost of owning a car and its petrol alternative, as the car page states it: the ex-showroom price (the EV's
 * starting price) plus the state's road tax, less its purchase incentive for this car (purchaseIncentiveFor); then each year, energy (daily km x 365
 * at the car's everyday consumption, divided by the charging efficiency, at the state's home tariff; or at the
 * petrol car's claimed mileage and the state's petrol price), insurance (a percent of the ex-showroom price) and
 * maintenance. No resale value, loan interest or price rises: the same assumptions for both cars.
 */
export function ownershipCost(
  car: Pick<Car, 'price' | 'range' | 'battery' | 'petrolAlternative'>,
  state: Pick<StateIncentive, 'roadTaxPercent' | 'maxRebateLakh' | 'purchaseIncentive' | 'electricity' | 'petrol'>,
  dailyKm: number,
  years: readonly number[],
  model: OwnershipModel,
): Ownership {
  const kmPerYear = dailyKm * DAYS_A_YEAR;
  const costs = (exShowroom: number, roadTaxPercent: number, incentive: number, energyPerYear: number, maintenancePerYear: number): CarCosts => {
    const roadTax = (exShowroom * roadTaxPercent) / 100;
    const insurancePerYear = (exShowroom * model.insurancePercent) / 100;
    return {
      exShowroom,
      roadTax,
      incentive,
      upfront: exShowroom + roadTax - incentive,
      energyPerYear,
      insurancePerYear,
      maintenancePerYear,
      perYear: energyPerYear + insurancePerYear + maintenancePerYear,
    };
  };
  const ev = costs(
    car.price.min * LAKH,
    state.roadTaxPercent.ev,
    purchaseIncentiveFor(car, state),
    kmPerYear * wallKwhPerKm(car, model) * state.electricity.perKwh,
    model.maintenancePerYear.ev,
  );
  const petrol = costs(
    car.petrolAlternative.priceLakh * LAKH,
    state.roadTaxPercent.petrol,
    0,
    (kmPerYear / car.petrolAlternative.mileageKmpl) * state.petrol.perLitre,
    model.maintenancePerYear.petrol,
  );
  const totals = years.map((span) => {
    const evTotal = ev.upfront + span * ev.perYear;
    const petrolTotal = petrol.upfront + span * petrol.perYear;
    return { years: span, ev: evTotal, petrol: petrolTotal, evSaves: petrolTotal - evTotal };
  });
  const evCheaperToBuy = ev.upfront <= petrol.upfront;
  const evCheaperToRun = ev.perYear < petrol.perYear;
  // The lines cross when one car is cheaper to buy and the other cheaper to run.
  const extra = Math.abs(ev.upfront - petrol.upfront);
  const gainedPerMonth = Math.abs(petrol.perYear - ev.perYear) / 12;
  const breakEvenMonths = evCheaperToBuy !== evCheaperToRun && gainedPerMonth > 0 ? Math.ceil(extra / gainedPerMonth) : undefined;
  return { kmPerYear, ev, petrol, totals, evCheaperToBuy, evCheaperToRun, ...(breakEvenMonths === undefined ? {} : { breakEvenMonths }) };
}
