import { z } from 'zod';
import { baseUrl, hindi, hindiText, provenance, slug, text } from './primitives.ts';
import { locales } from './locales.ts';

const bucket = z.strictObject({
  id: slug.describe('Value used in the URL and the select, e.g. 10-20'),
  label: text,
  min: z.number().nonnegative().optional().describe('Inclusive lower bound; absent means no lower bound'),
  max: z.number().positive().optional().describe('Upper bound; absent means no upper bound'),
  maxInclusive: z.boolean().optional().describe('Whether a value equal to max falls in this bucket (default true)'),
});

/** Site-wide settings: data/site.yaml. */
export const siteSchema = z.strictObject({
  name: text,
  tagline: text,
  description: text,
  baseUrl,
  contactEmail: z.email({ error: 'an e-mail address such as hello@evguide.in' }),
  phone: text.describe('The phone number quoted in loan-quote messages'),
  locale: z.literal('en-IN'),
  languages: z
    .array(z.enum(locales))
    .min(1)
    .refine((list) => list[0] === 'en' && new Set(list).size === list.length, 'English first, each language once, e.g. [en, hi]')
    .optional()
    .describe(
      'The languages the site is built in (default [en]): with hi, every page gets a Hindi twin under /hi/, and `evguide validate` warns of each text with no Hindi',
    ),
  location: z.strictObject({ city: text, state: text, country: text }),
  popularCars: z.array(slug).min(1).describe('Car ids linked from the footer'),
  publicChargingStations: z
    .strictObject({ count: z.int().positive(), ...provenance })
    .describe('Public EV charging stations in India, as last officially counted; the home page quotes it'),
  staleAfterDays: z
    .int()
    .positive()
    .describe(
      'A dated fact (price, incentive) older than this many days is reported by `evguide validate` and listed by `evguide query stale`',
    ),
  allowedImageHosts: z
    .array(
      z.string().regex(/^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/, {
        error: 'a host name such as images.example.com, in lower case, with no scheme, port or path',
      }),
    )
    .optional()
    .describe(
      "Hosts whose images posts and pages may show, over HTTPS (the site's security policy allows them); any other image must be a file of data/images/",
    ),
  filters: z.strictObject({
    directoryPrice: z.array(bucket).min(1).describe('Price buckets of the directory, on the starting price in lakh'),
    directoryRange: z.array(bucket).min(1).describe('Range buckets of the directory, in km'),
    homePrice: z.array(bucket).min(1).describe('Price bands of the home top cars, on the starting price in lakh'),
  }),
  hi: hindi({
    tagline: hindiText,
    description: hindiText,
    location: z.strictObject({ city: hindiText, state: hindiText, country: hindiText }),
    filters: z.strictObject({
      directoryPrice: z.array(z.strictObject({ label: hindiText })),
      directoryRange: z.array(z.strictObject({ label: hindiText })),
      homePrice: z.array(z.strictObject({ label: hindiText })),
    }),
  }),
});

export type SiteSettings = z.infer<typeof siteSchema>;
export type Bucket = z.infer<typeof bucket>;
