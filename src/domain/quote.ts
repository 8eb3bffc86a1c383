import type { Brand, Calculators, CarData, LoanProvider, SiteSettings } from '../schema/index.ts';
import { emi } from './calculators.ts';
import { formatDate, formatLakh, formatMonths, formatNumber, formatPriceRange, formatRupees, LAKH } from './format.ts';
import { onRoadPrice, onRoadStateOf } from './onroad.ts';
import { ownershipCost, ownershipModelOf, type Ownership } from './ownership.ts';
import { evRoadTaxSummary, type StateToday } from './taxes.ts';
import { carAsVariant, variantsOf } from './variants.ts';

/**
 * What a directive of a post quotes, as text: the one place the posts' figures are worked out from the data, in the
 * same formats as the data pages, with the dated fact each rests on (a stale fact makes its post stale).
 *
 * - `:price{car=ID}`, with `variant="NAME"` for one variant: the ex-showroom price;
 * - `:asof{...}`: the date of what the same attributes quote: `car=` (and `variant=`) a price, with `state=` an
 *   on-road price, with `show=` a cost of ownership (the oldest of its facts), `lender=` a rate, `of=` a state's fact;
 * - `:onroad{car=ID state=SLUG}` (and `variant=`, else the cheapest): the on-road price in a state, as its car page
 *   works it out;
 * - `:warranty{car=ID}`: the battery warranty; `:safety{car=ID}` its crash-test result;
 * - `:rate{lender=SLUG}`: a lender's car-loan interest rate; `:tenure{lender=SLUG}` its longest term, `:fee{...}` its
 *   processing fee;
 * - `:fact{of=incentives.SLUG.FIELD}`: a state's `roadTax` on electric cars (as in force), `petrol` price, home
 *   `electricity` tariff or incentive `policy`; `:fact{of=calculators.NAME}` one of the site's constants (CONSTANTS);
 *   `:fact{of=brands.SLUG.priceChange}` a maker's latest price change; `:fact{of=site.publicChargingStations}`;
 * - `:emi{lakh=12 rate=9 months=60}` (and `show=interest` or `total`): a loan's instalment by the loan calculator's sum;
 * - `:ownership{car=ID state=SLUG km=50 show=FIGURE}` (and `variant=`, `home=` percent charged at home, `tariff=` rupees a
 *   kWh at home, `years=`): a figure of the car page's cost of ownership against its petrol alternative
 *   (src/domain/ownership.ts), worked out from the same model and data, so a post's example follows them.
 */

/** The data a directive may quote: the site as it stands on the build date. */
export interface QuoteData {
  cars: readonly CarData[];
  /** Each state with its road tax as in force on the build date. */
  incentives: readonly StateToday[];
  lenders: readonly LoanProvider[];
  brands: readonly Pick<Brand, 'slug' | 'name' | 'priceChanges'>[];
  settings: Pick<SiteSettings, 'publicChargingStations'>;
  calculators: Pick<Calculators, 'onRoad' | 'taxes' | 'ownership' | 'savings' | 'publicCharging' | 'emissions'>;
}

/** The dated fact a quote rests on. */
export interface QuotedFact {
  what: string;
  asOf: string;
  source: string;
}

/** What is wrong with a directive: an unknown name, a missing or unknown attribute, or a value the data lacks. */
export type QuoteProblem =
  | { kind: 'unknown-directive'; choices: readonly string[] }
  | { kind: 'missing-attribute'; attribute: string }
  | { kind: 'unknown-attribute'; attribute: string; choices: readonly string[] }
  | { kind: 'unknown-value'; attribute: string; value: string; choices: readonly string[] }
  | { kind: 'bad-number'; attribute: string; value: string; min: number; max: number }
  | { kind: 'undated'; quoted: string };

/** A directive's text and the dated facts it rests on (none for an undated figure), or what is wrong with it. */
export type Quote = { text: string; facts: readonly QuotedFact[] } | { problem: QuoteProblem };

type Attributes = Readonly<Record<string, string>>;

/** One directive: the attributes it takes (the first ones required), and its text from them. */
interface Definition {
  required: readonly string[];
  optional: readonly string[];
  quote: (attributes: Attributes, data: QuoteData) => Quote;
}

const dateOf = (date: string) => formatDate(new Date(`${date}T00:00:00Z`));
const unknown = (attribute: string, value: string, choices: readonly string[]): { problem: QuoteProblem } => ({
  problem: { kind: 'unknown-value', attribute, value, choices },
});

/** The car, as the variant named sells it (or as listed), with the fact its price rests on; or the problem. */
function carOf(attributes: Attributes, data: QuoteData, cheapest = false): { car: CarData; fact: QuotedFact } | { problem: QuoteProblem } {
  const listed = data.cars.find((item) => item.id === attributes.car);
  if (!listed)
    return unknown(
      'car',
      attributes.car!,
      data.cars.map((item) => item.id),
    );
  const variants = variantsOf(listed);
  const variant =
    attributes.variant === undefined ? (cheapest ? variants[0] : undefined) : variants.find((item) => item.name === attributes.variant);
  if (attributes.variant !== undefined && !variant)
    return unknown(
      'variant',
      attributes.variant,
      variants.map((item) => item.name),
    );
  const car = variant ? carAsVariant(listed, variant) : listed;
  return {
    car,
    fact: {
      what: `price of the ${listed.name}${variant && attributes.variant ? ` ${variant.name}` : ''}`,
      asOf: car.price.asOf,
      source: car.price.source,
    },
  };
}

/** The lender `lender=` names; or the problem. */
function lenderOf(attributes: Attributes, data: QuoteData): LoanProvider | { problem: QuoteProblem } {
  return (
    data.lenders.find((item) => item.slug === attributes.lender) ??
    unknown(
      'lender',
      attributes.lender!,
      data.lenders.map((item) => item.slug),
    )
  );
}

/** A state of the data, by its slug; or the problem. */
function stateOf(slug: string, data: QuoteData): StateToday | { problem: QuoteProblem } {
  return (
    data.incentives.find((state) => state.slug === slug) ??
    unknown(
      'state',
      slug,
      data.incentives.map((state) => state.slug),
    )
  );
}

/** The national taxes and fees on buying a car, with their dates. */
const taxFacts = ({ taxes }: Pick<Constants, 'taxes'>): QuotedFact[] => [
  { what: 'GST rates', ...dated(taxes.gst) },
  { what: 'registration fees', ...dated(taxes.registration) },
  { what: 'central subsidy for private cars', ...dated(taxes.centralSubsidy) },
];

/** What an on-road price adds to the car and its road tax, with their dates. */
const onRoadFacts = (calculators: Pick<Constants, 'taxes' | 'onRoad'>): QuotedFact[] => [
  ...taxFacts(calculators),
  { what: 'third-party insurance premiums', ...dated(calculators.onRoad.thirdParty) },
  { what: 'own-damage premium estimate', ...dated(calculators.onRoad.ownDamage) },
  { what: 'TCS on a car', ...dated(calculators.onRoad.tcs) },
  { what: 'FASTag fee', ...dated(calculators.onRoad.fastag) },
];

/** A state's road tax and incentives: the policy they follow, with its date. */
const policyOf = (state: StateToday): QuotedFact => ({ what: `${state.state} incentive policy`, asOf: state.asOf, source: state.source });

type Constants = QuoteData['calculators'];
const percent = (value: number) => `${value}%`;

/** The site's constants a `:fact{of=calculators.NAME}` quotes (data/calculators.yaml): the text and its date. */
const CONSTANTS: Readonly<Record<string, (c: Constants) => { text: string; fact?: QuotedFact }>> = {
  publicCharging: (c) => ({
    text: `₹${c.publicCharging.dcPerKwh} a kWh`,
    fact: { what: 'public DC charging price', ...dated(c.publicCharging) },
  }),
  evGst: (c) => ({ text: percent(c.taxes.gst.evPercent), fact: { what: 'GST rates', ...dated(c.taxes.gst) } }),
  petrolSmallGst: (c) => ({ text: percent(c.taxes.gst.petrolSmallPercent), fact: { what: 'GST rates', ...dated(c.taxes.gst) } }),
  petrolLargeGst: (c) => ({ text: percent(c.taxes.gst.petrolLargePercent), fact: { what: 'GST rates', ...dated(c.taxes.gst) } }),
  evRegistration: (c) => ({
    text: c.taxes.registration.evRupees === 0 ? 'nothing' : formatRupees(c.taxes.registration.evRupees),
    fact: { what: 'registration fees', ...dated(c.taxes.registration) },
  }),
  petrolRegistration: (c) => ({
    text: formatRupees(c.taxes.registration.petrolRupees),
    fact: { what: 'registration fees', ...dated(c.taxes.registration) },
  }),
  centralSubsidy: (c) => ({
    text: c.taxes.centralSubsidy.privateCarRupees === 0 ? 'none' : formatRupees(c.taxes.centralSubsidy.privateCarRupees),
    fact: { what: 'central subsidy for private cars', ...dated(c.taxes.centralSubsidy) },
  }),
  evMaintenance: (c) => ({ text: `${formatRupees(c.savings.maintenancePerYear.ev)} a year` }),
  petrolMaintenance: (c) => ({ text: `${formatRupees(c.savings.maintenancePerYear.petrol)} a year` }),
  insurance: (c) => ({ text: `${c.ownership.insurancePercent}% of the ex-showroom price a year` }),
  ownDamage: (c) => ({
    text: `${c.onRoad.ownDamage.percentOfIdv}% of the insured value a year`,
    fact: { what: 'own-damage premium estimate', ...dated(c.onRoad.ownDamage) },
  }),
  tcs: (c) => ({
    text: `${c.onRoad.tcs.percent}% of the price of a car above ₹${c.onRoad.tcs.aboveLakh} lakh`,
    fact: { what: 'TCS on a car', ...dated(c.onRoad.tcs) },
  }),
  fastag: (c) => ({ text: formatRupees(c.onRoad.fastag.rupees), fact: { what: 'FASTag fee', ...dated(c.onRoad.fastag) } }),
};

/** The fields of a state `:fact` quotes: the text and the fact behind it. */
const STATE_FIELDS: Readonly<Record<string, (state: StateToday) => { text: string; fact: QuotedFact }>> = {
  roadTax: (state) => ({
    text: evRoadTaxSummary(state.roadTaxPercent.ev, state.evRoadTaxLimits),
    fact: policyOf(state),
  }),
  petrol: (state) => ({
    text: `₹${state.petrol.perLitre} a litre`,
    fact: { what: `${state.state} petrol price`, ...dated(state.petrol) },
  }),
  electricity: (state) => ({
    text: `₹${state.electricity.perKwh} a kWh`,
    fact: { what: `${state.state} electricity tariff`, ...dated(state.electricity) },
  }),
  policy: (state) => ({ text: state.policy, fact: policyOf(state) }),
};

function dated({ asOf, source }: { asOf: string; source: string }) {
  return { asOf, source };
}

const lakh = (rupees: number) => `${rupees < 0 ? '−' : ''}₹${formatLakh(Math.abs(rupees) / LAKH)} lakh`;
/** Money as the car page's cost of ownership writes it: lakh from a lakh up, else rupees. */
const money = (rupees: number) => (Math.abs(rupees) >= LAKH ? lakh(rupees) : formatRupees(rupees));

/** The figures of a cost of ownership a post may quote, by the name `show=` gives. */
const OWNERSHIP_FIGURES: Readonly<Record<string, (result: Ownership) => string>> = {
  saves: (result) => {
    const saves = result.totals[0]!.evSaves;
    return saves >= 0 ? `${money(saves)} less` : `${money(-saves)} more`;
  },
  // The time the car that costs more to buy takes to catch up through lower running costs.
  breakeven: (result) =>
    result.breakEvenMonths !== undefined
      ? formatMonths(result.breakEvenMonths)
      : result.evCheaperToBuy === result.evCheaperToRun
        ? 'no time at all, as one car is cheaper both to buy and to run'
        : 'never, as the car that costs more to buy costs no less to run',
  // Ex-showroom, road tax and registration, less incentives: insurance is counted by the year, as on the car page.
  'ev-upfront': (result) => money(result.ev.upfront),
  'petrol-upfront': (result) => money(result.petrol.upfront),
  'extra-upfront': (result) => money(result.ev.upfront - result.petrol.upfront),
  'ev-energy': (result) => `${formatRupees(result.ev.energyPerYear)} a year`,
  'petrol-energy': (result) => `${formatRupees(result.petrol.energyPerYear)} a year`,
  'ev-per-km': (result) => `₹${(result.ev.energyPerYear / result.kmPerYear).toFixed(2)} a km`,
  'petrol-per-km': (result) => `₹${(result.petrol.energyPerYear / result.kmPerYear).toFixed(2)} a km`,
  'ev-year': (result) => `${formatRupees(result.ev.perYear)} a year`,
  'petrol-year': (result) => `${formatRupees(result.petrol.perYear)} a year`,
  'saves-a-year': (result) => `${formatRupees(result.petrol.perYear - result.ev.perYear)} a year`,
  'ev-total': (result) => money(result.totals[0]!.ev),
  'petrol-total': (result) => money(result.totals[0]!.petrol),
  'ev-price': (result) => `${money(result.ev.exShowroom)} ex-showroom`,
  'petrol-price': (result) => `${money(result.petrol.exShowroom)} ex-showroom`,
  'ev-road-tax': (result) => `${money(result.ev.roadTax)} (${result.ev.roadTaxPercent}%)`,
  'petrol-road-tax': (result) => `${money(result.petrol.roadTax)} (${result.petrol.roadTaxPercent}%)`,
  'ev-insurance': (result) => `${formatRupees(result.ev.insurancePerYear)} a year`,
  'petrol-insurance': (result) => `${formatRupees(result.petrol.insurancePerYear)} a year`,
  'ev-kwh-per-km': (result) => `${result.charging.wallKwhPerKm.toFixed(3)} kWh a km from the wall`,
  'ev-per-kwh': (result) => `₹${result.charging.perKwh.toFixed(2)} a kWh`,
  'km-a-year': (result) => `${formatNumber(result.kmPerYear)} km a year`,
  'kwh-a-year': (result) => `${formatNumber(Math.round(result.charging.wallKwhPerYear))} kWh a year`,
};

/** A number attribute within its bounds; or the problem, naming them. */
function numberOf(attributes: Attributes, name: string, fallback: number, min: number, max: number): number | { problem: QuoteProblem } {
  const written = attributes[name];
  if (written === undefined) return fallback;
  // Plain decimals only: "50", "7.5"; not "1e3", " 5", "0x10" or "+5", which Number() would take.
  const value = /^\d+(\.\d+)?$/.test(written) ? Number(written) : Number.NaN;
  return value >= min && value <= max ? value : { problem: { kind: 'bad-number', attribute: name, value: written, min, max } };
}

/** `:ownership`: one figure of the cost of owning the car against its petrol alternative, from the car page's model. */
function ownershipQuote(attributes: Attributes, data: QuoteData): Quote {
  // Without a variant, the car as its page lists it, as the page's cost of ownership opens.
  const found = carOf(attributes, data);
  if ('problem' in found) return found;
  const { car } = found;
  const state = stateOf(attributes.state!, data);
  if ('problem' in state) return state;
  const figure = own(OWNERSHIP_FIGURES, attributes.show!);
  if (!figure) return unknown('show', attributes.show!, Object.keys(OWNERSHIP_FIGURES));
  if (!car.petrolAlternative)
    return unknown(
      'car',
      attributes.car!,
      data.cars.filter((item) => item.petrolAlternative).map((item) => item.id),
    );
  const { calculators } = data;
  const km = numberOf(attributes, 'km', calculators.savings.dailyKm.default, 1, 1000);
  const home = numberOf(attributes, 'home', calculators.savings.homeSharePercent.default, 0, 100);
  const tariff = numberOf(attributes, 'tariff', state.electricity.perKwh, 0.5, 100);
  const years = numberOf(attributes, 'years', calculators.ownership.years[0]!, 1, 30);
  for (const value of [km, home, tariff, years]) if (typeof value !== 'number') return value;
  const result = ownershipCost(
    { ...car, petrolAlternative: car.petrolAlternative },
    { ...onRoadStateOf(state), electricity: { ...state.electricity, perKwh: tariff as number }, petrol: state.petrol },
    { dailyKm: km as number, homeShare: (home as number) / 100 },
    [years as number],
    ownershipModelOf(calculators),
  );
  const facts: QuotedFact[] = [
    found.fact,
    { what: `price of the ${car.petrolAlternative.name}`, ...dated(car.petrolAlternative) },
    { what: `${state.state} petrol price`, ...dated(state.petrol) },
    policyOf(state),
    { what: 'public DC charging price', ...dated(calculators.publicCharging) },
    ...taxFacts(calculators),
  ];
  if (attributes.tariff === undefined) facts.push({ what: `${state.state} electricity tariff`, ...dated(state.electricity) });
  return { text: figure(result), facts };
}

const definitions: Readonly<Record<string, Definition>> = {
  price: {
    required: ['car'],
    optional: ['variant'],
    quote: (attributes, data) => {
      const found = carOf(attributes, data);
      return 'problem' in found ? found : { text: `${formatPriceRange(found.car.price)} ex-showroom`, facts: [found.fact] };
    },
  },
  asof: {
    required: [],
    optional: ['car', 'variant', 'lender', 'of', 'state', 'show', 'km', 'home', 'tariff', 'years'],
    quote: (attributes, data) => {
      // The date of what the same attributes quote elsewhere: a car's price (on the road with a state), a lender's
      // rate, a state's fact, a cost of ownership; the oldest fact it rests on.
      const of =
        attributes.lender !== undefined
          ? 'rate'
          : attributes.of !== undefined
            ? 'fact'
            : attributes.show !== undefined
              ? 'ownership'
              : attributes.state !== undefined
                ? 'onroad'
                : 'price';
      // Checked as that directive checks its own: a stray attribute would be ignored, and hide a typo.
      const quoted = quote(of, attributes, data);
      if ('problem' in quoted) return quoted;
      const oldest = [...quoted.facts].sort((a, b) => a.asOf.localeCompare(b.asOf))[0];
      return oldest
        ? { text: dateOf(oldest.asOf), facts: [oldest] }
        : {
            problem: {
              kind: 'undated',
              quoted: `:${of}{${Object.entries(attributes)
                .map(([key, value]) => `${key}=${value}`)
                .join(' ')}}`,
            },
          };
    },
  },
  onroad: {
    required: ['car', 'state'],
    optional: ['variant'],
    quote: (attributes, data) => {
      const found = carOf(attributes, data, true);
      if ('problem' in found) return found;
      const state = stateOf(attributes.state!, data);
      if ('problem' in state) return state;
      const { onRoad, taxes } = data.calculators;
      const price = onRoadPrice(found.car, onRoadStateOf(state), onRoad, {
        registration: { evRupees: taxes.registration.evRupees },
        centralSubsidy: { privateCarRupees: taxes.centralSubsidy.privateCarRupees },
      });
      return {
        text: `₹${formatLakh(price.total / LAKH)} lakh on the road in ${state.state}`,
        facts: [found.fact, policyOf(state), ...onRoadFacts(data.calculators)],
      };
    },
  },
  warranty: {
    required: ['car'],
    optional: [],
    quote: (attributes, data) => {
      const found = carOf(attributes, data);
      if ('problem' in found) return found;
      const warranty = found.car.battery.warranty;
      if (!warranty) return { text: 'a battery warranty we have not confirmed', facts: [] };
      const km = warranty.km === null ? 'with no distance limit' : `or ${formatNumber(warranty.km)} km`;
      return { text: `${warranty.years} years ${km}`, facts: [] };
    },
  },
  safety: {
    required: ['car'],
    optional: ['variant'],
    quote: (attributes, data) => {
      const found = carOf(attributes, data);
      if ('problem' in found) return found;
      const { ncap } = found.car.safety;
      return { text: ncap ? `${ncap.stars} stars from ${ncap.agency} (${ncap.year})` : 'not crash-tested', facts: [] };
    },
  },
  rate: {
    required: ['lender'],
    optional: [],
    quote: (attributes, data) => {
      const lender = lenderOf(attributes, data);
      if ('problem' in lender) return lender;
      const { from, to } = lender.rate;
      const text = to === undefined ? `from ${from}% a year` : `${from} - ${to}% a year`;
      return { text, facts: [{ what: `interest rate of ${lender.name}`, ...dated(lender.rate) }] };
    },
  },
  tenure: {
    required: ['lender'],
    optional: [],
    quote: (attributes, data) => {
      const lender = lenderOf(attributes, data);
      if ('problem' in lender) return lender;
      return { text: `up to ${formatMonths(lender.maxTenureMonths)}`, facts: [] };
    },
  },
  fee: {
    required: ['lender'],
    optional: [],
    quote: (attributes, data) => {
      const lender = lenderOf(attributes, data);
      return 'problem' in lender ? lender : { text: lender.processingFee, facts: [] };
    },
  },
  fact: {
    required: ['of'],
    optional: [],
    quote: (attributes, data) => {
      const [collection, slug, field] = attributes.of!.split('.');
      const constants = Object.keys(CONSTANTS).map((name) => `calculators.${name}`);
      if (collection === 'calculators') {
        const read = slug === undefined || field !== undefined ? undefined : own(CONSTANTS, slug);
        if (!read) return unknown('of', attributes.of!, constants);
        const { text, fact } = read(data.calculators);
        return { text, facts: fact ? [fact] : [] };
      }
      if (attributes.of === 'site.publicChargingStations') {
        const { count, asOf, source } = data.settings.publicChargingStations;
        return { text: formatNumber(count), facts: [{ what: 'public charging stations in India', asOf, source }] };
      }
      if (collection === 'brands' && field === 'priceChange') {
        const brand = data.brands.find((item) => item.slug === slug);
        if (!brand)
          return unknown(
            'of',
            attributes.of!,
            data.brands.map((item) => `brands.${item.slug}.priceChange`),
          );
        // The latest change the brand announced: "up to 2% from 1 January 2026".
        const change = brand.priceChanges?.at(-1);
        if (!change) return { text: 'no price change we know of', facts: [] };
        return {
          text: `${change.basis === 'average' ? 'an average of' : 'up to'} ${change.percent}% from ${dateOf(change.on)}`,
          facts: [{ what: `${brand.name} price change`, ...dated(change) }],
        };
      }
      if (collection !== 'incentives' || slug === undefined)
        return unknown('of', attributes.of!, [
          'incentives.<state>.<field>',
          'brands.<brand>.priceChange',
          'site.publicChargingStations',
          ...constants,
        ]);
      const state = stateOf(slug, data);
      if ('problem' in state) return state;
      const read = field === undefined ? undefined : own(STATE_FIELDS, field);
      if (!read)
        return unknown(
          'of',
          attributes.of!,
          Object.keys(STATE_FIELDS).map((name) => `incentives.${slug}.${name}`),
        );
      const { text, fact } = read(state);
      return { text, facts: [fact] };
    },
  },
  emi: {
    required: ['lakh', 'rate', 'months'],
    optional: ['show'],
    quote: (attributes) => {
      const lakhs = numberOf(attributes, 'lakh', 0, 0.1, 1000);
      const rate = numberOf(attributes, 'rate', 0, 0, 40);
      const months = numberOf(attributes, 'months', 0, 1, 120);
      for (const value of [lakhs, rate, months]) if (typeof value !== 'number') return value;
      const loan = emi((lakhs as number) * LAKH, rate as number, months as number);
      const show = attributes.show ?? 'monthly';
      const figures: Readonly<Record<string, string>> = {
        monthly: `${formatRupees(loan.monthly)} a month`,
        interest: money(loan.totalInterest),
        total: money(loan.total),
      };
      const text = own(figures, show);
      return text === undefined ? unknown('show', show, Object.keys(figures)) : { text, facts: [] };
    },
  },
  ownership: {
    required: ['car', 'state', 'km', 'show'],
    optional: ['variant', 'home', 'tariff', 'years'],
    quote: (attributes, data) => ownershipQuote(attributes, data),
  },
};

/** A table's own entry by name: never one it inherits, such as `constructor` or `toString`. */
function own<T>(table: Readonly<Record<string, T>>, name: string): T | undefined {
  return Object.hasOwn(table, name) ? table[name] : undefined;
}

/** The names of the directives there are. */
export const directiveNames: readonly string[] = Object.keys(definitions);

/** The text of the directive `name` with these attributes, from the data; or what is wrong with it. */
export function quote(name: string, attributes: Attributes, data: QuoteData): Quote {
  const definition = own(definitions, name);
  if (!definition) return { problem: { kind: 'unknown-directive', choices: directiveNames } };
  const known = [...definition.required, ...definition.optional];
  const unknownAttribute = Object.keys(attributes).find((attribute) => !known.includes(attribute));
  if (unknownAttribute !== undefined) return { problem: { kind: 'unknown-attribute', attribute: unknownAttribute, choices: known } };
  const missing = definition.required.find((attribute) => attributes[attribute] === undefined || attributes[attribute] === '');
  if (missing !== undefined) return { problem: { kind: 'missing-attribute', attribute: missing } };
  return definition.quote(attributes, data);
}
