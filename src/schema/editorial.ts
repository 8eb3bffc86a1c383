import { z } from 'zod';
import {
  datedLakhRange,
  faqItem,
  hindi,
  hindiPhrases,
  hindiText,
  hindiTexts,
  imagePath,
  interestRate,
  isoDate,
  provenance,
  sitePath,
  slug,
  text,
  texts,
  url,
} from './primitives.ts';
import { bodyTypes } from './car.ts';

export const postCategories = ['EV News', 'Buying Guides', 'Loans/Finance', 'Maintenance', 'Comparisons'] as const;
export type PostCategory = (typeof postCategories)[number];

/** Front matter of a blog post: data/posts/<slug>.md. */
export const postSchema = z.strictObject({
  title: text,
  description: text.describe('Meta description, up to about 160 characters'),
  excerpt: text,
  category: z.enum(postCategories),
  date: isoDate,
  updated: isoDate
    .optional()
    .describe('The day the post was last corrected or brought up to date, if after its date; shown and used as dateModified'),
  author: text,
  featured: z.boolean().optional(),
  tags: z.array(slug).optional(),
  image: imagePath,
  faqs: z.array(faqItem).length(2),
  related: z.array(slug).optional().describe('Slugs of related posts'),
});
export type PostFrontMatter = z.infer<typeof postSchema>;

/** Front matter of a post's Hindi twin, data/posts/hi/<slug>.md: its text fields; the rest comes from the English post. */
export const postHiSchema = z.strictObject({
  title: text,
  description: text.describe('Meta description, up to about 160 characters'),
  excerpt: text,
  faqs: z.array(faqItem).length(2),
});
export type PostHiFrontMatter = z.infer<typeof postHiSchema>;

/** A glossary entry: an item of data/glossary.yaml. Its anchor on /ev-glossary is the slug of its term. */
export const glossaryTermSchema = z.strictObject({
  term: text.describe('As it is listed, e.g. "Battery Management System (BMS)"; it must not start with X, Y or Z'),
  definition: text,
  matches: z
    .array(text)
    .optional()
    .describe('Phrases in posts that count as a mention of the term, e.g. ["BMS", "battery management system"]; default: the term'),
  related: z
    .array(z.strictObject({ text, url: sitePath }))
    .optional()
    .describe('Links to pages of this site'),
  updated: isoDate.optional().describe('When the definition was last revised; the page shows the latest'),
  hi: hindi({
    term: hindiText,
    definition: hindiText,
    // Phrases in Hindi posts that count as a mention of the term, as many as it takes (not one per English match).
    matches: hindiPhrases,
    related: z.array(z.strictObject({ text: hindiText })),
  }),
});
export type GlossaryTerm = z.infer<typeof glossaryTermSchema>;

/** Front matter of a page of prose (legal pages, the maintenance guide): data/pages/<slug>.md. */
export const pageSchema = z.strictObject({
  title: text,
  description: text.describe('Meta description, up to about 160 characters'),
  updated: isoDate.describe('Shown as "Last updated: <month> <year>"'),
  titleWithYear: z
    .boolean()
    .optional()
    .describe('Adds the build year to the title ("EV Maintenance Guide 2026"), for a guide kept current'),
});
export type PageFrontMatter = z.infer<typeof pageSchema>;

/** Front matter of a page's Hindi twin, data/pages/hi/<slug>.md: its title and description. */
export const pageHiSchema = z.strictObject({
  title: text,
  description: text.describe('Meta description, up to about 160 characters'),
});
export type PageHiFrontMatter = z.infer<typeof pageHiSchema>;

/** A frequently asked question of the blog's FAQ: an item of data/faqs.yaml. */
export const faqSchema = faqItem.extend({ hi: hindi({ question: hindiText, answer: hindiText }) });

/** A car not yet on sale: an item of data/upcoming.yaml. */
export const upcomingCarSchema = z.strictObject({
  id: slug,
  name: text,
  brand: text.describe('Maker name; it need not have a brand page'),
  bodyType: z.enum(bodyTypes),
  expectedPrice: datedLakhRange.describe('Expected ex-showroom price range in lakh, with when and where it was reported'),
  expectedRangeKm: z.int().positive(),
  batteryKwh: z.number().positive().nullable(),
  powerBhp: z.number().positive().nullable(),
  launch: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'a month written YYYY-MM'),
  status: z.enum(['Coming Soon', 'Testing Phase', 'Pre-Production', 'Pre-launch', 'Development', 'Announced']),
  keyFeatures: texts(),
  description: text,
  timeline: z.array(z.strictObject({ when: text, what: text })).min(1),
  image: imagePath.optional(),
  hi: hindi({
    description: hindiText,
    keyFeatures: hindiTexts,
    timeline: z.array(z.strictObject({ when: hindiText, what: hindiText })),
  }),
});
export type UpcomingCar = z.infer<typeof upcomingCarSchema>;

/**
 * A car on sale in India that the guide cannot compare yet, because too few of its figures are confirmed: an item of
 * data/also-on-sale.yaml. The directory names it with what is confirmed, so a buyer knows it exists; it moves to
 * data/cars/ once its price, battery, range and charging are.
 */
export const alsoOnSaleSchema = z.strictObject({
  name: text.describe('Model name with its brand, e.g. "Kia Carens Clavis EV"'),
  brand: slug.optional().describe('Slug of its brand in data/brands/, when the site has a page for it'),
  since: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'a month written YYYY-MM')
    .describe('The month it went on sale, YYYY-MM'),
  confirmed: text.describe('What the source confirms, in a sentence or two'),
  notConfirmed: text.describe('What is still missing before it can be compared, e.g. "its prices and range"'),
  ...provenance,
  hi: hindi({ confirmed: hindiText, notConfirmed: hindiText }),
});
export type AlsoOnSale = z.infer<typeof alsoOnSaleSchema>;

/** An editors' pick: an item of data/recommendations.yaml. */
export const recommendationSchema = z.strictObject({
  category: text.describe('e.g. "Budget Champion"'),
  car: slug.describe('Id of a car in data/cars/'),
  savings: text.describe('What the buyer saves, e.g. "Save about ₹1 lakh a year on fuel"'),
  reasons: texts(2),
  hi: hindi({ category: hindiText, savings: hindiText, reasons: hindiTexts }),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

/** A slab of a tax charged by price: this percent on cars priced up to `upToLakh` (ex-showroom); the last has no limit. */
const taxSlab = z.strictObject({
  upToLakh: z.number().positive().optional().describe('Upper bound of the slab, in lakh, inclusive; absent on the last slab'),
  percent: z.number().min(0).max(30),
});

/** A tax rate: one percent for every price, or slabs by price, cheapest first, the last one open. */
const taxRate = z.union([
  z.number().min(0).max(30),
  z
    .array(taxSlab)
    .min(1)
    .refine(
      (slabs) =>
        slabs.every((slab, i) =>
          i === slabs.length - 1
            ? slab.upToLakh === undefined
            : slab.upToLakh !== undefined && (i === 0 || slab.upToLakh > slabs[i - 1]!.upToLakh!),
        ),
      'slabs with rising upToLakh, the last without one',
    ),
]);

/**
 * A road-tax concession for electric cars that has limits: `percent` (usually 0) on cars up to `upToLakh`
 * ex-showroom, until the day `until`. A car above the cap, or bought after that day, pays `otherwise`: by default
 * the state's rate for petrol cars, which is what a car without the concession pays.
 */
const evConcession = z
  .strictObject({
    percent: z.number().min(0).max(30).describe('The concession rate, percent of the ex-showroom price; 0 for an exemption'),
    upToLakh: z.number().positive().optional().describe('Only cars up to this ex-showroom price get it, in lakh, inclusive'),
    until: isoDate.optional().describe('The last day it applies, YYYY-MM-DD; from the next day, `otherwise`'),
    otherwise: taxRate.optional().describe("What a car above the cap, or bought after `until`, pays; absent: the state's petrol rate"),
  })
  .refine((rule) => rule.upToLakh !== undefined || rule.until !== undefined, 'a price cap (upToLakh), an end date (until), or both');

/** A state's EV incentives: an item of data/incentives.yaml. */
export const stateIncentiveSchema = z.strictObject({
  state: text,
  slug,
  maxRebateLakh: z
    .number()
    .nonnegative()
    .describe("Largest purchase incentive for a private electric car, in lakh; 0 when there is none; within purchaseIncentive's cap"),
  purchaseIncentive: z
    .strictObject({
      perKwh: z.number().positive().describe('Rupees per kWh of battery'),
      capLakh: z.number().positive().describe("The policy's cap per car, in lakh"),
      maxPriceLakh: z.number().positive().optional().describe('Only cars up to this ex-showroom price qualify, in lakh'),
      ...provenance,
    })
    .optional()
    .describe('The purchase incentive for private electric cars, as the policy words it; absent when there is none'),
  policy: text.describe('The policy the figures come from and how long it runs, e.g. "Delhi EV Policy 2020 (extended to 2025)"'),
  ...provenance,
  roadTaxPercent: z
    .strictObject({
      ev: z
        .union([taxRate, evConcession])
        .describe('On an electric car: one rate, slabs by price, or a concession with a price cap or an end date'),
      petrol: taxRate,
    })
    .describe('One-time road tax on a private car, percent of the ex-showroom price: one rate, or slabs by price'),
  electricity: z
    .strictObject({
      perKwh: z
        .number()
        .positive()
        .describe("A typical household's rate, rupees per kWh: with slabs, the rate of one of them, the one the page explains"),
      slabs: z
        .array(
          z.strictObject({
            upToUnits: z.int().positive().optional().describe("The slab's top, units (kWh) a month; absent on the last slab"),
            perKwh: z.number().positive(),
          }),
        )
        .min(2)
        .optional()
        .describe('The residential slabs by units used in a month, lowest first: a visitor picks the one their bill reaches'),
      ...provenance,
    })
    .describe('Residential tariff, rupees per kWh'),
  petrol: z
    .strictObject({ perLitre: z.number().positive(), ...provenance })
    .describe('Petrol price in the state capital, rupees per litre'),
  benefits: z.array(text).min(1).max(4),
  portal: url.optional(),
  hi: hindi({ state: hindiText, policy: hindiText, benefits: hindiTexts }),
});
export type StateIncentive = z.infer<typeof stateIncentiveSchema>;

/** A bank or finance company that lends for EVs: an item of data/lenders.yaml. */
export const loanProviderSchema = z.strictObject({
  name: text,
  slug,
  kind: z.enum(['Bank', 'NBFC', 'Captive']),
  rate: interestRate,
  maxTenureMonths: z.int().positive(),
  processingFee: text,
  features: texts(),
  website: url,
  hi: hindi({ processingFee: hindiText, features: hindiTexts }),
});
export type LoanProvider = z.infer<typeof loanProviderSchema>;

/** A motor insurer: an item of data/insurers.yaml. */
export const insurerSchema = z.strictObject({
  name: text,
  slug,
  features: texts(),
  addOns: z.array(text).optional(),
  website: url,
  hi: hindi({ features: hindiTexts, addOns: hindiTexts }),
});
export type Insurer = z.infer<typeof insurerSchema>;

/** A worked EMI example; the EMI and interest are computed, never stored: an item of data/emi-samples.yaml. */
export const emiSampleSchema = z.strictObject({
  car: slug.describe('Id of a car in data/cars/'),
  priceLakh: z.number().positive(),
  ratePercent: z.number().positive(),
  tenureYears: z.union([z.literal(3), z.literal(5), z.literal(7)]),
});
export type EmiSample = z.infer<typeof emiSampleSchema>;
