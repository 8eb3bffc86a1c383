import { constants, copyFileSync, existsSync, mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { hashOf, noCache, type Cache } from '../cache.ts';
import { packScan, type PageScan } from '../page/index.ts';
import { crashPoint } from '../testing/crash-points.ts';
import type { Manifest, OutputStage, StagedFile, StagedWrite } from '../page/index.ts';
import { deleteLeftovers, recoverKilledBuild, removeUnlisted, takeLock } from './leftovers.ts';
import { OUTPUT_MARKER, OUTPUT_MARKER_TEXT, outputSiblings } from './output-folder.ts';
import { writeOutputFile } from '../page/index.ts';

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
  return new StagedOutput(outDir, options);
}

class StagedOutput implements OutputStage {
  private readonly cache: Cache;
  private readonly warn: (message: string) => void;
  /** Whether folders and manifests are kept for the next build (with a cache). */
  private readonly keep: boolean;
  private readonly cwd: string;
  private readonly target: string;
  private readonly siblings: ReturnType<typeof outputSiblings>;
  /** What the live output holds, by its manifest; empty when no manifest vouches for it. */
  private readonly liveFiles: Manifest;
  private readonly liveVouched: boolean;
  /** What the spare holds: reused files are kept, the rest rewritten. */
  private readonly stagedFiles: Manifest;
  private readonly reusedSpare: boolean;
  /** Leftovers being deleted while the build goes on. */
  private readonly clearing: Promise<void> | undefined;
  private readonly entries = new Map<string, StagedFile>();
  private readonly made = new Set<string>();
  private written = 0;
  private marked = false;

  constructor(outDir: string, options: StageOptions) {
    this.cache = options.cache ?? noCache;
    this.warn = options.warn ?? (() => {});
    this.keep = this.cache !== noCache;
    this.cwd = options.cwd;
    this.target = resolve(this.cwd, outDir);
    this.siblings = outputSiblings(this.target);
    const { parent, spare, dirty, lock } = this.siblings;
    mkdirSync(parent, { recursive: true });
    takeLock(lock, outDir);
    const leftovers = recoverKilledBuild(this.target, this.warn, this.cwd);
    const liveManifest = this.keep && existsSync(this.target) ? this.cache.get<Manifest>('outputs', manifestKey(this.target)) : undefined;
    this.liveFiles = liveManifest ?? {};
    this.liveVouched = liveManifest !== undefined;
    const staged =
      this.keep && existsSync(spare) && !existsSync(dirty) ? this.cache.get<Manifest>('outputs', manifestKey(spare)) : undefined;
    // A spare nobody can vouch for is moved aside and deleted in the background while the build goes on, with what
    // killed builds left.
    this.reusedSpare = staged !== undefined;
    if (!staged && existsSync(spare)) {
      const folder = this.trashFolder();
      renameSync(spare, folder);
      leftovers.push(folder);
    }
    this.stagedFiles = staged ?? {};
    this.clearing = leftovers.length > 0 ? deleteLeftovers(leftovers, this.warn, this.cwd) : undefined;
    writeFileSync(dirty, '');
  }

  /** A name for a folder to delete that no other folder has. */
  private trashFolder(): string {
    let n = 0;
    while (existsSync(this.siblings.trash(process.pid, n))) n++;
    return this.siblings.trash(process.pid, n);
  }

  /** Where a file of the spare goes, its folder made; the marker goes in before any other file or folder. */
  private destination(path: string): string {
    // So that even a spare a build left half-written says whose it is: the marker is all that does, and a spare
    // holding a folder but no marker would be refused by the next build as someone else's.
    if (!this.marked) {
      this.marked = true;
      mkdirSync(this.siblings.spare, { recursive: true });
      this.made.add(this.siblings.spare);
      this.put({ path: OUTPUT_MARKER, contents: OUTPUT_MARKER_TEXT });
    }
    const file = join(this.siblings.spare, path);
    const folder = dirname(file);
    if (!this.made.has(folder)) {
      mkdirSync(folder, { recursive: true });
      this.made.add(folder);
    }
    return file;
  }

  private record(path: string, entry: StagedFile): StagedFile {
    this.entries.set(path, entry);
    this.stagedFiles[path] = entry;
    return entry;
  }

  reuse(path: string, identity: string): StagedFile | undefined {
    const { spare } = this.siblings;
    const old = this.stagedFiles[path];
    if (old && old[0] === identity && old[1] === stamp(spare, path)) return this.record(path, old);
    const current = this.liveFiles[path];
    if (current && current[0] === identity && current[1] === stamp(this.target, path)) {
      // FICLONE: a copy-on-write clone where the filesystem has them, else an ordinary copy.
      copyFileSync(join(this.target, path), this.destination(path), constants.COPYFILE_FICLONE);
      return this.record(path, current[2] ? [identity, stamp(spare, path), current[2]] : [identity, stamp(spare, path)]);
    }
    return undefined;
  }

  prepare(path: string): string {
    const file = this.destination(path);
    // In flux until written: if the build stops now, the manifest must not vouch for the file, but must still
    // list it, so that a later build removes it if the site no longer has it.
    this.stagedFiles[path] = ['', 'in flux'];
    this.entries.set(path, ['', 'pending']);
    return file;
  }

  adopt(path: string, identity: string, written: string, size: number, scan?: PageScan): void {
    this.written += size;
    this.record(path, scan ? [identity, written, packScan(scan)] : [identity, written]);
  }

  sameFilesAsLive(): boolean {
    // Leaving out the marker: it goes in with the first file written, so a build that reused every file has not
    // put it yet.
    const livePaths = Object.keys(this.liveFiles).filter((path) => path !== OUTPUT_MARKER);
    const staged = this.entries.size - (this.entries.has(OUTPUT_MARKER) ? 1 : 0);
    return livePaths.length === staged && livePaths.every((path) => this.entries.has(path));
  }

  live(path: string): StagedFile | undefined {
    return this.liveFiles[path];
  }

  unchangedFromLive(path: string): boolean {
    const entry = this.entries.get(path);
    return entry !== undefined && entry[1] !== 'pending' && entry[0] === this.liveFiles[path]?.[0];
  }

  get canReuse(): boolean {
    return Object.keys(this.stagedFiles).length > 0 || Object.keys(this.liveFiles).length > 0;
  }

  put(file: StagedWrite): void {
    if ('contents' in file) {
      const identity = file.identity ?? hashOf(...[file.contents].flat());
      if (this.reuse(file.path, identity)) return;
      const target = this.prepare(file.path);
      writeOutputFile(target, file.contents);
      const { size, mtimeMs } = statSync(target);
      this.written += size;
      const stamp = `${size}:${mtimeMs}`;
      this.record(file.path, file.scan ? [identity, stamp, packScan(file.scan)] : [identity, stamp]);
      return;
    }
    const source = statSync(file.copyFrom);
    const identity = `${resolve(file.copyFrom)}:${source.size}:${source.mtimeMs}`;
    if (this.reuse(file.path, identity)) return;
    copyFileSync(file.copyFrom, this.destination(file.path), constants.COPYFILE_FICLONE);
    this.written += source.size;
    this.record(file.path, [identity, stamp(this.siblings.spare, file.path)]);
  }

  get paths(): readonly string[] {
    return [...this.entries.keys()];
  }

  get bytesWritten(): number {
    return this.written;
  }

  async commit(): Promise<string[]> {
    const { spare, dirty, lock } = this.siblings;
    // Every output carries the marker, also one whose files all came unchanged from the spare.
    this.put({ path: OUTPUT_MARKER, contents: OUTPUT_MARKER_TEXT });
    await this.clearing;
    // A reused spare holds what earlier builds wrote, and whatever was put into the live folder by hand since:
    // only this build's files go live.
    if (this.reusedSpare) removeUnlisted(spare, this.entries);
    crashPoint('staged');
    const hold = this.swap();
    crashPoint('swapped');
    await this.retire(hold);
    this.cache.set('outputs', manifestKey(this.target), Object.fromEntries(this.entries));
    this.cache.set('outputs', manifestKey(spare), this.liveFiles);
    this.cache.save();
    rmSync(dirty, { force: true });
    rmSync(lock, { force: true });
    return [...this.entries].filter(([path, [identity]]) => this.liveFiles[path]?.[0] !== identity).map(([path]) => path);
  }

  /**
   * Puts the spare in the live folder's place, the live folder aside (returned). Two renames: between them there is
   * no output, for microseconds, or until the next build if this one is killed there (recoverKilledBuild). Linux's
   * atomic exchange (renameat2) is not in Node, and making the output a symlink swapped with one rename would change
   * what deploy tools are given (a link, not a folder).
   */
  private swap(): string {
    const hold = this.siblings.hold(process.pid);
    try {
      if (existsSync(this.target)) {
        renameSync(this.target, hold);
        crashPoint('swap');
      }
      renameSync(this.siblings.spare, this.target);
    } catch (error) {
      if (!existsSync(this.target) && existsSync(hold)) renameSync(hold, this.target);
      throw error;
    }
    return hold;
  }

  /**
   * The old site, once the new one is live whatever happens to it now: kept as the next spare only when its manifest
   * says what each of its files is, else renamed to trash first (so that a folder that cannot be deleted is never
   * taken for a site to put back) and deleted.
   */
  private async retire(hold: string): Promise<void> {
    if (this.keep && this.liveVouched && existsSync(hold)) renameSync(hold, this.siblings.spare);
    else if (existsSync(hold)) {
      const folder = this.trashFolder();
      renameSync(hold, folder);
      await deleteLeftovers([folder], this.warn, this.cwd);
    }
  }

  async abandon(): Promise<void> {
    const { spare, dirty, lock } = this.siblings;
    await this.clearing;
    if (this.keep) {
      this.cache.set('outputs', manifestKey(spare), this.stagedFiles);
      this.cache.set('outputs', manifestKey(this.target), this.liveFiles);
      this.cache.save();
    } else if (existsSync(spare)) {
      // The marker last, so that a build killed while deleting leaves a spare the next one knows for its own.
      await deleteLeftovers([spare], this.warn, this.cwd);
    }
    rmSync(dirty, { force: true });
    rmSync(lock, { force: true });
  }
}

/** The key of a folder's manifest in the cache. */
const manifestKey = (folder: string) => hashOf('output', folder);
