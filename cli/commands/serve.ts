import type { Command } from 'commander';
import { DEFAULT_HOST, urlList } from '../../src/serve/http.ts';
import { hostOption, listenProblem, outOption, portOption, stages } from '../options.ts';

/** `evguide serve`: the built site as a host with clean URLs serves it. */
export function serveCommand(cli: Command): void {
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
}
