import { shownPath } from '../paths.ts';

/**
 * Errors of the operating system (a folder the user may not write, a full disk) are not evguide's bugs: they are
 * reported in one line that names the file and what to do, never as an internal error with a stack trace.
 */

/** What each error code means, in words a maintainer acts on. */
const MEANINGS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'the file system is read-only',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'the disk quota is used up',
  ENOTDIR: 'part of the path is a file, not a folder',
  EISDIR: 'it is a folder, not a file',
  ENOENT: 'no such file or folder',
  EEXIST: 'something else is already there',
  ENOTEMPTY: 'the folder is not empty',
  ENAMETOOLONG: 'the name is too long',
  ELOOP: 'too many symbolic links',
  EMFILE: 'too many files open',
  ENFILE: 'too many files open',
  EBUSY: 'it is in use',
  EIO: 'the device reported an input/output error',
  EXDEV: 'it is on another device',
};

/** What the failing call was doing, by its system call. */
const VERBS: Record<string, string> = {
  open: 'open',
  read: 'read',
  write: 'write',
  mkdir: 'create the folder',
  rmdir: 'delete',
  rm: 'delete',
  unlink: 'delete',
  rename: 'move',
  copyfile: 'copy',
  scandir: 'read the folder',
  opendir: 'read the folder',
  stat: 'read',
  lstat: 'read',
  realpath: 'read',
  utime: 'write',
  chmod: 'write',
};

/** Whether `error` is an error of the operating system about a file (it has a known code and a path). */
export function isSystemError(error: unknown): error is NodeJS.ErrnoException & { code: string; path: string } {
  const { code, path } = (error ?? {}) as NodeJS.ErrnoException;
  return typeof code === 'string' && code in MEANINGS && typeof path === 'string';
}

/**
 * One line for an operating-system error: `cannot write dist/index.html: no space left on the device (ENOSPC)`,
 * paths relative to `cwd` when inside it. Anything else is described by its message.
 */
export function describeSystemError(error: unknown, cwd: string): string {
  if (!isSystemError(error)) return error instanceof Error ? error.message : String(error);
  const shown = (path: string) => shownPath(path, cwd);
  const verb = VERBS[error.syscall ?? ''] ?? error.syscall ?? 'use';
  const dest = (error as { dest?: unknown }).dest;
  const where = typeof dest === 'string' ? `${shown(error.path)} to ${shown(dest)}` : shown(error.path);
  return `cannot ${verb} ${where}: ${MEANINGS[error.code]} (${error.code})`;
}
