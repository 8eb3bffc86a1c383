import { formatRupees } from './format.ts';
import { dated, type QuoteData, type QuotedFact } from './quote-subjects.ts';
import { evRoadTaxSummary, type StateToday } from './taxes.ts';
import { wordTable, words, wordsIn } from './words.ts';

// The dated facts directives quote besides cars and lenders: the national taxes and fees, the site's constants
// (`:fact{of=calculators.NAME}`) and a state's fields (`:fact{of=incentives.SLUG.FIELD}`).

/** The national taxes and fees on buying a car, with their dates. */
export const taxFacts = ({ taxes }: Pick<Constants, 'taxes'>): QuotedFact[] => [
  { what: 'GST rates', ...dated(taxes.gst) },
  { what: 'registration fees', ...dated(taxes.registration) },
  { what: 'central subsidy for private cars', ...dated(taxes.centralSubsidy) },
];

/** What an on-road price adds to the car and its road tax, with their dates. */
export const onRoadFacts = (calculators: Pick<Constants, 'taxes' | 'onRoad'>): QuotedFact[] => [
  ...taxFacts(calculators),
  { what: 'third-party insurance premiums', ...dated(calculators.onRoad.thirdParty) },
  { what: 'own-damage premium estimate', ...dated(calculators.onRoad.ownDamage) },
  { what: 'TCS on a car', ...dated(calculators.onRoad.tcs) },
  { what: 'FASTag fee', ...dated(calculators.onRoad.fastag) },
];

/** A state's road tax and incentives: the policy they follow, with its date. */
export const policyOf = (state: StateToday): QuotedFact => ({
  what: `${state.state} incentive policy`,
  asOf: state.asOf,
  source: state.source,
});

export type Constants = QuoteData['calculators'];
const percent = (value: number) => `${value}%`;

/** The words of the constants' texts, in each language: a Hindi post quotes them mid-sentence. */
export const factWords = /* @__PURE__ */ wordTable('quote-facts', {
  noFee: 'nothing',
  noSubsidy: 'none',
  insurance: (percent: number) => `${percent}% of the ex-showroom price a year`,
  ownDamage: (percent: number) => `${percent}% of the insured value a year`,
  tcs: (percent: number, above: string) => `${percent}% of the price of a car above ${above}`,
});

const word = () => wordsIn(factWords);

/** The site's constants a `:fact{of=calculators.NAME}` quotes (data/calculators.yaml): the text and its date. */
export const CONSTANTS: Readonly<Record<string, (c: Constants) => { text: string; fact?: QuotedFact }>> = {
  publicCharging: (c) => ({
    text: words().perKwh(`₹${c.publicCharging.dcPerKwh}`),
    fact: { what: 'public DC charging price', ...dated(c.publicCharging) },
  }),
  evGst: (c) => ({ text: percent(c.taxes.gst.evPercent), fact: { what: 'GST rates', ...dated(c.taxes.gst) } }),
  petrolSmallGst: (c) => ({ text: percent(c.taxes.gst.petrolSmallPercent), fact: { what: 'GST rates', ...dated(c.taxes.gst) } }),
  petrolLargeGst: (c) => ({ text: percent(c.taxes.gst.petrolLargePercent), fact: { what: 'GST rates', ...dated(c.taxes.gst) } }),
  evRegistration: (c) => ({
    text: c.taxes.registration.evRupees === 0 ? word().noFee : formatRupees(c.taxes.registration.evRupees),
    fact: { what: 'registration fees', ...dated(c.taxes.registration) },
  }),
  petrolRegistration: (c) => ({
    text: formatRupees(c.taxes.registration.petrolRupees),
    fact: { what: 'registration fees', ...dated(c.taxes.registration) },
  }),
  centralSubsidy: (c) => ({
    text: c.taxes.centralSubsidy.privateCarRupees === 0 ? word().noSubsidy : formatRupees(c.taxes.centralSubsidy.privateCarRupees),
    fact: { what: 'central subsidy for private cars', ...dated(c.taxes.centralSubsidy) },
  }),
  evMaintenance: (c) => ({ text: words().perYear(formatRupees(c.savings.maintenancePerYear.ev)) }),
  petrolMaintenance: (c) => ({ text: words().perYear(formatRupees(c.savings.maintenancePerYear.petrol)) }),
  insurance: (c) => ({ text: word().insurance(c.ownership.insurancePercent) }),
  ownDamage: (c) => ({
    text: word().ownDamage(c.onRoad.ownDamage.percentOfIdv),
    fact: { what: 'own-damage premium estimate', ...dated(c.onRoad.ownDamage) },
  }),
  tcs: (c) => ({
    text: word().tcs(c.onRoad.tcs.percent, words().lakh(c.onRoad.tcs.aboveLakh)),
    fact: { what: 'TCS on a car', ...dated(c.onRoad.tcs) },
  }),
  fastag: (c) => ({ text: formatRupees(c.onRoad.fastag.rupees), fact: { what: 'FASTag fee', ...dated(c.onRoad.fastag) } }),
};

/** The fields of a state `:fact` quotes: the text and the fact behind it. */
export const STATE_FIELDS: Readonly<Record<string, (state: StateToday) => { text: string; fact: QuotedFact }>> = {
  roadTax: (state) => ({
    text: evRoadTaxSummary(state.roadTaxPercent.ev, state.evRoadTaxLimits),
    fact: policyOf(state),
  }),
  petrol: (state) => ({
    text: words().perLitre(`₹${state.petrol.perLitre}`),
    fact: { what: `${state.state} petrol price`, ...dated(state.petrol) },
  }),
  electricity: (state) => ({
    text: words().perKwh(`₹${state.electricity.perKwh}`),
    fact: { what: `${state.state} electricity tariff`, ...dated(state.electricity) },
  }),
  policy: (state) => ({ text: state.policy, fact: policyOf(state) }),
};
