import { closeSync, openSync, writevSync } from 'node:fs';

/**
 * Writes a file made of parts in one writev: shared parts (a page's header and footer) are encoded once for all
 * the files that hold them, instead of being copied into each file's string and encoded again.
 */
export function writePartsSync(file: string, parts: readonly (string | Uint8Array)[]): void {
  const fd = openSync(file, 'w');
  try {
    writevSync(fd, parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : part)));
  } finally {
    closeSync(fd);
  }
}
