// What every command shares: option parsers and factories, the stages each imports when it runs, and the
// logger. Commands are in cli/commands/, one module each; cli/main.ts puts them together.
import { type Stats, statSync } from 'node:fs';
import { isIP } from 'node:net';
import { InvalidArgumentError, Option } from 'commander';
import { DEFAULTS } from '../src/config.ts';
import { UsageError } from '../src/diagnostics/index.ts';
import type { Logger } from '../src/logger.ts';
import { relaunchWithHeapFor } from './heap.ts';
import { formats } from '../src/query/render.ts';
import { terminalLogger } from './progress.ts';

/** Thrown when the command ran again in a child process (see heap.ts): its exit code is ours. */
export class RanInChild {
  constructor(readonly code: number) {}
}

/** Runs the command again with a heap sized to a large data folder; returns only when this process goes on. */
export function withHeapFor(dataDir: string): void {
  const code = relaunchWithHeapFor(dataDir);
  if (code !== undefined) throw new RanInChild(code);
}

// Each command imports the stages it needs when it runs: `query` must not pay for React, unified or esbuild.
export const stages = {
  build: () => import('../src/build.ts'),
  loadSite: () => import('../src/load-site.ts'),
  catalogue: () => import('../src/catalogue-cache.ts'),
  content: () => import('../src/content/index.ts'),
  schemas: () => import('../src/schema/json-schema.ts'),
  serve: () => import('../src/serve/static-server.ts'),
  outputFolder: () => import('../src/emit/output-folder.ts'),
  dev: () => import('../src/dev/server.ts'),
};

export const stderrLogger: Logger = terminalLogger(process.stderr);

/** Numbers as people write them in decimal (`12`, `-5`, `1.25`): not `0x10`, `1e3` or `Infinity`, which Number() takes. */
export const DECIMAL = /^-?(\d+(\.\d*)?|\.\d+)$/;

/** A number option, at least `min` (prices and ranges are never negative). */
export function number(name: string, min = 0) {
  return (value: string) => {
    if (!DECIMAL.test(value.trim())) throw new InvalidArgumentError(`${name} must be a number.`);
    const parsed = Number(value);
    if (parsed < min) throw new InvalidArgumentError(`${name} must be ${min} or more.`);
    return parsed;
  };
}

/** A whole-number option from `min` to `max`. */
export function integer(name: string, min: number, max = Number.MAX_SAFE_INTEGER) {
  return (value: string) => {
    const parsed = Number(value);
    if (!/^\d+$/.test(value.trim()) || parsed < min || parsed > max) {
      throw new InvalidArgumentError(
        max === Number.MAX_SAFE_INTEGER
          ? `${name} must be a whole number, ${min} or more.`
          : `${name} must be a whole number from ${min} to ${max}.`,
      );
    }
    return parsed;
  };
}

/** `--host`: an IP address or localhost (given alone, 0.0.0.0: every IPv4 address of this machine). */
export function hostAddress(value: string): string {
  if (isIP(value) === 0 && value !== 'localhost')
    throw new InvalidArgumentError('--host must be an IP address, such as 127.0.0.1 or 0.0.0.0, or localhost.');
  return value;
}

/**
 * `--base-url` as given: {@link checkBaseUrl} checks it before the command runs (main.ts's preAction hook), since
 * the check needs zod, which every command would otherwise pay ~30 ms to load at start-up.
 */
export const baseUrl = (value: string): string => value;

/** `--base-url`: checked as site.yaml's baseUrl is, before anything is written (it ends up in robots.txt and every page). */
export async function checkBaseUrl(value: string): Promise<void> {
  const { baseUrl: baseUrlSchema } = await import('../src/schema/primitives.ts');
  const checked = baseUrlSchema.safeParse(value);
  if (!checked.success)
    throw new InvalidArgumentError(
      `--base-url must be ${checked.error.issues[0]?.message ?? 'an absolute http(s) URL'}, e.g. https://example.com`,
    );
}

/** `--data` must name a folder: a file or a missing folder is a mistyped option, not ten missing data files. */
export function checkDataFolder(dir: string): void {
  let stat: Stats;
  try {
    stat = statSync(dir);
  } catch {
    throw new UsageError(`--data ${dir} does not exist; give the folder that holds site.yaml, such as --data data`);
  }
  if (!stat.isDirectory())
    throw new UsageError(`--data ${dir} is a file, not a folder; give the folder that holds site.yaml, such as --data data`);
}

/** A port or address that cannot be listened on is a wrong --port or --host for this machine, said plainly. */
export function listenProblem(error: unknown, host: string, port: number): never {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') throw new InvalidArgumentError(`port ${port} is in use by another program; choose another with --port`);
  if (code === 'EACCES') throw new InvalidArgumentError(`port ${port} needs administrator rights; choose one above 1023 with --port`);
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND')
    throw new InvalidArgumentError(`no network interface of this machine has the address ${host}; choose another with --host`);
  throw error;
}

export const dataOption = () => new Option('-d, --data <dir>', 'data folder').default(DEFAULTS.dataDir);
export const outOption = (what = 'output folder') => new Option('-o, --out <dir>', what).default(DEFAULTS.outDir);
export const cacheDirOption = () =>
  new Option('--cache-dir <dir>', 'where to keep what evguide can recompute (safe to delete)').default(DEFAULTS.cacheDir);
export const strictOption = () => new Option('--strict', 'fail on warnings too, such as facts older than staleAfterDays in site.yaml');
export const portOption = () =>
  new Option('-p, --port <port>', 'port (0 picks a free one)').default(3000).argParser(integer('--port', 0, 65535));
export const hostOption = () =>
  new Option('--host [address]', 'address to listen on; alone, every address of this machine (default: 127.0.0.1, this machine only)')
    .preset('0.0.0.0')
    .argParser(hostAddress);
export const formatOption = () => new Option('-f, --format <format>', 'output format').choices(formats).default('table');
