import { z } from 'zod';
import {
  hexColour,
  hindi,
  hindiText,
  hindiTexts,
  imagePath,
  interestRate,
  isoDate,
  provenance,
  slug,
  text,
  texts,
  url,
} from './primitives.ts';

/**
 * A brand's finance partner: a lender of data/lenders.yaml by its slug (its name and rate are written there once),
 * or one that lends only through the maker, with its own dated rate.
 */
const loanPartner = z.union([
  z.strictObject({ lender: slug.describe('The slug of a lender in data/lenders.yaml'), note: text.optional() }),
  z.strictObject({ name: text, rate: interestRate, note: text.optional() }),
]);

const insurancePartner = z.strictObject({
  name: text,
  coverage: texts().describe('What the policy or add-ons cover'),
});

/**
 * A price change a maker announced without new prices for each model: on `on`, prices moved by up to (or on average
 * by) `percent`. A price of its cars confirmed before that day is then no longer current: pages say so beside it and
 * show the on-road price as a range, and validate lists it apart from plain stale facts.
 */
const priceChange = z.strictObject({
  on: isoDate.describe('The day the new prices took effect, YYYY-MM-DD'),
  percent: z.number().positive().max(50).describe('How much prices rose, percent'),
  basis: z.enum(['up to', 'average']).describe('Whether `percent` is the most any model rose ("up to") or the average ("average")'),
  cars: z.array(slug).min(1).optional().describe('The ids of the cars it applies to; absent: every car of the brand'),
  ...provenance,
});

/** A car maker: one file per brand in data/brands/<slug>.yaml. */
export const brandSchema = z.strictObject({
  slug: slug.describe('The same as the file name, e.g. tata'),
  name: text,
  searchNames: z
    .array(text)
    .optional()
    .describe('Other ways visitors type the maker, which search finds its cars by: in Devanagari (e.g. टाटा)'),
  description: text,
  established: z.int().min(1800).max(2100).describe('Year the company was founded'),
  headquarters: text,
  website: url,
  colour: hexColour.describe('Brand colour, used in its car illustrations'),
  logo: imagePath,
  showcase: z.array(slug).min(1).describe('Ids of the cars shown in the home page brand showcase, in order'),
  loanPartners: z.array(loanPartner),
  insurancePartners: z.array(insurancePartner),
  priceChanges: z
    .array(priceChange)
    .optional()
    .describe('Price changes announced for the whole range (or named cars) whose new prices are not confirmed, oldest first'),
  hi: hindi({
    description: hindiText,
    headquarters: hindiText,
    // Item for item with the English lists: a partner with no note is `{}`.
    loanPartners: z.array(z.strictObject({ note: hindiText.optional() })),
    insurancePartners: z.array(z.strictObject({ coverage: hindiTexts })),
  }),
});

export type Brand = z.infer<typeof brandSchema>;
/** A price change of a brand whose new prices are not confirmed. */
export type PriceChange = z.infer<typeof priceChange>;
