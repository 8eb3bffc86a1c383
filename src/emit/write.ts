import { constants, copyFileSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { OutputFile } from './types.ts';

/**
 * Writes the site into a temporary folder beside `outDir`, then swaps it into place, so `outDir` is only ever
 * the previous complete site or the new complete site. If anything fails, the temporary folder is removed and
 * `outDir` is untouched.
 */
export function writeSiteAtomically(files: readonly OutputFile[], outDir: string): void {
  const target = resolve(outDir);
  const parent = dirname(target);
  mkdirSync(parent, { recursive: true });
  const temporary = join(parent, `.${basename(target)}-building-${process.pid}`);
  const previous = join(parent, `.${basename(target)}-previous-${process.pid}`);
  rmSync(temporary, { recursive: true, force: true });
  try {
    const made = new Set<string>();
    for (const file of files) {
      const destination = join(temporary, file.path);
      const folder = dirname(destination);
      if (!made.has(folder)) {
        mkdirSync(folder, { recursive: true });
        made.add(folder);
      }
      // FICLONE: a copy-on-write clone where the filesystem has them, else an ordinary copy.
      if ('copyFrom' in file) copyFileSync(file.copyFrom, destination, constants.COPYFILE_FICLONE);
      else writeFileSync(destination, file.contents);
    }
    if (existsSync(target)) renameSync(target, previous);
    renameSync(temporary, target);
  } catch (error) {
    rmSync(temporary, { recursive: true, force: true });
    if (!existsSync(target) && existsSync(previous)) renameSync(previous, target);
    throw error;
  }
  rmSync(previous, { recursive: true, force: true });
}

function basename(path: string): string {
  return path.split(/[\\/]/).pop() ?? path;
}
