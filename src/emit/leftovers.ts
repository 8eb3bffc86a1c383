// The folders around an output that a build looks after: the lock that keeps two builds of one output apart, what
// a killed build left (put back or deleted), and the files of a reused spare that this build did not write.
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { catalogue, describeSystemError, diagnostic, EvguideError } from '../diagnostics/index.ts';
import { shownPath } from '../paths.ts';
import { isRunning } from '../recovery.ts';
import { isEvguideFolder, OUTPUT_MARKER, outputSiblings } from './output-folder.ts';

/**
 * Takes the lock file beside the output, holding this process's id: two builds into one output would interleave in
 * its spare. A lock left by a process that is gone (a killed build) is taken over; one held by a running process
 * is an error. The same process may build again (the dev server).
 */
export function takeLock(lock: string, outDir: string): void {
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
export function recoverKilledBuild(target: string, warn: (message: string) => void, cwd: string): string[] {
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
export async function deleteLeftovers(folders: readonly string[], warn: (message: string) => void, cwd: string): Promise<void> {
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
export function removeUnlisted(folder: string, keep: ReadonlyMap<string, unknown>): void {
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (entry.isDirectory()) continue;
    const file = join(entry.parentPath, entry.name);
    if (!keep.has(relative(folder, file).split(sep).join('/'))) rmSync(file, { force: true });
  }
}
