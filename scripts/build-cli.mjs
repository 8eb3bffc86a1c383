// Compiles the CLI (cli/, src/, templates/) into one ES module, lib/evguide.js, so `evguide` runs without
// transpiling TypeScript at start-up. Dependencies stay external and load from node_modules.
import { build } from 'esbuild';

import { rmSync } from 'node:fs';

// Code-split: each command's dynamic imports become chunks, so `evguide query` loads only what it uses.
rmSync('lib', { recursive: true, force: true });
await build({
  entryPoints: { evguide: 'cli/run.ts', 'render-worker': 'src/render/worker.ts' },
  outdir: 'lib',
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  jsx: 'automatic',
  sourcemap: 'linked',
  logLevel: 'warning',
});
