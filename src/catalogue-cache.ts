import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { codeVersion, diskCache, noCache } from './cache.ts';
import { absolute, resolveConfig, type Config, type ConfigInput } from './config.ts';
import { catalogueCollections } from './schema/index.ts';
import type { Catalogue } from './validate/index.ts';

/** The catalogue's files (see catalogueCollections: site.yaml, calculators.yaml, brands and cars), in a fixed order. */
function catalogueFiles(dataDir: string): string[] {
  const list = (dir: string) => {
    try {
      return readdirSync(join(dataDir, dir))
        .filter((name) => /\.ya?ml$/.test(name))
        .sort()
        .map((name) => join(dir, name));
    } catch {
      return [];
    }
  };
  return catalogueCollections.flatMap(({ source }) => ('file' in source ? [source.file] : list(source.dir)));
}

/**
 * The key of the catalogue: a hash of the code version (a new evguide validates afresh, and its scores show at
 * once), every catalogue file's path and bytes, and the image names it may use.
 */
export function catalogueKey(dataDir: string, version: string = codeVersion): string {
  const hash = createHash('sha256').update(`evguide-catalogue:${version}\0`);
  for (const file of catalogueFiles(dataDir)) {
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
  hash.update(images('images/cars')).update(images('images/brands'));
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
