import { existsSync, lstatSync, realpathSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder of evguide's own package.json, whether this code runs from src/ (tests, tsx) or from the
 * bundled lib/ (the installed CLI): templates/ and its styles are found from here.
 */
export const packageRoot: string = (() => {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json')) || !existsSync(join(dir, 'templates'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('cannot find the evguide package root');
    dir = parent;
  }
  return dir;
})();

/** Whether `path` lies strictly inside `folder` (both absolute, or both relative to the same folder). */
export function isInside(path: string, folder: string): boolean {
  const rel = relative(folder, path);
  return rel !== '' && rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel);
}

/** How messages name a path: relative to `cwd` when inside it (`data/cars/kia-ev6.yaml`), else absolute. */
export function shownPath(path: string, cwd: string): string {
  const absolute = resolve(cwd, path);
  const rel = relative(cwd, absolute);
  return rel === '' ? '.' : isInside(absolute, cwd) ? rel : absolute;
}

/** A folder's real path, or the path as given when it does not exist (every read then reports the file missing). */
export function realFolder(folder: string): string {
  try {
    // The same resolution as each data file's (src/load/index.ts), so the two compare alike on any file system.
    return realpathSync.native(folder);
  } catch {
    return folder;
  }
}

/** Whether `path` is a symbolic link (false when it cannot be read at all). */
export function isSymlink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}
