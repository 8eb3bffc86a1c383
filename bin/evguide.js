#!/usr/bin/env node
// The installed `evguide` command: runs the precompiled CLI in lib/ (built by `npm install`/`npm run prepare`).
import { existsSync } from 'node:fs';

const lib = new URL('../lib/evguide.js', import.meta.url);
if (!existsSync(lib)) {
  process.stderr.write('evguide: lib/evguide.js is missing; run `npm install` (or `npm run prepare`) in the evguide folder first.\n');
  process.exit(2);
}
// React ships a development build that checks every element: several times slower, and only useful to us in tests.
process.env.NODE_ENV ??= 'production';
await import(lib.href);
