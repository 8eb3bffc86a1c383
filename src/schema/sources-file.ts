import { collections } from './collections.ts';

/** The command that writes src/schema/sources.ts, for the test that fails when it is out of date. */
export const REGENERATE = 'npm run generate';

/**
 * What src/schema/sources.ts holds, from the declarations in src/schema/collections.ts: each collection's files,
 * the catalogue's collections, and how `evguide query` lists them.
 */
export function sourcesOfDeclarations() {
  return {
    sources: Object.fromEntries(collections.map((collection) => [collection.name, collection.source])),
    catalogueNames: collections.filter((collection) => 'catalogue' in collection && collection.catalogue).map(({ name }) => name),
    queryDefaults: collections.flatMap((collection) =>
      'query' in collection && collection.query ? [{ collection: collection.name, siteKey: collection.siteKey, ...collection.query }] : [],
    ),
  };
}

/**
 * The text of src/schema/sources.ts (before formatting). The commands that answer from their cache read it, since
 * loading the declarations loads zod and every schema (about 50 ms a run).
 */
export function sourcesFile(): string {
  const { sources, catalogueNames, queryDefaults } = sourcesOfDeclarations();
  const json = (value: unknown) => JSON.stringify(value);
  const lines = (items: readonly string[]) => `\n${items.map((item) => `  ${item},\n`).join('')}`;
  return `// Made by \`${REGENERATE}\` from the declarations in src/schema/collections.ts: edit those, then run it.
// Each collection's files and how \`evguide query\` lists it, without zod, for the commands that answer from their
// cache (loading the declarations loads zod and every schema). tests/unit/schema.test.ts fails when this is stale.
import type { CollectionSource, QueryDefaults } from './collection.ts';

/** Every collection's files, by collection name, in the order they are loaded and reported. */
export const sources = {${lines(Object.entries(sources).map(([name, source]) => `${json(name)}: ${json(source)}`))}} as const satisfies Record<string, CollectionSource>;

/** The name of a collection of data/. */
export type SourceName = keyof typeof sources;

/** The catalogue, which \`evguide query cars\` loads alone to answer fast. */
export const catalogueNames: readonly SourceName[] = ${json(catalogueNames)};

/** The collections \`evguide query\` lists, in load order: the collection, its field of the Site, and its defaults. */
export const queryDefaults: readonly (QueryDefaults & { collection: SourceName; siteKey: string })[] = [${lines(queryDefaults.map(json))}];
`;
}
