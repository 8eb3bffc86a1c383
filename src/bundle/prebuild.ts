// Run by scripts/build-cli.mjs once it has compiled lib/: bundles the client assets (see index.ts) and leaves them in
// lib/client-assets.json with the code version they were built from, so that a build with an empty cache uses them
// instead of running esbuild. The bundle, like lib/evguide.cjs, depends only on the code.
import { writeFileSync } from 'node:fs';
import { codeVersion } from '../cache.ts';
import { bundleAssets } from './index.ts';
import { PREBUILT_ASSETS, storeAssets } from './stored.ts';

writeFileSync(PREBUILT_ASSETS, JSON.stringify({ codeVersion, assets: storeAssets(await bundleAssets()) }));
