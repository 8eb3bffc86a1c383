// Entry point of the bundled CLI (lib/evguide.cjs).
import { main } from './main.ts';

// A reader that stops early (`evguide query cars | head -1`) closes the pipe: that is not an error of ours.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

main(process.argv.slice(2)).then(
  (code) => {
    // `serve` keeps a server open; every other command is done.
    if (code !== 0 || process.argv[2] !== 'serve') process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(
      `evguide: internal error (please report it): ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exitCode = 1;
  },
);
