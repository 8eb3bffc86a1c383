import { mkdirSync, readFileSync, type Stats, statSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join } from 'node:path';
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { resolveBuildDate } from '../src/build-date.ts';
import { DEFAULTS, resolveConfig } from '../src/config.ts';
import { describeSystemError, EvguideError, formatReport, isSystemError, UsageError } from '../src/diagnostics/index.ts';
import { baseUrl as baseUrlSchema } from '../src/schema/primitives.ts';
import { DEFAULT_HOST, urlList } from '../src/serve/http.ts';
import type { Logger } from '../src/logger.ts';
import { relaunchWithHeapFor } from './heap.ts';
import { terminalLogger } from './progress.ts';

/** Thrown when the command ran again in a child process (see heap.ts): its exit code is ours. */
class RanInChild {
  constructor(readonly code: number) {}
}

/** Runs the command again with a heap sized to a large data folder; returns only when this process goes on. */
function withHeapFor(dataDir: string): void {
  const code = relaunchWithHeapFor(dataDir);
  if (code !== undefined) throw new RanInChild(code);
}
import { packageRoot } from '../src/paths.ts';
import { carSorts, filterCars, onSale, sortCars, withEstimates, type CarFilters, type CarSort } from '../src/domain/index.ts';
import { formats, renderBrands, renderCars, renderStale, type Format } from './output.ts';

// Each command imports the stages it needs when it runs: `query` must not pay for React, unified or esbuild.
const stages = {
  build: () => import('../src/build.ts'),
  loadSite: () => import('../src/load-site.ts'),
  catalogue: () => import('../src/catalogue-cache.ts'),
  content: () => import('../src/content/index.ts'),
  schemas: () => import('../src/schema/json-schema.ts'),
  serve: () => import('../src/serve/static-server.ts'),
  outputFolder: () => import('../src/emit/output-folder.ts'),
  dev: () => import('../src/dev/server.ts'),
};

/** Exit codes: 0 success, 1 invalid data, a failed check or a read or write the system refused, 2 wrong usage. */
const EXIT = { ok: 0, invalid: 1, usage: 2 } as const;

const stderrLogger: Logger = terminalLogger(process.stderr);

/** Numbers as people write them in decimal (`12`, `-5`, `1.25`): not `0x10`, `1e3` or `Infinity`, which Number() takes. */
const DECIMAL = /^-?(\d+(\.\d*)?|\.\d+)$/;

/** A number option, at least `min` (prices and ranges are never negative). */
function number(name: string, min = 0) {
  return (value: string) => {
    if (!DECIMAL.test(value.trim())) throw new InvalidArgumentError(`${name} must be a number.`);
    const parsed = Number(value);
    if (parsed < min) throw new InvalidArgumentError(`${name} must be ${min} or more.`);
    return parsed;
  };
}

/** A whole-number option from `min` to `max`. */
function integer(name: string, min: number, max = Number.MAX_SAFE_INTEGER) {
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
function hostAddress(value: string): string {
  if (isIP(value) === 0 && value !== 'localhost')
    throw new InvalidArgumentError('--host must be an IP address, such as 127.0.0.1 or 0.0.0.0, or localhost.');
  return value;
}

/** `--base-url`: checked as site.yaml's baseUrl is, before anything is written (it ends up in robots.txt and every page). */
function baseUrl(value: string): string {
  const checked = baseUrlSchema.safeParse(value);
  if (!checked.success)
    throw new InvalidArgumentError(
      `--base-url must be ${checked.error.issues[0]?.message ?? 'an absolute http(s) URL'}, e.g. https://example.com`,
    );
  return value;
}

/** `--data` must name a folder: a file or a missing folder is a mistyped option, not ten missing data files. */
function checkDataFolder(dir: string): void {
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
function listenProblem(error: unknown, host: string, port: number): never {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') throw new InvalidArgumentError(`port ${port} is in use by another program; choose another with --port`);
  if (code === 'EACCES') throw new InvalidArgumentError(`port ${port} needs administrator rights; choose one above 1023 with --port`);
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND')
    throw new InvalidArgumentError(`no network interface of this machine has the address ${host}; choose another with --host`);
  throw error;
}

const dataOption = () => new Option('-d, --data <dir>', 'data folder').default(DEFAULTS.dataDir);
const outOption = (what = 'output folder') => new Option('-o, --out <dir>', what).default(DEFAULTS.outDir);
const cacheDirOption = () =>
  new Option('--cache-dir <dir>', 'where to keep what evguide can recompute (safe to delete)').default(DEFAULTS.cacheDir);
const strictOption = () => new Option('--strict', 'fail on warnings too, such as facts older than staleAfterDays in site.yaml');
const portOption = () => new Option('-p, --port <port>', 'port (0 picks a free one)').default(3000).argParser(integer('--port', 0, 65535));
const hostOption = () =>
  new Option('--host [address]', 'address to listen on; alone, every address of this machine (default: 127.0.0.1, this machine only)')
    .preset('0.0.0.0')
    .argParser(hostAddress);
const formatOption = () => new Option('-f, --format <format>', 'output format').choices(formats).default('table');

function program(): Command {
  const version = (JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as { version: string }).version;
  const cli = new Command('evguide')
    .description('Build the Indian EV guide: validate data/, render the static site into dist/, query the data.')
    .version(version, '-v, --version')
    .showHelpAfterError('(run with --help for usage)')
    .configureOutput({ writeErr: (text) => process.stderr.write(text), writeOut: (text) => process.stdout.write(text) })
    .exitOverride()
    // Every command that reads data checks its --data first.
    .hook('preAction', (_program, command) => {
      const { data } = command.opts<{ data?: string }>();
      if (data !== undefined) checkDataFolder(data);
    });

  cli
    .command('validate')
    .description('check every data file against its schema and every cross-reference; report all problems')
    .addOption(dataOption())
    .addOption(strictOption())
    .action(async (options: { data: string; strict?: boolean }) => {
      const [{ loadSite }, { renderContent }] = await Promise.all([stages.loadSite(), stages.content()]);
      let warned = 0;
      const config = resolveConfig({ dataDir: options.data, strict: options.strict === true });
      const site = loadSite({
        ...config,
        today: config.buildDate,
        onWarnings: (count, warnings) => {
          warned = count;
          process.stderr.write(`${formatReport(warnings())}\n\n`);
        },
      });
      const words = [...renderContent(site).posts.values()].map((post) => post.words);
      const wordRange = words.length > 0 ? ` (${Math.min(...words)} to ${Math.max(...words)} words)` : '';
      const counts = [
        `${site.cars.length} cars`,
        `${site.brands.length} brands`,
        `${site.posts.length} posts${wordRange}`,
        `${site.glossary.length} glossary terms`,
        `${site.pages.length} pages`,
        `${site.upcoming.length} upcoming cars`,
      ];
      const warnings = warned > 0 ? `; ${warned} warning${warned === 1 ? '' : 's'} (--strict fails on them)` : '';
      process.stderr.write(`✓ ${options.data} is valid: ${counts.join(', ')}${warnings}\n`);
    });

  cli
    .command('build')
    .description('validate the data and build the static site; on any error the previous output is kept')
    .addOption(dataOption())
    .addOption(outOption())
    .option('--base-url <url>', "absolute site URL for canonical links and the sitemap (default: site.yaml's baseUrl)", baseUrl)
    .addOption(cacheDirOption())
    .option('--no-cache', 'render everything afresh, ignoring and not filling the cache')
    .addOption(
      new Option(
        '--threads <n>',
        'threads that render pages, the main one included (default: every core when over 300 pages need rendering)',
      ).argParser(integer('--threads', 1)),
    )
    .addOption(strictOption())
    .action(
      async (options: {
        data: string;
        out: string;
        baseUrl?: string;
        cacheDir: string;
        cache: boolean;
        threads?: number;
        strict?: boolean;
      }) => {
        const config = resolveConfig({
          dataDir: options.data,
          outDir: options.out,
          cacheDir: options.cacheDir,
          cache: options.cache,
          strict: options.strict === true,
          threads: options.threads,
          baseUrl: options.baseUrl,
        });
        // Refused before any work, even before a child process with a larger heap: the folder must be evguide's.
        (await stages.outputFolder()).claimOutputFolder(config);
        withHeapFor(config.dataDir);
        const start = performance.now();
        const { build } = await stages.build();
        const result = await build(config, { logger: stderrLogger });
        const seconds = ((performance.now() - start) / 1000).toFixed(2);
        process.stderr.write(
          `✓ built ${result.pages} pages (${result.rendered} rendered, ${result.files} files, ${(result.bytes / 1024).toFixed(0)} KiB written) into ${result.outDir} in ${seconds} s\n`,
        );
      },
    );

  const query = cli.command('query').description('print data from data/ for scripts (stdout) ');
  query
    .command('cars')
    .description('list cars, filtered and sorted')
    .addOption(dataOption())
    .option('--brand <brand>', 'brand slug or name, e.g. tata')
    .option('--body <type>', 'body type, e.g. SUV or hatchback')
    .option('--max-price <lakh>', 'highest starting price in lakh', number('--max-price'))
    .option('--min-range <km>', 'lowest claimed range in km', number('--min-range'))
    .option('--min-real-range <km>', 'lowest estimated real-world (city) range in km', number('--min-real-range'))
    .option('--max-cost-per-km <rupees>', 'highest electricity cost a km, at the national average tariff', number('--max-cost-per-km'))
    .option(
      '--max-dc-minutes <min>',
      'longest DC charge from 10 to 80%, in minutes (leaves out cars without DC)',
      number('--max-dc-minutes'),
    )
    .option('--search <text>', 'text in the name or brand')
    .option('--include-discontinued', 'also list cars no longer sold new (left out by default, as on the site)')
    .addOption(new Option('--sort <order>', 'sort order').choices(carSorts))
    .addOption(formatOption())
    .addOption(cacheDirOption())
    .action(
      async (
        options: { data: string; cacheDir: string; sort?: CarSort; format: Format; includeDiscontinued?: boolean } & Pick<
          CarFilters,
          'brand' | 'body' | 'maxPrice' | 'minRange' | 'search' | 'minRealRange' | 'maxCostPerKm' | 'maxDcMinutes'
        >,
      ) => {
        const site = await (await stages.catalogue()).cachedCatalogue({ dataDir: options.data, cacheDir: options.cacheDir });
        const brandNames = new Map(site.brands.map((brand) => [brand.slug, brand.name]));
        const { brand, body, maxPrice, minRange, search, minRealRange, maxCostPerKm, maxDcMinutes } = options;
        const filters: CarFilters = { brand, body, maxPrice, minRange, search, minRealRange, maxCostPerKm, maxDcMinutes };
        const listed = options.includeDiscontinued ? site.cars : onSale(site.cars);
        const estimated = listed.map((car) => withEstimates(car, site.calculators));
        const cars = sortCars(filterCars(estimated, filters, { brandNames }), options.sort);
        process.stdout.write(renderCars(cars, options.format));
        if (options.format === 'table')
          process.stderr.write(`${cars.length} of ${listed.length} cars${options.includeDiscontinued ? '' : ' on sale'}\n`);
      },
    );
  query
    .command('stale')
    .description("list dated facts (prices, incentives) older than site.yaml's staleAfterDays, oldest first")
    .addOption(dataOption())
    .addOption(formatOption())
    .action(async (options: { data: string; format: Format }) => {
      const config = resolveConfig({ dataDir: options.data });
      const rows = (await stages.loadSite()).listStaleFacts({ ...config, today: config.buildDate });
      process.stdout.write(renderStale(rows, options.format));
      if (options.format === 'table') process.stderr.write(`${rows.length} stale fact${rows.length === 1 ? '' : 's'}\n`);
    });
  query
    .command('brands')
    .description('list brands')
    .addOption(dataOption())
    .addOption(formatOption())
    .addOption(cacheDirOption())
    .action(async (options: { data: string; cacheDir: string; format: Format }) => {
      const site = await (await stages.catalogue()).cachedCatalogue({ dataDir: options.data, cacheDir: options.cacheDir });
      process.stdout.write(renderBrands(site.brands, site.cars, options.format));
    });

  cli
    .command('serve')
    .description('serve the built site with clean URLs, its redirects, headers and 404 page, on this machine only unless --host')
    .addOption(outOption('folder to serve'))
    .addOption(hostOption())
    .addOption(portOption())
    .action(async (options: { out: string; host?: string; port: number }) => {
      const { startStaticServer } = await stages.serve();
      const host = options.host ?? DEFAULT_HOST;
      const { listening } = await startStaticServer({ root: options.out, host, port: options.port }).catch((error: unknown) =>
        listenProblem(error, host, options.port),
      );
      process.stderr.write(`Serving ${options.out} at ${urlList(listening.urls)}\n`);
    });

  cli
    .command('dev')
    .description('build, serve with live reload, and rebuild the affected pages on every change to the data or templates')
    .addOption(dataOption())
    .addOption(outOption())
    .addOption(cacheDirOption())
    .addOption(hostOption())
    .addOption(portOption())
    .action(async (options: { data: string; out: string; cacheDir: string; host?: string; port: number }) => {
      const settings = { dataDir: options.data, outDir: options.out, cacheDir: options.cacheDir };
      (await stages.outputFolder()).claimOutputFolder(resolveConfig(settings));
      withHeapFor(options.data);
      const { startDevServer } = await stages.dev();
      const host = options.host ?? DEFAULT_HOST;
      await startDevServer({ ...settings, host, port: options.port, buildDate: () => resolveBuildDate(), logger: stderrLogger }).catch(
        (error: unknown) => listenProblem(error, host, options.port),
      );
      // Runs until stopped: the open server keeps the process alive.
    });

  cli
    .command('schema')
    .description('write one JSON Schema per collection, for editor autocompletion in data files')
    .addOption(new Option('-o, --out <dir>', 'output folder').default(DEFAULTS.schemaDir))
    .action(async (options: { out: string }) => {
      mkdirSync(options.out, { recursive: true });
      const schemas = (await stages.schemas()).jsonSchemas();
      for (const { file, schema } of schemas) writeFileSync(join(options.out, file), `${JSON.stringify(schema, null, 2)}\n`);
      process.stderr.write(`✓ wrote ${schemas.length} schemas to ${options.out}\n`);
    });

  return cli;
}

/** Runs the CLI and returns its exit code; the only place that knows about argv and exit codes. */
export async function main(argv: readonly string[]): Promise<number> {
  try {
    await program().parseAsync(argv as string[], { from: 'user' });
    return EXIT.ok;
  } catch (error) {
    if (error instanceof RanInChild) return error.code;
    if (error instanceof EvguideError) {
      process.stderr.write(`${formatReport(error.diagnostics)}\n`);
      return EXIT.invalid;
    }
    // Before CommanderError, which it extends: commander prints the errors it raises, but not one an action throws.
    if (error instanceof InvalidArgumentError || error instanceof UsageError) {
      process.stderr.write(`error: ${error.message}\n`);
      return EXIT.usage;
    }
    if (error instanceof CommanderError) {
      return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
    }
    // The system refused a read or a write (permissions, a read-only or full disk): one line naming the file.
    if (isSystemError(error)) {
      process.stderr.write(`error: ${describeSystemError(error, process.cwd())}\n`);
      return EXIT.invalid;
    }
    throw error;
  }
}
