import { join } from 'node:path';
import fg from 'fast-glob';
import { bundleAssets, type Assets } from './bundle/index.ts';
import { prebuiltAssets, restoreAssets, storeAssets, type StoredAssets } from './bundle/stored.ts';
import { codeVersion, diskCache, hashOf, noCache, type Cache } from './cache.ts';
import { absolute, resolveConfig, type Config, type ConfigInput } from './config.ts';
import { crashPoint } from './testing/crash-points.ts';
import { renderContent } from './content/index.ts';
import { forgetDirectives, locateLink, type RenderedContent } from './markdown/index.ts';
import { withQuotedFaqs } from './content/quotes.ts';
import { checkScans, unpackScan, type CheckOptions, type PageScan } from './check/index.ts';
import { type Diagnostic, EvguideError, sortDiagnostics } from './diagnostics/index.ts';
import { loadSite } from './load-site.ts';
import { publishedImages } from './load/images.ts';
import {
  atomFeed,
  claimOutputFolder,
  feedInputs,
  launchCalendars,
  headersFile,
  pageFile,
  redirectsFile,
  redirectsOf,
  robotsTxt,
  serveJson,
  sitemapXml,
  webManifest,
  stageOutput,
  type OutputFile,
  type OutputStage,
} from './emit/index.ts';
import { silentLogger, type Logger } from './logger.ts';
import { threadPool } from './threads/pool.ts';
import { packageRoot, shownPath } from './paths.ts';
import { renderSetup } from './render/index.ts';
import { renderPages, type RenderedPages } from './render/pages.ts';
import {
  buildSiteRoutes,
  CAR_DATA_PATH,
  englishSite,
  hindiSite,
  CAR_INDEX_PATH,
  POST_INDEX_PATH,
  postCard,
  SEARCH_INDEX_PATH,
  siteOn,
  type HindiInput,
  type Page,
  type SiteToday,
} from './routes/index.ts';
import { searchIndex, siteMix, sortCars, toSummary, withEstimates } from './domain/index.ts';
import type { Site } from './schema/index.ts';
import { hasHindi, inLocale, siteLanguages, type Locale } from './domain/locale.ts';
// The domain's Hindi words, for what this writes in Hindi (the pages' scripts load them only on Hindi pages).
import './domain/hi/all.ts';

export { loadCatalogue, loadSite } from './load-site.ts';

/** What a caller of {@link build} lends it besides its settings. */
export interface BuildHooks {
  /** The cache to use, kept by a long-running caller (`evguide dev`) so that it stays in memory between builds. */
  cacheStore?: Cache;
  /** The worker threads' entry script, when not the installed one (`evguide dev` compiles the edited code's). */
  workerEntry?: string;
  logger?: Logger;
  /** Told of the warnings of a build that goes on, as loadSite tells them: for `--format json` and `github`. */
  onWarnings?: (count: number, warnings: () => readonly Diagnostic[]) => void;
}

/** What a successful build did. */
export interface BuildResult {
  outDir: string;
  pages: number;
  /** Pages rendered by this build; the others were already in the output. */
  rendered: number;
  /** Threads that rendered them. */
  threads: number;
  /** Pages whose links were checked: only those that differ from the output this build replaced, when it can. */
  checked: number;
  /** Files (relative to outDir) whose bytes differ from the output this build replaced. */
  changed: string[];
  files: number;
  /** Bytes written by this build. */
  bytes: number;
  /** Milliseconds spent in each phase, in order. */
  timings: { phase: string; ms: number }[];
}

/**
 * Builds the site: load and validate data/, derive the pages, bundle CSS and scripts, render every page,
 * add sitemap, robots.txt and host config, check every link, then swap the result into outDir.
 * Nothing is written unless every step succeeds.
 */
export async function build(settings: ConfigInput | Config, hooks: BuildHooks = {}): Promise<BuildResult> {
  const config = resolveConfig(settings);
  const logger = hooks.logger ?? silentLogger;
  // What an earlier build in this process found (evguide dev, tests) answers nothing in this one.
  forgetDirectives();
  const { time, timings } = phaseTimer();
  // Before any work: the output folder must be evguide's to replace.
  const target = claimOutputFolder(config).path;
  const cache = !config.cache ? noCache : (hooks.cacheStore ?? diskCache(absolute(config, 'cacheDir')));
  // esbuild runs in a process of its own: the client assets are bundled while the data loads.
  const bundling = cachedAssets(cache, config.cache);
  bundling.catch(() => {});
  let stage: OutputStage | undefined;
  // Worker threads for Markdown and pages, started only when a stage has enough work (or --threads says so).
  const pool = threadPool(config.threads, hooks.workerEntry);
  try {
    // The output is locked first: a second build of it stops at once, and a site that a killed build left moved
    // aside is put back even when this build's data then fails to validate.
    stage = stageOutput(target, { cache, cwd: config.cwd, warn: (message) => logger.warn(message) });
    const output = stage;
    const site = await time('load + validate', () =>
      loadSite({
        ...config,
        today: config.buildDate,
        onWarnings: (count, warnings) => {
          logger.warn(warningSummary(count));
          hooks.onWarnings?.(count, warnings);
        },
        cacheStore: cache,
      }),
    );
    // The site as it stands on the build date: road-tax rules in force, prices known to have moved (SiteToday).
    const dated = siteOn(site, config.buildDate);
    const today = withQuotedFaqs(englishSite(dated), cache);
    const content = await time('markdown', () => renderContent(today, cache, pool));
    // The Hindi site, when the site is built in Hindi: the same data with its Hindi texts (FAQ answers quoting
    // figures in Hindi), and its Markdown.
    const hindiData = hasHindi(site.settings) ? inLocale('hi', () => withQuotedFaqs(hindiSite(dated), cache)) : undefined;
    const hindi: HindiInput | undefined = hindiData && {
      site: hindiData,
      content: await time('markdown (hi)', () => renderContent(hindiData, cache, pool, 'hi')),
    };
    const pages = await time('routes', () => buildSiteRoutes(today, { buildDate: config.buildDate, content }, hindi));
    const assets = await time('bundle', () => bundling);
    const { scans, rendered, threads } = await time('render', () => {
      const paths = new Set(pages.map((page) => page.path));
      const setup = renderSetup({ site, hindiSettings: (hindi?.site ?? site).settings, paths, buildDate: config.buildDate, ...assets });
      return renderPages(pages, setup, output, {
        threads: pool,
        cache,
        onProgress: (done, total) => logger.progress?.('render', done, total),
      });
    });
    await time('static files', () => {
      for (const file of staticFiles(config, { site: today, hindi, pages, content, assets, cache })) {
        output.put(file);
        crashPoint('static-files');
      }
    });
    const checked = await time('check', () => checkLinks(output, scans, site, pages));
    const changed = await time('finish writing + swap', () => output.commit());

    for (const { phase, ms } of timings) logger.info(`  ${phase.padEnd(22)} ${ms.toFixed(0).padStart(6)} ms`);
    const files = output.paths.length;
    return { outDir: config.outDir, pages: pages.length, rendered, checked, threads, changed, files, bytes: output.bytesWritten, timings };
  } catch (error) {
    await stage?.abandon();
    throw error;
  } finally {
    await pool.close();
    // What loading and rendering learned is kept even when a later step failed (commit and abandon saved already).
    cache.save();
  }
}

/** Times each phase of the build, in order: `evguide build` prints them. */
function phaseTimer() {
  const timings: BuildResult['timings'] = [];
  const time = async <T>(phase: string, work: () => T | Promise<T>): Promise<T> => {
    const start = performance.now();
    const result = await work();
    timings.push({ phase, ms: performance.now() - start });
    return result;
  };
  return { time, timings };
}

/**
 * Every file of the site besides its pages: the client assets, the data's images, the public files, the JSON the
 * islands fetch, and the sitemap, robots.txt, feed, manifest and host configuration.
 */
function staticFiles(
  config: Config,
  {
    site,
    hindi,
    pages,
    content,
    assets,
    cache,
  }: { site: SiteToday; hindi: HindiInput | undefined; pages: readonly Page[]; content: RenderedContent; assets: Assets; cache: Cache },
): OutputFile[] {
  const { baseUrl } = site.settings;
  const redirects = redirectsOf(pages);
  const dataDir = absolute(config, 'dataDir');
  return [
    ...assets.files,
    ...publishedImages(dataDir, (path) => shownPath(path, config.cwd)).map((path) => ({ path, copyFrom: join(dataDir, path) })),
    ...copies(join(packageRoot, 'templates/public'), '**/*', ''),
    ...dataFiles(site, content, ''),
    // The Hindi pages' islands fetch the same data in Hindi (figures in Hindi, texts from the Hindi site).
    ...(hindi ? inLocale('hi', () => dataFiles(hindi.site, hindi.content, 'hi/')) : []),
    { path: 'sitemap.xml', contents: sitemapXml(pages, baseUrl, siteLanguages(site.settings)) },
    { path: 'robots.txt', contents: robotsTxt(baseUrl) },
    { path: 'feed.xml', contents: cachedFeed(site, content, cache) },
    ...(hindi ? [{ path: 'hi/feed.xml', contents: cachedFeed(hindi.site, hindi.content, cache, 'hi') }] : []),
    ...launchCalendars(site.settings, site.upcoming, config.buildDate),
    ...(hindi ? inLocale('hi', () => launchCalendars(hindi.site.settings, hindi.site.upcoming, config.buildDate, 'hi/')) : []),
    { path: 'site.webmanifest', contents: webManifest(site.settings) },
    { path: 'serve.json', contents: serveJson(redirects, site.settings.allowedImageHosts) },
    { path: '_redirects', contents: redirectsFile(redirects) },
    { path: '_headers', contents: headersFile(site.settings.allowedImageHosts) },
  ];
}

/** The JSON the islands fetch, for one language's pages: under `prefix` (`hi/` for the Hindi pages'). */
function dataFiles(site: SiteToday, content: RenderedContent, prefix: string): OutputFile[] {
  // The static pages' costs are for the site's own situation; the islands work them out again for a visitor's.
  const mix = siteMix(site);
  return [
    // Each record with the models' estimates, so the compare page can set them side by side.
    ...site.cars.map((car) => ({
      path: `${prefix}${CAR_DATA_PATH.slice(1)}${car.id}.json`,
      contents: JSON.stringify(withEstimates(car, site.calculators, mix)),
    })),
    // The directory's index: every car as its cards show it; those no longer sold new carry their status, and
    // the directory lists them only when asked.
    {
      path: `${prefix}${CAR_INDEX_PATH.slice(1)}`,
      contents: JSON.stringify(sortCars(site.cars, 'rating').map((car) => toSummary(car, site.calculators, mix))),
    },
    { path: `${prefix}${POST_INDEX_PATH.slice(1)}`, contents: JSON.stringify(site.posts.map((post) => postCard(post, content))) },
    { path: `${prefix}${SEARCH_INDEX_PATH.slice(1)}`, contents: JSON.stringify(searchIndex(site)) },
  ];
}

/** Checks every link of the pages that may hold a broken one; throws on any. Returns how many pages it checked. */
function checkLinks(output: OutputStage, scans: RenderedPages['scans'], site: Site, pages: readonly Page[]): number {
  const only = pagesToCheck(output, scans);
  const problems = checkScans(output.paths, scans, {
    baseUrl: site.settings.baseUrl,
    locate: markdownLinks(pages),
    imageHosts: site.settings.allowedImageHosts ?? [],
    ...(only ? { only } : {}),
  });
  if (problems.length > 0) throw new EvguideError(sortDiagnostics(problems));
  return only ? only.size : scans.length;
}

/**
 * The pages whose links need checking, when that is not all of them: the live output passed its check, so if this
 * build has the same files, only pages that differ from it can hold a broken link, unless one of them lost an id
 * that other pages may link to. Undefined means every page.
 */
function pagesToCheck(output: OutputStage, scans: readonly [string, readonly (PageScan | string)[]][]): Set<string> | undefined {
  if (!output.sameFilesAsLive()) return undefined;
  const only = new Set<string>();
  for (const [file, [own]] of scans) {
    if (output.unchangedFromLive(file)) continue;
    const before = output.live(file)?.[2];
    if (before === undefined || own === undefined) return undefined;
    const now = new Set((typeof own === 'string' ? unpackScan(own) : own).ids);
    if (!unpackScan(before).ids.every((id) => now.has(id))) return undefined;
    only.add(file);
  }
  return only;
}

/** A build's one line about warnings: `evguide validate` shows each with its place, `query stale` lists stale facts. */
const warningSummary = (count: number): string =>
  `${count} warning${count === 1 ? '' : 's'} (facts older than staleAfterDays, upcoming cars past their launch month, texts without their Hindi): evguide validate shows where`;

/** Finds where a URL in a page is written, if the page's Markdown holds it: reports then name the data file and line. */
function markdownLinks(pages: readonly Page[]): NonNullable<CheckOptions['locate']> {
  const written = new Map(pages.flatMap(({ path, html }) => (html?.source ? [[pageFile(path), html] as const] : [])));
  return (file, url) => {
    const html = written.get(file);
    return html?.source && locateLink(html.source, html.links ?? [], url);
  };
}

/** feed.xml, cached under what it is made of: otherwise every build would read the HTML of its 50 posts. */
function cachedFeed(
  site: Parameters<typeof atomFeed>[0],
  content: Parameters<typeof atomFeed>[1],
  cache: Cache,
  locale: Locale = 'en',
): string {
  const key = hashOf('feed', codeVersion, locale, feedInputs(site, content));
  let feed = cache.get<string>('feed', key);
  if (feed === undefined) {
    feed = atomFeed(site, content, locale);
    cache.set('feed', key, feed);
  }
  return feed;
}

/**
 * The client assets: esbuild's output depends only on the code, so it is cached under the code version, and
 * `npm install` builds it in advance (see src/bundle/prebuild.ts); esbuild runs only after the code changed, or
 * when the build is to make everything afresh (--no-cache).
 */
async function cachedAssets(cache: Cache, usePrebuilt: boolean): Promise<Assets> {
  const key = hashOf('bundle', codeVersion);
  const stored = cache.get<StoredAssets>('bundle', key) ?? (usePrebuilt ? prebuiltAssets() : undefined);
  if (stored) return restoreAssets(stored);
  const assets = await bundleAssets();
  cache.set('bundle', key, storeAssets(assets));
  return assets;
}

/** Files under `root` matching `pattern`, to be copied into the site under `prefix`. */
function copies(root: string, pattern: string, prefix = ''): OutputFile[] {
  return fg
    .sync(pattern, { cwd: root, onlyFiles: true })
    .sort()
    .map((path) => ({ path: `${prefix}${path}`, copyFrom: join(root, path) }));
}
