import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
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
