import { writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build, type BuildOptions, type Plugin } from 'esbuild';
import { packageRoot } from '../paths.ts';
import type { OutputFile } from '../output-file.ts';
import { islands } from '../registry.ts';

/** The built, content-hashed client assets. */
export interface Assets {
  /** URL of the site stylesheet. */
  stylesheet: string;
  /** URL of each client script, by name (`islands` is the island loader). */
  scripts: ReadonlyMap<string, string>;
  /** URL of each island's client entry, by island name. */
  islandEntries: ReadonlyMap<string, string>;
  files: readonly OutputFile[];
}

/** Options of {@link bundleAssets}. */
export interface BundleOptions {
  /** Minify CSS and scripts. @default true */
  minify?: boolean;
}

/** Scripts that are not islands: the island loader and small page enhancements. */
const scriptEntries = {
  islands: 'templates/islands/runtime/loader.ts',
  'not-found': 'templates/scripts/not-found.ts',
} as const;

const ISLAND_PREFIX = 'island:';

/**
 * V8's explicit compile hint: compile every function of the file while it streams in, off the main thread. Given to
 * the chunk that holds react-dom, whose functions hydration calls at once: without it, V8 parses each of them lazily,
 * on the main thread, in the one long task that hydrates the page (measured on a blog post: 150 ms of that task
 * became 70 ms). Browsers without the hint read a comment.
 */
const COMPILE_EAGERLY = new TextEncoder().encode('//# allFunctionsCalledOnLoad\n');
const hydratesAtOnce = (inputs: Record<string, unknown>) => Object.keys(inputs).some((input) => input.includes('node_modules/react-dom/'));

/** Each island's entry is generated: import the island and export its hydrating mount function. */
const islandEntriesPlugin: Plugin = {
  name: 'evguide-island-entries',
  setup(build) {
    build.onResolve({ filter: /^island:/ }, (args) => ({ path: args.path.slice(ISLAND_PREFIX.length), namespace: 'island' }));
    build.onLoad({ filter: /.*/, namespace: 'island' }, (args) => ({
      contents: [
        `import { islandMount } from ${JSON.stringify(join(packageRoot, 'templates/islands/runtime/mount.ts'))};`,
        `import { ${args.path} } from ${JSON.stringify(join(packageRoot, `templates/islands/${args.path}.tsx`))};`,
        `export default islandMount(${args.path});`,
      ].join('\n'),
      loader: 'ts',
      resolveDir: packageRoot,
    }));
  },
};

/**
 * Bundles with esbuild into content-hashed files under /assets/: the stylesheet; the island loader and page
 * scripts; and one entry per island, code-split so React and shared code load once, as a common chunk.
 */
export async function bundleAssets(options: BundleOptions = {}): Promise<Assets> {
  const outdir = join(packageRoot, '.assets-out');
  const minify = options.minify ?? true;
  const common: BuildOptions = {
    absWorkingDir: packageRoot,
    bundle: true,
    minify,
    outdir,
    write: false,
    metafile: true,
    logLevel: 'silent',
    legalComments: 'none',
    target: ['chrome105', 'firefox110', 'safari16'],
  };
  const [css, js] = await Promise.all([
    build({ ...common, entryPoints: { site: 'templates/styles/site.css' }, entryNames: '[name].[hash]' }),
    build({
      ...common,
      entryPoints: {
        ...scriptEntries,
        ...Object.fromEntries(Object.keys(islands).map((name) => [`island-${name}`, `${ISLAND_PREFIX}${name}`])),
      },
      entryNames: '[name].[hash]',
      chunkNames: 'chunks/[name].[hash]',
      format: 'esm',
      splitting: true,
      jsx: 'automatic',
      // Hindi as UTF-8, which module scripts always are: escaped, each Devanagari letter took six bytes, not three.
      charset: 'utf8',
      define: { 'process.env.NODE_ENV': '"production"' },
      plugins: [islandEntriesPlugin],
    }),
  ]);

  // For a maintainer looking into what a script weighs: esbuild's metafile (which module went into which output, in
  // bytes), as its analyzer at https://esbuild.github.io/analyze/ reads it.
  if (process.env.EVGUIDE_METAFILE) writeFileSync(process.env.EVGUIDE_METAFILE, JSON.stringify(js.metafile));

  const files: OutputFile[] = [];
  const urlOf = new Map<string, string>();
  const eager = new Set<string>();
  for (const result of [css, js]) {
    for (const [output, meta] of Object.entries(result.metafile?.outputs ?? {})) {
      if (meta.entryPoint) urlOf.set(meta.entryPoint, `/assets/${relative(outdir, join(packageRoot, output))}`);
      if (output.endsWith('.js') && hydratesAtOnce(meta.inputs)) eager.add(join(packageRoot, output));
    }
    for (const file of result.outputFiles ?? []) {
      const contents = eager.has(file.path) ? Buffer.concat([COMPILE_EAGERLY, file.contents]) : file.contents;
      files.push({ path: `assets/${relative(outdir, file.path)}`, contents });
    }
  }
  const scripts = new Map(Object.entries(scriptEntries).map(([name, entry]) => [name, urlOf.get(entry)!]));
  const islandEntries = new Map(Object.keys(islands).map((name) => [name, urlOf.get(`island:${name}`)!]));
  return { stylesheet: urlOf.get('templates/styles/site.css')!, scripts, islandEntries, files };
}
