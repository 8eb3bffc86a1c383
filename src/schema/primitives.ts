import { z } from 'zod';

/** A lowercase URL slug: letters, digits and single hyphens (`tata-nexon-ev`). */
export const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a lowercase slug (a-z, 0-9 and single hyphens, e.g. tata-nexon-ev)');

/** Non-empty, trimmed human text. */
export const text = z.string().trim().min(1, 'non-empty text');

/** A list of short human texts. */
export const texts = (min = 1) => z.array(text).min(min, `at least ${min} item${min === 1 ? '' : 's'}`);

/**
 * Hindi text beside an English one. It may be left empty while it is being written: `evguide validate` warns, and
 * the Hindi page shows the English (marked as English) until it is there.
 */
export const hindiText = z.string().trim();

/** Hindi texts beside an English list, item for item. */
export const hindiTexts = z.array(hindiText);

/** Hindi phrases of their own, not item for item with the English (a glossary term's matches): any number. */
export const hindiPhrases = z.array(hindiText);

/**
 * The Hindi of a record's prose (`hi:`), field for field beside the English: the same keys, lists of the same
 * length, nested fields nested alike. A field left out shows in English on the Hindi page, and `evguide validate`
 * warns of it; its keys are the record's fields that need a Hindi text.
 */
export const hindi = <S extends z.ZodRawShape>(shape: S) =>
  z
    .strictObject(shape)
    .partial()
    .optional()
    .describe("The Hindi text of this record's prose, field for field beside the English; a field left out shows in English");

/** An amount in lakh rupees (1 lakh = ₹1,00,000). */
export const lakh = z.number().positive('a positive amount in lakh');

/** A whole number of at least zero. */
export const count = z.int().nonnegative();

/**
 * An absolute http(s) URL. Pages link to these, so other schemes are refused: `javascript:` or `data:` in an href
 * would run script when clicked.
 */
export const url = z.url({ protocol: /^https?$/, error: 'an absolute http(s) URL such as https://ev.tatamotors.com' });

/**
 * The site's own address (site.yaml's `baseUrl`, `--base-url`), written into robots.txt, the sitemap and every
 * page: an http(s) URL with no path ending in /, no query or fragment, and nothing (space, quote, bracket) that
 * could end the line or attribute it is written into.
 */
export const baseUrl = z
  .string()
  // On the text as written: the URL parser would quietly drop tabs and line breaks, and trim spaces.
  .refine((value) => !/[\s"'<>`\\{}|^\u0000-\u001f\u007f]/.test(value), {
    message: 'an http(s) URL without spaces, line breaks, quotes or brackets',
    abort: true,
  })
  .pipe(
    url
      .refine((value) => !/[?#]/.test(value), 'an http(s) URL without a query or fragment')
      .refine((value) => !value.endsWith('/'), 'a URL without a trailing slash'),
  )
  .meta({ format: 'uri' });

/**
 * A path on this site (`/ev-glossary#bms`). Browsers read `//host` and `/\host` as another site, and anything not
 * starting with / could be `javascript:`, so neither passes.
 */
export const sitePath = z
  .string()
  .regex(/^\/(?![/\\])/, 'a path on this site starting with a single /, such as /ev-glossary#regenerative-braking');

/** A calendar date written as YYYY-MM-DD that exists (no 31 June). */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'a date written YYYY-MM-DD', abort: true }) // one message, not two, for "15 August 2025"
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'a date that exists on the calendar');

/** A path under data/ to a local image file (`images/cars/tata-nexon-ev.svg`). */
export const imagePath = z
  .string()
  .regex(/^images\/[a-z0-9/_-]+\.(svg|png|jpe?g|webp|avif)$/, 'a path under data/images/ ending in .svg, .png, .jpg, .webp or .avif');

/** A hex colour (`#1f6feb`). */
export const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a six-digit hex colour such as #1f6feb');

/** A price range in lakh; low <= high is checked across fields in validate/. */
export const lakhRange = z.strictObject({
  min: lakh.describe('Lowest ex-showroom price, in lakh'),
  max: lakh.describe('Highest ex-showroom price, in lakh'),
});

/**
 * When a figure was last checked, and where a reader can check it: every price and incentive carries these, so
 * pages can say how fresh a fact is and `evguide validate` can warn when it is not.
 */
export const provenance = {
  asOf: isoDate.describe('The date the figure was last confirmed against its source, YYYY-MM-DD'),
  source: text.describe('Where the figure can be checked: an https URL, or a publication and its date'),
};

/** An annual interest rate, from (and optionally to) in percent, with its date and source. */
export const interestRate = z.strictObject({
  from: z.number().positive().describe('Lowest annual interest rate, in percent'),
  to: z.number().positive().optional().describe('Highest annual interest rate, in percent'),
  ...provenance,
});

/** A price range in lakh with its date and source. */
export const datedLakhRange = z.strictObject({ ...lakhRange.shape, ...provenance });

/**
 * A car's price: a dated range; when the car lists its variants, the first must cost `min`
 * and the last `max` (checked in validate/), so the range and the list cannot drift apart.
 */
export const carPrice = datedLakhRange.extend({
  max: lakh.optional().describe('Highest ex-showroom price, in lakh; absent while only the starting price is confirmed ("from")'),
});

/** A question and its answer. */
export const faqItem = z.strictObject({
  question: text,
  answer: text,
});
export type FaqItem = z.infer<typeof faqItem>;
