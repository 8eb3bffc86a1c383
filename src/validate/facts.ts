import { catalogue, diagnostic, type Diagnostic, sortDiagnostics } from '../diagnostics/index.ts';
import type { Cache } from '../cache.ts';
import type { RawEntry } from '../source/index.ts';
import {
  collections,
  type Brand,
  type CarData,
  type Collection,
  type CollectionName,
  type DatedField,
  type SiteSettings,
  type UpcomingCar,
} from '../schema/index.ts';
import type { Located, Parsed } from './parsed.ts';
import { changesInForce, priceMoveOf } from '../domain/price-moves.ts';
import { launchHasPassed, monthOf } from '../domain/upcoming.ts';
import { findStaleQuotes, quoteInputOf, type StaleQuote } from './quotes.ts';
import { located } from './schema-issues.ts';
import { findUntranslated, type Untranslated } from './hindi.ts';
import { hasHindi } from '../domain/locale.ts';

/** A dated figure of the data (see `dated` in src/schema/collection.ts), with the entry it is written in. */
export interface DatedFact<E = RawEntry> extends DatedField {
  entry: E;
}

/** Valid entries, by collection name, as validation has them: any of the collections, with where each was read. */
export type DatedInput<E = RawEntry> = { readonly [N in CollectionName]?: readonly Located<unknown, E>[] };

/**
 * Every dated figure of the data, as each collection declares them: car prices and their petrol alternatives', state
 * incentives, tariffs and fuel prices, interest rates, upcoming cars' expected prices, taxes, insurance and charges,
 * and the count of public charging stations. With `verifiedOnly`, not those a collection only reports.
 */
export function datedFacts<E = RawEntry>(input: DatedInput<E>, { verifiedOnly = false } = {}): DatedFact<E>[] {
  return (collections as readonly Collection[]).flatMap(({ name, dated, reported }) =>
    dated && !(verifiedOnly && reported)
      ? (input[name as CollectionName] ?? []).flatMap(({ value, entry }) => dated(value as never).map((field) => ({ ...field, entry })))
      : [],
  );
}

const DAY_MS = 86_400_000;

/** Whole days from a YYYY-MM-DD date to `today` (UTC). */
export const daysSince = (asOf: string, today: Date): number => Math.floor((today.getTime() - Date.parse(`${asOf}T00:00:00Z`)) / DAY_MS);

/** A dated fact past the limit, with its age in days. */
export interface StaleFact {
  fact: DatedFact;
  days: number;
}

/** The facts confirmed more than `limit` days before `today`. Cheap: nothing is located until reported. */
export function findStale(facts: readonly DatedFact[], today: Date, limit: number): StaleFact[] {
  return facts.map((fact) => ({ fact, days: daysSince(fact.asOf, today) })).filter(({ days }) => days > limit);
}

/**
 * A warning at the asOf of each stale fact. Locating parses the fact's file again (validated files are read from
 * the cache unparsed), so this runs only when the warnings are shown, not on every build.
 */
export function staleDiagnostics(stale: readonly StaleFact[], limit: number): Diagnostic[] {
  return stale.map(({ fact, days }) => ({
    ...located(fact.entry, [...fact.path, 'asOf'], catalogue.StaleFact, {
      what: fact.what,
      asOf: fact.asOf,
      days,
      limit,
      source: fact.source,
    }),
    severity: 'warning' as const,
  }));
}

/** A car's price, or a variant's with its own date, confirmed before its maker changed prices (see price-moves.ts). */
export interface MovedPrice<E = RawEntry> {
  what: string;
  asOf: string;
  brand: string;
  /** The changes since, in words: "up to 2% on 2026-01-01". */
  change: string;
  /** Where the latest change is reported. */
  source: string;
  entry: E;
  /** The field holding the price's asOf. */
  path: PropertyKey[];
}

/**
 * The prices of cars on sale (and of variants dated apart) confirmed before a change of their brand's prices in
 * force on `today`: still shown, but no longer as current.
 */
export function findMovedPrices<E>(
  cars: readonly Located<CarData, E>[],
  brands: readonly Located<Brand, E>[],
  today: Date,
): MovedPrice<E>[] {
  const bySlug = new Map(brands.map(({ value }) => [value.slug, { ...value, priceChanges: changesInForce(value.priceChanges, today) }]));
  return cars.flatMap(({ value: car, entry }) => {
    const brand = bySlug.get(car.brand);
    if (car.status || !brand?.priceChanges.length) return [];
    const prices = [
      { what: `price of the ${car.name}`, asOf: car.price.asOf, path: ['price', 'asOf'] },
      ...(car.variants ?? []).flatMap((variant, index) =>
        variant.asOf ? [{ what: `price of the ${car.name} ${variant.name}`, asOf: variant.asOf, path: ['variants', index, 'asOf'] }] : [],
      ),
    ];
    return prices.flatMap(({ what, asOf, path }) => {
      const move = priceMoveOf(asOf, car, brand);
      if (!move) return [];
      const change = move.changes
        .map((item) => `${item.basis === 'up to' ? 'up to' : 'an average of'} ${item.percent}% on ${item.on}`)
        .join(', then ');
      return [{ what, asOf, brand: brand.name, change, source: move.source, entry, path }];
    });
  });
}

/**
 * What is wrong with valid data but does not stop a build: stale facts, moved prices, upcoming cars already launched,
 * and texts without their Hindi.
 */
export interface Warnings {
  /** Dated facts older than site.yaml's staleAfterDays on `today`: warnings, fatal only when strict. */
  stale: readonly StaleFact[];
  /** Prices confirmed before their maker's price change in force on `today`: listed apart from stale facts. */
  moved: readonly MovedPrice[];
  /** Posts' directives that quote a stale fact: the post is as stale as what it quotes. */
  staleQuotes: readonly StaleQuote[];
  /** Upcoming cars whose launch month is before `today`'s: the site no longer lists them. */
  launched: readonly Located<{ name: string; launch: string }>[];
  /** Texts with no Hindi beside them: the Hindi pages show them in English. */
  untranslated: readonly Untranslated[];
  /** How many warnings there are, without locating them. */
  warningCount: number;
  /** Every warning as a located diagnostic, made when first read (locating costs a parse per file). */
  readonly warnings: readonly Diagnostic[];
}

/**
 * The warnings of valid data: dated facts older than staleAfterDays, prices their makers have changed since, upcoming
 * cars whose launch month has passed.
 */
export function warningsOf(data: Parsed, today: Date | undefined, cache?: Cache): Warnings {
  const settings = data.site[0] as Located<SiteSettings> | undefined;
  const limit = settings?.value.staleAfterDays ?? 0;
  const stale = today && settings ? findStale(datedFacts(data), today, limit) : [];
  const moved = today ? findMovedPrices(data.car, data.brand, today) : [];
  const staleQuotes = today && settings ? findStaleQuotes(quoteInputOf(data), today, (asOf) => daysSince(asOf, today), limit, cache) : [];
  const launched = today
    ? (data.upcoming as readonly Located<UpcomingCar>[]).filter(({ value }) => launchHasPassed(value.launch, today))
    : [];
  const untranslated = settings && hasHindi(settings.value) ? findUntranslated(data) : [];
  let warnings: Diagnostic[] | undefined;
  return {
    stale,
    moved,
    staleQuotes,
    launched,
    untranslated,
    warningCount: stale.length + moved.length + staleQuotes.length + launched.length + untranslated.length,
    get warnings() {
      warnings ??= sortDiagnostics([
        ...staleDiagnostics(stale, limit),
        ...staleQuotes.map(({ loc, fact, days }) => ({
          ...diagnostic(
            catalogue.StaleQuote,
            { what: fact.what, asOf: fact.asOf, days, limit, source: fact.source },
            { loc, field: 'body' },
          ),
          severity: 'warning' as const,
        })),
        ...moved.map(({ entry, path, ...args }) => ({
          ...located(entry, path, catalogue.PriceMoved, args),
          severity: 'warning' as const,
        })),
        ...launched.map(({ value, entry }) => ({
          ...located(entry, ['launch'], catalogue.LaunchPassed, { name: value.name, launch: value.launch, month: monthOf(today!) }),
          severity: 'warning' as const,
        })),
        ...untranslated.map(({ entry, path, field, problem }) => ({
          ...located(entry, path, catalogue.Untranslated, { field, problem }),
          severity: 'warning' as const,
        })),
      ]);
      return warnings;
    },
  };
}
