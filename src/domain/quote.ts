import type { Car } from '../schema/index.ts';
import { formatDate, formatPriceRange } from './format.ts';
import { variantsOf } from './variants.ts';

/**
 * What a directive of a post quotes, as text: the one place the posts' figures are worked out from the data, in the
 * same formats as the data pages. `:price{car=tata-nexon-ev}`, `:price{car=tata-nexon-ev variant="Creative 45"}` and
 * `:asof{car=tata-nexon-ev}` (the date the price was confirmed).
 */

/** The data a directive may quote. */
export interface QuoteData {
  cars: readonly Car[];
}

/** What is wrong with a directive: an unknown name, a missing or unknown attribute, or a value the data lacks. */
export type QuoteProblem =
  | { kind: 'unknown-directive'; choices: readonly string[] }
  | { kind: 'missing-attribute'; attribute: string }
  | { kind: 'unknown-attribute'; attribute: string; choices: readonly string[] }
  | { kind: 'unknown-value'; attribute: string; value: string; choices: readonly string[] };

/** A directive's text, or what is wrong with it. */
export type Quote = { text: string } | { problem: QuoteProblem };

/** One directive: the attributes it takes (the first ones required), and its text from them. */
interface Definition {
  required: readonly string[];
  optional: readonly string[];
  quote: (attributes: Readonly<Record<string, string>>, data: QuoteData) => Quote;
}

const dateOf = (date: string) => formatDate(new Date(`${date}T00:00:00Z`));

/** The car an attribute names, or the problem of a name the data lacks. */
function carNamed(id: string, data: QuoteData): Car | QuoteProblem {
  const car = data.cars.find((item) => item.id === id);
  return car ?? { kind: 'unknown-value', attribute: 'car', value: id, choices: data.cars.map((item) => item.id) };
}

/** A car's price, or one variant's, and the date it was confirmed. */
function priceOf(
  attributes: Readonly<Record<string, string>>,
  data: QuoteData,
): { lakh: { min: number; max?: number }; asOf: string } | QuoteProblem {
  const car = carNamed(attributes.car!, data);
  if ('kind' in car) return car;
  if (attributes.variant === undefined) return { lakh: car.price, asOf: car.price.asOf };
  const variants = variantsOf(car);
  const variant = variants.find((item) => item.name === attributes.variant);
  if (!variant)
    return { kind: 'unknown-value', attribute: 'variant', value: attributes.variant, choices: variants.map((item) => item.name) };
  return { lakh: { min: variant.lakh, max: variant.lakh }, asOf: variant.asOf };
}

const definitions: Readonly<Record<string, Definition>> = {
  price: {
    required: ['car'],
    optional: ['variant'],
    quote: (attributes, data) => {
      const price = priceOf(attributes, data);
      return 'kind' in price ? { problem: price } : { text: `${formatPriceRange(price.lakh)} ex-showroom` };
    },
  },
  asof: {
    required: ['car'],
    optional: ['variant'],
    quote: (attributes, data) => {
      const price = priceOf(attributes, data);
      return 'kind' in price ? { problem: price } : { text: dateOf(price.asOf) };
    },
  },
};

/** The names of the directives there are. */
export const directiveNames: readonly string[] = Object.keys(definitions);

/** The text of the directive `name` with these attributes, from the data; or what is wrong with it. */
export function quote(name: string, attributes: Readonly<Record<string, string>>, data: QuoteData): Quote {
  const definition = definitions[name];
  if (!definition) return { problem: { kind: 'unknown-directive', choices: directiveNames } };
  const known = [...definition.required, ...definition.optional];
  const unknown = Object.keys(attributes).find((attribute) => !known.includes(attribute));
  if (unknown !== undefined) return { problem: { kind: 'unknown-attribute', attribute: unknown, choices: known } };
  const missing = definition.required.find((attribute) => attributes[attribute] === undefined || attributes[attribute] === '');
  if (missing !== undefined) return { problem: { kind: 'missing-attribute', attribute: missing } };
  return definition.quote(attributes, data);
}
