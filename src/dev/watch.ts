import { existsSync, readdirSync, watch, type FSWatcher } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../paths.ts';

/** What a watch calls on a change: a change to the data, or to the templates or the stages. */
export interface SourceChanges {
  dataChanged(): void;
  codeChanged(): void;
}

/**
 * Watches the data folder and the code, each folder by itself: a folder's watch sees its files however they are
 * written (editors often replace a file rather than write into it, which Node 20's recursive watch on Linux then
 * loses).
 */
export function watchSources(dataDir: string, changes: SourceChanges): Iterable<FSWatcher> {
  const watchers = new Map<string, FSWatcher>();
  const watchTree = (dir: string, onChange: () => void) => {
    if (!existsSync(dir) || watchers.has(dir)) return;
    const watcher = watch(dir, (event) => {
      // A new folder is watched as it appears.
      if (event === 'rename') for (const child of subfolders(dir)) watchTree(child, onChange);
      onChange();
    });
    watcher.on('error', () => watchers.delete(dir));
    watchers.set(dir, watcher);
    for (const child of subfolders(dir)) watchTree(child, onChange);
  };
  watchTree(dataDir, changes.dataChanged);
  for (const dir of ['templates', 'src']) watchTree(join(packageRoot, dir), changes.codeChanged);
  return { [Symbol.iterator]: () => watchers.values() };
}

/** The folders directly inside `dir`; none when it cannot be read (it may have been removed since the change). */
const subfolders = (dir: string): string[] => {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(dir, entry.name));
  } catch {
    return [];
  }
};
