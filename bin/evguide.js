#!/usr/bin/env node
// The installed `evguide` command: runs the precompiled CLI in lib/ (built by `npm install`/`npm run prepare`).
import { existsSync, readFileSync, statSync } from 'node:fs';

const lib = new URL('../lib/evguide.js', import.meta.url);
if (!existsSync(lib)) {
  process.stderr.write('evguide: lib/evguide.js is missing; run `npm install` (or `npm run prepare`) in the evguide folder first.\n');
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
await import(lib.href);
