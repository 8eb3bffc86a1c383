import type { Command } from 'commander';
import { resolveBuildDate } from '../../src/build-date.ts';
import { resolveConfig } from '../../src/config.ts';
import { DEFAULT_HOST } from '../../src/serve/http.ts';
import {
  cacheDirOption,
  dataOption,
  hostOption,
  listenProblem,
  outOption,
  portOption,
  stages,
  stderrLogger,
  withHeapFor,
} from '../options.ts';

/** `evguide dev`: build, serve with live reload, rebuild on every change. */
export function devCommand(cli: Command): void {
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
}
