import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { removeDeadTemporaries } from './crash.ts';
import { ratingOf } from './domain/score.ts';
import type { Catalogue } from './validate/index.ts';

/** Where evguide keeps what it can recompute; safe to delete at any time. */
export const CACHE_DIR = '.evguide-cache';

/** Bumped when the shape of what is cached changes, so old entries are never read. */
const FORMAT = 3;

/** The catalogue's files: site.yaml, calculators.yaml (the estimate models), brands and cars, in a fixed order. */
function catalogueFiles(dataDir: string): string[] {
  const list = (dir: string) => {
    try {
      return readdirSync(join(dataDir, dir)).filter((name) => /\.ya?ml$/.test(name)).sort().map((name) => join(dir, name));
    } catch {
      return [];
    }
  };
  return ['site.yaml', 'calculators.yaml', ...list('brands'), ...list('cars')];
}

/** The key of the catalogue: a hash of every catalogue file's path and bytes, and of the image names it may use. */
function catalogueKey(dataDir: string): string {
  const hash = createHash('sha256').update(`evguide-catalogue:${FORMAT}\0`);
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
 * The validated catalogue, from the cache when no catalogue file has changed since it was validated (no YAML
 * parsing, no schema checks), else loaded and validated afresh and cached. Throws an EvguideError on problems.
 */
export async function cachedCatalogue(options: { dataDir?: string; cwd?: string }): Promise<Catalogue> {
  const dataDir = resolve(options.dataDir ?? 'data');
  const key = catalogueKey(dataDir);
  const file = join(CACHE_DIR, 'catalogue', `${key}.json`);
  try {
    const cached = JSON.parse(readFileSync(file, 'utf8')) as Catalogue;
    // The key covers the data, not the code: scores are worked out afresh, so a change to the model shows at once.
    return { ...cached, cars: cached.cars.map((car) => ({ ...car, ...ratingOf(car, cached.calculators) })) };
  } catch {
    // Not cached yet: validate below.
  }
  const { loadCatalogue } = await import('./load-site.ts');
  const catalogue = loadCatalogue(options);
  try {
    mkdirSync(join(CACHE_DIR, 'catalogue'), { recursive: true });
    removeDeadTemporaries(join(CACHE_DIR, 'catalogue'));
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(catalogue));
    renameSync(temporary, file);
  } catch {
    // A read-only folder only costs speed.
  }
  return catalogue;
}
