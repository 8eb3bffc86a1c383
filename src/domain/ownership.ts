import type { Calculators, Car, PetrolAlternative, StateIncentive } from '../schema/index.ts';
import { evKgCo2PerKm, petrolKgCo2PerKm, type Emissions } from './emissions.ts';
import { wallKwhPerKm } from './range.ts';
import { mixCostPerKm, mixPerKwh, type ChargingMix } from './running.ts';
import { evPurchase, purchaseComparison, type EvPurchaseTaxes, type PurchaseCost, type PurchaseState } from './taxes.ts';

const DAYS_A_YEAR = 365;

/** The constants the comparison takes from data/calculators.yaml. */
export interface OwnershipModel {
  insurancePercent: number;
  chargingEfficiency: number;
  realRange: Calculators['ownership']['realRange'];
  maintenancePerYear: Calculators['savings']['maintenancePerYear'];
  taxes: Calculators['taxes'];
  /** The public DC price the share not charged at home pays, with its date and source for the page. */
  publicCharging: Calculators['publicCharging'];
  /** The CO2 model, for each car's CO2 a year. */
  emissions: Emissions;
}

/**
 * The model's constants as data/calculators.yaml gives them, with the calculator's maintenance allowances: the car
 * page's cost of ownership and a post's `:ownership` read the same.
 */
export function ownershipModelOf(calculators: Pick<Calculators, 'ownership' | 'savings' | 'taxes' | 'publicCharging' | 'emissions'>) {
  return {
    ...calculators.ownership,
    maintenancePerYear: calculators.savings.maintenancePerYear,
    taxes: calculators.taxes,
    publicCharging: calculators.publicCharging,
    emissions: calculators.emissions,
  } satisfies OwnershipModel;
}

/** How the car is driven: km a day, and where it is charged at what price (a buyer's situation: see situationMix). */
export interface OwnershipUsage {
  dailyKm: number;
  mix: ChargingMix;
}

/** One car's costs, in rupees: what buying it takes, and what a year of driving it costs. */
export interface CarCosts {
  exShowroom: number;
  /** The road-tax rate applied to this price (the state's one rate, or its slab). */
  roadTaxPercent: number;
  roadTax: number;
  registration: number;
  /** The purchase incentives taken off the upfront cost (EV only): the state's, and the centre's. */
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
  /** The EV's electricity: kWh a year from the wall, and the mix (the state's home tariff, the public price) it is paid at. */
  charging: { wallKwhPerYear: number; wallKwhPerKm: number; mix: ChargingMix; perKwh: number };
  /** kg of CO2 a year each car emits, well to wheel (src/domain/emissions.ts). */
  co2KgPerYear: { ev: number; petrol: number };
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

/** A year of each cost, and the upfront cost, from what buying the car costs. */
function costsOf(purchase: PurchaseCost, energyPerYear: number, maintenancePerYear: number, insurancePercent: number): CarCosts {
  const insurancePerYear = (purchase.exShowroom * insurancePercent) / 100;
  return {
    exShowroom: purchase.exShowroom,
    roadTaxPercent: purchase.roadTaxPercent,
    roadTax: purchase.roadTax,
    registration: purchase.registration,
    incentive: purchase.incentives,
    upfront: purchase.onRoad,
    energyPerYear,
    insurancePerYear,
    maintenancePerYear,
    perYear: energyPerYear + insurancePerYear + maintenancePerYear,
  };
}

/** What of an electric car (one variant of it: see carAsVariant) its cost of ownership reads. */
export interface OwnedEv {
  price: Pick<Car['price'], 'min'>;
  battery: Pick<Car['battery'], 'capacityKwh' | 'options'>;
  /** Energy from the wall a km in everyday driving, kWh (wallKwhPerKm of range.ts). */
  wallKwhPerKm: number;
}

/** What of the model an electric car's own costs read. */
export interface EvCostModel {
  insurancePercent: number;
  maintenancePerYear: Pick<OwnershipModel['maintenancePerYear'], 'ev'>;
  taxes: EvPurchaseTaxes;
}

/**
 * An electric car's costs in a state for a buyer's situation: buying it (ex-showroom, road tax, registration, less
 * incentives) and a year of electricity, insurance and maintenance. The car page's cost of ownership, the finder and
 * compare all take their cost over years from this, through costOver.
 */
export function evCosts(car: OwnedEv, state: PurchaseState, { dailyKm, mix }: OwnershipUsage, model: EvCostModel): CarCosts {
  const energyPerYear = dailyKm * DAYS_A_YEAR * mixCostPerKm(car.wallKwhPerKm, mix);
  return costsOf(evPurchase(car, state, model.taxes), energyPerYear, model.maintenancePerYear.ev, model.insurancePercent);
}

/** What a car costs over so many years: its upfront cost and that many years of running costs. */
export const costOver = (costs: Pick<CarCosts, 'upfront' | 'perYear'>, years: number): number => costs.upfront + years * costs.perYear;

/** What of calculators.yaml an electric car's own costs read, as evCosts takes it. */
export const evCostModelOf = (calculators: Pick<Calculators, 'ownership' | 'savings' | 'taxes'>): EvCostModel => ({
  insurancePercent: calculators.ownership.insurancePercent,
  maintenancePerYear: { ev: calculators.savings.maintenancePerYear.ev },
  taxes: {
    gst: { evPercent: calculators.taxes.gst.evPercent },
    registration: { evRupees: calculators.taxes.registration.evRupees },
    centralSubsidy: { privateCarRupees: calculators.taxes.centralSubsidy.privateCarRupees },
  },
});

/**
 * What an electric car (one variant) costs a buyer over so many years, in rupees: the cost of ownership's total for
 * the car, the one figure the car page, compare, the finder and `query cars` give for it.
 */
export const evCostOver = (car: OwnedEv, state: PurchaseState, usage: OwnershipUsage, model: EvCostModel, years: number): number =>
  costOver(evCosts(car, state, usage, model), years);

/**
 * The cost of owning a car and its petrol alternative, as the car page states it: what buying each costs on the road
 * (purchaseComparison: the EV's starting price and the petrol car's, with road tax and registration, less the EV's
 * incentives); then each year, energy (daily km x 365 at the car's everyday consumption, divided by the charging
 * efficiency, at the charging mix's price of a kWh (src/domain/running.ts: the buyer's home tariff for the share
 * charged at home, the public DC price for the rest); or at the petrol car's claimed mileage and the state's petrol price),
 * insurance (a percent of the ex-showroom price) and maintenance; and each car's CO2 a year, well to wheel. No resale
 * value, loan interest or price rises: the same assumptions for both cars.
 */
export function ownershipCost(
  car: Pick<Car, 'price' | 'range' | 'battery'> & { petrolAlternative: PetrolAlternative },
  state: PurchaseState & Pick<StateIncentive, 'petrol'>,
  { dailyKm, mix }: OwnershipUsage,
  years: readonly number[],
  model: OwnershipModel,
): Ownership {
  const kmPerYear = dailyKm * DAYS_A_YEAR;
  const perKm = wallKwhPerKm(car, model);
  const bought = purchaseComparison(car, state, model.taxes);
  const ev = evCosts({ ...car, wallKwhPerKm: perKm }, state, { dailyKm, mix }, model);
  // (evCostOver, below, is costOver of these costs: the totals are the same figure the finder and compare give.)
  const petrol = costsOf(
    bought.petrol,
    (kmPerYear / car.petrolAlternative.mileageKmpl) * state.petrol.perLitre,
    model.maintenancePerYear.petrol,
    model.insurancePercent,
  );
  const totals = years.map((span) => {
    const evTotal = evCostOver({ ...car, wallKwhPerKm: perKm }, state, { dailyKm, mix }, model, span);
    const petrolTotal = costOver(petrol, span);
    return { years: span, ev: evTotal, petrol: petrolTotal, evSaves: petrolTotal - evTotal };
  });
  const evCheaperToBuy = ev.upfront <= petrol.upfront;
  const evCheaperToRun = ev.perYear < petrol.perYear;
  // The lines cross when one car is cheaper to buy and the other cheaper to run.
  const extra = Math.abs(ev.upfront - petrol.upfront);
  const gainedPerMonth = Math.abs(petrol.perYear - ev.perYear) / 12;
  const breakEvenMonths = evCheaperToBuy !== evCheaperToRun && gainedPerMonth > 0 ? Math.ceil(extra / gainedPerMonth) : undefined;
  const charging = { wallKwhPerYear: kmPerYear * perKm, wallKwhPerKm: perKm, mix, perKwh: mixPerKwh(mix) };
  const co2KgPerYear = {
    ev: kmPerYear * evKgCo2PerKm(perKm, model.emissions),
    petrol: kmPerYear * petrolKgCo2PerKm(car.petrolAlternative.mileageKmpl, model.emissions),
  };
  return {
    kmPerYear,
    charging,
    co2KgPerYear,
    ev,
    petrol,
    totals,
    evCheaperToBuy,
    evCheaperToRun,
    ...(breakEvenMonths === undefined ? {} : { breakEvenMonths }),
  };
}
