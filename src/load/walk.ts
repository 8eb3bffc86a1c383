import { type Dirent, readdirSync, realpathSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { catalogue, diagnostic, type Diagnostic } from '../diagnostics/index.ts';

/**
 * The files under `root/folder`, relative to `root` (`images/cars/x.svg`), following symbolic links as a shared
 * artwork folder may use them, but reporting a link that leads nowhere, or back into a folder that holds it (a
 * loop, which a glob would follow 40 levels deep and the build would copy that many times).
 */
export function listFiles(
  root: string,
  folder: string,
  display: (absolute: string) => string,
): { files: string[]; diagnostics: Diagnostic[] } {
  const files: string[] = [];
  const diagnostics: Diagnostic[] = [];
  const at = (absolute: string) => ({ loc: { file: display(absolute), line: 1, column: 1 } });
  const walk = (relative: string, ancestors: readonly string[]) => {
    let entries: Dirent[];
    try {
      entries = readdirSync(join(root, relative), { withFileTypes: true });
    } catch {
      return; // no such folder: an optional one
    }
    for (const entry of entries) {
      const path = `${relative}/${entry.name}`;
      const absolute = join(root, path);
      if (entry.isFile()) files.push(path);
      else if (entry.isDirectory()) walk(path, [...ancestors, realpathSync(absolute)]);
      else if (entry.isSymbolicLink()) {
        let target: string;
        try {
          target = realpathSync(absolute);
        } catch (error) {
          const loop = (error as NodeJS.ErrnoException).code === 'ELOOP';
          diagnostics.push(diagnostic(loop ? catalogue.SymlinkLoop : catalogue.BrokenSymlink, { path }, at(absolute)));
          continue;
        }
        if (statSync(target).isFile()) files.push(path);
        else if (ancestors.some((folder) => folder === target || folder.startsWith(target.endsWith(sep) ? target : target + sep))) {
          diagnostics.push(diagnostic(catalogue.SymlinkLoop, { path }, at(absolute)));
        } else walk(path, [...ancestors, target]);
      }
    }
  };
  let top: string;
  try {
    top = realpathSync(join(root, folder));
  } catch {
    return { files, diagnostics };
  }
  walk(folder, [realpathSync(root), top]);
  return { files: files.sort(), diagnostics };
}
