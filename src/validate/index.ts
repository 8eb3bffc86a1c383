import { catalogue, diagnostic, sortDiagnostics, type Diagnostic } from '../diagnostics/index.ts';
import { entryFileName, locationIn, type CachedFile, type RawData } from '../source/index.ts';
import { markdownLimit } from '../markdown/index.ts';
import { noCache, type Cache } from '../cache.ts';
import {
  catalogueCollections,
  collections,
  type Calculators,
  type Car,
  type CarData,
  type Collection,
  type CollectionName,
  type OrderKey,
  type Site,
} from '../schema/index.ts';
import { ratingOf } from '../domain/score.ts';
import { crossCheck } from './cross-checks.ts';
import type { Located, Parsed } from './parsed.ts';
import { datedFacts, warningsOf, type Warnings } from './facts.ts';
import { faqQuoteProblems, quoteInputOf } from './quotes.ts';
import { issuesToDiagnostics } from './schema-issues.ts';

export { datedFacts, daysSince, type DatedFact, type StaleFact } from './facts.ts';

export { closest, editDistance } from '../domain/suggest.ts';

/** The outcome of validation: a Site when there were no problems, and every problem found. */
export type ValidationResult = ({ site: Site; diagnostics: readonly [] } | { site?: undefined; diagnostics: readonly Diagnostic[] }) &
  Warnings;

/** Options of {@link validateData}. */
export interface ValidateOptions {
  /** The day to judge dated facts by (the build date); without it, no fact is stale. */
  today?: Date;
}

/**
 * Validates raw data against the schemas and across files. Reports every problem of the run, sorted by file and
 * line; returns the typed, frozen Site only when there are none.
 */
export function validateData(raw: RawData, cache: Cache = noCache, options: ValidateOptions = {}): ValidationResult {
  const { data, diagnostics, ok } = check(raw, cache);
  const staleness = warningsOf(data, options.today, cache);
  // The FAQs' answers may quote the data: a directive it cannot answer is a problem at its answer.
  const quoting = ok ? faqQuoteProblems(quoteInputOf(data), options.today ?? new Date(), cache) : [];
  if (quoting.length > 0) return Object.assign(staleness, { diagnostics: sortDiagnostics(quoting) });
  if (!ok) return Object.assign(staleness, { diagnostics });
  const verifiedDates = datedFacts(data, { verifiedOnly: true }).map((fact) => fact.asOf);
  const site = { ...assemble(data, collections), lastVerified: lastVerified(verifiedDates), verifiedDates } as unknown as Site;
  return Object.assign(staleness, { site: deepFreeze(site), diagnostics: [] as [] });
}

/**
 * The day the newest of the data's facts was verified (a price, a rate, a tax, a tariff): what "Updated" means on
 * the home page, rather than the day of the build. Upcoming cars' expected prices are reports, not verifications.
 */
function lastVerified(dates: readonly string[]): string {
  // biome-ignore lint/complexity/useMathMinMax: asOf is an ISO date string, which Math.max would turn into NaN
  return dates.reduce((newest, asOf) => (asOf > newest ? asOf : newest));
}

/** The part of the data that `evguide query` needs: settings, brands and cars, validated with their cross-checks. */
export interface Catalogue {
  settings: Site['settings'];
  /** For the estimates `query cars` shows (real-world range, cost per km). */
  calculators: Site['calculators'];
  brands: Site['brands'];
  cars: Site['cars'];
  /** For on-road prices (`query cars --state`, `--max-on-road`). */
  incentives: Site['incentives'];
}

/**
 * Validates only the catalogue, or the collections given (data loaded with just those), for commands that answer
 * from it and must start fast. Problems elsewhere in data/ are left to `evguide validate`.
 */
export function validateCatalogue(
  raw: RawData,
  cache: Cache = noCache,
  which: readonly Collection[] = catalogueCollections,
): { catalogue?: Catalogue & Partial<Site>; diagnostics: readonly Diagnostic[] } {
  const { data, diagnostics, ok } = check(raw, cache);
  if (!ok) return { diagnostics };
  return { catalogue: assemble(data, which) as unknown as Catalogue, diagnostics: [] };
}

/**
 * Every loaded collection checked against its schema, then across files; `ok` when nothing is wrong and the
 * one-file collections (site.yaml, calculators.yaml) are there.
 */
function check(raw: RawData, cache: Cache): { data: Parsed; diagnostics: readonly Diagnostic[]; ok: boolean } {
  const diagnostics: Diagnostic[] = [...raw.diagnostics];
  const parsed: Partial<Record<CollectionName, Located<object>[]>> = {};
  for (const collection of collections as readonly Collection[]) {
    const valid = parseCollection(raw, collection, diagnostics, cache);
    parsed[collection.name as CollectionName] =
      collection.source.kind === 'markdown' ? withBody(valid, collection.name, diagnostics) : valid;
  }
  const data = parsed as Parsed;
  diagnostics.push(
    ...crossCheck({
      data,
      loaded: (name) => raw.entries.has(name),
      images: raw.images,
      brokenCars: broken(
        raw,
        'car',
        data.car.map((car) => car.value.id),
      ),
      brokenBrands: broken(
        raw,
        'brand',
        data.brand.map((brand) => brand.value.slug),
      ),
    }),
  );
  const ok = diagnostics.length === 0 && data.site.length > 0 && data.calculators.length > 0;
  return { data, diagnostics: sortDiagnostics(diagnostics), ok };
}

/**
 * The Site's fields from valid data, for the given collections: each one's entries in its declared order (a single
 * file's object alone), and each car with its score.
 */
function assemble(data: Parsed, which: readonly Collection[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const collection of which) {
    const values = data[collection.name as CollectionName].map(({ value }) => value as Record<string, unknown>);
    out[collection.siteKey] = collection.source.kind === 'single' ? values[0] : ordered(values, collection.order ?? []);
  }
  const calculators = data.calculators[0]!.value;
  out.cars = (out.cars as CarData[]).map((car) => scored(car, calculators));
  return out;
}

/** Entries sorted by the given fields in turn (stable: ties keep file order). */
function ordered(values: Record<string, unknown>[], keys: readonly OrderKey[]): Record<string, unknown>[] {
  if (keys.length === 0) return values;
  return [...values].sort((a, b) => {
    for (const { field, descending } of keys) {
      const [x, y] = [a[field] as string, b[field] as string];
      if (x !== y) return (x < y ? -1 : 1) * (descending ? -1 : 1);
    }
    return 0;
  });
}

/**
 * Posts and pages with their slug (the file's name) and their Markdown body, located in its file; one with nothing
 * below its front matter is reported.
 */
function withBody(items: Located<object>[], kind: string, diagnostics: Diagnostic[]) {
  return items.map(({ value, entry }) => {
    const body = { ...entry.body!, file: entry.displayPath };
    // Pointing at the closing --- line: the line after it may not exist.
    if (body.markdown.trim() === '')
      diagnostics.push(diagnostic(catalogue.EmptyBody, { kind }, { loc: { file: body.file, line: body.line - 1, column: 1 } }));
    const limit = markdownLimit(body.markdown);
    if (limit) {
      const at = locationIn(body.markdown, limit.at, body.file);
      const loc = { ...at, line: at.line + body.line - 1 };
      diagnostics.push(diagnostic(catalogue.MarkdownTooComplex, { problem: limit.problem }, { loc, field: 'body' }));
    }
    return { value: { ...value, slug: entryFileName(entry), body }, entry };
  });
}

/**
 * Checks a collection's entries against its schema. An entry whose file validated before comes with its result
 * (from the cache); a file whose entries all pass now is remembered for next time. Problems go to `diagnostics`.
 */
function parseCollection(raw: RawData, collection: Collection, diagnostics: Diagnostic[], cache: Cache): Located<object>[] {
  const out: Located<object>[] = [];
  const files = new Map<string, { validated: unknown[]; ok: boolean }>();
  for (const entry of raw.entries.get(collection.name) ?? []) {
    if (entry.validated !== undefined) {
      out.push({ value: entry.validated as object, entry });
      continue;
    }
    const result = collection.schema.safeParse(entry.value);
    const record = entry.cacheKey ? (files.get(entry.cacheKey) ?? { validated: [], ok: true }) : undefined;
    if (entry.cacheKey && record) files.set(entry.cacheKey, record);
    if (result.success) {
      out.push({ value: result.data as object, entry });
      record?.validated.push(result.data);
    } else {
      if (record) record.ok = false;
      diagnostics.push(...issuesToDiagnostics(entry, collection.schema, result.error.issues));
    }
  }
  for (const [key, record] of files) if (record.ok) cache.set('load', key, { validated: record.validated } satisfies CachedFile);
  return out;
}

/** Keys claimed by files of a collection that did not validate. */
function broken(raw: RawData, collection: string, valid: readonly string[]): Set<string> {
  const ok = new Set(valid);
  return new Set([...(raw.claimedKeys.get(collection) ?? [])].filter((key) => !ok.has(key)));
}

/** A car with its score, which the site shows as its rating. */
const scored = (car: CarData, calculators: Calculators): Car => ({ ...car, ...ratingOf(car, calculators) });

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
