import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { codeVersion, diskCache, noCache } from './cache.ts';
import { absolute, resolveConfig, type Config, type ConfigInput } from './config.ts';
// From sources.ts alone, not schema/index.ts: an answer from the cache must not load zod and the schemas.
import { catalogueNames, sources, type SourceName } from './schema/sources.ts';
import type { Catalogue } from './validate/index.ts';

/** The files of the given collections (the catalogue's: site.yaml, calculators.yaml, brands, cars, states), in a fixed order. */
function sourceFiles(dataDir: string, names: readonly SourceName[]): string[] {
  // Posts and pages are Markdown; every other folder holds YAML.
  const list = (dir: string, extension: RegExp) => {
    try {
      return readdirSync(join(dataDir, dir))
        .filter((name) => extension.test(name))
        .sort()
        .map((name) => join(dir, name));
    } catch {
      return [];
    }
  };
  return names.flatMap((name) => {
    const source = sources[name];
    return 'file' in source ? [source.file] : list(source.dir, source.kind === 'markdown' ? /\.md$/ : /\.ya?ml$/);
  });
}

/**
 * The key of the catalogue (or of other collections' files): a hash of the code version (a new evguide validates
 * afresh, and its scores show at once), every file's path and bytes, and the image names it may use.
 */
export function catalogueKey(dataDir: string, version: string = codeVersion, names: readonly SourceName[] = catalogueNames): string {
  const hash = createHash('sha256').update(`evguide-catalogue:${version}\0`);
  for (const file of sourceFiles(dataDir, names)) {
    hash.update(file).update('\0');
    try {
      hash.update(readFileSync(join(dataDir, file)));
    } catch {
      hash.update('(missing)');
    }
    hash.update('\0');
  }
  const images = (dir: string) => {
    try {
      return readdirSync(join(dataDir, dir)).sort().join('\n');
    } catch {
      return '';
    }
  };
  // Validation checks that the images a car, brand or post names exist.
  hash.update(images('images/cars')).update(images('images/brands')).update(images('images/posts'));
  return hash.digest('hex');
}

/**
 * The validated catalogue, from the cache's `catalogue` namespace when neither the code nor any catalogue file has
 * changed since it was validated (no YAML parsing, no schema checks), else loaded and validated afresh and cached.
 * Throws an EvguideError on problems.
 */
export async function cachedCatalogue(settings: ConfigInput | Config): Promise<Catalogue> {
  const config = resolveConfig(settings);
  const cache = config.cache ? diskCache(absolute(config, 'cacheDir')) : noCache;
  const key = catalogueKey(absolute(config, 'dataDir'));
  const cached = cache.get<Catalogue>('catalogue', key);
  if (cached) return cached;
  const { loadCatalogue } = await import('./load-site.ts');
  const catalogue = loadCatalogue(config);
  cache.set('catalogue', key, catalogue);
  cache.save();
  return catalogue;
}

/** What {@link cachedRows} computes, and what it depends on. */
export interface RowsSpec<R> {
  /** The name the rows are kept under, such as `lenders`. */
  name: string;
  /** The collections whose files the rows come from: a change to any of them computes the rows afresh. */
  collections: readonly SourceName[];
  /** Anything else the rows depend on, such as the day stale facts are judged by. */
  extra?: string;
  /** Loads and validates the data (throwing an EvguideError on problems) and makes the rows. */
  compute: (config: Config) => Promise<R[]>;
}

/**
 * Rows of `evguide query` from the cache when the code and their collections' files are as when they were made, so
 * an answer costs a hash of those files and no parsing or validation; else computed and cached. Each collection has
 * a namespace of its own: a save keeps only the entries its run used, so collections sharing one would evict each
 * other, and alternating queries would never be answered from the cache.
 */
export async function cachedRows<R>(settings: ConfigInput | Config, spec: RowsSpec<R>): Promise<R[]> {
  const config = resolveConfig(settings);
  const cache = config.cache ? diskCache(absolute(config, 'cacheDir')) : noCache;
  const key = createHash('sha256')
    .update(`${spec.name}\0${spec.extra ?? ''}\0`)
    .update(catalogueKey(absolute(config, 'dataDir'), codeVersion, spec.collections))
    .digest('hex');
  const namespace = `query-${spec.name}`;
  const cached = cache.get<R[]>(namespace, key);
  if (cached) return cached;
  const rows = await spec.compute(config);
  cache.set(namespace, key, rows);
  cache.save();
  return rows;
}
