import { catalogue, type Diagnostic } from '../diagnostics/index.ts';
import type { RawEntry } from '../load/index.ts';
import type { Car, StateIncentive } from '../schema/index.ts';
import type { Located } from './cross-checks.ts';
import { located } from './schema-issues.ts';

/** A figure that carries the date it was confirmed and its source, and where it is written. */
export interface DatedFact {
  /** What it is, for people: "price of the Tata Nexon EV". */
  what: string;
  asOf: string;
  source: string;
  entry: RawEntry;
  /** The field holding the figure, whose asOf is this fact's date. */
  path: PropertyKey[];
}

/** Every dated fact of the data: car prices and state incentives. */
export function datedFacts(input: { cars: readonly Located<Car>[]; incentives: readonly Located<StateIncentive>[] }): DatedFact[] {
  return [
    ...input.cars.map(({ value, entry }) => ({ what: `price of the ${value.name}`, asOf: value.price.asOf, source: value.price.source, entry, path: ['price'] })),
    ...input.incentives.map(({ value, entry }) => ({ what: `${value.state} incentive policy`, asOf: value.asOf, source: value.source, entry, path: [] })),
  ];
}

const DAY_MS = 86_400_000;

/** Whole days from a YYYY-MM-DD date to `today` (UTC). */
export const daysSince = (asOf: string, today: Date): number => Math.floor((today.getTime() - Date.parse(`${asOf}T00:00:00Z`)) / DAY_MS);

/** A warning at the asOf of each fact confirmed more than `limit` days before `today`, oldest first. */
export function staleFacts(facts: readonly DatedFact[], today: Date, limit: number): Diagnostic[] {
  return facts
    .map((fact) => ({ fact, days: daysSince(fact.asOf, today) }))
    .filter(({ days }) => days > limit)
    .map(({ fact, days }) => ({
      ...located(fact.entry, [...fact.path, 'asOf'], catalogue.StaleFact, { what: fact.what, asOf: fact.asOf, days, limit, source: fact.source }),
      severity: 'warning' as const,
    }));
}
