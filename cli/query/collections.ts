// Every collection `evguide query` answers for: those the collections declare (`query` in
// src/schema/collections.ts, read here from the generated src/schema/sources.ts), each with rows of its own where it
// computes them, then the stale facts. Rows come from the catalogue cache (cars, brands, states) or from rows cached
// under the hash of their files (the rest), so that an answer costs no YAML parsing or validation while data/ is
// unchanged.
import { resolveConfig } from '../../src/config.ts';
import type { Row } from '../../src/query/fields.ts';
import { catalogueNames, queryDefaults, type SourceName, sources } from '../../src/schema/sources.ts';
import type { QueryDefaults } from '../../src/schema/collection.ts';
import type { Catalogue } from '../../src/validate/index.ts';
import { statesInForce, type StateToday } from '../../src/domain/index.ts';
import type { Site, StateIncentive } from '../../src/schema/index.ts';
import { stages } from '../options.ts';
import { type BrandRow, renderBrands, renderStale } from '../output.ts';
import { cars } from './cars.ts';
import type { QueryCollection, QueryOptions } from './collection.ts';

/** The catalogue (settings, calculators, brands, cars, states), from its cache. */
const catalogue = async (options: QueryOptions): Promise<Catalogue> =>
  (await stages.catalogue()).cachedCatalogue({ dataDir: options.data, cacheDir: options.cacheDir });

/** Rows made from some collections (validated with the catalogue), cached under the hash of their files. */
async function fromCollections(
  options: QueryOptions,
  name: string,
  collections: readonly SourceName[],
  make: (site: Catalogue & Partial<Site>) => readonly Row[],
): Promise<{ rows: readonly Row[]; all: readonly Row[] }> {
  const rows = await (await stages.catalogue()).cachedRows<Row>(
    { dataDir: options.data, cacheDir: options.cacheDir },
    {
      name,
      collections: [...catalogueNames, ...collections],
      compute: async (config) => [...make((await stages.loadSite()).loadCollections(config, collections))],
    },
  );
  return { rows, all: rows };
}

/**
 * A state as `query states` lists it: incentives.yaml's fields as written, with `name` (the state's name, which the
 * data calls `state`), `roadTax` (the road tax in force on the build date: `{ ev, petrol }`, each a percent or slabs
 * by price; a concession's price cap becomes slabs, and one past its end date gives way to what follows it), with
 * `roadTaxNote` saying so, and `tariff` (the residential electricity price, rupees a kWh, as `electricity.perKwh`) for
 * the questions people ask of it.
 */
export const stateRow = (written: StateIncentive, today: StateToday): Row => ({
  name: written.state,
  ...written,
  roadTax: today.roadTaxPercent,
  ...(today.evRoadTaxNote ? { roadTaxNote: today.evRoadTaxNote } : {}),
  tariff: written.electricity.perKwh,
});

const brands: Behaviour = {
  rows: async (options) => {
    const site = await catalogue(options);
    const rows = site.brands.map((brand) => ({ ...brand, carCount: site.cars.filter((car) => car.brand === brand.slug).length }));
    return { rows, all: rows };
  },
  render: (rows, format) => renderBrands(rows as unknown as BrandRow[], format),
};

const states: Behaviour = {
  rows: async (options) => {
    const config = resolveConfig({ dataDir: options.data, cacheDir: options.cacheDir });
    const written = (await catalogue(options)).incentives;
    const today = statesInForce(written, config.buildDate);
    const rows = written.map((state, index) => stateRow(state, today[index]!));
    return { rows, all: rows };
  },
};

const stale: QueryCollection = {
  name: 'stale',
  description: "dated facts (prices, incentives) older than site.yaml's staleAfterDays, oldest first",
  columns: ['file', 'line', 'what', 'asOf', 'daysOld', 'source'],
  rows: async (options) => {
    const config = resolveConfig({ dataDir: options.data, cacheDir: options.cacheDir });
    // Judged on the build date and shown relative to the working directory: both belong in the key.
    const rows = await (await stages.catalogue()).cachedRows<Row>(config, {
      name: 'stale',
      collections: Object.keys(sources) as SourceName[],
      extra: `${config.buildDate.toISOString()}\0${config.cwd}`,
      compute: async () => (await stages.loadSite()).listStaleFacts({ ...config, today: config.buildDate }).map((row) => ({ ...row })),
    });
    return { rows, all: rows };
  },
  render: (rows, format) => renderStale(rows as never, format),
  footer: (shown) => `${shown} stale fact${shown === 1 ? '' : 's'}`,
};

/** What a collection's query does besides listing its entries as validated: it computes its rows, or more. */
type Behaviour<O extends QueryOptions = QueryOptions> = Omit<QueryCollection<O>, keyof QueryDefaults>;

/** The queries that do more than list their collection's entries, by query name. */
const behaviours: Record<string, Behaviour<never>> = { cars, brands, states };
// A query renamed in its declaration would otherwise lose its own rows without a word.
for (const name of Object.keys(behaviours)) {
  if (!queryDefaults.some((defaults) => defaults.name === name)) throw new Error(`no collection declares the query "${name}"`);
}

/** The entries of a collection as validated, cached under the hash of its files; a Markdown entry without its body. */
const listed = ({ name, collection, siteKey }: QueryDefaults & { collection: SourceName; siteKey: string }): Behaviour => ({
  rows: (options) =>
    fromCollections(options, name, [collection], (site) =>
      ((site[siteKey as keyof Site] ?? []) as readonly Row[]).map(({ body: _body, ...row }) => row),
    ),
});

/**
 * Every collection, in the order `evguide query --help` lists them (each takes options of its own type, hence
 * `never`): those the collections declare (src/schema/collections.ts), then the stale facts of them all.
 */
export const queryCollections: readonly QueryCollection<never>[] = [
  ...queryDefaults.map((defaults) => ({ ...defaults, ...(behaviours[defaults.name] ?? listed(defaults)) }) as QueryCollection<never>),
  stale,
];
