import type { Calculators, CarData, LoanProvider } from '../schema/index.ts';
import { formatDate, formatLakh, formatNumber, formatPriceRange, LAKH } from './format.ts';
import { onRoadPrice, onRoadStateOf } from './onroad.ts';
import { evRoadTaxSummary, type StateToday } from './taxes.ts';
import { carAsVariant, variantsOf } from './variants.ts';

/**
 * What a directive of a post quotes, as text: the one place the posts' figures are worked out from the data, in the
 * same formats as the data pages, with the dated fact each rests on (a stale fact makes its post stale).
 *
 * - `:price{car=ID}`, with `variant="NAME"` for one variant: the ex-showroom price;
 * - `:asof{...}`: the date of what the same attributes quote: `car=` (and `variant=`) a price, `lender=` a rate, `of=`
 *   a state's fact;
 * - `:onroad{car=ID state=SLUG}` (and `variant=`, else the cheapest): the on-road price in a state, as its car page
 *   works it out;
 * - `:warranty{car=ID}`: the battery warranty;
 * - `:rate{lender=SLUG}`: a lender's car-loan interest rate;
 * - `:fact{of=incentives.SLUG.FIELD}`: a state's `roadTax` on electric cars (as in force), `petrol` price, home
 *   `electricity` tariff or incentive `policy`.
 */

/** The data a directive may quote: the site as it stands on the build date. */
export interface QuoteData {
  cars: readonly CarData[];
  /** Each state with its road tax as in force on the build date. */
  incentives: readonly StateToday[];
  lenders: readonly LoanProvider[];
  calculators: Pick<Calculators, 'onRoad' | 'taxes'>;
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
  | { kind: 'unknown-value'; attribute: string; value: string; choices: readonly string[] };

/** A directive's text and the fact it rests on (none for an undated figure), or what is wrong with it. */
export type Quote = { text: string; fact?: QuotedFact } | { problem: QuoteProblem };

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

/** The fields of a state `:fact` quotes: the text and the fact behind it. */
const STATE_FIELDS: Readonly<Record<string, (state: StateToday) => { text: string; fact: QuotedFact }>> = {
  roadTax: (state) => ({
    text: evRoadTaxSummary(state.roadTaxPercent.ev, state.evRoadTaxLimits),
    fact: { what: `${state.state} incentive policy`, asOf: state.asOf, source: state.source },
  }),
  petrol: (state) => ({
    text: `₹${state.petrol.perLitre} a litre`,
    fact: { what: `${state.state} petrol price`, ...dated(state.petrol) },
  }),
  electricity: (state) => ({
    text: `₹${state.electricity.perKwh} a kWh`,
    fact: { what: `${state.state} electricity tariff`, ...dated(state.electricity) },
  }),
  policy: (state) => ({ text: state.policy, fact: { what: `${state.state} incentive policy`, asOf: state.asOf, source: state.source } }),
};

function dated({ asOf, source }: { asOf: string; source: string }) {
  return { asOf, source };
}

const definitions: Readonly<Record<string, Definition>> = {
  price: {
    required: ['car'],
    optional: ['variant'],
    quote: (attributes, data) => {
      const found = carOf(attributes, data);
      return 'problem' in found ? found : { text: `${formatPriceRange(found.car.price)} ex-showroom`, fact: found.fact };
    },
  },
  asof: {
    required: [],
    optional: ['car', 'variant', 'lender', 'of'],
    quote: (attributes, data) => {
      // The date of what the same attributes quote elsewhere: a car's price, a lender's rate, a state's fact.
      const of = attributes.lender !== undefined ? 'rate' : attributes.of !== undefined ? 'fact' : 'price';
      if (of === 'price' && attributes.car === undefined) return { problem: { kind: 'missing-attribute', attribute: 'car' } };
      const quoted = definitions[of]!.quote(attributes, data);
      if ('problem' in quoted) return quoted;
      return quoted.fact
        ? { text: dateOf(quoted.fact.asOf), fact: quoted.fact }
        : { problem: { kind: 'unknown-value', attribute: 'of', value: attributes.of ?? '', choices: [] } };
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
      return { text: `₹${formatLakh(price.total / LAKH)} lakh on the road in ${state.state}`, fact: found.fact };
    },
  },
  warranty: {
    required: ['car'],
    optional: [],
    quote: (attributes, data) => {
      const found = carOf(attributes, data);
      if ('problem' in found) return found;
      const warranty = found.car.battery.warranty;
      if (!warranty) return { text: 'a battery warranty we have not confirmed' };
      const km = warranty.km === null ? 'with no distance limit' : `or ${formatNumber(warranty.km)} km`;
      return { text: `${warranty.years} years ${km}` };
    },
  },
  rate: {
    required: ['lender'],
    optional: [],
    quote: (attributes, data) => {
      const lender = data.lenders.find((item) => item.slug === attributes.lender);
      if (!lender)
        return unknown(
          'lender',
          attributes.lender!,
          data.lenders.map((item) => item.slug),
        );
      const { from, to } = lender.rate;
      const text = to === undefined ? `from ${from}% a year` : `${from}-${to}% a year`;
      return { text, fact: { what: `interest rate of ${lender.name}`, ...dated(lender.rate) } };
    },
  },
  fact: {
    required: ['of'],
    optional: [],
    quote: (attributes, data) => {
      const [collection, slug, field] = attributes.of!.split('.');
      if (collection !== 'incentives' || slug === undefined) return unknown('of', attributes.of!, ['incentives.<state>.<field>']);
      const state = stateOf(slug, data);
      if ('problem' in state) return state;
      const read = field === undefined ? undefined : STATE_FIELDS[field];
      if (!read)
        return unknown(
          'of',
          attributes.of!,
          Object.keys(STATE_FIELDS).map((name) => `incentives.${slug}.${name}`),
        );
      return read(state);
    },
  },
};

/** The names of the directives there are. */
export const directiveNames: readonly string[] = Object.keys(definitions);

/** The text of the directive `name` with these attributes, from the data; or what is wrong with it. */
export function quote(name: string, attributes: Attributes, data: QuoteData): Quote {
  const definition = definitions[name];
  if (!definition) return { problem: { kind: 'unknown-directive', choices: directiveNames } };
  const known = [...definition.required, ...definition.optional];
  const unknownAttribute = Object.keys(attributes).find((attribute) => !known.includes(attribute));
  if (unknownAttribute !== undefined) return { problem: { kind: 'unknown-attribute', attribute: unknownAttribute, choices: known } };
  const missing = definition.required.find((attribute) => attributes[attribute] === undefined || attributes[attribute] === '');
  if (missing !== undefined) return { problem: { kind: 'missing-attribute', attribute: missing } };
  return definition.quote(attributes, data);
}
