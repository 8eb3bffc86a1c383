import type { Calculators, Car, StateIncentive } from '../schema/index.ts';
import { formatRupeesInLakh, LAKH } from './format.ts';
import { evRoadTaxHow, purchaseIncentiveFor, roadTaxPercentAt, type EvRoadTaxLimits, type RoadTaxInForce, type Taxes } from './taxes.ts';

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

/** The third-party premium slab of a motor of so many kW (the last slab when the power is not confirmed). */
function thirdPartyPremium(kw: number | null, slabs: OnRoadRates['thirdParty']['slabs']): { rupees: number; slab: string } {
  const index = kw === null ? slabs.length - 1 : slabs.findIndex((slab) => slab.upToKw === undefined || kw <= slab.upToKw);
  const slab = slabs[index === -1 ? slabs.length - 1 : index]!;
  const below = slabs[index - 1]?.upToKw;
  const slabName =
    slab.upToKw === undefined ? `over ${below ?? 0} kW` : below === undefined ? `up to ${slab.upToKw} kW` : `${below}-${slab.upToKw} kW`;
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
  const power = kw === null ? 'motor power not confirmed, so the top slab' : `a ${Math.round(kw)} kW motor, the ${thirdParty.slab} slab`;
  const lines: OnRoadLine[] = [
    { label: 'Ex-showroom price', rupees: exShowroom, how: `${formatRupeesInLakh(exShowroom)}, GST included` },
    {
      label: `Road tax in ${state.state}`,
      rupees: (exShowroom * roadTaxPercent) / 100,
      how: evRoadTaxHow(roadTaxPercent, lakh, state.evRoadTaxLimits),
    },
    {
      label: 'Registration',
      rupees: taxes.registration.evRupees,
      how: taxes.registration.evRupees === 0 ? 'no fee for electric cars' : 'the registration certificate fee',
    },
    {
      label: 'Insurance at purchase',
      rupees: insurance,
      how: `${model.thirdParty.years} years of third-party cover, ${rupees(thirdParty.rupees)} (${power}), and a year of own damage, about ${model.ownDamage.percentOfIdv}% of the insured value of ${rupees(idv)} (${model.ownDamage.idvPercent}% of the price), plus ${model.insuranceGstPercent}% GST`,
    },
    { label: 'FASTag', rupees: model.fastag.rupees, how: 'issue fee and refundable deposit' },
    ...(tcs > 0
      ? [
          {
            label: 'TCS (you get it back)',
            rupees: tcs,
            how: `${model.tcs.percent}% of a price above ₹${model.tcs.aboveLakh} lakh, claimed in your tax return`,
          },
        ]
      : []),
    ...(incentive > 0 ? [{ label: 'Purchase incentive', rupees: -incentive, how: "the state's incentive for this car" }] : []),
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
