// Compiles the CLI (cli/, src/, templates/) into one ES module, lib/evguide.js, so `evguide` runs without
// transpiling TypeScript at start-up. Dependencies stay external and load from node_modules.
import { build } from 'esbuild';

import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import fg from 'fast-glob';

// When the build starts: a source changed after it is newer than what lib/ holds (bin/evguide.js checks).
const builtAt = Date.now();
// Code-split: each command's dynamic imports become chunks, so `evguide query` loads only what it uses.
rmSync('lib', { recursive: true, force: true });
const { metafile } = await build({
  metafile: true,
  entryPoints: { evguide: 'cli/run.ts', worker: 'src/worker.ts', prebuild: 'src/bundle/prebuild.ts' },
  outdir: 'lib',
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Dependencies are bundled in (loading them as separate CommonJS and ES modules cost ~100 ms a run), except
  // esbuild, which finds its own binary, and serve-handler, loaded only by `serve`.
  external: ['esbuild', 'serve-handler'],
  define: { 'process.env.NODE_ENV': '"production"' },
  // Bundled CommonJS (React) requires Node's built-in modules: give the ES modules a require.
  banner: { js: "import { createRequire as __evguideRequire } from 'node:module'; const require = __evguideRequire(import.meta.url);" },
  jsx: 'automatic',
  sourcemap: 'linked',
  logLevel: 'warning',
});

// The client assets depend only on the code too: built now, once, so that a first build need not run esbuild.
execFileSync(process.execPath, ['lib/prebuild.js'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });

// What lib/ was built from: every source file of the CLI, and the templates the client assets are bundled from.
// bin/evguide.js refuses to run lib/ once one of them is newer than the build, or gone.
const files = [...Object.keys(metafile.inputs).filter((file) => !file.includes('node_modules/')), ...fg.sync('templates/**/*')];
writeFileSync('lib/sources.json', `${JSON.stringify({ builtAt, files: [...new Set(files)].sort() })}\n`);
