import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeSystemError } from '../../src/diagnostics/index.ts';
import { OUTPUT_MARKER } from '../../src/emit/index.ts';
import { runEvguide, snapshotTree } from './cli-run.ts';
import { FIXTURES } from './fixture.ts';

// What the system refuses (permissions, a read-only or full disk, a file where a folder should be) is reported in
// one line that names the file, with exit 1: never "internal error (please report it)" and a stack trace.
const work = realpathSync(mkdtempSync(join(tmpdir(), 'evguide-system-')));
const STACK_LINE = /^\s+at /m;
// Root may write anywhere: permission errors are made by running the CLI as nobody (uid 65534) instead.
const asRoot = process.getuid?.() === 0;
const user = asRoot ? { uid: 65534, gid: 65534 } : {};

beforeAll(() => {
  chmodSync(work, 0o777);
  cpSync(join(FIXTURES, 'good', 'data'), join(work, 'data'), { recursive: true });
});
afterAll(() => {
  spawnSync('chmod', ['-R', 'u+w', work]);
  rmSync(work, { recursive: true, force: true });
});

/** The line a failure ends with (a build prints its warnings about stale facts first). */
const lastLine = (stderr: string) => stderr.trimEnd().split('\n').pop();

describe('describeSystemError', () => {
  const error = (code: string, syscall: string, path: string, dest?: string) =>
    Object.assign(new Error(`${code}: ${syscall} '${path}'`), { code, syscall, path, ...(dest ? { dest } : {}) });

  it.each([
    [error('EACCES', 'open', '/srv/site/.dist.lock'), 'cannot open /srv/site/.dist.lock: permission denied (EACCES)'],
    [error('EROFS', 'mkdir', join(process.cwd(), 'dist')), 'cannot create the folder dist: the file system is read-only (EROFS)'],
    [
      error('ENOTDIR', 'scandir', join(process.cwd(), 'data/cars')),
      'cannot read the folder data/cars: part of the path is a file, not a folder (ENOTDIR)',
    ],
    [
      error('ENOSPC', 'write', join(process.cwd(), '.dist-spare/cars.html')),
      'cannot write .dist-spare/cars.html: no space left on the device (ENOSPC)',
    ],
    [error('EACCES', 'rename', '/srv/a', '/srv/b'), 'cannot move /srv/a to /srv/b: permission denied (EACCES)'],
  ])('says what failed, where, and the code: %s', (failure, line) => {
    expect(describeSystemError(failure, process.cwd())).toBe(line);
  });
});

describe('evguide and the system', () => {
  it('reads a data folder with a file where a folder should be as one located line, exit 1', () => {
    const data = join(work, 'data-with-file');
    cpSync(join(work, 'data'), data, { recursive: true });
    rmSync(join(data, 'cars'), { recursive: true });
    writeFileSync(join(data, 'cars'), 'not a folder\n');
    const { code, stderr } = runEvguide(['validate', '--data', 'data-with-file'], { cwd: work });
    expect(stderr).toBe('error: cannot read the folder data-with-file/cars: part of the path is a file, not a folder (ENOTDIR)\n');
    expect(code).toBe(1);
  });

  it('reports a folder it may not write in one located line, exit 1, and writes nothing', () => {
    const locked = join(work, 'locked');
    mkdirSync(locked);
    chmodSync(locked, 0o555);
    const { code, stderr } = runEvguide(['build', '--data', 'data', '--out', 'locked/site'], { cwd: work, ...user });
    expect(lastLine(stderr)).toBe('error: cannot open locked/.site.lock: permission denied (EACCES)');
    expect(stderr).not.toMatch(STACK_LINE);
    expect(code).toBe(1);
    expect(readdirSync(locked)).toEqual([]);
  });

  it('keeps the new site live and later builds working when the old one cannot be deleted', () => {
    const build = () => runEvguide(['build', '--data', 'data', '--out', 'out', '--no-cache'], { cwd: work, ...user });
    expect(build().code).toBe(0);
    // A folder in the live site that the build's user may not empty: the old site cannot be deleted after a swap.
    mkdirSync(join(work, 'out', 'locked'));
    writeFileSync(join(work, 'out', 'locked', 'keep.txt'), 'mine\n');
    chmodSync(join(work, 'out', 'locked'), 0o555);
    for (let run = 1; run <= 2; run++) {
      const { code, stderr } = build();
      expect(code, stderr).toBe(0);
      expect(stderr).toMatch(
        /^warning: left \.out-trash-\d+ behind: cannot delete \.out-trash-\d+\/locked\/keep\.txt: permission denied \(EACCES\); delete it by hand to free the space$/m,
      );
      expect(stderr).toContain('✓ built');
      expect(existsSync(join(work, 'out', 'locked')), `run ${run}`).toBe(false);
      expect(existsSync(join(work, 'out', OUTPUT_MARKER))).toBe(true);
      expect(readdirSync(work).filter((name) => name.includes('swapping'))).toEqual([]);
    }
  });
});

/** Mounts a tmpfs of `size` at a new folder, or returns undefined where this machine does not allow it. */
function tmpfs(size: string): string | undefined {
  if (!asRoot) return undefined;
  const point = mkdtempSync(join(work, 'mount-'));
  return spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', point]).status === 0 ? point : undefined;
}
const unmount = (point: string) => spawnSync('umount', [point]);
const mountable = (() => {
  const point = tmpfs('64k');
  if (point) unmount(point);
  return point !== undefined;
})();

describe.runIf(mountable)('evguide on a read-only or full disk (a tmpfs mounted by root)', () => {
  it('reports a read-only output in one located line, exit 1, and leaves the site as it was', () => {
    const point = tmpfs('16m')!;
    try {
      expect(runEvguide(['build', '--data', join(work, 'data'), '--out', join(point, 'site')], { cwd: work }).code).toBe(0);
      expect(spawnSync('mount', ['-o', 'remount,ro', point]).status).toBe(0);
      const before = snapshotTree(point);
      const { code, stderr } = runEvguide(['build', '--data', join(work, 'data'), '--out', join(point, 'site')], { cwd: work });
      expect(lastLine(stderr)).toBe(`error: cannot open ${basename(point)}/.site.lock: the file system is read-only (EROFS)`);
      expect(code).toBe(1);
      expect(snapshotTree(point)).toEqual(before);
    } finally {
      unmount(point);
    }
  });

  it('reports a full disk in one located line, exit 1, and swaps nothing in', () => {
    const point = tmpfs('256k')!;
    try {
      const { code, stderr } = runEvguide(['build', '--data', join(work, 'data'), '--out', join(point, 'site'), '--no-cache'], {
        cwd: work,
      });
      expect(lastLine(stderr)).toMatch(
        new RegExp(`^error: cannot write ${basename(point)}/\\.site-spare/\\S+: no space left on the device \\(ENOSPC\\)$`),
      );
      expect(stderr).not.toMatch(STACK_LINE);
      expect(code).toBe(1);
      expect(existsSync(join(point, 'site'))).toBe(false);
    } finally {
      unmount(point);
    }
  });
});
