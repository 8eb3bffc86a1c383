import type { Cache } from '../cache.ts';
import { catalogue, diagnostic, type Diagnostic } from '../diagnostics/index.ts';
import { directiveProblem, findDirectives, markdownLimit, type DirectiveUse, type MarkdownSource } from '../markdown/index.ts';
import { directiveNames, quote, type QuoteData, type QuotedFact } from '../domain/quote.ts';
import { statesInForce } from '../domain/taxes.ts';
import { formatFieldPath, locationIn, type RawEntry } from '../source/index.ts';
import type { Brand, Calculators, CarData, LoanProvider, SiteSettings, StateIncentive } from '../schema/index.ts';
import type { Located, Parsed } from './parsed.ts';

/**
 * The places where the data's text may quote the data (src/domain/quote.ts): each post's body, and the answers of
 * the FAQs, the blog's and each post's. A body is checked as its Markdown is rendered (src/content/quotes.ts); the
 * answers, which are shown as plain text, here.
 */

/** What the quotes read, from validated entries, as it stands on `today`. */
export interface QuoteInput {
  cars: readonly Located<CarData, unknown>[];
  incentives: readonly Located<StateIncentive, unknown>[];
  lenders: readonly Located<LoanProvider, unknown>[];
  brands: readonly Located<Brand, unknown>[];
  settings?: Located<SiteSettings, unknown> | undefined;
  calculators?: Located<Calculators, unknown> | undefined;
  posts?: readonly Located<object, RawEntry>[];
  /** Prose pages (guides), whose bodies quote like posts'. */
  pages?: readonly Located<object, RawEntry>[];
  faqs?: readonly Located<object, RawEntry>[];
}

/** What the quotes read, from everything validation found. */
export const quoteInputOf = (data: Parsed): QuoteInput => ({
  cars: data.car,
  incentives: data.incentive,
  lenders: data.lender,
  brands: data.brand,
  settings: data.site[0],
  calculators: data.calculators[0],
  posts: data.post,
  pages: data.page,
  faqs: data.faq,
});

export function quoteDataOf(input: QuoteInput, today: Date): QuoteData | undefined {
  if (!input.calculators || !input.settings) return undefined;
  return {
    brands: input.brands.map(({ value }) => value),
    settings: input.settings.value,
    cars: input.cars.map(({ value }) => value),
    incentives: statesInForce(
      input.incentives.map(({ value }) => value),
      today,
    ),
    lenders: input.lenders.map(({ value }) => value),
    calculators: input.calculators.value,
  };
}

/** A text that may quote the data, with where each of its directives is. */
export interface QuotingText {
  text: string;
  /** The place of a directive of the text, in its file. */
  place: (use: Pick<DirectiveUse, 'start' | 'end' | 'line' | 'column'>) => {
    loc: { file: string; line: number; column: number };
    field: string;
    frame?: string;
  };
}

/** Every FAQ answer of the data, with where it is: an answer's directive is placed where the file has it. */
export function faqAnswers(input: QuoteInput): QuotingText[] {
  const answer = (entry: RawEntry, path: readonly PropertyKey[], text: string): QuotingText => ({
    text,
    place: (use) => {
      const full = [...entry.path, ...path];
      // The directive as written: a folded answer keeps each directive on one line of the file.
      const loc = entry.file.locateWithin(full, text.slice(use.start, use.end));
      return { loc, field: formatFieldPath(full), frame: entry.file.frame(loc) };
    },
  });
  const faqsOf = (value: object) => ((value as { faqs?: { answer: string }[] }).faqs ?? []) as { answer: string }[];
  return [
    ...(input.faqs ?? []).map(({ value, entry }) => answer(entry, ['answer'], (value as { answer: string }).answer)),
    ...(input.posts ?? []).flatMap(({ value, entry }) =>
      faqsOf(value).map((faq, index) => answer(entry, ['faqs', index, 'answer'], faq.answer)),
    ),
  ];
}

/** Each post's body, its directives placed at their line and column. */
export function postBodies(input: QuoteInput): QuotingText[] {
  return [...(input.posts ?? []), ...(input.pages ?? [])].flatMap(({ value }) => {
    const body = (value as { body?: MarkdownSource }).body;
    if (!body) return [];
    return [
      {
        text: body.markdown,
        place: (use: Pick<DirectiveUse, 'line' | 'column'>) => ({
          loc: { file: body.file, line: body.line + use.line - 1, column: use.column },
          field: 'body',
        }),
      },
    ];
  });
}

/** Every directive of the FAQs' answers that the data cannot answer, at its answer. */
export function faqQuoteProblems(input: QuoteInput, today: Date, cache?: Cache): Diagnostic[] {
  const data = quoteDataOf(input, today);
  if (!data) return [];
  return faqAnswers(input).flatMap(({ text, place }) => {
    const limit = markdownLimit(text);
    if (limit) {
      const { line, column } = locationIn(text, limit.at, '');
      const where = place({ start: limit.at, end: limit.at + 1, line, column });
      return [diagnostic(catalogue.MarkdownTooComplex, { problem: limit.problem }, where)];
    }
    return findDirectives(text, cache).flatMap((use) => {
      const result = use.kind === 'text' ? quote(use.name, use.attributes, data) : undefined;
      if (result && 'text' in result) return [];
      return [directiveProblem(use, result?.problem ?? { kind: 'unknown-directive', choices: directiveNames }, place(use))];
    });
  });
}

/** A directive that quotes a dated fact older than the limit: where it is written, the fact, and its age. */
export interface StaleQuote {
  loc: { file: string; line: number; column: number };
  fact: QuotedFact;
  days: number;
}

/**
 * The directives of the posts and FAQs that quote a fact confirmed more than `limit` days before `today` (by the data
 * as it stands that day): a stale figure makes the text that quotes it stale, at the directive.
 */
export function findStaleQuotes(
  input: QuoteInput,
  today: Date,
  daysSince: (asOf: string) => number,
  limit: number,
  cache?: Cache,
): StaleQuote[] {
  const data = quoteDataOf(input, today);
  if (!data) return [];
  return [...postBodies(input), ...faqAnswers(input)].flatMap(({ text, place }) => {
    // Each fact once a text, at the first place it is quoted.
    const seen = new Set<string>();
    return findDirectives(text, cache).flatMap((use) => {
      const quoted = use.kind === 'text' ? quote(use.name, use.attributes, data) : undefined;
      if (!quoted || !('facts' in quoted)) return [];
      return quoted.facts.flatMap((fact) => {
        const key = `${fact.what} ${fact.asOf}`;
        if (seen.has(key)) return [];
        seen.add(key);
        const days = daysSince(fact.asOf);
        return days <= limit ? [] : [{ loc: place(use).loc, fact, days }];
      });
    });
  });
}
