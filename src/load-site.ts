import { noCache, type Cache } from './cache.ts';
import { resolveConfig, type Config, type ConfigInput } from './config.ts';
import { crashPoint } from './testing/crash-points.ts';
import { EvguideError, type Diagnostic } from './diagnostics/index.ts';
import { loadData } from './load/index.ts';
import { catalogueCollections, collectionsNamed, type CollectionName, type Site } from './schema/index.ts';
import { validateCatalogue, validateData, type Catalogue } from './validate/index.ts';

/** Where the data is (see src/config.ts) and how to read it. */
export interface LoadSiteOptions extends ConfigInput {
  /** The day dated facts (prices, incentives) are judged by; without it, none is stale. */
  today?: Date;
  /**
   * Told of the warnings of a run that goes on: how many, and a function that locates them (which costs a parse of
   * each file concerned, so a build that prints one line does not pay it).
   */
  onWarnings?: (count: number, warnings: () => readonly Diagnostic[]) => void;
}

/** Where files that validated before are remembered (see loadData). */
type WithCache = { cacheStore?: Cache };

/** Loads and validates data/; throws an EvguideError carrying every problem when it is invalid. */
export function loadSite(options: LoadSiteOptions & WithCache): Site {
  const config = resolveConfig(options);
  const cache = options.cacheStore ?? noCache;
  const raw = loadData({ dataDir: config.dataDir, cwd: config.cwd, cache });
  crashPoint('validate');
  const result = validateData(raw, cache, options.today ? { today: options.today } : {});
  // Errors alone: warnings (stale facts) would bury them, and come back once the data is valid.
  if (!result.site) throw new EvguideError(result.diagnostics);
  if (config.strict && result.warningCount > 0) throw new EvguideError(result.warnings);
  if (result.warningCount > 0) options.onWarnings?.(result.warningCount, () => result.warnings);
  const { site } = result;
  return config.baseUrl ? { ...site, settings: { ...site.settings, baseUrl: config.baseUrl } } : site;
}

/** Loads and validates just the catalogue (settings, calculators, brands, cars) for quick answers; throws on problems. */
export function loadCatalogue(options: ConfigInput | Config): Catalogue {
  return loadCollections(options, []) as Catalogue;
}

/**
 * Loads and validates the catalogue and the named collections, for `evguide query`; problems in the rest of data/
 * are left to `evguide validate`. Throws an EvguideError on problems.
 */
export function loadCollections(options: ConfigInput | Config, names: readonly CollectionName[]): Catalogue & Partial<Site> {
  const config = resolveConfig(options);
  const which = [...new Set([...catalogueCollections, ...collectionsNamed(names)])];
  const raw = loadData({ dataDir: config.dataDir, collections: which, cwd: config.cwd });
  const result = validateCatalogue(raw, undefined, which);
  if (!result.catalogue) throw new EvguideError(result.diagnostics);
  return result.catalogue;
}

/** A dated fact older than site.yaml's staleAfterDays: where it is written, what it is, and how old. */
export interface StaleFactRow {
  file: string;
  line: number;
  what: string;
  asOf: string;
  daysOld: number;
  source: string;
}

/** The dated facts of valid data older than its staleAfterDays on `today`, oldest first; throws on invalid data. */
export function listStaleFacts(options: ConfigInput & { today: Date }): StaleFactRow[] {
  const config = resolveConfig(options);
  const raw = loadData({ dataDir: config.dataDir, cwd: config.cwd });
  const result = validateData(raw, noCache, { today: options.today });
  if (!result.site) throw new EvguideError(result.diagnostics);
  const facts = result.stale.map(({ fact, days }) => {
    const { line } = fact.entry.file.locate([...fact.entry.path, ...fact.path, 'asOf']);
    return { file: fact.entry.displayPath, line, what: fact.what, asOf: fact.asOf, daysOld: days, source: fact.source };
  });
  // A post that quotes a stale fact is stale too, at the line of its directive.
  const quotes = result.staleQuotes.map(({ loc, fact, days }) => ({
    file: loc.file,
    line: loc.line,
    what: `${fact.what}, quoted here`,
    asOf: fact.asOf,
    daysOld: days,
    source: fact.source,
  }));
  // Oldest first; facts of the same age by file and line, so the order never depends on how they were gathered.
  return [...facts, ...quotes].sort((a, b) => b.daysOld - a.daysOld || a.file.localeCompare(b.file) || a.line - b.line);
}
