import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Recovering from a process that was killed: whether the process that left something behind (a lock, a temporary
 * file) is still running, and deleting the temporary files of those that are gone. The test hooks that kill builds
 * on purpose are apart, in src/testing/crash-points.ts.
 */

/** Whether a process is running (signal 0 only checks). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Deletes the temporary files (`NAME.PID.tmp`) of processes that are gone: a cache file is written beside its
 * place and renamed into it, so a process killed meanwhile leaves a file that no one reads, as large as the pack.
 */
export function removeDeadTemporaries(dir: string): void {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const pid = Number(/\.(\d+)\.tmp$/.exec(name)?.[1]);
    if (!(pid > 0) || pid === process.pid || isRunning(pid)) continue;
    try {
      rmSync(join(dir, name), { force: true });
    } catch {
      // Left for a later run: it only costs space.
    }
  }
}
