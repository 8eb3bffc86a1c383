import { z } from 'zod';
import { hexColour, imagePath, interestRate, slug, text, texts, url } from './primitives.ts';

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

/** A car maker: one file per brand in data/brands/<slug>.yaml. */
export const brandSchema = z.strictObject({
  slug: slug.describe('The same as the file name, e.g. tata'),
  name: text,
  description: text,
  established: z.int().min(1800).max(2100).describe('Year the company was founded'),
  headquarters: text,
  website: url,
  colour: hexColour.describe('Brand colour, used in its car illustrations'),
  logo: imagePath,
  showcase: z.array(slug).min(1).describe('Ids of the cars shown in the home page brand showcase, in order'),
  loanPartners: z.array(loanPartner),
  insurancePartners: z.array(insurancePartner),
});

export type Brand = z.infer<typeof brandSchema>;
