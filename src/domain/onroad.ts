import type { Calculators, Car, StateIncentive } from '../schema/index.ts';
import { formatRupeesInLakh, LAKH } from './format.ts';
import { evRoadTaxHow, purchaseIncentiveFor, roadTaxPercentAt, type EvRoadTaxLimits, type RoadTaxInForce, type Taxes } from './taxes.ts';
import { wordTable, words, wordsIn } from './words.ts';

/**
 * A variant's on-road price in one state: what a buyer pays to drive it away, from dated data. The one model behind
 * the car page's on-road price, the "on-road from" of cards and the finder's budget.
 */

/** The on-road constants of data/calculators.yaml. */
export type OnRoadModel = Calculators['onRoad'];

/** A dated part of the model without its date and source. */
type Undated<T> = Omit<T, 'asOf' | 'source'>;

/** What the sum reads of the model: its figures, not the dates and sources the car page cites. */
export interface OnRoadRates {
  thirdParty: Undated<OnRoadModel['thirdParty']>;
  ownDamage: Undated<OnRoadModel['ownDamage']>;
  insuranceGstPercent: number;
  tcs: Undated<OnRoadModel['tcs']>;
  fastag: Undated<OnRoadModel['fastag']>;
}

/**
 * What of a state the on-road price reads: its road tax as in force on the build date (statesInForce in taxes.ts),
 * with the limits of the electric-car rate, if it has any.
 */
export type OnRoadState = Pick<StateIncentive, 'state' | 'maxRebateLakh' | 'purchaseIncentive'> & {
  roadTaxPercent: RoadTaxInForce;
  evRoadTaxLimits?: EvRoadTaxLimits;
};

/** What of the taxes of data/calculators.yaml the on-road price reads. */
export interface OnRoadTaxes {
  registration: Pick<Taxes['registration'], 'evRupees'>;
  centralSubsidy: Pick<Taxes['centralSubsidy'], 'privateCarRupees'>;
}

/** What of a car (one variant of it: see carAsVariant) the on-road price reads. */
export interface OnRoadCar {
  price: Pick<Car['price'], 'min'>;
  battery: Pick<Car['battery'], 'capacityKwh' | 'options'>;
  performance: Pick<Car['performance'], 'powerBhp'>;
}

/** One line of an on-road price, in rupees, with how it was worked out. */
export interface OnRoadLine {
  label: string;
  rupees: number;
  how: string;
}

/** An on-road price: its lines (incentives negative) and their total. */
export interface OnRoadPrice {
  lines: OnRoadLine[];
  total: number;
  /** The part of the total the buyer gets back: TCS, claimed in the income-tax return. */
  refundable: number;
}

const KW_PER_BHP = 0.7457;

const rupees = (value: number) => `₹${Math.round(value).toLocaleString('en-IN')}`;

/** The words of an on-road price's lines, in each language. */
export const onRoadWords = /* @__PURE__ */ wordTable('onroad', {
  over: (kw: number) => `over ${kw} kW`,
  upTo: (kw: number) => `up to ${kw} kW`,
  noPower: 'motor power not confirmed, so the top slab',
  motor: (kw: number, slab: string) => `a ${kw} kW motor, the ${slab} slab`,
  exShowroom: 'Ex-showroom price',
  gstIncluded: (price: string) => `${price}, GST included`,
  roadTax: (state: string) => `Road tax in ${state}`,
  registration: 'Registration',
  noFee: 'no fee for electric cars',
  fee: 'the registration certificate fee',
  insurance: 'Insurance at purchase',
  insuranceHow: (i: InsuranceHow) =>
    `${i.years} years of third-party cover, ${i.thirdParty} (${i.power}), and a year of own damage, about ${i.percentOfIdv}% of the insured value of ${i.idv} (${i.idvPercent}% of the price), plus ${i.gstPercent}% GST`,
  fastagHow: 'issue fee and refundable deposit',
  tcs: 'TCS (you get it back)',
  tcsHow: (percent: number, above: string) => `${percent}% of a price above ${above}, claimed in your tax return`,
  incentive: 'Purchase incentive',
  incentiveHow: "the state's incentive for this car",
});

/** The figures of the insurance line's working. */
interface InsuranceHow {
  years: number;
  thirdParty: string;
  power: string;
  percentOfIdv: number;
  idv: string;
  idvPercent: number;
  gstPercent: number;
}

const word = () => wordsIn(onRoadWords);

/** The third-party premium slab of a motor of so many kW (the last slab when the power is not confirmed). */
function thirdPartyPremium(kw: number | null, slabs: OnRoadRates['thirdParty']['slabs']): { rupees: number; slab: string } {
  const index = kw === null ? slabs.length - 1 : slabs.findIndex((slab) => slab.upToKw === undefined || kw <= slab.upToKw);
  const slab = slabs[index === -1 ? slabs.length - 1 : index]!;
  const below = slabs[index - 1]?.upToKw;
  const slabName =
    slab.upToKw === undefined ? word().over(below ?? 0) : below === undefined ? word().upTo(slab.upToKw) : `${below}-${slab.upToKw} kW`;
  return { rupees: slab.rupees, slab: slabName };
}

/**
 * Ex-showroom price, the state's road tax on it (its EV rate, or the slab of the price), the registration fee, the
 * insurance a new car must be bought with (third party for its years, by motor power, and a first year of own damage
 * on the insured value, with GST), a FASTag and TCS on a car above its threshold, less the state's purchase incentive
 * and any central subsidy. An estimate: dealers' quotes differ a little, and insurers price own damage themselves.
 */
export function onRoadPrice(car: OnRoadCar, state: OnRoadState, model: OnRoadRates, taxes: OnRoadTaxes): OnRoadPrice {
  const lakh = car.price.min;
  const exShowroom = lakh * LAKH;
  const roadTaxPercent = roadTaxPercentAt(state.roadTaxPercent.ev, lakh);
  const kw = car.performance.powerBhp === null ? null : car.performance.powerBhp * KW_PER_BHP;
  const thirdParty = thirdPartyPremium(kw, model.thirdParty.slabs);
  const idv = (exShowroom * model.ownDamage.idvPercent) / 100;
  const ownDamage = (idv * model.ownDamage.percentOfIdv) / 100;
  const gstShare = model.insuranceGstPercent / 100;
  const insurance = (thirdParty.rupees + ownDamage) * (1 + gstShare);
  const tcs = lakh > model.tcs.aboveLakh ? (exShowroom * model.tcs.percent) / 100 : 0;
  const incentive = purchaseIncentiveFor(car, state) + taxes.centralSubsidy.privateCarRupees;
  const said = word();
  const power = kw === null ? said.noPower : said.motor(Math.round(kw), thirdParty.slab);
  const lines: OnRoadLine[] = [
    { label: said.exShowroom, rupees: exShowroom, how: said.gstIncluded(formatRupeesInLakh(exShowroom)) },
    {
      label: said.roadTax(state.state),
      rupees: (exShowroom * roadTaxPercent) / 100,
      how: evRoadTaxHow(roadTaxPercent, lakh, state.evRoadTaxLimits),
    },
    {
      label: said.registration,
      rupees: taxes.registration.evRupees,
      how: taxes.registration.evRupees === 0 ? said.noFee : said.fee,
    },
    {
      label: said.insurance,
      rupees: insurance,
      how: said.insuranceHow({
        years: model.thirdParty.years,
        thirdParty: rupees(thirdParty.rupees),
        power,
        percentOfIdv: model.ownDamage.percentOfIdv,
        idv: rupees(idv),
        idvPercent: model.ownDamage.idvPercent,
        gstPercent: model.insuranceGstPercent,
      }),
    },
    { label: 'FASTag', rupees: model.fastag.rupees, how: said.fastagHow },
    ...(tcs > 0 ? [{ label: said.tcs, rupees: tcs, how: said.tcsHow(model.tcs.percent, words().lakh(model.tcs.aboveLakh)) }] : []),
    ...(incentive > 0 ? [{ label: said.incentive, rupees: -incentive, how: said.incentiveHow }] : []),
  ];
  return { lines, total: lines.reduce((sum, line) => sum + line.rupees, 0), refundable: tcs };
}

/** What an island needs to price any variant on the road in any state: each state's rules, the model and the taxes. */
export interface OnRoadContext {
  states: readonly (OnRoadState & { slug: string })[];
  model: OnRoadRates;
  taxes: OnRoadTaxes;
}

/** The model's figures alone, for island props (the dates and sources are the car page's to cite). */
function undatedRates({ thirdParty, ownDamage, insuranceGstPercent, tcs, fastag }: OnRoadModel): OnRoadRates {
  return {
    thirdParty: { slabs: thirdParty.slabs, years: thirdParty.years },
    ownDamage: { percentOfIdv: ownDamage.percentOfIdv, idvPercent: ownDamage.idvPercent },
    insuranceGstPercent,
    tcs: { percent: tcs.percent, aboveLakh: tcs.aboveLakh },
    fastag: { rupees: fastag.rupees },
  };
}

/** The fields of a state the on-road price reads, and its slug: what island props carry of each state, no more. */
export const onRoadStateOf = ({
  state,
  slug,
  roadTaxPercent,
  evRoadTaxLimits,
  maxRebateLakh,
  purchaseIncentive,
}: OnRoadState & { slug: string }): OnRoadState & { slug: string } => ({
  state,
  slug,
  roadTaxPercent,
  ...(evRoadTaxLimits ? { evRoadTaxLimits } : {}),
  maxRebateLakh,
  ...(purchaseIncentive ? { purchaseIncentive } : {}),
});

/**
 * The on-road context from the states as in force on the build date (statesInForce): only the fields the model
 * reads, so island props stay small.
 */
export function onRoadContext(
  incentives: readonly (OnRoadState & { slug: string })[],
  calculators: Pick<Calculators, 'onRoad' | 'taxes'>,
): OnRoadContext {
  return {
    states: incentives.map(onRoadStateOf),
    model: undatedRates(calculators.onRoad),
    taxes: {
      registration: { evRupees: calculators.taxes.registration.evRupees },
      centralSubsidy: { privateCarRupees: calculators.taxes.centralSubsidy.privateCarRupees },
    },
  };
}

/** The slug of the state prices are shown for until a visitor chooses theirs: the site's own (site.yaml's location). */
export const homeStateSlug = (incentives: readonly Pick<StateIncentive, 'state' | 'slug'>[], homeState: string): string =>
  incentives.find((item) => item.state === homeState)?.slug ?? incentives[0]?.slug ?? '';

/** A variant's on-road price in a state, in rupees, from the few figures a list of variants carries. */
export const variantOnRoad = (
  variant: { lakh: number; batteryKwh: number; powerBhp: number | null },
  onRoad: { state: OnRoadState; model: OnRoadRates; taxes: OnRoadTaxes },
): number =>
  onRoadPrice(
    { price: { min: variant.lakh }, battery: { capacityKwh: variant.batteryKwh }, performance: { powerBhp: variant.powerBhp } },
    onRoad.state,
    onRoad.model,
    onRoad.taxes,
  ).total;
