import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { codeVersion } from '../cache.ts';
import { packageRoot } from '../paths.ts';
import type { Assets } from './index.ts';

/** The client assets as JSON: what the cache keeps, and what `npm install` builds in advance (see prebuild.ts). */
export interface StoredAssets {
  stylesheet: string;
  scripts: [string, string][];
  islandEntries: [string, string][];
  /** Each file's path and contents, in base64. */
  files: [string, string][];
}

/** Where `npm install` leaves the client assets it built, with the code version they were built from. */
export const PREBUILT_ASSETS = join(packageRoot, 'lib', 'client-assets.json');

/** The assets as JSON. */
export function storeAssets(assets: Assets): StoredAssets {
  return {
    stylesheet: assets.stylesheet,
    scripts: [...assets.scripts],
    islandEntries: [...assets.islandEntries],
    files: assets.files.flatMap((file): [string, string][] =>
      'contents' in file ? [[file.path, Buffer.from(file.contents).toString('base64')]] : [],
    ),
  };
}

/** The assets back from JSON. */
export function restoreAssets(stored: StoredAssets): Assets {
  return {
    stylesheet: stored.stylesheet,
    scripts: new Map(stored.scripts),
    islandEntries: new Map(stored.islandEntries),
    files: stored.files.map(([path, base64]) => ({ path, contents: Buffer.from(base64, 'base64') })),
  };
}

/**
 * The assets `npm install` built, if they were built from this very code: the bundle depends only on the code, so a
 * first build (an empty cache, a fresh clone in CI) need not run esbuild. After an edit to the code, undefined.
 */
export function prebuiltAssets(): StoredAssets | undefined {
  try {
    const prebuilt = JSON.parse(readFileSync(PREBUILT_ASSETS, 'utf8')) as { codeVersion: string; assets: StoredAssets };
    return prebuilt.codeVersion === codeVersion ? prebuilt.assets : undefined;
  } catch {
    return undefined;
  }
}
