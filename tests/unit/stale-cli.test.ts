import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// bin/evguide.js runs the CLI compiled into lib/. In a checkout it first makes sure lib/ was compiled from the code
// as it is now, by the list of sources the compilation wrote (lib/sources.json): after an edit to src/, it says so
// and stops, rather than run the old code.

const root = join(import.meta.dirname, '..', '..');
const work: string[] = [];
afterEach(() => {
  for (const dir of work.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A package folder: the real bin/evguide.js, a lib/ that prints which code it is, and one source file. */
function checkout({ source = true }: { source?: boolean } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'evguide-stale-'));
  work.push(dir);
  mkdirSync(join(dir, 'bin'));
  mkdirSync(join(dir, 'lib'));
  copyFileSync(join(root, 'bin', 'evguide.js'), join(dir, 'bin', 'evguide.js'));
  writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n');
  writeFileSync(join(dir, 'lib', 'evguide.cjs'), "process.stdout.write('the compiled code ran\\n');\n");
  const builtAt = Date.now() - 60_000;
  writeFileSync(join(dir, 'lib', 'sources.json'), JSON.stringify({ builtAt, files: ['src/build.ts', 'cli/run.ts'] }));
  if (source) {
    mkdirSync(join(dir, 'src'));
    mkdirSync(join(dir, 'cli'));
    for (const file of ['src/build.ts', 'cli/run.ts']) {
      writeFileSync(join(dir, file), '// code\n');
      utimesSync(join(dir, file), new Date(builtAt - 60_000), new Date(builtAt - 60_000));
    }
  }
  const run = (env: NodeJS.ProcessEnv = {}) =>
    spawnSync(process.execPath, [join(dir, 'bin', 'evguide.js'), '--version'], { encoding: 'utf8', env: { ...process.env, ...env } });
  return { dir, run };
}

describe('bin/evguide.js', () => {
  it('runs lib/ when it was compiled after every source it lists', () => {
    const { run } = checkout();
    expect(run()).toMatchObject({ status: 0, stdout: 'the compiled code ran\n', stderr: '' });
  });

  it('stops with one line naming the source edited since lib/ was compiled, and the command that rebuilds it', () => {
    const { dir, run } = checkout();
    writeFileSync(join(dir, 'src', 'build.ts'), '// code, edited\n');
    expect(run()).toMatchObject({
      status: 2,
      stdout: '',
      stderr: 'evguide: lib/ is older than src/build.ts; run `npm run prepare` in the evguide folder to rebuild it.\n',
    });
  });

  it('stops when a source it was compiled from is gone, or lib/ does not say what it was compiled from', () => {
    const gone = checkout();
    rmSync(join(gone.dir, 'cli', 'run.ts'));
    expect(gone.run()).toMatchObject({ status: 2, stderr: expect.stringContaining('older than cli/run.ts, which is gone') });
    const unlisted = checkout();
    rmSync(join(unlisted.dir, 'lib', 'sources.json'));
    expect(unlisted.run()).toMatchObject({ status: 2, stderr: expect.stringContaining('lib/sources.json is missing') });
  });

  it('checks nothing in an installed package, which has lib/ and no sources', () => {
    const { run } = checkout({ source: false });
    expect(run()).toMatchObject({ status: 0, stdout: 'the compiled code ran\n' });
  });

  it('runs lib/ with the code cache made from it, and never with one made from other code of the same length', () => {
    const { dir, run } = checkout();
    const report = { EVGUIDE_CODE_CACHE: 'report' };
    expect(run(report)).toMatchObject({ status: 0, stderr: 'code cache: missing\n' });
    expect(run({ EVGUIDE_CODE_CACHE: 'write' })).toMatchObject({ status: 0, stdout: 'the compiled code ran\n' });
    expect(run(report)).toMatchObject({ status: 0, stdout: 'the compiled code ran\n', stderr: 'code cache: used\n' });
    // V8 would take the cache for any script of the same length: the new code runs, compiled afresh.
    const script = join(dir, 'lib', 'evguide.cjs');
    writeFileSync(script, readFileSync(script, 'utf8').replace('the compiled code ran', 'the compiled code RAN'));
    utimesSync(script, new Date(), new Date(Date.now() + 5_000));
    expect(run(report)).toMatchObject({ status: 0, stdout: 'the compiled code RAN\n', stderr: 'code cache: missing\n' });
  });
});

describe("this checkout's lib/", () => {
  it('lists what it was compiled from: the CLI, the stages and the templates, each file there', () => {
    const { builtAt, files } = JSON.parse(readFileSync(join(root, 'lib', 'sources.json'), 'utf8')) as { builtAt: number; files: string[] };
    expect(files).toEqual(expect.arrayContaining(['cli/run.ts', 'src/build.ts', 'src/worker.ts', 'templates/layout/Document.tsx']));
    expect(files.some((file) => file.includes('node_modules'))).toBe(false);
    for (const file of files) expect(existsSync(join(root, file)), file).toBe(true);
    expect(statSync(join(root, 'lib', 'evguide.cjs')).mtimeMs).toBeGreaterThanOrEqual(builtAt);
  });

  it('is strict code, as the ES modules it is compiled from: the directive opens the script', () => {
    // bin/evguide.js wraps the script in a function, whose body is then strict as a whole: a write to the frozen site
    // throws instead of passing silently.
    expect(readFileSync(join(root, 'lib', 'evguide.cjs'), 'utf8')).toMatch(/^'use strict';/);
  });

  it('has a code cache that V8 takes, so that the CLI does not compile its code again on every run', () => {
    const run = spawnSync(process.execPath, [join(root, 'bin', 'evguide.js'), '--version'], {
      encoding: 'utf8',
      env: { ...process.env, EVGUIDE_CODE_CACHE: 'report' },
    });
    expect(run).toMatchObject({ status: 0, stderr: 'code cache: used\n' });
  });
});
