import { createHash, hash as oneShot } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { removeDeadTemporaries } from './recovery.ts';
import { crashPoint } from './testing/crash-points.ts';
import { packageRoot } from './paths.ts';

/**
 * A content-addressed store: values are kept under the hash of everything that produced them, so an entry is never
 * stale and the store can be deleted at any time (it is rebuilt as it is used).
 */
export interface Cache {
  get<T>(namespace: string, key: string): T | undefined;
  set(namespace: string, key: string, value: unknown): void;
  /** Keeps an entry without reading it: a value read only now and then is not dropped for not being read. */
  keep(namespace: string, key: string): void;
  /**
   * Writes what changed to disk. Each namespace keeps only the entries this process used (read or set), so the
   * store holds one build's worth and does not grow with edits.
   */
  save(): void;
}

/** A cache that keeps nothing (for tests and --no-cache). */
export const noCache: Cache = { get: () => undefined, set: () => {}, keep: () => {}, save: () => {} };

/** The SHA-256 of some parts, as hex. */
export function hashOf(...parts: readonly (string | Uint8Array)[]): string {
  // Text only, the case on hot paths: the same bytes hashed in one shot, without a Hash object.
  if (parts.every((part) => typeof part === 'string')) return oneShot('sha256', `${parts.join('\0')}\0`, 'hex');
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
}

/** Bumped when the shape of a pack changes, so an old one is never read. */
const PACK_FORMAT = 4;
/** Each namespace is kept in this many files, by the first hex digit of the key: an edit rewrites one or two. */
const SHARDS = 16;

interface Pack {
  namespace: string;
  stored: Record<string, unknown>;
  used: Map<string, unknown>;
  changed: boolean;
}

/**
 * A cache in `dir`: each namespace in 16 JSON packs by key, each read whole on first use (thousands of small files
 * cost more to read than a few large ones) and written whole by {@link Cache.save} when it changed. A pack never
 * read is left as it is.
 */
export function diskCache(dir: string): Cache {
  const packs = new Map<string, Pack>();
  const kept = new Map<string, Set<string>>();
  let swept = false;
  const shardOf = (key: string) => {
    const digit = Number.parseInt(key[0] ?? '0', 16);
    return Number.isNaN(digit) ? 0 : digit % SHARDS;
  };
  const fileOf = (pack: string) => join(dir, `${pack}.v${PACK_FORMAT}.json`);
  const packOf = (namespace: string, key: string): Pack => {
    const name = `${namespace}-${shardOf(key).toString(16)}`;
    let pack = packs.get(name);
    if (!pack) {
      let stored: Record<string, unknown> = {};
      try {
        stored = JSON.parse(readFileSync(fileOf(name), 'utf8')) as Record<string, unknown>;
      } catch {
        // Missing or unreadable: start empty.
      }
      pack = { namespace, stored, used: new Map(), changed: false };
      packs.set(name, pack);
    }
    return pack;
  };
  return {
    get<T>(namespace: string, key: string): T | undefined {
      const pack = packOf(namespace, key);
      if (pack.used.has(key)) return pack.used.get(key) as T;
      const value = Object.hasOwn(pack.stored, key) ? pack.stored[key] : undefined;
      if (value !== undefined) pack.used.set(key, value);
      return value as T | undefined;
    },
    set(namespace, key, value) {
      const pack = packOf(namespace, key);
      pack.used.set(key, value);
      pack.changed = true;
    },
    keep(namespace, key) {
      let keys = kept.get(namespace);
      if (!keys) {
        keys = new Set();
        kept.set(namespace, keys);
      }
      keys.add(key);
    },
    save() {
      if (!swept) removeDeadTemporaries(dir);
      swept = true;
      for (const [name, pack] of packs) {
        const keep = kept.get(pack.namespace);
        if (keep)
          for (const key of Object.keys(pack.stored)) if (!pack.used.has(key) && keep.has(key)) pack.used.set(key, pack.stored[key]);
        if (!pack.changed && pack.used.size === Object.keys(pack.stored).length) continue;
        try {
          mkdirSync(dir, { recursive: true });
          const file = fileOf(name);
          const temporary = `${file}.${process.pid}.tmp`;
          writeEntries(temporary, pack.used);
          crashPoint('cache-save');
          renameSync(temporary, file);
        } catch {
          // A read-only or full disk only costs speed.
        }
        pack.stored = Object.fromEntries(pack.used);
        pack.changed = false;
      }
    },
  };
}

/**
 * Writes entries as one JSON object, an entry at a time: a pack of a large site is hundreds of megabytes, more
 * than one string may hold, and building it whole would double the memory the build needs.
 */
function writeEntries(file: string, entries: ReadonlyMap<string, unknown>): void {
  const fd = openSync(file, 'w');
  try {
    let chunk = '{';
    let first = true;
    for (const [key, value] of entries) {
      chunk += `${first ? '' : ','}${JSON.stringify(key)}:${JSON.stringify(value)}`;
      first = false;
      if (chunk.length > 1 << 20) {
        writeSync(fd, chunk);
        chunk = '';
      }
    }
    writeSync(fd, `${chunk}}`);
  } finally {
    closeSync(fd);
  }
}

/** The files whose bytes make the code version: the compiled CLI, the sources and templates, and the lock file. */
function codeFiles(): string[] {
  const files: string[] = [];
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
      else if (/\.(tsx?|c?js|css)$/.test(name)) files.push(path);
    }
  };
  for (const dir of ['lib', 'templates', 'src']) walk(join(packageRoot, dir));
  return files;
}

/** Where the last code version is remembered with the sizes and times of the files it was hashed from. */
const VERSION_MEMO = join(packageRoot, 'lib', '.code-version.json');

/**
 * A hash of the code that renders pages: the compiled CLI in lib/, the sources, and the dependencies' locked
 * versions. Cached pages are keyed by it, so changing a template, a stage or a dependency never serves an old page.
 * Hashing ~4 MB costs every command ~15 ms, most of a quick `evguide query`; so the hash is remembered in lib/ with
 * each file's size, times and inode, and read back while none of them has changed (an edit changes the times).
 */
export const codeVersion: string = (() => {
  const files = codeFiles();
  const lock = join(packageRoot, 'package-lock.json');
  const stamp = (path: string) => {
    try {
      const stat = statSync(path);
      // The change time and inode too: a copy that keeps the modification time (cp -p, tar) still changes them.
      return `${stat.size}:${stat.mtimeMs}:${stat.ctimeMs}:${stat.ino}`;
    } catch {
      return '-';
    }
  };
  const fingerprint = [...files, lock].map((path) => `${path.slice(packageRoot.length)}\0${stamp(path)}`).join('\n');
  try {
    const memo = JSON.parse(readFileSync(VERSION_MEMO, 'utf8')) as { fingerprint: string; version: string };
    if (memo.fingerprint === fingerprint) return memo.version;
  } catch {
    // None yet, or unreadable: hash the code.
  }
  const hash = createHash('sha256');
  for (const path of files) hash.update(path.slice(packageRoot.length)).update(readFileSync(path));
  // The dependencies' versions too: an upgrade of remark or React changes the output as much as our code does.
  try {
    hash.update(readFileSync(lock));
  } catch {
    // Installed without a lock file: the code alone.
  }
  const version = hash.digest('hex').slice(0, 16);
  try {
    // Written aside and renamed, so that a process reading it never sees half of it.
    const temporary = `${VERSION_MEMO}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify({ fingerprint, version }));
    renameSync(temporary, VERSION_MEMO);
  } catch {
    // No lib/ (run from the sources) or a read-only install: hash again next time.
  }
  return version;
})();
