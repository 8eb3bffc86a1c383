import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from './paths.ts';

/**
 * A content-addressed store on disk: values are kept under the hash of everything that produced them, so an
 * entry is never stale and the folder can be deleted at any time (it is rebuilt as it is used).
 */
export interface Cache {
  get<T>(namespace: string, key: string): T | undefined;
  set(namespace: string, key: string, value: unknown): void;
  /** The path of a cached text file, if there is one (pages are copied from it, never read into memory). */
  textFile(namespace: string, key: string): string | undefined;
  /** Keeps a text file; returns its path, or undefined when it could not be written. */
  setText(namespace: string, key: string, text: string): string | undefined;
}

/** A cache that keeps nothing (for tests and --no-cache). */
export const noCache: Cache = { get: () => undefined, set: () => {}, textFile: () => undefined, setText: () => undefined };

/** The SHA-256 of some parts, as hex. */
export function hashOf(...parts: readonly (string | Uint8Array)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
}

/** A cache in `dir`: one JSON file per entry, in subfolders by namespace and key prefix. */
export function diskCache(dir: string): Cache {
  const made = new Set<string>();
  const pathOf = (namespace: string, key: string, extension = 'json') => join(dir, namespace, key.slice(0, 2), `${key}.${extension}`);
  const write = (file: string, folder: string, contents: string): boolean => {
    try {
      if (!made.has(folder)) {
        mkdirSync(folder, { recursive: true });
        made.add(folder);
      }
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, contents);
      renameSync(temporary, file);
      return true;
    } catch {
      // A read-only or full disk only costs speed.
      return false;
    }
  };
  return {
    textFile(namespace, key) {
      const file = pathOf(namespace, key, 'txt');
      return existsSync(file) ? file : undefined;
    },
    setText(namespace, key, text) {
      const file = pathOf(namespace, key, 'txt');
      return write(file, join(dir, namespace, key.slice(0, 2)), text) ? file : undefined;
    },
    get<T>(namespace: string, key: string): T | undefined {
      try {
        return JSON.parse(readFileSync(pathOf(namespace, key), 'utf8')) as T;
      } catch {
        return undefined;
      }
    },
    set(namespace, key, value) {
      write(pathOf(namespace, key), join(dir, namespace, key.slice(0, 2)), JSON.stringify(value));
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
