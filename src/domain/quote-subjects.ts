import type { Brand, Calculators, CarData, LoanProvider, SiteSettings } from '../schema/index.ts';
import { formatDate } from './format.ts';
import type { StateToday } from './taxes.ts';
import { carAsVariant, variantsOf } from './variants.ts';

// What the directives of src/domain/quote.ts read and give: the data, the quote or its problem, and the lookups of
// a car, a lender, a state and a number attribute that several directives share.

/** The data a directive may quote: the site as it stands on the build date. */
export interface QuoteData {
  cars: readonly CarData[];
  /** Each state with its road tax as in force on the build date. */
  incentives: readonly StateToday[];
  lenders: readonly LoanProvider[];
  brands: readonly Pick<Brand, 'slug' | 'name' | 'priceChanges'>[];
  settings: Pick<SiteSettings, 'publicChargingStations'>;
  calculators: Pick<Calculators, 'onRoad' | 'taxes' | 'ownership' | 'savings' | 'publicCharging' | 'emissions' | 'situation'>;
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

export type Attributes = Readonly<Record<string, string>>;

export const dateOf = (date: string) => formatDate(new Date(`${date}T00:00:00Z`));
export const unknown = (attribute: string, value: string, choices: readonly string[]): { problem: QuoteProblem } => ({
  problem: { kind: 'unknown-value', attribute, value, choices },
});

/** The car, as the variant named sells it (or as listed), with the fact its price rests on; or the problem. */
export function carOf(
  attributes: Attributes,
  data: QuoteData,
  cheapest = false,
): { car: CarData; fact: QuotedFact } | { problem: QuoteProblem } {
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
export function lenderOf(attributes: Attributes, data: QuoteData): LoanProvider | { problem: QuoteProblem } {
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
export function stateOf(slug: string, data: QuoteData): StateToday | { problem: QuoteProblem } {
  return (
    data.incentives.find((state) => state.slug === slug) ??
    unknown(
      'state',
      slug,
      data.incentives.map((state) => state.slug),
    )
  );
}

/** A fact's date and source, as a quote's fact carries them. */
export function dated({ asOf, source }: { asOf: string; source: string }) {
  return { asOf, source };
}

/** A number attribute within its bounds; or the problem, naming them. */
export function numberOf(
  attributes: Attributes,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number | { problem: QuoteProblem } {
  const written = attributes[name];
  if (written === undefined) return fallback;
  // Plain decimals only: "50", "7.5"; not "1e3", " 5", "0x10" or "+5", which Number() would take.
  const value = /^\d+(\.\d+)?$/.test(written) ? Number(written) : Number.NaN;
  return value >= min && value <= max ? value : { problem: { kind: 'bad-number', attribute: name, value: written, min, max } };
}

/** A table's own entry by name: never one it inherits, such as `constructor` or `toString`. */
export function own<T>(table: Readonly<Record<string, T>>, name: string): T | undefined {
  return Object.hasOwn(table, name) ? table[name] : undefined;
}
