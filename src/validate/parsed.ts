import type { z } from 'zod';
import type { RawEntry } from '../source/index.ts';
import type { collections, MarkdownBody } from '../schema/index.ts';

/** A schema-valid entry together with where it was read from. */
export interface Located<T, E = RawEntry> {
  value: T;
  /** Where it was read from; anything (null) where only its values matter. */
  entry: E;
}

type Declared = (typeof collections)[number];

/** A valid entry of a collection: its schema's output, and for Markdown its slug (the file name) and body. */
type Valid<C extends Declared> = C['source']['kind'] extends 'markdown'
  ? z.infer<C['schema']> & { slug: string; body: MarkdownBody }
  : z.infer<C['schema']>;

/** Every collection's schema-valid entries, by collection name, in file order (empty where it was not loaded). */
export type Parsed = { [C in Declared as C['name']]: Located<Valid<C>>[] };
