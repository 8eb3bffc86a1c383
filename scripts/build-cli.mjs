// Compiles the CLI (cli/, src/, templates/) into one ES module, lib/evguide.js, so `evguide` runs without
// transpiling TypeScript at start-up. Dependencies stay external and load from node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: ['cli/run.ts'],
  outfile: 'lib/evguide.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  jsx: 'automatic',
  sourcemap: 'linked',
  logLevel: 'warning',
});
