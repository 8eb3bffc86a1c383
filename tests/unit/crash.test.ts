// Crash safety: `evguide build` processes killed with SIGKILL at every stage leave the previous
// site complete and byte-identical, and the next build cleans up after them. The builds run the compiled CLI
// (bin/evguide.js -> lib/, built by `npm test`'s pretest). Most kills come from the build itself, at a point named by
// EVGUIDE_CRASH_POINT (src/testing/crash-points.ts), since no timing can hit "between the two renames"; one comes from this test,
// at a moment picked by watching the spare folder fill, to show that nothing relies on the hook.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import fg from 'fast-glob';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORKER_THRESHOLD } from '../../src/render/pages.ts';
import { SITE_DATA, snapshot } from './fixture.ts';

const root = mkdtempSync(join(tmpdir(), 'evguide-crash-'));
const data = join(root, 'data');
const out = join(root, 'site');
// Builds run here: .evguide-cache/ is made in the working folder, not beside the data or the output.
const cwd = join(root, 'work');
const cache = join(cwd, '.evguide-cache');
/** Generated posts on top of the fixture site: about 370 pages, so that a build renders with a worker (>= 300). */
const POSTS = 260;
afterAll(() => rmSync(root, { recursive: true, force: true }));

type Snapshot = Record<string, string>;

/** Each file's time on disk: a file whose time changed was written since. */
const times = (dir: string): Map<string, number> =>
  new Map(fg.sync('**/*', { cwd: dir, dot: true, stats: true }).map((entry) => [entry.path, entry.stats!.mtimeMs]));
const writtenSince = (dir: string, before: Map<string, number>): number =>
  [...times(dir)].filter(([file, time]) => before.get(file) !== time).length;

interface Run {
  pid: number;
  code: number | null;
  signal: NodeJS.Signals | null;
  stderr: string;
}
/** Starts `evguide ARGS` in `cwd` with a fixed build date; `crashAt` arms a crash point. */
function start(args: string[], options: { crashAt?: string; in?: string } = {}): { child: ChildProcess; done: Promise<Run> } {
  const { EVGUIDE_CRASH_POINT: _, ...inherited } = process.env;
  const env = {
    ...inherited,
    SOURCE_DATE_EPOCH: '1795000000',
    NODE_ENV: 'production',
    ...(options.crashAt ? { EVGUIDE_CRASH_POINT: options.crashAt } : {}),
  };
  const child = spawn(process.execPath, [join(process.cwd(), 'bin/evguide.js'), ...args], {
    cwd: options.in ?? cwd,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const done = new Promise<Run>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) => resolve({ pid: child.pid!, code, signal, stderr }));
  });
  return { child, done };
}
const build = (options: { crashAt?: string; threads?: number } = {}) =>
  start(['build', '--data', data, '--out', out, ...(options.threads ? ['--threads', String(options.threads)] : [])], options).done;

/** Processes whose command line names this test's folder: a killed build must leave none (a worker is a thread). */
function survivors(): string[] {
  if (!existsSync('/proc')) return [];
  return readdirSync('/proc').filter((pid) => {
    try {
      return /^\d+$/.test(pid) && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(root);
    } catch {
      return false;
    }
  });
}
/** A process's state letter and parent, from /proc; undefined when it is gone. */
function processStat(pid: number): { state: string; parent: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const [state, parent] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: state!, parent: Number(parent) };
  } catch {
    return undefined;
  }
}
const childrenOf = (pid: number) =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name) && processStat(Number(name))?.parent === pid)
    .map(Number);
/** Gone, or a zombie: dead, and waiting for whoever adopted it to collect its exit status. */
const isDead = (pid: number) => (processStat(pid)?.state ?? 'Z') === 'Z';
const leftovers = () => readdirSync(root).filter((name) => name.startsWith('.site') && name !== '.site-spare');
const spare = join(root, '.site-spare');

/** The real data plus POSTS copies of its posts under new slugs and titles. */
function generateSite(): void {
  cpSync(SITE_DATA, data, { recursive: true });
  const posts = readdirSync(join(data, 'posts'))
    .filter((name) => name.endsWith('.md'))
    .sort();
  for (let i = 0; i < POSTS; i++) {
    const source = posts[i % posts.length]!;
    const text = readFileSync(join(data, 'posts', source), 'utf8')
      .replace(/^title: "?(.*?)"?$/m, (_, title: string) => `title: "${title.replaceAll('"', '')} (${i})"`)
      .replace(/^featured: .*$/m, 'featured: false');
    writeFileSync(join(data, 'posts', `copy-${i}-${source}`), text);
  }
}
/** Edits every page shares (the phone number in the footer), some posts and cars; adds a post, deletes one. */
function changeSite(): void {
  const edit = (file: string, change: (text: string) => string) => {
    const before = readFileSync(join(data, file), 'utf8');
    const after = change(before);
    // An edit that matches nothing would quietly test less than it says.
    if (after === before) throw new Error(`the edit of ${file} changed nothing`);
    writeFileSync(join(data, file), after);
  };
  edit('site.yaml', (text) => text.replace(/^phone: .*$/m, 'phone: +91 22 4890 2299'));
  for (const post of [
    'copy-1-ev-charging-infrastructure-india-2025.md',
    'copy-2-ev-insurance-guide-india-2025.md',
    'home-ev-charging-setup-guide.md',
  ]) {
    edit(join('posts', post), (text) => text.replace(/^title: "?(.*?)"?$/m, 'title: "$1, revised"'));
  }
  edit('cars/tata-nexon-ev.yaml', (text) => text.replace(/^ {2}claimedKm: (\d+)$/m, (_, km: string) => `  claimedKm: ${Number(km) - 1}`));
  edit('cars/kia-ev6.yaml', (text) => text.replace(/^description: >-\n/m, '$&  Revised. '));
  cpSync(join(data, 'posts', 'copy-3-ev-maintenance-costs-india-2025.md'), join(data, 'posts', 'added-post.md'));
  edit(join('posts', 'added-post.md'), (text) => text.replace(/^title: "?(.*?)"?$/m, 'title: "An added post"'));
  rmSync(join(data, 'posts', 'copy-4-ev-vs-petrol-cost-comparison.md'));
}

let old: Snapshot;
let fresh: Snapshot;
beforeAll(async () => {
  if (!existsSync('lib/evguide.cjs')) throw new Error('lib/evguide.cjs is missing: run `node scripts/build-cli.mjs` (npm test does)');
  generateSite();
  mkdirSync(cwd);
  // Twice, so that the spare holds a site and a manifest, as it does between builds in real use.
  for (let i = 0; i < 2; i++) expect((await build()).code).toBe(0);
  old = snapshot(out);
  expect(existsSync(cache)).toBe(true);
  changeSite();
  // What the changed data gives, built into a new folder from a folder with no cache.
  const clean = join(root, 'clean');
  mkdirSync(clean);
  const run = await start(['build', '--data', data, '--out', join(root, 'fresh'), '--no-cache'], { in: clean }).done;
  expect(run.code, run.stderr).toBe(0);
  expect(readdirSync(clean)).toEqual([]);
  fresh = snapshot(join(root, 'fresh'));
  // Enough pages that a build with no --threads renders with a worker, as the kill points below assume.
  expect(Object.keys(fresh).filter((file) => file.endsWith('.html')).length).toBeGreaterThanOrEqual(WORKER_THRESHOLD);
}, 120_000);

/** A kill point: where the build dies, how, and what it must have written into the spare by then. */
interface KillPoint {
  name: string;
  crashAt?: string;
  threads?: number;
  /** Files the killed build wrote into the spare: none, some but not all, all of the site's, or this many. */
  written: 'none' | 'some' | 'all' | number;
}
const beforeSwap: KillPoint[] = [
  { name: 'while validating the data, the output already locked', crashAt: 'validate', written: 'none' },
  // The output marker is the first file written into the spare, then the 150 pages.
  { name: 'mid-render, after the main thread wrote 150 pages (one thread)', crashAt: 'render:150', threads: 1, written: 151 },
  { name: 'mid-render, after the render worker wrote 40 pages (two threads)', crashAt: 'render-worker:40', threads: 2, written: 'some' },
  { name: 'mid-render, by a SIGKILL from outside once 60 new files are in the spare (two threads)', threads: 2, written: 'some' },
  { name: 'mid-emit, after 10 static files were staged', crashAt: 'static-files:10', written: 'some' },
  { name: 'after staging, before the swap', crashAt: 'staged', written: 'all' },
];

describe('a build killed with SIGKILL', () => {
  it.each(beforeSwap.map((point) => [point.name, point] as const))(
    '%s, leaves the previous site byte-identical and no process behind',
    async (_, { crashAt, threads, written }) => {
      const before = times(spare);
      let run: Run;
      if (crashAt) run = await build({ crashAt, ...(threads ? { threads } : {}) });
      else {
        const { child, done } = start(['build', '--data', data, '--out', out, '--threads', String(threads)]);
        let exited = false;
        void done.then(() => (exited = true));
        while (!exited && writtenSince(spare, before) < 60) await sleep(2);
        child.kill('SIGKILL');
        run = await done;
      }
      expect(run.signal, run.stderr).toBe('SIGKILL');
      expect(survivors()).toEqual([]);
      expect(snapshot(out)).toEqual(old);
      // What it left for the next build: its lock, and the spare marked as in flux.
      expect(readFileSync(join(root, '.site.lock'), 'utf8')).toBe(String(run.pid));
      expect(existsSync(`${spare}.incomplete`)).toBe(true);
      const count = writtenSince(spare, before);
      const total = Object.keys(fresh).length;
      if (written === 'none') expect(count).toBe(0);
      else if (written === 'all') expect(count).toBe(total);
      else if (written === 'some') expect([count > 0, count < total]).toEqual([true, true]);
      else expect(count).toBe(written);
    },
    60_000,
  );

  it.runIf(existsSync('/proc'))(
    'while validating with no cache, its esbuild process started, leaves no esbuild process behind',
    async () => {
      const { child, done } = start(['build', '--data', data, '--out', join(root, 'other'), '--no-cache'], { crashAt: 'validate' });
      const seen = new Set<number>();
      let exited = false;
      void done.then(() => (exited = true));
      while (!exited) {
        for (const pid of childrenOf(child.pid!)) seen.add(pid);
        await sleep(5);
      }
      expect((await done).signal).toBe('SIGKILL');
      expect(seen.size).toBeGreaterThan(0);
      // esbuild's service stops when its input pipe closes, which the kill does; give it a moment.
      for (let i = 0; i < 100 && ![...seen].every(isDead); i++) await sleep(20);
      expect([...seen].filter((pid) => !isDead(pid))).toEqual([]);
    },
    60_000,
  );

  it('between the two renames of its swap leaves no site until the next build puts the previous one back, even a failing one', async () => {
    const run = await build({ crashAt: 'swap' });
    expect(run.signal).toBe('SIGKILL');
    // The window: the site is complete, but beside its place. A server of `site/` answers 404 meanwhile.
    expect(existsSync(out)).toBe(false);
    expect(snapshot(join(root, `.site-swapping-${run.pid}`))).toEqual(old);
    const broken = join(data, 'cars', 'broken.yaml');
    writeFileSync(broken, 'id: broken\nprice: "12 lakh"\n');
    const failed = await build();
    rmSync(broken);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain('data/cars/broken.yaml');
    expect(snapshot(out)).toEqual(old);
    expect(leftovers()).toEqual([]);
  }, 60_000);

  it.each([
    ['after both renames of its swap, before the old site becomes the spare', 'swapped'],
    // The first pack: how many packs a build saves depends on which hash shards its changes fall in (two manifests
    // in one shard, and nothing else new, is one pack), so ':2' let a build finish now and then (CI, 8efaf89).
    ['while saving the cache, a pack written only to its temporary file', 'cache-save'],
  ])(
    '%s, leaves the new site complete',
    async (_, crashAt) => {
      const run = await build({ crashAt });
      expect(run.signal, `exit code ${run.code}: ${run.stderr}`).toBe('SIGKILL');
      expect(snapshot(out)).toEqual(fresh);
      if (crashAt === 'swapped') expect(snapshot(join(root, `.site-swapping-${run.pid}`))).toEqual(old);
      if (crashAt.startsWith('cache-save')) expect(readdirSync(cache).filter((name) => name.endsWith(`.${run.pid}.tmp`))).toHaveLength(1);
    },
    60_000,
  );

  it('is followed by a build that succeeds, gives exactly what a clean build gives, and leaves nothing behind', async () => {
    const run = await build();
    expect(run.code, run.stderr).toBe(0);
    expect(snapshot(out)).toEqual(fresh);
    expect(leftovers()).toEqual([]);
    expect(fg.sync('**/*.tmp', { cwd: cache, dot: true })).toEqual([]);
    // The cache and the spare it left are sound: the next build finds every page made already.
    const again = await build();
    expect(again.stderr).toMatch(/ \(0 rendered, /);
    expect(snapshot(out)).toEqual(fresh);
  }, 60_000);
});
