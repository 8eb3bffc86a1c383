import { catalogue, diagnostic, type Diagnostic, sortDiagnostics } from '../diagnostics/index.ts';
import type { Cache } from '../cache.ts';
import type { RawEntry } from '../source/index.ts';
import type { AlsoOnSale, Brand, Calculators, CarData, LoanProvider, SiteSettings, StateIncentive, UpcomingCar } from '../schema/index.ts';
import type { Located } from './cross-checks.ts';
import { changesInForce, priceMoveOf } from '../domain/price-moves.ts';
import { launchHasPassed, monthOf } from '../domain/upcoming.ts';
import { findStaleQuotes, type QuoteInput, type StaleQuote } from './quotes.ts';
import { located } from './schema-issues.ts';

/** A figure that carries the date it was confirmed and its source, and where it is written. */
export interface DatedFact<E = RawEntry> {
  /** What it is, for people: "price of the Tata Nexon EV". */
  what: string;
  asOf: string;
  source: string;
  entry: E;
  /** The field holding the figure, whose asOf is this fact's date. */
  path: PropertyKey[];
}

const dated = ({ asOf, source }: { asOf: string; source: string }) => ({ asOf, source });

/** The collections that hold dated facts. */
export interface DatedInput<E = RawEntry> {
  cars: readonly Located<CarData, E>[];
  incentives: readonly Located<StateIncentive, E>[];
  lenders: readonly Located<LoanProvider, E>[];
  brands: readonly Located<Brand, E>[];
  upcoming: readonly Located<UpcomingCar, E>[];
  alsoOnSale?: readonly Located<AlsoOnSale, E>[];
  calculators?: Located<Calculators, E> | undefined;
  settings?: Located<SiteSettings, E> | undefined;
  /** Posts, with the Markdown body validation gives them, and FAQs, for the dated facts their directives quote. */
  posts?: readonly Located<object, E>[];
  pages?: readonly Located<object, E>[];
  faqs?: readonly Located<object, E>[];
}

/** What each tax fact of calculators.yaml is, for people. */
const TAX_FACTS = {
  gst: 'GST rates on cars',
  registration: 'registration fees',
  centralSubsidy: 'central purchase subsidy for private cars',
} as const;

/**
 * What each dated fact of calculators.yaml's emissions is, for people: the grid's figures change every year; burning
 * petrol is chemistry, and its upstream CO2 and the generic car's test are studies, none of them dated.
 */
const EMISSION_FACTS = {
  gridKgCo2PerKwh: "CO2 of a kWh from India's grid",
  gridLossPercent: "India's transmission and distribution losses",
} as const;

/** What each dated fact of calculators.yaml's onRoad is, for people. */
const ON_ROAD_FACTS = {
  thirdParty: 'third-party insurance premiums',
  ownDamage: 'own-damage insurance estimate',
  tcs: 'TCS on cars above ₹10 lakh',
  fastag: 'FASTag fee and deposit',
} as const;

/**
 * Every dated fact of the data: car prices and their petrol alternatives', state incentives, tariffs and fuel
 * prices, lenders' and brand finance partners' interest rates, upcoming cars' expected prices, the taxes, insurance
 * and charges on buying a car and the count of public charging stations.
 */
export function datedFacts<E = RawEntry>(input: DatedInput<E>): DatedFact<E>[] {
  return [
    ...carFacts(input.cars),
    ...incentiveFacts(input.incentives),
    ...input.lenders.map(({ value, entry }) => ({ what: `interest rate of ${value.name}`, ...dated(value.rate), entry, path: ['rate'] })),
    ...loanPartnerFacts(input.brands),
    ...input.upcoming.map(({ value, entry }) => ({
      what: `expected price of the ${value.name}`,
      ...dated(value.expectedPrice),
      entry,
      path: ['expectedPrice'],
    })),
    ...(input.alsoOnSale ?? []).map(({ value, entry }) => ({
      what: `status of the ${value.name}`,
      ...dated(value),
      entry,
      path: [],
    })),
    ...calculatorFacts(input.calculators),
    ...chargingStationFacts(input.settings),
  ];
}

/** The price of each car on sale and of its petrol alternative. */
function carFacts<E>(cars: DatedInput<E>['cars']): DatedFact<E>[] {
  // A discontinued car's figures are its last as sold: history, which does not go stale.
  return cars.flatMap(({ value, entry }) =>
    value.status
      ? []
      : [
          { what: `price of the ${value.name}`, asOf: value.price.asOf, source: value.price.source, entry, path: ['price'] },
          ...(value.petrolAlternative
            ? [
                {
                  what: `price and mileage of the ${value.petrolAlternative.name}`,
                  ...dated(value.petrolAlternative),
                  entry,
                  path: ['petrolAlternative'],
                },
              ]
            : []),
        ],
  );
}

/** Each state's incentive policy, its purchase incentive, its electricity tariff and its petrol price. */
function incentiveFacts<E>(incentives: DatedInput<E>['incentives']): DatedFact<E>[] {
  return incentives.flatMap(({ value, entry }) => [
    { what: `${value.state} incentive policy`, ...dated(value), entry, path: [] },
    ...(value.purchaseIncentive
      ? [{ what: `${value.state} purchase incentive`, ...dated(value.purchaseIncentive), entry, path: ['purchaseIncentive'] }]
      : []),
    { what: `${value.state} electricity tariff`, ...dated(value.electricity), entry, path: ['electricity'] },
    { what: `${value.state} petrol price`, ...dated(value.petrol), entry, path: ['petrol'] },
  ]);
}

/** The interest rate of each brand's finance partner that is not one of lenders.yaml. */
function loanPartnerFacts<E>(brands: DatedInput<E>['brands']): DatedFact<E>[] {
  return brands.flatMap(({ value, entry }) =>
    // A partner named by its lender's slug has its rate in lenders.yaml, dated there.
    value.loanPartners.flatMap((partner, index) =>
      'lender' in partner
        ? []
        : [
            {
              what: `rate of ${partner.name} for ${value.name} buyers`,
              ...dated(partner.rate),
              entry,
              path: ['loanPartners', index, 'rate'],
            },
          ],
    ),
  );
}

/** The taxes on buying a car, the CO2 model's figures, public charging and on-road costs, from calculators.yaml. */
function calculatorFacts<E>(calculators: DatedInput<E>['calculators']): DatedFact<E>[] {
  if (!calculators) return [];
  const { value, entry } = calculators;
  return [
    ...(Object.keys(TAX_FACTS) as (keyof typeof TAX_FACTS)[]).map((key) => ({
      what: TAX_FACTS[key],
      ...dated(value.taxes[key]),
      entry,
      path: ['taxes', key],
    })),
    ...(Object.keys(EMISSION_FACTS) as (keyof typeof EMISSION_FACTS)[]).map((key) => ({
      what: EMISSION_FACTS[key],
      ...dated(value.emissions[key]),
      entry,
      path: ['emissions', key],
    })),
    { what: 'public DC charging price', ...dated(value.publicCharging), entry, path: ['publicCharging'] },
    ...(Object.keys(ON_ROAD_FACTS) as (keyof typeof ON_ROAD_FACTS)[]).map((key) => ({
      what: ON_ROAD_FACTS[key],
      ...dated(value.onRoad[key]),
      entry,
      path: ['onRoad', key],
    })),
  ];
}

/** The count of public charging stations, from site.yaml. */
function chargingStationFacts<E>(settings: DatedInput<E>['settings']): DatedFact<E>[] {
  if (!settings) return [];
  return [
    {
      what: 'count of public charging stations',
      ...dated(settings.value.publicChargingStations),
      entry: settings.entry,
      path: ['publicChargingStations'],
    },
  ];
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
export function findMovedPrices<E>(cars: DatedInput<E>['cars'], brands: DatedInput<E>['brands'], today: Date): MovedPrice<E>[] {
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

/** What is wrong with valid data but does not stop a build: stale facts, moved prices and upcoming cars already launched. */
export interface Warnings {
  /** Dated facts older than site.yaml's staleAfterDays on `today`: warnings, fatal only when strict. */
  stale: readonly StaleFact[];
  /** Prices confirmed before their maker's price change in force on `today`: listed apart from stale facts. */
  moved: readonly MovedPrice[];
  /** Posts' directives that quote a stale fact: the post is as stale as what it quotes. */
  staleQuotes: readonly StaleQuote[];
  /** Upcoming cars whose launch month is before `today`'s: the site no longer lists them. */
  launched: readonly Located<{ name: string; launch: string }>[];
  /** How many warnings there are, without locating them. */
  warningCount: number;
  /** Every warning as a located diagnostic, made when first read (locating costs a parse per file). */
  readonly warnings: readonly Diagnostic[];
}

/**
 * The warnings of valid data: dated facts older than staleAfterDays, prices their makers have changed since, upcoming
 * cars whose launch month has passed.
 */
export function warningsOf(input: DatedInput, today: Date | undefined, cache?: Cache): Warnings {
  const { settings, upcoming } = input;
  const limit = settings?.value.staleAfterDays ?? 0;
  const stale = today && settings ? findStale(datedFacts({ ...input, settings }), today, limit) : [];
  const moved = today ? findMovedPrices(input.cars, input.brands, today) : [];
  const staleQuotes = today && settings ? findStaleQuotes(input as QuoteInput, today, (asOf) => daysSince(asOf, today), limit, cache) : [];
  const launched = today ? upcoming.filter(({ value }) => launchHasPassed(value.launch, today)) : [];
  let warnings: Diagnostic[] | undefined;
  return {
    stale,
    moved,
    staleQuotes,
    launched,
    warningCount: stale.length + moved.length + staleQuotes.length + launched.length,
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
      ]);
      return warnings;
    },
  };
}
