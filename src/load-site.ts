import { noCache, type Cache } from './cache.ts';
import { crashPoint } from './crash.ts';
import { EvguideError } from './diagnostics/index.ts';
import { loadData } from './load/index.ts';
import { collections, type Site } from './schema/index.ts';
import { validateCatalogue, validateData, type Catalogue } from './validate/index.ts';

/** Where the data is and how to read it. */
export interface LoadSiteOptions {
  /** The data folder. @default 'data' */
  dataDir?: string;
  /** Paths in messages are relative to this folder. @default process.cwd() */
  cwd?: string;
  /** Overrides site.yaml's baseUrl, e.g. for a preview deploy. */
  baseUrl?: string;
}

/** Where files that validated before are remembered (see loadData). */
type WithCache = { cache?: Cache };

/** Loads and validates data/; throws an EvguideError carrying every problem when it is invalid. */
export function loadSite(options: LoadSiteOptions & WithCache): Site {
  const cache = options.cache ?? noCache;
  const raw = loadData({ dataDir: options.dataDir ?? 'data', cache, ...(options.cwd ? { cwd: options.cwd } : {}) });
  crashPoint('validate');
  const result = validateData(raw, cache);
  if (!result.site) throw new EvguideError(result.diagnostics);
  const { site } = result;
  return options.baseUrl ? { ...site, settings: { ...site.settings, baseUrl: options.baseUrl.replace(/\/+$/, '') } } : site;
}

/** Loads and validates just the catalogue (settings, brands, cars) for quick answers; throws on problems. */
export function loadCatalogue(options: Pick<LoadSiteOptions, 'dataDir' | 'cwd'>): Catalogue {
  const only = collections.filter((collection) => ['site', 'brand', 'car'].includes(collection.name));
  const raw = loadData({ dataDir: options.dataDir ?? 'data', collections: only, ...(options.cwd ? { cwd: options.cwd } : {}) });
  const result = validateCatalogue(raw);
  if (!result.catalogue) throw new EvguideError(result.diagnostics);
  return result.catalogue;
}

