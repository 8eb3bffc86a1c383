import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The JavaScript a page can load: its scripts, the island entries it marks, and everything they import. */
export interface PageScripts {
  /** Site-relative paths of every script file, dependencies included. */
  files: string[];
  /** Total size gzipped at level 9, in bytes. */
  gzipBytes: number;
}

const SCRIPT_SRC = /<script[^>]+src="(\/[^"]+\.js)"/g;
const ISLAND_SRC = /data-src="(\/[^"]+\.js)"/g;
const IMPORT = /(?:import|export)\s*(?:[\w*{}\s,$]*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']|import\(["'](\.{1,2}\/[^"']+\.js)["']\)/g;

/**
 * Measures, from the built files in `outDir`, all the JavaScript a page may load: its module scripts, the entries
 * of the islands it renders (lazy ones included, since a reader who scrolls loads them) and, transitively, the
 * chunks those import.
 */
export function pageScripts(outDir: string, htmlFile: string): PageScripts {
  const html = readFileSync(join(outDir, htmlFile), 'utf8');
  const pending = [...html.matchAll(SCRIPT_SRC), ...html.matchAll(ISLAND_SRC)].map((match) => match[1]!);
  const seen = new Set<string>();
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(join(outDir, file), 'utf8');
    for (const match of code.matchAll(IMPORT)) pending.push(posix.join(posix.dirname(file), match[1] ?? match[2]!));
  }
  const files = [...seen].sort();
  const gzipBytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length, 0);
  return { files, gzipBytes };
}
