import { closeSync, openSync, writeFileSync, writevSync } from 'node:fs';

/**
 * Writes a file of the output: whole, or made of parts in one writev (shared parts, a page's header and footer,
 * are encoded once for all the files that hold them, instead of being copied into each file's string and encoded
 * again). A failed write (a full disk) names the file: the system's error for a write has no path of its own.
 */
export function writeOutputFile(file: string, contents: string | Uint8Array | readonly (string | Uint8Array)[]): void {
  try {
    if (typeof contents === 'string' || contents instanceof Uint8Array) writeFileSync(file, contents);
    else {
      const fd = openSync(file, 'w');
      try {
        writevSync(
          fd,
          contents.map((part) => (typeof part === 'string' ? Buffer.from(part) : part)),
        );
      } finally {
        closeSync(fd);
      }
    }
  } catch (error) {
    const failure = error as NodeJS.ErrnoException;
    if (failure.code && failure.path === undefined) failure.path = file;
    throw failure;
  }
}
