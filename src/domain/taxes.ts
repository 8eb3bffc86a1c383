import type { Calculators, Car, PetrolAlternative, StateIncentive } from '../schema/index.ts';
import { formatDate, LAKH } from './format.ts';
import { batteryPacks } from './range.ts';
import { taxNoteWords, taxWords } from './taxes-words.ts';
import { words } from './words.ts';

/**
 * What buying a car costs beyond its ex-showroom price, and what an electric car's buyer gets back: the one model
 * behind the incentive estimator, the incentives pages and the cost of ownership on each car page.
 */

/** The taxes and central incentives of data/calculators.yaml. */
export type Taxes = Calculators['taxes'];
/** A state's road tax on one kind of car: one percent, or slabs by price. */
export type TaxRate = StateIncentive['roadTaxPercent']['petrol'];
/** A state's road tax on electric cars as its data writes it: a rate, or a concession with a price cap or end date. */
export type EvRoadTaxRule = StateIncentive['roadTaxPercent']['ev'];
/** The road tax a state charges on a given day: a plain rate or slabs for each kind of car. */
export interface RoadTaxInForce {
  ev: TaxRate;
  petrol: TaxRate;
}
/** What of a state the purchase model reads: its road tax as in force on the build date (see statesInForce). */
export type PurchaseState = Pick<StateIncentive, 'maxRebateLakh' | 'purchaseIncentive'> & { roadTaxPercent: RoadTaxInForce };
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
  const said = taxWords();
  return rate
    .map((slab) => (slab.upToLakh === undefined ? said.slabAbove(slab.percent) : said.slabUpTo(slab.percent, lakhText(slab.upToLakh))))
    .join(', ');
}

/** A concession with limits, as opposed to a plain rate or slabs. */
type EvConcession = Exclude<EvRoadTaxRule, TaxRate>;

const isConcession = (rule: EvRoadTaxRule): rule is EvConcession => typeof rule === 'object' && !Array.isArray(rule);

/** A rate as slabs: one rate is a single open slab. */
const slabsOf = (rate: TaxRate) => (typeof rate === 'number' ? [{ percent: rate }] : rate);

/** The day after a YYYY-MM-DD date, 00:00 UTC: when a rule that lasts until that date stops applying. */
const dayAfter = (date: string): Date => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000);

const lakhText = (value: number) => words().lakh(value);
const dateText = (date: string) => formatDate(new Date(`${date}T00:00:00Z`));

/** The limits of an electric-car road-tax concession in force, or the day it ended: what the on-road price says. */
export interface EvRoadTaxLimits {
  /** The concession's own rate, percent: 0 for an exemption. */
  percent: number;
  /** It covers cars up to this ex-showroom price, in lakh. */
  upToLakh?: number;
  /** It lasts until this day, YYYY-MM-DD. */
  until?: string;
  /** It ended on this day, YYYY-MM-DD: cars now pay what follows it. */
  ended?: string;
}

/**
 * A state's road tax on electric cars on `day`, as a plain rate or slabs, with the limits of the concession behind it
 * and a sentence saying what they are or what replaced it. A concession past its `until` no longer applies: cars pay
 * its `otherwise` (by default the petrol rate). One with a price cap becomes slabs: its rate up to the cap, then the
 * `otherwise` rate of the price.
 */
export function evRoadTaxOn(
  roadTax: { ev: EvRoadTaxRule; petrol: TaxRate },
  day: Date,
): { rate: TaxRate; note?: string; limits?: EvRoadTaxLimits } {
  const rule = roadTax.ev;
  if (!isConcession(rule)) return { rate: rule };
  const otherwise = rule.otherwise ?? roadTax.petrol;
  const said = taxNoteWords();
  const note = {
    percent: rule.percent,
    cap: rule.upToLakh === undefined ? undefined : lakhText(rule.upToLakh),
    until: rule.until === undefined ? undefined : dateText(rule.until),
    after: describeTaxRate(otherwise),
    asPetrol: rule.otherwise === undefined,
  };
  if (rule.until !== undefined && day >= dayAfter(rule.until)) {
    return { rate: otherwise, note: said.ended(note), limits: { percent: rule.percent, ended: rule.until } };
  }
  const limits = {
    percent: rule.percent,
    ...(rule.upToLakh === undefined ? {} : { upToLakh: rule.upToLakh }),
    ...(rule.until === undefined ? {} : { until: rule.until }),
  };
  if (rule.upToLakh === undefined) {
    return { rate: rule.percent, note: said.open(note), limits };
  }
  const cap = rule.upToLakh;
  const above = slabsOf(otherwise).filter((slab) => slab.upToLakh === undefined || slab.upToLakh > cap);
  return {
    rate: [{ upToLakh: cap, percent: rule.percent }, ...above],
    note: said.capped({ ...note, after: describeTaxRate(above) }),
    limits,
  };
}

/**
 * How a car's road tax under these limits is worked out, in words, for the on-road price: "none on electric cars
 * until 31 March 2030", "10% of the ex-showroom price: the exemption for electric cars covers only cars up to ₹30 lakh".
 */
export function evRoadTaxHow(percent: number, priceLakh: number, limits: EvRoadTaxLimits | undefined): string {
  const said = taxWords();
  if (!limits) return percent === 0 ? said.noneAtThisPrice : said.ofPrice(percent);
  const working = {
    percent,
    concession: limits.percent,
    cap: limits.upToLakh === undefined ? undefined : lakhText(limits.upToLakh),
    until: limits.until === undefined ? undefined : dateText(limits.until),
  };
  if (limits.ended) return said.endedHow(working, dateText(limits.ended));
  if (limits.upToLakh !== undefined && priceLakh > limits.upToLakh) return said.overCapHow(working);
  return said.inForceHow(working);
}

/**
 * A state's road tax on electric cars in force, in a few words for a list: "none until 31 March 2030", "none up to
 * ₹25 lakh, 10% above", "4% up to ₹6 lakh, 7% up to ₹10 lakh, 10% above (the exemption ended on 31 March 2026)".
 */
export function evRoadTaxSummary(rate: TaxRate, limits: EvRoadTaxLimits | undefined): string {
  const said = taxWords();
  const written = (value: TaxRate) => (value === 0 ? said.none : describeTaxRate(value));
  if (limits?.ended) return said.endedSummary(written(rate), limits.percent, dateText(limits.ended));
  const until = limits?.until === undefined ? undefined : dateText(limits.until);
  if (limits?.upToLakh !== undefined && Array.isArray(rate)) {
    const [capped, ...above] = rate;
    // What dearer cars pay, its last slab "above" even when it is the only one.
    const dearer = above.length === 1 ? said.slabAbove(above[0]!.percent) : describeTaxRate(above);
    return said.cappedSummary(written(capped!.percent), lakhText(limits.upToLakh), until, dearer);
  }
  return said.summary(written(rate), until);
}

/** A state with its road tax as in force on a day, and the note on the electric-car rate's limits, if any. */
export type StateInForce<S extends Pick<StateIncentive, 'roadTaxPercent'>> = Omit<S, 'roadTaxPercent'> & {
  roadTaxPercent: RoadTaxInForce;
  /** What limits the electric-car rate has (a price cap, an end date) or what replaced it; absent for a plain rate. */
  evRoadTaxNote?: string;
  /** The same limits as data, for the on-road price's working (evRoadTaxHow). */
  evRoadTaxLimits?: EvRoadTaxLimits;
};

/**
 * The states with their road tax as in force on `day` (the build date): what every page, calculator and island
 * reads, so a concession stops applying on its own once its end date has passed.
 */
export function statesInForce<S extends Pick<StateIncentive, 'roadTaxPercent'>>(states: readonly S[], day: Date): StateInForce<S>[] {
  return states.map((state) => {
    const { rate, note, limits } = evRoadTaxOn(state.roadTaxPercent, day);
    return {
      ...state,
      roadTaxPercent: { ev: rate, petrol: state.roadTaxPercent.petrol },
      ...(note ? { evRoadTaxNote: note } : {}),
      ...(limits ? { evRoadTaxLimits: limits } : {}),
    };
  });
}

/** A state of incentives.yaml with its road tax as in force on the build date: what pages and islands read. */
export type StateToday = StateInForce<StateIncentive>;

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

/** What buying a car of this price costs: GST within it, road tax at the rate or slab, registration, less incentives. */
function purchaseCost(priceLakh: number, gstPercent: number, rate: TaxRate, registration: number, incentives: number): PurchaseCost {
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
}

/** What of the taxes buying an electric car reads. */
export type EvPurchaseTaxes = {
  gst: Pick<Taxes['gst'], 'evPercent'>;
  registration: Pick<Taxes['registration'], 'evRupees'>;
  centralSubsidy: Pick<Taxes['centralSubsidy'], 'privateCarRupees'>;
};

/** What buying an electric car (its starting variant) costs in a state, less the state's incentive and the centre's. */
export function evPurchase(car: Pick<PurchaseCar, 'price' | 'battery'>, state: PurchaseState, taxes: EvPurchaseTaxes): PurchaseCost {
  const incentives = purchaseIncentiveFor(car, state) + taxes.centralSubsidy.privateCarRupees;
  return purchaseCost(car.price.min, taxes.gst.evPercent, state.roadTaxPercent.ev, taxes.registration.evRupees, incentives);
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
  const { gst, registration } = taxes;
  const ev = evPurchase(car, state, taxes);
  const petrolGst = car.petrolAlternative.gstClass === 'small' ? gst.petrolSmallPercent : gst.petrolLargePercent;
  const petrol = purchaseCost(car.petrolAlternative.priceLakh, petrolGst, state.roadTaxPercent.petrol, registration.petrolRupees, 0);
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
