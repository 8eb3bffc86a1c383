import { spawnSync } from 'node:child_process';
import { type Dirent, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { getHeapStatistics } from 'node:v8';

/** Data folders smaller than this build in well under 1 GiB with V8's defaults: no relaunch. */
const LARGE_DATA_BYTES = 16 * 2 ** 20;
/** Heap for a build: a base plus a multiple of the data's size (measured: ~8 bytes live per byte of data). */
const BASE_HEAP_MB = 256;
const HEAP_PER_DATA_BYTE = 8;

function folderBytes(dir: string): number {
  let total = 0;
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) total += folderBytes(path);
    else if (entry.isFile() && !/\.(svg|png|jpe?g|webp|gif|avif)$/i.test(entry.name)) total += statSync(path).size;
  }
  return total;
}

/**
 * V8 lets the heap grow toward its default limit (a quarter of the machine's memory, up to 4 GB) before it
 * collects in earnest, so a large site's build would take several times the memory it needs (10,000 cars and
 * 10,000 posts: 1.2-1.4 GB, for 400 MB live). The limit can only be set when Node starts, so for a large data
 * folder the command runs again in a child with a heap sized to the data, unless one was given (NODE_OPTIONS or
 * a flag). Returns the child's exit code, or undefined when this process should go on itself.
 */
export function relaunchWithHeapFor(dataDir: string): number | undefined {
  if (process.env.EVGUIDE_HEAP_MB || process.execArgv.some((flag) => flag.startsWith('--max-old-space-size'))) return undefined;
  if ((process.env.NODE_OPTIONS ?? '').includes('--max-old-space-size')) return undefined;
  const bytes = folderBytes(dataDir);
  if (bytes < LARGE_DATA_BYTES) return undefined;
  const heapMb = Math.ceil(BASE_HEAP_MB + (HEAP_PER_DATA_BYTE * bytes) / 2 ** 20);
  // Never lower than what this machine would allow anyway.
  if (heapMb >= getHeapStatistics().heap_size_limit / 2 ** 20) return undefined;
  process.stderr.write(`${(bytes / 2 ** 20).toFixed(0)} MB of data: running with a ${heapMb} MB heap\n`);
  const child = spawnSync(process.execPath, [...process.execArgv, `--max-old-space-size=${heapMb}`, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, EVGUIDE_HEAP_MB: String(heapMb) },
  });
  return child.status ?? 1;
}
