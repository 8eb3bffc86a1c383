// npm run bench -- [--posts 1000] [--cars 19] [--glossary 0] [--runs 5] [--peers] [--peer-runs 3]
// Generates synthetic data (scripts/bench/generate.mjs), then times `evguide build` (the compiled CLI) as a whole
// process with /usr/bin/time: cold (no cache), warm (cache, nothing changed) and after editing one post; median of
// --runs, with pages per second and peak memory. --peers also builds the same posts with Hugo, Eleventy and Astro
// through bench/peers/run.sh, in the same run, and prints the ratios (install them first, outside the repo:
// bash bench/peers/run.sh install; see bench/peers/README.md).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { generate, options } from './bench/generate.mjs';

const opts = options(process.argv.slice(2), { posts: 1000, cars: 19, glossary: 0, runs: 5, 'peer-runs': 3, peersDir: 'bench/peers' });
const out = '/tmp/evguide-bench-out';
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

execFileSync(process.execPath, ['scripts/build-cli.mjs'], { stdio: 'inherit' });
const dataDir = generate({ posts: opts.posts, cars: opts.cars, glossary: opts.glossary, peers: opts.peersDir });
console.log(`data: ${dataDir} (${readdirSync(join(dataDir, 'posts')).length} posts, ${readdirSync(join(dataDir, 'cars')).length} cars)`);

/** Runs a command under /usr/bin/time: wall seconds and peak resident memory in MB. */
function timed(command, args, env = {}) {
  const result = spawnSync('/usr/bin/time', ['-f', '%e %M', command, ...args], { encoding: 'utf8', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stderr.slice(-2000)}`);
  const [wall, kb] = result.stderr.trim().split('\n').pop().split(' ').map(Number);
  return { wall, mb: kb / 1024, stderr: result.stderr };
}

const build = () =>
  timed(process.execPath, ['bin/evguide.js', 'build', '--data', dataDir, '--out', out], { SOURCE_DATE_EPOCH: '1763683200' });
const pagesOf = (stderr) => Number(/built (\d+) pages/.exec(stderr)?.[1] ?? 0);
const cacheDir = resolve('.evguide-cache');
const editable = join(dataDir, 'posts', readdirSync(join(dataDir, 'posts')).filter((f) => f.startsWith('post-'))[0]);

const results = {};
function measure(name, prepare) {
  const runs = [];
  for (let i = 0; i < opts.runs; i++) {
    prepare(i);
    runs.push(build());
  }
  const pages = pagesOf(runs[0].stderr);
  results[name] = { wall: median(runs.map((r) => r.wall)), mb: Math.max(...runs.map((r) => r.mb)), pages, all: runs.map((r) => r.wall) };
}

// Cold, as the peer harness does it: the output, its spare and the caches are moved aside (a rename, beside each,
// so never across file systems) and deleted only after all the runs: deleting thousands of files just before a
// build slows its file creation (ext4 finishes the deletion lazily), which would not be the build's cost.
const aside = [cacheDir, out, join(dirname(out), `.${basename(out)}-spare`)];
const trashOf = (path, i) => `${path}.bench-trash-${i}`;
measure('evguide cold', (i) => {
  for (const path of aside) if (existsSync(path)) renameSync(path, trashOf(path, i));
});
for (const path of aside) for (let i = 0; i < opts.runs; i++) rmSync(trashOf(path, i), { recursive: true, force: true });
build(); // fill the cache
measure('evguide warm', () => {});
const original = readFileSync(editable, 'utf8');
measure('evguide, one post edited', (i) => writeFileSync(editable, original.replace(/^title: (.*)$/m, `title: $1 (edit ${i})`)));
writeFileSync(editable, original);

if (opts.peers) {
  const run = join(opts.peersDir, 'run.sh');
  for (const peer of ['hugo', 'eleventy', 'astro']) {
    execFileSync('bash', [run, 'prepare', peer, String(opts.posts)], { stdio: 'ignore' });
    const runs = [];
    for (let i = 0; i < opts['peer-runs']; i++) runs.push(timed('bash', [run, 'build', peer, String(opts.posts)]));
    results[peer] = {
      wall: median(runs.map((r) => r.wall)),
      mb: Math.max(...runs.map((r) => r.mb)),
      pages: opts.posts + 1,
      all: runs.map((r) => r.wall),
    };
  }
}

const ours = results['evguide cold'].wall;
console.log(`\n${opts.posts} generated posts; median of ${opts.runs} (peers ${opts['peer-runs']}); whole process, /usr/bin/time`);
console.log(['build', 'wall s', 'pages', 'pages/s', 'peak MB', 'vs evguide cold', 'runs'].join('\t'));
for (const [name, r] of Object.entries(results)) {
  console.log(
    [
      name.padEnd(26),
      r.wall.toFixed(2),
      r.pages,
      Math.round(r.pages / r.wall),
      Math.round(r.mb),
      (r.wall / ours).toFixed(2),
      r.all.join(' '),
    ].join('\t'),
  );
}
