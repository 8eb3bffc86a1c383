// npm run bench:query -- [--data data] [--runs 5] [--budget 150]
// Times `evguide query <collection> --format json` for every collection as a whole process (node start-up
// included, as a script calling it pays), after one untimed run that fills the cache, and prints the median of
// --runs for each. Exits 1 when any median is over the budget in milliseconds: an answer from unchanged data must
// stay quick enough to call in a loop. Uses a cache of its own under /tmp, so a maintainer's .evguide-cache is
// never touched. Needs the compiled CLI (node scripts/build-cli.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { commands, help } from './cli-doc.mjs';

const { values } = parseArgs({
  options: {
    data: { type: 'string', default: 'data' },
    runs: { type: 'string', default: '5' },
    budget: { type: 'string', default: '150' },
  },
});
const runs = Number(values.runs);
const budget = Number(values.budget);
const evguide = join(import.meta.dirname, '..', 'bin', 'evguide.js');
const cacheDir = '/tmp/evguide-query-bench-cache';
if (!existsSync(join(import.meta.dirname, '..', 'lib', 'evguide.cjs'))) {
  process.stderr.write('lib/evguide.cjs is missing: run `node scripts/build-cli.mjs` first\n');
  process.exit(2);
}
/**
 * Every collection `evguide query` answers, as its own help lists them (the query catalogue, cli/query/), read the
 * way docs/cli.md is generated: a new collection is timed without being named here.
 */
function queryCollections() {
  const names = commands(help(['query']));
  if (names.length === 0) {
    process.stderr.write('evguide query --help lists no collection\n');
    process.exit(2);
  }
  return names;
}
const collections = queryCollections();

/** One whole run of `evguide ARGS`, in milliseconds; a failed run stops the bench (it would time an error). */
function timed(args) {
  const start = process.hrtime.bigint();
  const result = spawnSync(process.execPath, [evguide, ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (result.status !== 0) {
    process.stderr.write(`evguide ${args.join(' ')} exited ${result.status}:\n${result.stderr}`);
    process.exit(2);
  }
  return ms;
}

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

rmSync(cacheDir, { recursive: true, force: true });
try {
  // What node itself costs to start, for reading the figures (not judged).
  const node = median(Array.from({ length: runs }, () => timed(['--version'])));
  process.stdout.write(`evguide --version (start-up alone): ${node.toFixed(0)} ms\n`);
  let over = 0;
  for (const name of collections) {
    const args = ['query', name, '--data', values.data, '--cache-dir', cacheDir, '--format', 'json'];
    timed(args);
    const times = Array.from({ length: runs }, () => timed(args));
    const ms = median(times);
    const verdict = ms <= budget ? 'ok' : `OVER ${budget} ms`;
    if (ms > budget) over++;
    process.stdout.write(
      `query ${name.padEnd(9)} median ${ms.toFixed(0).padStart(4)} ms  (${times.map((t) => t.toFixed(0)).join(', ')})  ${verdict}\n`,
    );
  }
  process.stdout.write(over === 0 ? `every collection within ${budget} ms\n` : `${over} collection(s) over ${budget} ms\n`);
  process.exitCode = over === 0 ? 0 : 1;
} finally {
  rmSync(cacheDir, { recursive: true, force: true });
}
