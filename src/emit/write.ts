import { constants, copyFileSync, existsSync, mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { hashOf, noCache, type Cache } from '../cache.ts';
import type { OutputFile } from './types.ts';

/**
 * What each file of an output folder is: by path, an identity that changes whenever its bytes may, and the size
 * and modification time it had when written (so a file changed by hand since is never trusted).
 */
type Manifest = Record<string, string>;

const stamp = (folder: string, path: string): string => {
  try {
    const stat = statSync(join(folder, path));
    return `${stat.size}:${stat.mtimeMs}`;
  } catch {
    return 'missing';
  }
};

/** The identity of an output file. Files copied out of the cache are content-addressed by their path already. */
function identity(file: OutputFile, cacheDir: string): string {
  if ('contents' in file) return hashOf(file.contents);
  if (file.copyFrom.startsWith(cacheDir)) return file.copyFrom;
  const stat = statSync(file.copyFrom);
  return `${file.copyFrom}:${stat.size}:${stat.mtimeMs}`;
}

function writeFile(folder: string, file: OutputFile, made: Set<string>): void {
  const destination = join(folder, file.path);
  const parent = dirname(destination);
  if (!made.has(parent)) {
    mkdirSync(parent, { recursive: true });
    made.add(parent);
  }
  // FICLONE: a copy-on-write clone where the filesystem has them, else an ordinary copy.
  if ('copyFrom' in file) copyFileSync(file.copyFrom, destination, constants.COPYFILE_FICLONE);
  else writeFileSync(destination, file.contents);
}

/**
 * Writes the site so that `outDir` is only ever the previous complete site or the new complete site: the new one
 * is staged in a folder beside it and swapped in with renames. If anything fails, `outDir` is untouched.
 *
 * With a cache, the output of the build before last is kept beside `outDir` as a spare, with a manifest of what
 * each of its files is; the next build stages into the spare, writing only the files that differ from it, and
 * swaps. A one-post edit then writes a handful of files instead of the whole site.
 */
export function writeSiteAtomically(files: readonly OutputFile[], outDir: string, options: { cache?: Cache; cacheDir?: string } = {}): void {
  const cache = options.cache ?? noCache;
  const cacheDir = resolve(options.cacheDir ?? '.evguide-cache');
  const target = resolve(outDir);
  const parent = dirname(target);
  const name = target.split(/[\\/]/).pop() ?? 'dist';
  const spare = join(parent, `.${name}-spare`);
  const hold = join(parent, `.${name}-swapping-${process.pid}`);
  const manifestKey = (folder: string) => hashOf('output', folder);
  mkdirSync(parent, { recursive: true });

  const ids = new Map(files.map((file) => [file.path, identity(file, cacheDir)]));
  const spareManifest = existsSync(spare) ? cache.get<Manifest | null>('outputs', manifestKey(spare)) : undefined;
  // The spare is about to change: forget what it holds until the build has succeeded.
  cache.set('outputs', manifestKey(spare), null);
  const made = new Set<string>();
  try {
    if (spareManifest) {
      for (const path of Object.keys(spareManifest)) if (!ids.has(path)) rmSync(join(spare, path), { force: true });
      for (const file of files) {
        if (spareManifest[file.path] !== `${ids.get(file.path)}|${stamp(spare, file.path)}`) writeFile(spare, file, made);
      }
    } else {
      rmSync(spare, { recursive: true, force: true });
      for (const file of files) writeFile(spare, file, made);
    }
  } catch (error) {
    rmSync(spare, { recursive: true, force: true });
    throw error;
  }

  const manifest: Manifest = cache === noCache ? {} : Object.fromEntries(files.map((file) => [file.path, `${ids.get(file.path)}|${stamp(spare, file.path)}`]));
  const previous = existsSync(target) ? cache.get<Manifest | null>('outputs', manifestKey(target)) : undefined;
  try {
    if (existsSync(target)) renameSync(target, hold);
    renameSync(spare, target);
  } catch (error) {
    if (!existsSync(target) && existsSync(hold)) renameSync(hold, target);
    throw error;
  }
  cache.set('outputs', manifestKey(target), manifest);
  if (existsSync(hold)) {
    if (cache === noCache) rmSync(hold, { recursive: true, force: true });
    else {
      renameSync(hold, spare);
      cache.set('outputs', manifestKey(spare), previous ?? null);
    }
  }
}
