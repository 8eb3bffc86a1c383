// npm run bench -- [--posts 1000] [--cars 19] [--glossary 0] [--runs 5] [--peers] [--peer-runs RUNS]
// Generates synthetic data (scripts/bench/generate.mjs), then times `evguide build` (the compiled CLI) as a whole
// process with /usr/bin/time: cold (no cache) with every core and with --threads 1, warm (cache, nothing changed),
// after editing one post, and the real site in data/ from an empty cache; median of --runs, with pages per second
// and peak memory. --peers also builds the same posts with Hugo, Eleventy and Astro through bench/peers/run.sh, in
// the same run, and prints the ratios (install them first, outside the repo: bash bench/peers/run.sh install; see
// bench/peers/README.md).
//
// Everything it writes is under /tmp/evguide-bench*: the data, the output and a cache of its own, so a
// maintainer's .evguide-cache and dist/ are never touched. What a cold run moves aside is deleted whatever happens,
// and a run killed before it could clean up is cleaned up by the next.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { generate, options } from './bench/generate.mjs';

const opts = options(process.argv.slice(2), { posts: 1000, cars: 19, glossary: 0, runs: 5, peersDir: 'bench/peers' });
const peerRuns = opts['peer-runs'] ?? opts.runs;
const out = '/tmp/evguide-bench-out';
const cacheDir = '/tmp/evguide-bench-cache';
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** What a cold build moves aside: the output, its spare and the cache. */
const aside = [cacheDir, out, join(dirname(out), `.${basename(out)}-spare`)];
const TRASH = '.bench-trash-';
/** Deletes what cold runs moved aside, this run's or one that was killed. */
function emptyTrash() {
  for (const path of aside) {
    const prefix = `${basename(path)}${TRASH}`;
    for (const name of existsSync(dirname(path)) ? readdirSync(dirname(path)) : []) {
      if (name.startsWith(prefix)) rmSync(join(dirname(path), name), { recursive: true, force: true });
    }
  }
}

/** Runs a command under /usr/bin/time: wall seconds and peak resident memory in MB. */
function timed(command, args, env = {}) {
  const result = spawnSync('/usr/bin/time', ['-f', '%e %M', command, ...args], { encoding: 'utf8', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stderr.slice(-2000)}`);
  const [wall, kb] = result.stderr.trim().split('\n').pop().split(' ').map(Number);
  return { wall, mb: kb / 1024, stderr: result.stderr };
}

const evguide = (dataDir, extra = []) =>
  timed(process.execPath, ['bin/evguide.js', 'build', '--data', dataDir, '--out', out, '--cache-dir', cacheDir, ...extra], {
    SOURCE_DATE_EPOCH: '1763683200',
  });
const pagesOf = (stderr) => Number(/built (\d+) pages/.exec(stderr)?.[1] ?? 0);

const results = {};
/** Times `runs` builds, each after `prepare(i)`, and keeps the median. */
function measure(name, runs, prepare, build) {
  const all = [];
  for (let i = 0; i < runs; i++) {
    prepare(i);
    all.push(build());
  }
  results[name] = {
    wall: median(all.map((r) => r.wall)),
    mb: Math.max(...all.map((r) => r.mb)),
    pages: pagesOf(all[0].stderr),
    all: all.map((r) => r.wall),
  };
}

// Cold, as the peer harness does it: the output, its spare and the cache are moved aside (a rename, beside each,
// so never across file systems) and deleted only after the runs: deleting thousands of files just before a build
// slows its file creation (ext4 finishes the deletion lazily), which would not be the build's cost.
let trashed = 0;
const moveAside = () => {
  trashed++;
  for (const path of aside) if (existsSync(path)) renameSync(path, `${path}${TRASH}${trashed}`);
};

function run() {
  execFileSync(process.execPath, ['scripts/build-cli.mjs'], { stdio: 'inherit' });
  const dataDir = generate({ posts: opts.posts, cars: opts.cars, glossary: opts.glossary, peers: opts.peersDir });
  const posts = readdirSync(join(dataDir, 'posts'));
  console.log(`data: ${dataDir} (${posts.length} posts, ${readdirSync(join(dataDir, 'cars')).length} cars)`);
  const cores = availableParallelism();

  // The real site first, before the runs below leave thousands of files to delete (ext4 finishes a deletion
  // lazily, which slows the file creation of whatever runs next).
  measure('real site (data/), cold', opts.runs, moveAside, () => evguide('data'));
  emptyTrash();
  measure(`evguide cold (--threads ${cores})`, opts.runs, moveAside, () => evguide(dataDir, ['--threads', String(cores)]));
  if (cores > 1) measure('evguide cold (--threads 1)', opts.runs, moveAside, () => evguide(dataDir, ['--threads', '1']));
  emptyTrash();
  evguide(dataDir); // fill the cache
  measure(
    'evguide warm',
    opts.runs,
    () => {},
    () => evguide(dataDir),
  );
  const editable = join(dataDir, 'posts', posts.filter((file) => file.startsWith('post-'))[0]);
  const original = readFileSync(editable, 'utf8');
  try {
    measure(
      'evguide, one post edited',
      opts.runs,
      (i) => writeFileSync(editable, original.replace(/^title: (.*)$/m, `title: $1 (edit ${i})`)),
      () => evguide(dataDir),
    );
  } finally {
    writeFileSync(editable, original);
  }

  if (opts.peers) {
    const script = join(opts.peersDir, 'run.sh');
    for (const peer of ['hugo', 'eleventy', 'astro']) {
      execFileSync('bash', [script, 'prepare', peer, String(opts.posts)], { stdio: 'ignore' });
      measure(
        `${peer} (cold)`,
        peerRuns,
        () => {},
        () => timed('bash', [script, 'build', peer, String(opts.posts)]),
      );
      results[`${peer} (cold)`].pages = opts.posts + 1;
    }
    execFileSync('bash', [script, 'clean'], { stdio: 'ignore' });
  }
  report(cores);
}

function report(cores) {
  const cold = results[`evguide cold (--threads ${cores})`];
  console.log(`\n${opts.posts} generated posts; median of ${opts.runs} (peers ${peerRuns}); whole process, /usr/bin/time`);
  console.log(['build', 'wall s', 'pages', 'pages/s', 'peak MB', 'vs evguide cold', 'runs'].join('\t'));
  for (const [name, r] of Object.entries(results)) {
    const row = [name.padEnd(28), r.wall.toFixed(2), r.pages, Math.round(r.pages / r.wall), Math.round(r.mb)];
    console.log([...row, (r.wall / cold.wall).toFixed(2), r.all.join(' ')].join('\t'));
  }
  const ratio = (a, b) => (results[a] && results[b] ? (results[a].wall / results[b].wall).toFixed(2) : 'n/a');
  const coldName = `evguide cold (--threads ${cores})`;
  console.log('');
  if (cores > 1) console.log(`--threads ${cores} over --threads 1: ${ratio('evguide cold (--threads 1)', coldName)}x as fast`);
  if (opts.peers) {
    console.log(`cold: ${ratio('astro (cold)', coldName)}x as fast as Astro, ${ratio('eleventy (cold)', coldName)}x Eleventy's speed`);
    console.log(
      `Hugo cold over evguide warm: ${ratio('hugo (cold)', 'evguide warm')}; over one post edited: ${ratio('hugo (cold)', 'evguide, one post edited')}`,
    );
  }
}

try {
  emptyTrash();
  run();
} finally {
  emptyTrash();
}
