import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Command, CommanderError, InvalidArgumentError } from 'commander';
import { describeSystemError, EvguideError, formatReport, isSystemError, UsageError } from '../src/diagnostics/index.ts';
import { packageRoot } from '../src/paths.ts';
import { buildCommand } from './commands/build.ts';
import { devCommand } from './commands/dev.ts';
import { queryCommand } from './commands/query.ts';
import { schemaCommand } from './commands/schema.ts';
import { serveCommand } from './commands/serve.ts';
import { validateCommand } from './commands/validate.ts';
import { checkBaseUrl, checkDataFolder, RanInChild } from './options.ts';
import { Reported } from './report.ts';

/** Exit codes: 0 success, 1 invalid data, a failed check or a read or write the system refused, 2 wrong usage. */
const EXIT = { ok: 0, invalid: 1, usage: 2 } as const;

function program(): Command {
  const version = (JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as { version: string }).version;
  const cli = new Command('evguide')
    .description('Build the Indian EV guide: validate data/, render the static site into dist/, query the data.')
    .version(version, '-v, --version')
    .showHelpAfterError('(run with --help for usage)')
    .configureOutput({ writeErr: (text) => process.stderr.write(text), writeOut: (text) => process.stdout.write(text) })
    .exitOverride()
    // Every command that reads data checks its --data first, and one given a --base-url checks it.
    .hook('preAction', async (_program, command) => {
      const { data, baseUrl } = command.opts<{ data?: string; baseUrl?: string }>();
      if (data !== undefined) checkDataFolder(data);
      if (baseUrl !== undefined) await checkBaseUrl(baseUrl);
    });

  for (const command of [validateCommand, buildCommand, queryCommand, serveCommand, devCommand, schemaCommand]) command(cli);
  return cli;
}

/** Runs the CLI and returns its exit code; the only place that knows about argv and exit codes. */
export async function main(argv: readonly string[]): Promise<number> {
  try {
    await program().parseAsync(argv as string[], { from: 'user' });
    return EXIT.ok;
  } catch (error) {
    if (error instanceof RanInChild) return error.code;
    // A failed validate or build that printed its problems in the format asked for (cli/report.ts).
    if (error instanceof Reported) return error.code;
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
