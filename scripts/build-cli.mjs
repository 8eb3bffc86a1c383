// Compiles the CLI (cli/, src/, templates/) into lib/, so `evguide` runs without transpiling TypeScript at start-up:
// - lib/evguide.cjs, the CLI, one CommonJS script that bin/evguide.js runs with V8's code cache (see below);
// - lib/worker.js, the worker threads' entry, and lib/prebuild.js, which bundles the client assets now, once;
// - lib/sources.json, what lib/ was built from (bin/evguide.js refuses to run lib/ older than its sources);
// - the code cache: the bytecode of every function a build of the site ran, made by running that build.
// Dependencies are bundled in (loading them as separate CommonJS and ES modules cost ~100 ms a run), except esbuild,
// which finds its own binary, and serve-handler, loaded only by `serve`.
import { build } from 'esbuild';

import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fg from 'fast-glob';

// When the build starts: a source changed after it is newer than what lib/ holds (bin/evguide.js checks).
const builtAt = Date.now();
rmSync('lib', { recursive: true, force: true });
const common = {
  metafile: true,
  outdir: 'lib',
  bundle: true,
  platform: 'node',
  target: 'node20',
  external: ['esbuild', 'serve-handler'],
  define: { 'process.env.NODE_ENV': '"production"' },
  jsx: 'automatic',
  sourcemap: 'linked',
  logLevel: 'warning',
};

// One script, not ES modules: Node 20 keeps no compiled code between runs, but V8 can be handed the bytecode of a
// script it compiled before (bin/evguide.js). Compiling the CLI's code again on every run was a tenth of a cold
// build. The sources' `import.meta.url` becomes the script's own URL. The banner opens with the directive, so that
// the whole script is strict, as the ES modules were (a write to the frozen site must throw, not pass silently).
const cli = await build({
  ...common,
  entryPoints: { evguide: 'cli/run.ts' },
  outExtension: { '.js': '.cjs' },
  format: 'cjs',
  define: { ...common.define, 'import.meta.url': '__evguideUrl' },
  banner: { js: "'use strict'; const __evguideUrl = require('node:url').pathToFileURL(__filename).href;" },
});

// The worker threads' entry and the asset prebuild: ES modules, their shared code in chunks.
const others = await build({
  ...common,
  entryPoints: { worker: 'src/worker.ts', prebuild: 'src/bundle/prebuild.ts' },
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  format: 'esm',
  // Bundled CommonJS (React) requires Node's built-in modules: give the ES modules a require.
  banner: { js: "import { createRequire as __evguideRequire } from 'node:module'; const require = __evguideRequire(import.meta.url);" },
});

// The client assets depend only on the code too: built now, once, so that a first build need not run esbuild.
execFileSync(process.execPath, ['lib/prebuild.js'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });

// What lib/ was built from: every source file of the CLI, and the templates the client assets are bundled from.
// bin/evguide.js refuses to run lib/ once one of them is newer than the build, or gone.
const inputs = [...Object.keys(cli.metafile.inputs), ...Object.keys(others.metafile.inputs)];
const files = [...inputs.filter((file) => !file.includes('node_modules/')), ...fg.sync('templates/**/*')];
writeFileSync('lib/sources.json', `${JSON.stringify({ builtAt, files: [...new Set(files)].sort() })}\n`);

// The code cache, from a build of the site (or, when data/ does not build, of the fixture site that every page kind
// is on): bin/evguide.js writes it as that build ends (EVGUIDE_CODE_CACHE=write), with the bytecode of every
// function it ran. Without it evguide runs as well, compiling as it goes.
const out = mkdtempSync(join(tmpdir(), 'evguide-code-cache-'));
try {
  const failures = [];
  for (const data of ['data', 'tests/fixtures/site/data'].filter((folder) => existsSync(folder))) {
    try {
      execFileSync(process.execPath, ['bin/evguide.js', 'build', '--data', data, '--out', join(out, 'site'), '--no-cache'], {
        stdio: 'pipe',
        env: { ...process.env, EVGUIDE_CODE_CACHE: 'write' },
      });
      failures.length = 0;
      break;
    } catch (error) {
      failures.push(`${data}: ${error.stderr}`);
    }
  }
  if (failures.length > 0)
    process.stderr.write(`build-cli: no code cache, so evguide compiles as it runs; the builds failed:\n${failures.join('\n')}`);
} finally {
  rmSync(out, { recursive: true, force: true });
}
