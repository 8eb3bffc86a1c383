import {
  constants,
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { hashOf, noCache, type Cache } from '../cache.ts';
import { packScan, type PageScan } from '../check/index.ts';
import { isRunning } from '../recovery.ts';
import { crashPoint } from '../testing/crash-points.ts';
import { catalogue, describeSystemError, diagnostic, EvguideError } from '../diagnostics/index.ts';
import { isEvguideFolder, OUTPUT_MARKER, OUTPUT_MARKER_TEXT, outputSiblings } from './output-folder.ts';
import type { OutputFile } from '../output-file.ts';
import { writeOutputFile } from './write-parts.ts';
import { shownPath } from '../paths.ts';

/**
 * What one file of an output folder is: an identity that changes whenever its bytes may (a page's render key, a
 * hash of contents, a copied file's path, size and time), the size and time it had on disk when written (a file
 * changed by hand since is never trusted), and for a page, what the link check needs of it.
 */
export type StagedFile = [identity: string, stamp: string, scan?: string];

type Manifest = Record<string, StagedFile>;

/** A build's output, staged beside the live folder and swapped in whole. */
export interface OutputStage {
  /**
   * Keeps the file at `path` if the staging folder already holds it with this identity, or copies it from the live
   * output if that does; returns what is known of it, or undefined when it must be written.
   */
  reuse(path: string, identity: string): StagedFile | undefined;
  /**
   * Writes a file into the staging folder, synchronously: on a busy 2-core machine, writes on the thread pool cost
   * the build more than they save (4,000 posts cold: 3.28 s async, 3.13 s sync, alternating runs).
   */
  write(path: string, contents: string | Uint8Array | readonly (string | Uint8Array)[], identity: string, scan?: PageScan): void;
  /**
   * Readies `path` for a file written by someone else (a render worker): makes its folder and marks it in flux.
   * Returns the absolute file to write; report it with {@link OutputStage.adopt} once written.
   */
  prepare(path: string): string;
  /** Records a file written into {@link OutputStage.prepare}'s path. */
  adopt(path: string, identity: string, stamp: string, size: number, scan?: PageScan): void;
  /** Whether this build has exactly the files of the live output (paths only). */
  sameFilesAsLive(): boolean;
  /** What the live output holds at `path`, if anything. */
  live(path: string): StagedFile | undefined;
  /** Whether the file at `path` is the very one the live output has (same identity). */
  unchangedFromLive(path: string): boolean;
  /** Whether any file could be reused: false on a first or uncached build, where keys need not be computed first. */
  readonly canReuse: boolean;
  /** Adds a generated or copied file, written only if it differs from what is staged. */
  put(file: OutputFile): void;
  /** Every path of this build, in the order added. */
  readonly paths: readonly string[];
  /** Bytes written by this build (files reused cost nothing). */
  readonly bytesWritten: number;
  /**
   * Finishes writing, removes what this build did not produce, swaps the staged folder in, saves the manifests.
   * Returns the paths whose files differ from the output this build replaced (everything without a cache).
   */
  commit(): Promise<string[]>;
  /** Leaves the live output untouched and records what the staging folder now holds, for the next build. */
  abandon(): Promise<void>;
}

/**
 * Takes the lock file beside the output, holding this process's id: two builds into one output would interleave in
 * its spare. A lock left by a process that is gone (a killed build) is taken over; one held by a running process
 * is an error. The same process may build again (the dev server).
 */
function takeLock(lock: string, outDir: string): void {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number.parseInt(readFileSync(lock, 'utf8'), 10);
      if (pid === process.pid) return;
      if (Number.isInteger(pid) && pid > 0 && isRunning(pid)) {
        throw new EvguideError([diagnostic(catalogue.OutputLocked, { outDir, pid, lock })]);
      }
      rmSync(lock, { force: true });
    }
  }
  throw new Error(`could not take ${lock}`);
}

/**
 * Undoes what a killed build of this output left; the caller holds the lock, so that build is gone. One killed
 * between the swap's two renames left the live site in `.NAME-swapping-PID` and no output: it is put back. One
 * killed after both renames left the old site there too, and one killed while deleting a folder (or one that could
 * not delete it) left `.NAME-trash-PID`: returned, to be deleted. A folder so named that is not evguide's (no
 * marker, not a site it built) is left alone, with a warning.
 */
function recoverKilledBuild(target: string, warn: (message: string) => void, cwd: string): string[] {
  const { parent, leftover } = outputSiblings(target);
  const leftovers: string[] = [];
  for (const entry of readdirSync(parent)) {
    const kind = leftover.exec(entry)?.[1];
    if (!kind) continue;
    const folder = join(parent, entry);
    if (!isEvguideFolder(folder)) {
      warn(
        `left ${shownPath(folder, cwd)} alone: it has no ${OUTPUT_MARKER} file, so it may not be evguide's; delete it yourself if it is`,
      );
    } else if (kind === 'swapping' && !existsSync(target)) renameSync(folder, target);
    else leftovers.push(folder);
  }
  return leftovers;
}

/**
 * Deletes folders evguide left (an old site, a spare nobody vouches for), the marker last, so that a deletion cut
 * short leaves a folder that still says whose it is. One that cannot be deleted (a file in it the user may not
 * remove) costs only space: it is reported and left, and the build goes on.
 */
async function deleteLeftovers(folders: readonly string[], warn: (message: string) => void, cwd: string): Promise<void> {
  const remove = async (folder: string) => {
    const entries = await readdir(folder).catch(() => []);
    await Promise.all(
      entries.filter((name) => name !== OUTPUT_MARKER).map((name) => rm(join(folder, name), { recursive: true, force: true })),
    );
    await rm(folder, { recursive: true, force: true });
  };
  await Promise.all(
    folders.map((folder) =>
      remove(folder).catch((error: unknown) =>
        warn(`left ${shownPath(folder, cwd)} behind: ${describeSystemError(error, cwd)}; delete it by hand to free the space`),
      ),
    ),
  );
}

/** Deletes every file under `folder` that is not in `keep` (paths relative to it, with /): what the build did not write. */
function removeUnlisted(folder: string, keep: ReadonlyMap<string, unknown>): void {
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (entry.isDirectory()) continue;
    const file = join(entry.parentPath, entry.name);
    if (!keep.has(relative(folder, file).split(sep).join('/'))) rmSync(file, { force: true });
  }
}

const stamp = (folder: string, path: string): string => {
  try {
    const stat = statSync(join(folder, path));
    return `${stat.size}:${stat.mtimeMs}`;
  } catch {
    return 'missing';
  }
};

/** Options of {@link stageOutput}. */
export interface StageOptions {
  /** Keeps the site before last as a spare and the manifests of both folders, so later builds reuse their files. */
  cache?: Cache;
  /** Told of what went wrong without failing the build (a leftover folder that could not be deleted). */
  warn?: (message: string) => void;
  /** Messages show paths relative to this folder. */
  cwd: string;
}

/**
 * Stages a build so that `outDir` is only ever the previous complete site or the new complete site. The caller
 * has made sure the folder is evguide's to replace (`claimOutputFolder`); the first file staged is the marker that
 * says so to the next build.
 *
 * The output folders are the page cache: with a cache, the site before last is kept beside `outDir` as a spare,
 * with a manifest of what each of its files is. A build stages into the spare, writing only what differs from it
 * (or copying from `outDir` what the last build already made), then swaps the two with renames. A one-post edit
 * thus renders and writes a handful of files. Without a cache every file is written into a fresh folder.
 */
export function stageOutput(outDir: string, options: StageOptions): OutputStage {
  const cache = options.cache ?? noCache;
  const warn = options.warn ?? (() => {});
  const keep = cache !== noCache;
  const { cwd } = options;
  const target = resolve(cwd, outDir);
  const { parent, spare, dirty, lock, hold: holdOf, trash } = outputSiblings(target);
  /** A name for a folder to delete that no other folder has. */
  const trashFolder = () => {
    let n = 0;
    while (existsSync(trash(process.pid, n))) n++;
    return trash(process.pid, n);
  };
  const manifestKey = (folder: string) => hashOf('output', folder);
  mkdirSync(parent, { recursive: true });
  takeLock(lock, outDir);
  const leftovers = recoverKilledBuild(target, warn, cwd);

  const liveManifest = keep && existsSync(target) ? cache.get<Manifest>('outputs', manifestKey(target)) : undefined;
  const live: Manifest = liveManifest ?? {};
  let staged: Manifest | undefined =
    keep && existsSync(spare) && !existsSync(dirty) ? cache.get<Manifest>('outputs', manifestKey(spare)) : undefined;
  // A spare nobody can vouch for is moved aside and deleted in the background while the build goes on, with what
  // killed builds left.
  const reusedSpare = staged !== undefined;
  if (!staged) {
    if (existsSync(spare)) {
      const folder = trashFolder();
      renameSync(spare, folder);
      leftovers.push(folder);
    }
    staged = {};
  }
  const clearing = leftovers.length > 0 ? deleteLeftovers(leftovers, warn, cwd) : undefined;
  const stagedFiles: Manifest = staged;
  writeFileSync(dirty, '');

  const entries = new Map<string, StagedFile>();
  const made = new Set<string>();
  let bytesWritten = 0;
  let marked = false;
  const destination = (path: string) => {
    const file = join(spare, path);
    const folder = dirname(file);
    if (!made.has(folder)) {
      mkdirSync(folder, { recursive: true });
      made.add(folder);
    }
    // The marker goes in before any other file, so that even a spare a build left half-written says whose it is.
    if (!marked) {
      marked = true;
      stage.put({ path: OUTPUT_MARKER, contents: OUTPUT_MARKER_TEXT });
    }
    return file;
  };
  const record = (path: string, entry: StagedFile) => {
    entries.set(path, entry);
    stagedFiles[path] = entry;
    return entry;
  };

  const stage: OutputStage = {
    reuse(path, identity) {
      const old = stagedFiles[path];
      if (old && old[0] === identity && old[1] === stamp(spare, path)) return record(path, old);
      const current = live[path];
      if (current && current[0] === identity && current[1] === stamp(target, path)) {
        // FICLONE: a copy-on-write clone where the filesystem has them, else an ordinary copy.
        copyFileSync(join(target, path), destination(path), constants.COPYFILE_FICLONE);
        return record(path, current[2] ? [identity, stamp(spare, path), current[2]] : [identity, stamp(spare, path)]);
      }
      return undefined;
    },
    prepare(path) {
      const file = destination(path);
      // In flux until written: if the build stops now, the manifest must not vouch for the file, but must still
      // list it, so that a later build removes it if the site no longer has it.
      stagedFiles[path] = ['', 'in flux'];
      entries.set(path, ['', 'pending']);
      return file;
    },
    adopt(path, identity, written, size, scan) {
      bytesWritten += size;
      record(path, scan ? [identity, written, packScan(scan)] : [identity, written]);
    },
    sameFilesAsLive() {
      const livePaths = Object.keys(live);
      return livePaths.length === entries.size && livePaths.every((path) => entries.has(path));
    },
    live: (path) => live[path],
    unchangedFromLive(path) {
      const entry = entries.get(path);
      return entry !== undefined && entry[1] !== 'pending' && entry[0] === live[path]?.[0];
    },
    get canReuse() {
      return Object.keys(stagedFiles).length > 0 || Object.keys(live).length > 0;
    },
    write(path, contents, identity, scan) {
      const file = stage.prepare(path);
      writeOutputFile(file, contents);
      const { size, mtimeMs } = statSync(file);
      bytesWritten += size;
      record(path, scan ? [identity, `${size}:${mtimeMs}`, packScan(scan)] : [identity, `${size}:${mtimeMs}`]);
    },
    put(file) {
      if ('contents' in file) {
        const identity = hashOf(file.contents);
        if (!stage.reuse(file.path, identity)) stage.write(file.path, file.contents, identity);
        return;
      }
      const source = statSync(file.copyFrom);
      const identity = `${resolve(file.copyFrom)}:${source.size}:${source.mtimeMs}`;
      if (stage.reuse(file.path, identity)) return;
      copyFileSync(file.copyFrom, destination(file.path), constants.COPYFILE_FICLONE);
      bytesWritten += source.size;
      record(file.path, [identity, stamp(spare, file.path)]);
    },
    get paths() {
      return [...entries.keys()];
    },
    get bytesWritten() {
      return bytesWritten;
    },
    async commit() {
      // Every output carries the marker, also one whose files all came unchanged from the spare.
      stage.put({ path: OUTPUT_MARKER, contents: OUTPUT_MARKER_TEXT });
      await clearing;
      // A reused spare holds what earlier builds wrote, and whatever was put into the live folder by hand since:
      // only this build's files go live.
      if (reusedSpare) removeUnlisted(spare, entries);
      crashPoint('staged');
      const hold = holdOf(process.pid);
      // Two renames: between them there is no output, for microseconds, or until the next build if this one is killed
      // there (recoverKilledBuild). Linux's atomic exchange (renameat2) is not in Node, and making the output a
      // symlink swapped with one rename would change what deploy tools are given (a link, not a folder).
      try {
        if (existsSync(target)) {
          renameSync(target, hold);
          crashPoint('swap');
        }
        renameSync(spare, target);
      } catch (error) {
        if (!existsSync(target) && existsSync(hold)) renameSync(hold, target);
        throw error;
      }
      crashPoint('swapped');
      // The new site is live whatever happens to the old one now: renamed to trash first, so that a folder that
      // cannot be deleted is never taken for a site to put back.
      // The old site is kept as the next spare only when its manifest says what each of its files is.
      if (keep && liveManifest && existsSync(hold)) renameSync(hold, spare);
      else if (existsSync(hold)) {
        const folder = trashFolder();
        renameSync(hold, folder);
        await deleteLeftovers([folder], warn, cwd);
      }
      cache.set('outputs', manifestKey(target), Object.fromEntries(entries));
      cache.set('outputs', manifestKey(spare), live);
      cache.save();
      rmSync(dirty, { force: true });
      rmSync(lock, { force: true });
      return [...entries].filter(([path, [identity]]) => live[path]?.[0] !== identity).map(([path]) => path);
    },
    async abandon() {
      await clearing;
      if (keep) {
        cache.set('outputs', manifestKey(spare), stagedFiles);
        cache.set('outputs', manifestKey(target), live);
        cache.save();
      } else rmSync(spare, { recursive: true, force: true });
      rmSync(dirty, { force: true });
      rmSync(lock, { force: true });
    },
  };
  return stage;
}
