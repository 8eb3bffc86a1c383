import { join, relative } from 'node:path';
import { build } from 'esbuild';
import { packageRoot } from '../paths.ts';
import type { OutputFile } from '../emit/types.ts';

/** The built, content-hashed client assets. */
export interface Assets {
  /** URL of the site stylesheet. */
  stylesheet: string;
  /** URL of each client script, by name. */
  scripts: ReadonlyMap<string, string>;
  files: readonly OutputFile[];
}

/** Options of {@link bundleAssets}. */
export interface BundleOptions {
  /** Minify CSS and scripts. @default true */
  minify?: boolean;
}

/** Client scripts by name: small enhancements that are not React islands. */
const scriptEntries = { 'not-found': 'templates/scripts/not-found.ts' } as const;

/** Bundles the stylesheet and client scripts with esbuild into content-hashed files under /assets/. */
export async function bundleAssets(options: BundleOptions = {}): Promise<Assets> {
  const outdir = join(packageRoot, '.assets-out');
  const result = await build({
    absWorkingDir: packageRoot,
    entryPoints: { site: 'templates/styles/site.css', ...scriptEntries },
    bundle: true,
    minify: options.minify ?? true,
    format: 'esm',
    target: ['chrome105', 'firefox110', 'safari16'],
    entryNames: '[name].[hash]',
    outdir,
    write: false,
    metafile: true,
    logLevel: 'silent',
    legalComments: 'none',
  });
  const files: OutputFile[] = [];
  const byEntry = new Map<string, string>();
  for (const file of result.outputFiles) {
    const path = `assets/${relative(outdir, file.path)}`;
    files.push({ path, contents: file.contents });
  }
  for (const [output, meta] of Object.entries(result.metafile.outputs)) {
    if (meta.entryPoint) byEntry.set(meta.entryPoint, `/assets/${relative(outdir, join(packageRoot, output))}`);
  }
  const scripts = new Map(Object.entries(scriptEntries).map(([name, entry]) => [name, byEntry.get(entry)!]));
  return { stylesheet: byEntry.get('templates/styles/site.css')!, scripts, files };
}
