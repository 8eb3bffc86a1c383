import { type Command, Option } from 'commander';
import { resolveConfig } from '../../src/config.ts';
import { baseUrl, cacheDirOption, dataOption, integer, outOption, stages, stderrLogger, strictOption, withHeapFor } from '../options.ts';
import { type ReportFormat, reportFormatOption, reporting } from '../report.ts';

/** `evguide build`: the site, into its output folder, or nothing when anything fails. */
export function buildCommand(cli: Command): void {
  cli
    .command('build')
    .description('validate the data and build the static site; on any error the previous output is kept')
    .addOption(dataOption())
    .addOption(outOption())
    .option('--base-url <url>', "absolute site URL for canonical links and the sitemap (default: site.yaml's baseUrl)", baseUrl)
    .addOption(cacheDirOption())
    .option('--no-cache', 'render and bundle everything afresh, ignoring and not filling the cache')
    .addOption(
      new Option(
        '--threads <n>',
        'threads that render Markdown and pages, the main one included (default: every core for a stage with enough work: over 512 KB of Markdown, or over 300 pages)',
      ).argParser(integer('--threads', 1)),
    )
    .addOption(strictOption())
    .addOption(reportFormatOption())
    .action(
      (options: {
        data: string;
        out: string;
        baseUrl?: string;
        cacheDir: string;
        cache: boolean;
        threads?: number;
        strict?: boolean;
        format?: ReportFormat;
      }) =>
        reporting(options.format, async (report) => {
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
          const result = await build(config, { logger: stderrLogger, onWarnings: (_count, warnings) => report.warned(warnings) });
          const seconds = ((performance.now() - start) / 1000).toFixed(2);
          process.stderr.write(
            `✓ built ${result.pages} pages (${result.rendered} rendered, ${result.files} files, ${(result.bytes / 1024).toFixed(0)} KiB written) into ${result.outDir} in ${seconds} s\n`,
          );
        }),
    );
}
