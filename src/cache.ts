import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from './paths.ts';

/**
 * A content-addressed store on disk: values are kept under the hash of everything that produced them, so an
 * entry is never stale and the folder can be deleted at any time (it is rebuilt as it is used).
 */
export interface Cache {
  get<T>(namespace: string, key: string): T | undefined;
  set(namespace: string, key: string, value: unknown): void;
}

/** A cache that keeps nothing (for tests and --no-cache). */
export const noCache: Cache = { get: () => undefined, set: () => {} };

/** The SHA-256 of some parts, as hex. */
export function hashOf(...parts: readonly (string | Uint8Array)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
}

/** A cache in `dir`: one JSON file per entry, in subfolders by namespace and key prefix. */
export function diskCache(dir: string): Cache {
  const made = new Set<string>();
  const pathOf = (namespace: string, key: string) => join(dir, namespace, key.slice(0, 2), `${key}.json`);
  return {
    get<T>(namespace: string, key: string): T | undefined {
      try {
        return JSON.parse(readFileSync(pathOf(namespace, key), 'utf8')) as T;
      } catch {
        return undefined;
      }
    },
    set(namespace, key, value) {
      const file = pathOf(namespace, key);
      const folder = join(dir, namespace, key.slice(0, 2));
      try {
        if (!made.has(folder)) {
          mkdirSync(folder, { recursive: true });
          made.add(folder);
        }
        const temporary = `${file}.${process.pid}.tmp`;
        writeFileSync(temporary, JSON.stringify(value));
        renameSync(temporary, file);
      } catch {
        // A read-only or full disk only costs speed.
      }
    },
  };
}

/**
 * A hash of the code that renders pages: the compiled CLI when it runs from lib/, else the sources. Cached pages
 * are keyed by it, so changing a template or a stage never serves an old page.
 */
export const codeVersion: string = (() => {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    let names: string[];
    try {
      names = readdirSync(dir).sort();
    } catch {
      return;
    }
    for (const name of names) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(tsx?|js|css)$/.test(name)) hash.update(path.slice(packageRoot.length)).update(readFileSync(path));
    }
  };
  for (const dir of ['lib', 'templates', 'src']) walk(join(packageRoot, dir));
  return hash.digest('hex').slice(0, 16);
})();
