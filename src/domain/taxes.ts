import type { Calculators, Car, PetrolAlternative, StateIncentive } from '../schema/index.ts';
import { LAKH } from './format.ts';
import { batteryPacks } from './range.ts';

/**
 * What buying a car costs beyond its ex-showroom price, and what an electric car's buyer gets back: the one model
 * behind the incentive estimator, the incentives pages and the cost of ownership on each car page.
 */

/** The taxes and central incentives of data/calculators.yaml. */
export type Taxes = Calculators['taxes'];
/** A state's road tax on one kind of car: one percent, or slabs by price. */
export type TaxRate = StateIncentive['roadTaxPercent']['ev'];
/** What of a state the purchase model reads. */
export type PurchaseState = Pick<StateIncentive, 'roadTaxPercent' | 'maxRebateLakh' | 'purchaseIncentive'>;
/** What of a car the purchase model reads. */
export interface PurchaseCar {
  price: Pick<Car['price'], 'min'>;
  battery: Pick<Car['battery'], 'capacityKwh' | 'options'>;
  petrolAlternative: Pick<PetrolAlternative, 'priceLakh' | 'gstClass'>;
}

/** The road-tax percent on a car of this ex-showroom price: the one rate, or that of the slab its price falls in. */
export function roadTaxPercentAt(rate: TaxRate, priceLakh: number): number {
  if (typeof rate === 'number') return rate;
  return (rate.find((slab) => slab.upToLakh === undefined || priceLakh <= slab.upToLakh) ?? rate[rate.length - 1]!).percent;
}

/** A rate in words: "12%", or "11% up to ₹10 lakh, 12% up to ₹20 lakh, 13% above". */
export function describeTaxRate(rate: TaxRate): string {
  if (typeof rate === 'number') return `${rate}%`;
  if (rate.length === 1) return `${rate[0]!.percent}%`;
  return rate
    .map((slab) => (slab.upToLakh === undefined ? `${slab.percent}% above` : `${slab.percent}% up to ₹${slab.upToLakh} lakh`))
    .join(', ');
}

/** The battery the price is for: a variant's one pack (see carAsVariant), else the smallest the car is sold with. */
const startingBatteryKwh = (car: Pick<PurchaseCar, 'battery'>): number => Math.min(...batteryPacks(car));

/**
 * The state's purchase incentive for this car at its starting price, in rupees: so much a kWh of the starting
 * variant's battery, up to the policy's cap and the state's stated maximum, and nothing for a car priced above the
 * policy's limit or where the state has no incentive.
 */
export function purchaseIncentiveFor(
  car: Pick<PurchaseCar, 'price' | 'battery'>,
  state: Pick<StateIncentive, 'maxRebateLakh' | 'purchaseIncentive'>,
): number {
  const policy = state.purchaseIncentive;
  if (!policy || (policy.maxPriceLakh !== undefined && car.price.min > policy.maxPriceLakh)) return 0;
  return Math.min(policy.perKwh * startingBatteryKwh(car), policy.capLakh * LAKH, state.maxRebateLakh * LAKH);
}

/** One car's purchase, in rupees. */
export interface PurchaseCost {
  exShowroom: number;
  gstPercent: number;
  /** The GST included in the ex-showroom price. */
  gst: number;
  roadTaxPercent: number;
  roadTax: number;
  registration: number;
  /** Purchase incentives taken off: the state's, and the centre's (none today for private cars). */
  incentives: number;
  /** Ex-showroom price plus road tax and registration, less incentives. */
  onRoad: number;
}

/** An electric car against its petrol alternative, bought in one state. */
export interface PurchaseComparison {
  ev: PurchaseCost;
  petrol: PurchaseCost;
  stateIncentive: number;
  centralSubsidy: number;
  /** What the EV's buyer pays less (or gets back) than the petrol car's on each line, in rupees; negative is more. */
  advantage: { gst: number; roadTax: number; registration: number; incentives: number; total: number };
}

/**
 * The EV's cheapest variant against its petrol alternative in a state: GST (in each ex-showroom price, at the EV rate
 * and the petrol car's class rate), road tax (the state's rate or slab for each price), the registration fee, and
 * the purchase incentives (the state's under its policy's terms, and the central subsidy).
 */
export function purchaseComparison(car: PurchaseCar, state: PurchaseState, taxes: Taxes): PurchaseComparison {
  const stateIncentive = purchaseIncentiveFor(car, state);
  const centralSubsidy = taxes.centralSubsidy.privateCarRupees;
  const cost = (priceLakh: number, gstPercent: number, rate: TaxRate, registration: number, incentives: number): PurchaseCost => {
    const exShowroom = priceLakh * LAKH;
    const roadTaxPercent = roadTaxPercentAt(rate, priceLakh);
    const roadTax = (exShowroom * roadTaxPercent) / 100;
    return {
      exShowroom,
      gstPercent,
      gst: (exShowroom * gstPercent) / (100 + gstPercent),
      roadTaxPercent,
      roadTax,
      registration,
      incentives,
      onRoad: exShowroom + roadTax + registration - incentives,
    };
  };
  const { gst, registration } = taxes;
  const ev = cost(car.price.min, gst.evPercent, state.roadTaxPercent.ev, registration.evRupees, stateIncentive + centralSubsidy);
  const petrolGst = car.petrolAlternative.gstClass === 'small' ? gst.petrolSmallPercent : gst.petrolLargePercent;
  const petrol = cost(car.petrolAlternative.priceLakh, petrolGst, state.roadTaxPercent.petrol, registration.petrolRupees, 0);
  const advantage = {
    gst: petrol.gst - ev.gst,
    roadTax: petrol.roadTax - ev.roadTax,
    registration: petrol.registration - ev.registration,
    incentives: ev.incentives,
  };
  return {
    ev,
    petrol,
    stateIncentive,
    centralSubsidy,
    advantage: { ...advantage, total: advantage.gst + advantage.roadTax + advantage.registration + advantage.incentives },
  };
}
