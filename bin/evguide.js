#!/usr/bin/env node
// The installed `evguide` command: runs the precompiled CLI in lib/ (built by `npm install`/`npm run prepare`).
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, Script } from 'node:vm';

const lib = fileURLToPath(new URL('../lib/evguide.cjs', import.meta.url));
if (!existsSync(lib)) {
  process.stderr.write('evguide: lib/evguide.cjs is missing; run `npm install` (or `npm run prepare`) in the evguide folder first.\n');
  process.exit(2);
}
// In a checkout (src/ is there), lib/ must be built from the code as it is: a test or a command must never run
// code older than what it reads. lib/sources.json lists what the last `npm run prepare` compiled, and when.
if (existsSync(new URL('../src', import.meta.url))) {
  const stale = staleSource();
  if (stale) {
    process.stderr.write(`evguide: lib/ is older than ${stale}; run \`npm run prepare\` in the evguide folder to rebuild it.\n`);
    process.exit(2);
  }
}

/** The first source newer than lib/'s build, or gone since; undefined when lib/ is up to date. */
function staleSource() {
  let built;
  try {
    built = JSON.parse(readFileSync(new URL('../lib/sources.json', import.meta.url), 'utf8'));
  } catch {
    return 'the list of its sources (lib/sources.json is missing)';
  }
  for (const file of built.files) {
    try {
      if (statSync(new URL(`../${file}`, import.meta.url)).mtimeMs > built.builtAt) return file;
    } catch {
      return `${file}, which is gone`;
    }
  }
  return undefined;
}

// React ships a development build that checks every element: several times slower, and only useful to us in tests.
process.env.NODE_ENV ??= 'production';
run(lib);

/**
 * Runs the CommonJS script `file` as Node would, but with V8's code cache: the bytecode of the functions an earlier
 * run compiled, so that this run does not compile them again (Node 20 keeps none between runs). The cache is made
 * by `npm run prepare` (EVGUIDE_CODE_CACHE=write: at the end of this run, with everything it compiled); one that
 * does not fit this script or this Node is refused by V8 and the script compiled as usual.
 */
function run(file) {
  const source = readFileSync(file, 'utf8');
  const { size, mtimeMs } = statSync(file);
  // V8 checks a cache against the length of the source only: the script's size and time name the cache made from it.
  const cacheFile = `${file}.${size}-${Math.trunc(mtimeMs)}.v8-cache`;
  const mode = process.env.EVGUIDE_CODE_CACHE;
  let cachedData;
  if (mode !== 'write') {
    try {
      cachedData = readFileSync(cacheFile);
    } catch {}
  }
  const script = new Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
    filename: file,
    cachedData,
    importModuleDynamically: constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  });
  // `npm test` checks that the cache is there and taken.
  if (mode === 'report') process.stderr.write(`code cache: ${!cachedData ? 'missing' : script.cachedDataRejected ? 'refused' : 'used'}\n`);
  if (mode === 'write') process.once('exit', () => writeFileSync(cacheFile, script.createCachedData()));
  const module = { exports: {} };
  script.runInThisContext().call(module.exports, module.exports, createRequire(file), module, file, dirname(file));
}
