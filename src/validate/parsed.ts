import type { RawEntry } from '../source/index.ts';
import type { collections, Valid } from '../schema/index.ts';

/** A schema-valid entry together with where it was read from. */
export interface Located<T, E = RawEntry> {
  value: T;
  /** Where it was read from; anything (null) where only its values matter. */
  entry: E;
}

type Declared = (typeof collections)[number];

/** Every collection's schema-valid entries, by collection name, in file order (empty where it was not loaded). */
export type Parsed = { [C in Declared as C['name']]: Located<Valid<C>>[] };
