import { resolve } from 'node:path';
import { resolveBuildDate } from './build-date.ts';

/** The folders a command works with when none is given, relative to the working directory. */
export const DEFAULTS = Object.freeze({
  dataDir: 'data',
  outDir: 'dist',
  /** What evguide can recompute (rendered Markdown and pages, the bundle, the validated catalogue); safe to delete. */
  cacheDir: '.evguide-cache',
  schemaDir: 'schemas',
});

/** What a caller may set; the rest comes from {@link DEFAULTS}, the environment, and site.yaml. */
export interface ConfigInput {
  /** The data folder. */
  dataDir?: string;
  /** The output folder. */
  outDir?: string;
  /** Where the cache is kept. */
  cacheDir?: string;
  /** Whether to read and fill the cache (`--no-cache` turns it off). */
  cache?: boolean;
  /** Overrides site.yaml's baseUrl, e.g. for a preview deploy. */
  baseUrl?: string;
  /** The day the build treats as today: SOURCE_DATE_EPOCH, else today at 00:00 UTC. */
  buildDate?: Date;
  /** Fail on warnings (a stale fact) as on errors. */
  strict?: boolean;
  /** Threads that render pages, the main one included; unset, every core once there are many pages. */
  threads?: number;
  /** The folder relative paths start from, and messages show paths relative to: the working directory. */
  cwd?: string;
}

/**
 * How a command runs, resolved once from its flags and the defaults, frozen, and passed down: no stage repeats a
 * default or reads the working directory. Folders are kept as given (messages name them so) and resolved against
 * `cwd` where they are used. The base URL is site.yaml's unless `baseUrl` overrides it.
 */
export interface Config {
  readonly dataDir: string;
  readonly outDir: string;
  readonly cacheDir: string;
  readonly cache: boolean;
  readonly baseUrl: string | undefined;
  readonly buildDate: Date;
  readonly strict: boolean;
  readonly threads: number | undefined;
  readonly cwd: string;
}

const resolved = new WeakSet<object>();

/** Resolves a command's settings into a frozen {@link Config}; a config already resolved is returned as it is. */
export function resolveConfig(input: ConfigInput | Config = {}, env: NodeJS.ProcessEnv = process.env): Config {
  if (resolved.has(input)) return input as Config;
  const config: Config = Object.freeze({
    dataDir: input.dataDir ?? DEFAULTS.dataDir,
    outDir: input.outDir ?? DEFAULTS.outDir,
    cacheDir: input.cacheDir ?? DEFAULTS.cacheDir,
    cache: input.cache ?? true,
    baseUrl: input.baseUrl?.replace(/\/+$/, ''),
    buildDate: input.buildDate ?? resolveBuildDate(env),
    strict: input.strict ?? false,
    threads: input.threads,
    cwd: resolve(input.cwd ?? process.cwd()),
  });
  resolved.add(config);
  return config;
}

/** A folder of the config as an absolute path. */
export const absolute = (config: Config, folder: 'dataDir' | 'outDir' | 'cacheDir'): string => resolve(config.cwd, config[folder]);
