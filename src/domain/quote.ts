import { emi } from './calculators.ts';
import { formatMonths, formatNumber, formatPriceRange, formatRupees, formatRupeesInLakh, LAKH, roundOnRoad } from './format.ts';
import { onRoadPrice, onRoadStateOf } from './onroad.ts';
import { CONSTANTS, onRoadFacts, policyOf, STATE_FIELDS } from './quote-facts.ts';
import { money, ownershipQuote } from './quote-ownership.ts';
import {
  carOf,
  dated,
  dateOf,
  lenderOf,
  numberOf,
  own,
  stateOf,
  unknown,
  type Attributes,
  type Quote,
  type QuoteData,
} from './quote-subjects.ts';
import { wordTable, words, wordsIn } from './words.ts';

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

export type { Quote, QuoteData, QuotedFact, QuoteProblem } from './quote-subjects.ts';

/**
 * The words of the directives' texts, in each language. A Hindi post quotes them mid-sentence as its translator framed
 * the directive ("... :tenure{...} की अवधि के लिए", "वही कार :onroad{...} पड़ती है"), so each reads as that place needs.
 */
export const quoteWords = /* @__PURE__ */ wordTable('quote', {
  onRoad: (price: string, state: string) => `${price} on the road in ${state}`,
  noWarranty: 'a battery warranty we have not confirmed',
  warranty: (years: number, km: string | null) => `${years} years ${km === null ? 'with no distance limit' : `or ${km} km`}`,
  crashTest: (stars: number, agency: string, year: number) => `${stars} stars from ${agency} (${year})`,
  notCrashTested: 'not crash-tested',
  rateFrom: (from: number) => `from ${from}% a year`,
  rate: (from: number, to: number) => `${from} - ${to}% a year`,
  upTo: (months: string) => `up to ${months}`,
  noPriceChange: 'no price change we know of',
  priceChange: (average: boolean, percent: number, on: string) => `${average ? 'an average of' : 'up to'} ${percent}% from ${on}`,
});

const word = () => wordsIn(quoteWords);

/** One directive: the attributes it takes (the first ones required), and its text from them. */
interface Definition {
  required: readonly string[];
  optional: readonly string[];
  quote: (attributes: Attributes, data: QuoteData) => Quote;
}

const definitions: Readonly<Record<string, Definition>> = {
  price: {
    required: ['car'],
    optional: ['variant'],
    quote: (attributes, data) => {
      const found = carOf(attributes, data);
      return 'problem' in found ? found : { text: words().exShowroom(formatPriceRange(found.car.price)), facts: [found.fact] };
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
        text: word().onRoad(formatRupeesInLakh(roundOnRoad(price.total)), state.state),
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
      if (!warranty) return { text: word().noWarranty, facts: [] };
      return { text: word().warranty(warranty.years, warranty.km === null ? null : formatNumber(warranty.km)), facts: [] };
    },
  },
  safety: {
    required: ['car'],
    optional: ['variant'],
    quote: (attributes, data) => {
      const found = carOf(attributes, data);
      if ('problem' in found) return found;
      const { ncap } = found.car.safety;
      return { text: ncap ? word().crashTest(ncap.stars, ncap.agency, ncap.year) : word().notCrashTested, facts: [] };
    },
  },
  rate: {
    required: ['lender'],
    optional: [],
    quote: (attributes, data) => {
      const lender = lenderOf(attributes, data);
      if ('problem' in lender) return lender;
      const { from, to } = lender.rate;
      const text = to === undefined ? word().rateFrom(from) : word().rate(from, to);
      return { text, facts: [{ what: `interest rate of ${lender.name}`, ...dated(lender.rate) }] };
    },
  },
  tenure: {
    required: ['lender'],
    optional: [],
    quote: (attributes, data) => {
      const lender = lenderOf(attributes, data);
      if ('problem' in lender) return lender;
      return { text: word().upTo(formatMonths(lender.maxTenureMonths)), facts: [] };
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
        if (!change) return { text: word().noPriceChange, facts: [] };
        return {
          text: word().priceChange(change.basis === 'average', change.percent, dateOf(change.on)),
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
        monthly: words().perMonth(formatRupees(loan.monthly)),
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
