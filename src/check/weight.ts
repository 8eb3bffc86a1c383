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
/** The one script loaded on demand: the domain's Hindi words (src/domain/hi/), which only a Hindi page's islands load. */
const HINDI_WORDS = /\/chunks\/hi\.[A-Z0-9]+\.js$/;
const HINDI_PAGE = /<html lang="hi-IN"/;

/**
 * Measures, from the built files in `outDir`, all the JavaScript a page may load: its module scripts, the entries
 * of the islands it renders (lazy ones included, since a reader who scrolls loads them) and, transitively, the
 * chunks those import. An import on demand is counted where it is made: the Hindi words, on Hindi pages only; any
 * other fails, to be placed.
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
    for (const match of code.matchAll(IMPORT)) {
      const target = posix.join(posix.dirname(file), match[1] ?? match[2]!);
      if (match[2] !== undefined && !HINDI_WORDS.test(target)) throw new Error(`${file} imports ${target} on demand: which pages load it?`);
      if (match[2] === undefined || HINDI_PAGE.test(html)) pending.push(target);
    }
  }
  const files = [...seen].sort();
  const gzipBytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length, 0);
  return { files, gzipBytes };
}
