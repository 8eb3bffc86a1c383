import { type Dirent, readdirSync, realpathSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { catalogue, diagnostic, type Diagnostic } from '../diagnostics/index.ts';
import { isInside } from '../paths.ts';

/**
 * The files under `root/folder`, relative to `root` (`images/cars/x.svg`), following symbolic links within `root`,
 * as artwork shared between folders may use them. A link that leads out of `root` is reported and not followed:
 * what it points to (a password file, a checkout's credentials) must never be published. So is a link that leads
 * nowhere, or back into a folder that holds it (a loop, which a glob would follow 40 levels deep and the build
 * would copy that many times).
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
        if (target !== realRoot && !isInside(target, realRoot)) {
          diagnostics.push(diagnostic(catalogue.OutsideDataFolder, { path, target }, at(absolute)));
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
  let realRoot: string;
  try {
    realRoot = realpathSync(root);
    top = realpathSync(join(root, folder));
  } catch {
    return { files, diagnostics };
  }
  if (!isInside(top, realRoot)) {
    diagnostics.push(diagnostic(catalogue.OutsideDataFolder, { path: folder, target: top }, at(join(root, folder))));
    return { files, diagnostics };
  }
  walk(folder, [realRoot, top]);
  return { files: files.sort(), diagnostics };
}
