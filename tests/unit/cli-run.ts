import { spawn, spawnSync, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { createHash } from 'node:crypto';
import { lstatSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';

/** The compiled CLI, run exactly as users run it (bin/evguide.js -> lib/evguide.cjs, built by `npm test`'s pretest). */
export const EVGUIDE = join(import.meta.dirname, '..', '..', 'bin', 'evguide.js');

/** A fixed build date, so that two builds of the same data are byte-identical. */
export const BUILD_DATE_ENV = { SOURCE_DATE_EPOCH: '1763683200' };

/** Not inherited from the tests' own CI: inside GitHub Actions evguide adds annotations on stdout (cli/report.ts). */
export const NOT_IN_ACTIONS = { GITHUB_ACTIONS: undefined };

/** Runs `evguide ARGS` to its end. */
export function runEvguide(args: readonly string[], options: { cwd?: string; env?: NodeJS.ProcessEnv; uid?: number; gid?: number } = {}) {
  const result = spawnSync(process.execPath, [EVGUIDE, ...args], {
    cwd: options.cwd ?? process.cwd(),
    env: { ...process.env, ...NOT_IN_ACTIONS, ...BUILD_DATE_ENV, ...options.env },
    encoding: 'utf8',
    ...(options.uid === undefined ? {} : { uid: options.uid, gid: options.gid ?? options.uid }),
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** A long-running `evguide` command (serve, dev), with what it printed to stderr so far. */
export interface Running {
  child: ChildProcess;
  /** Everything written to stderr so far. */
  stderr(): string;
  /** Resolves with the first match of `pattern` in stderr; rejects if the process exits first. */
  waitFor(pattern: RegExp): Promise<RegExpExecArray>;
  stop(): Promise<void>;
}

/** Starts `evguide ARGS` (or another Node script, with `script`) and keeps its stderr. */
export function startEvguide(args: readonly string[], options: SpawnOptions & { script?: string } = {}): Running {
  const { script = EVGUIDE, ...spawnOptions } = options;
  const child = spawn(process.execPath, [script, ...args], {
    ...spawnOptions,
    env: { ...process.env, ...BUILD_DATE_ENV, ...spawnOptions.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  return {
    child,
    stderr: () => log,
    waitFor: (pattern) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = pattern.exec(log);
          if (found) {
            child.stderr!.off('data', check);
            child.stdout!.off('data', check);
            resolve(found);
          }
        };
        child.stderr!.on('data', check);
        child.stdout!.on('data', check);
        void exited.then(() => reject(new Error(`exited (${child.exitCode}) before printing ${pattern}:\n${log}`)));
        check();
      }),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill();
      await exited;
    },
  };
}

/**
 * Everything under `dir`, byte for byte: each file's SHA-256, each folder and each link's target, by relative path.
 * Two equal snapshots mean nothing was added, moved, changed or deleted.
 */
export function snapshotTree(dir: string): Record<string, string> {
  const tree: Record<string, string> = {};
  const walk = (folder: string, prefix: string) => {
    for (const name of readdirSync(folder).sort()) {
      const path = join(folder, name);
      const rel = prefix + name;
      const stat = lstatSync(path);
      if (stat.isSymbolicLink()) tree[rel] = `link -> ${readlinkSync(path)}`;
      else if (stat.isDirectory()) {
        tree[`${rel}/`] = 'folder';
        walk(path, `${rel}/`);
      } else tree[rel] = createHash('sha256').update(readFileSync(path)).digest('hex');
    }
  };
  walk(dir, '');
  return tree;
}
