import type { z } from 'zod';
import type { Car } from './car.ts';
import type { Collection } from './collection.ts';
import type { PageFrontMatter, PostFrontMatter } from './editorial.ts';
import { collections } from './collections.ts';
import { catalogueNames } from './sources.ts';

export * from './brand.ts';
export * from './calculators.ts';
export * from './car.ts';
export * from './collection.ts';
export { collections } from './collections.ts';
export * from './editorial.ts';
export * from './primitives.ts';
export * from './site.ts';
export * from './sources.ts';

type Declared = (typeof collections)[number];

/** The name of a collection. */
export type CollectionName = Declared['name'];

/** A valid entry of a collection: its schema's output, and for Markdown its slug (the file name) and body. */
export type Valid<C extends Declared> = C['source']['kind'] extends 'markdown'
  ? z.infer<C['schema']> & { slug: string; body: MarkdownBody }
  : z.infer<C['schema']>;

/** The valid entries of each collection, by its Site field: a single file's one object, else a list in its order. */
type DeclaredSite = { [C in Declared as C['siteKey']]: C['source']['kind'] extends 'single' ? Valid<C> : readonly Valid<C>[] };

/**
 * The whole validated content of data/: what every later stage works from. Each collection's entries are under its
 * declared field (src/schema/collections.ts); cars come with their scores, and validation adds what it finds.
 */
export type Site = Omit<DeclaredSite, 'cars'> & {
  /** Sorted by id, each with its score. */
  cars: readonly Car[];
  /** The day the newest verified fact was confirmed, as an ISO date: found by validation, from every dated fact. */
  lastVerified: string;
  /** The day each verified fact (a price, a rate, a tax, a tariff) was confirmed, ISO dates: how fresh the data is. */
  verifiedDates: readonly string[];
};

/** The collections of the catalogue (see {@link catalogueNames}). */
export const catalogueCollections: readonly Collection[] = collections.filter((collection) => catalogueNames.includes(collection.name));

/** The declared collections of the given names, in load order. */
export const collectionsNamed = (names: readonly CollectionName[]): readonly Collection[] =>
  collections.filter((collection) => names.includes(collection.name));

/** Markdown as written, and the line of its file it starts on (for messages). */
export interface MarkdownBody {
  markdown: string;
  line: number;
  /** The file it came from, as messages name it. */
  file: string;
}

/** A blog post: its front matter, slug (the file name) and Markdown body. */
export type Post = PostFrontMatter & { slug: string; body: MarkdownBody };

/** A page of prose: front matter, slug (the file name, also its path) and Markdown body. */
export type ProsePage = PageFrontMatter & { slug: string; body: MarkdownBody };
