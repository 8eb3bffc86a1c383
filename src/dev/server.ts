import { readFileSync, realpathSync, statSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { diskCache } from '../cache.ts';
import { absolute, resolveConfig, type Config, type ConfigInput } from '../config.ts';
import { describeSystemError, EvguideError, formatReport } from '../diagnostics/index.ts';
import { claimOutputFolder, SECURITY_HEADERS } from '../emit/index.ts';
import type { Logger } from '../logger.ts';
import { isInside, packageRoot } from '../paths.ts';
import {
  DEFAULT_HOST,
  listen,
  quietClientErrors,
  REFUSALS,
  refuse,
  refuseForeignHost,
  requestPath,
  urlList,
  type Listening,
} from '../serve/http.ts';
import { filesForUrl } from '../domain/urls.ts';
import { LIVE_CLIENT } from './live-client.ts';
import { liveEvents, shownProblems, type LiveEvents } from './live-events.ts';
import { watchSources } from './watch.ts';

/** Options of {@link startDevServer}. */
export interface DevOptions extends Omit<ConfigInput, 'buildDate'> {
  /** The address to listen on. @default '127.0.0.1' */
  host?: string;
  port: number;
  /** The date builds treat as today, asked at each build: the server may run past midnight. */
  buildDate: () => Date;
  logger: Logger;
}

/** A running dev server. */
export interface DevServer {
  /** The first of `listening.urls`. */
  url: string;
  listening: Listening;
  close(): Promise<void>;
}

type BuildFunction = typeof import('../build.ts')['build'];

const LIVE_PATH = '/__evguide/live.js';
const EVENTS_PATH = '/__evguide/events';
const LIVE_TAG = `<script type="module" src="${LIVE_PATH}"></script>`;

/**
 * The headers production sends with every response, CSP included, so a violation shows while developing: those the
 * last build wrote into serve.json (its policy follows site.yaml's allowedImageHosts), else the site's defaults.
 */
function siteHeaders(outDir: string): () => readonly [string, string][] {
  let known: { stamp: number; headers: readonly [string, string][] } | undefined;
  return () => {
    try {
      const file = join(outDir, 'serve.json');
      const stamp = statSync(file).mtimeMs;
      if (known?.stamp !== stamp) {
        const config = JSON.parse(readFileSync(file, 'utf8')) as {
          headers?: { source: string; headers: { key: string; value: string }[] }[];
        };
        const all = config.headers?.find((rule) => rule.source === '**')?.headers ?? [];
        known = { stamp, headers: all.map(({ key, value }) => [key, value] as [string, string]) };
      }
      return known.headers;
    } catch {
      return SECURITY_HEADERS;
    }
  };
}
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.ics': 'text/calendar; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/**
 * `evguide dev`: builds, serves the output with a live-reload script added to each page, and rebuilds on every
 * change under data/ and templates/. A data change rebuilds in this process with the caches held in memory, so only
 * the pages it affects are rendered and written; a template or stage change loads the pipeline anew first. A failed
 * build keeps the last good site served and shows its problems over the page; the server never stops for one.
 */
export async function startDevServer(options: DevOptions): Promise<DevServer> {
  const { logger, host: _host, port: _port, buildDate: today, ...settings } = options;
  const config = resolveConfig({ ...settings, threads: 1 });
  // Refused before anything is built or watched, as `evguide build` refuses it.
  const outDir = claimOutputFolder(config).path;
  const events = liveEvents();
  const builder = rebuilder(resolveConfig({ ...config, outDir }), today, logger, events);
  await builder.rebuild();
  const watchers = watchSources(absolute(config, 'dataDir'), builder);

  let listening: Listening | undefined;
  const headers = siteHeaders(outDir);
  const setHeaders = (response: ServerResponse) => {
    for (const [name, value] of headers()) response.setHeader(name, value);
  };
  const server = createServer((request, response) => {
    setHeaders(response);
    if (refuseForeignHost(request, response, listening)) return;
    const path = requestPath(request.url);
    if (typeof path === 'number') return refuse(response, path, REFUSALS[path]);
    if (path === EVENTS_PATH) return events.open(request, response);
    if (path === LIVE_PATH) return respond(response, 200, TYPES['.js']!, LIVE_CLIENT);
    try {
      serveFile(outDir, path, response);
    } catch {
      // A file that cannot be read, or vanished as a build swapped the folder: not found, and the server goes on.
      refuse(response, 404, 'Not found');
    }
  });
  quietClientErrors(server);
  listening = await listen(server, options.host ?? DEFAULT_HOST, options.port).catch((error: unknown) => {
    // A port in use: nothing may keep the process alive once the caller has reported it.
    for (const watcher of watchers) watcher.close();
    throw error;
  });
  const [url] = listening.urls as [string, ...string[]];
  logger.info(
    `Serving ${config.outDir} at ${urlList(listening.urls)}, rebuilding on changes to ${config.dataDir} and templates (Ctrl+C stops)`,
  );

  return {
    url,
    listening,
    close: async () => {
      for (const watcher of watchers) watcher.close();
      events.end();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * Builds when asked, one build at a time: changes that arrive during a build start one more after it, and a change
 * to the code loads the pipeline anew first. The cache stays in memory between builds.
 */
function rebuilder(config: Config, today: () => Date, logger: Logger, events: LiveEvents) {
  const store = diskCache(absolute(config, 'cacheDir'));
  let build: BuildFunction | undefined;
  // The worker threads' code: the installed one until the code is edited, then the one compiled with the pipeline.
  let workerEntry: string | undefined;
  let running: Promise<void> = Promise.resolve();
  let queued = false;
  let codeChanged = false;
  let loads = 0;
  let changedAt = 0;
  const rebuild = async () => {
    if (codeChanged || !build) {
      if (build && codeChanged) ({ build, workerEntry } = await loadPipeline(++loads));
      else build ??= (await import('../build.ts')).build;
      codeChanged = false;
    }
    const start = changedAt || performance.now();
    try {
      const result = await build(resolveConfig({ ...config, buildDate: today() }), {
        cacheStore: store,
        ...(workerEntry ? { workerEntry } : {}),
      });
      const pages = result.changed
        .filter((file) => file.endsWith('.html'))
        .map((file) => (file === 'index.html' ? '/' : `/${file.slice(0, -5)}`));
      logger.info(
        `✓ ${result.rendered} of ${result.pages} pages rendered, ${result.changed.length} files changed in ${(performance.now() - start).toFixed(0)} ms${changedAt ? ' since the change' : ''}`,
      );
      events.built(
        pages,
        result.changed.some((file) => /^(assets|images)\//.test(file)),
      );
    } catch (error) {
      logger.info(error instanceof EvguideError ? formatReport(error.diagnostics) : describeSystemError(error, config.cwd));
      logger.info('✗ build failed; still serving the last good build');
      events.failed(shownProblems(error, config.cwd));
    }
  };
  const schedule = () => {
    if (queued) return;
    queued = true;
    changedAt = performance.now();
    // A short pause lets an editor's several writes of one save arrive as one change.
    setTimeout(() => {
      queued = false;
      running = running.then(rebuild);
    }, 5);
  };
  return {
    rebuild,
    /** A change to the data. */
    dataChanged: schedule,
    /** A change to the templates or the stages. */
    codeChanged() {
      codeChanged = true;
      schedule();
    },
  };
}

/**
 * Compiles the pipeline afresh (templates and stages included) and loads it: ES modules cannot be unloaded, so a
 * changed template is picked up by importing a new copy. The worker threads' entry is compiled with it, so that they
 * run the same code. Both live in lib/dev/ so that they find the package root and node_modules as the compiled CLI
 * does.
 */
async function loadPipeline(generation: number): Promise<{ build: BuildFunction; workerEntry: string }> {
  const { build } = await import('esbuild');
  const name = (entry: string) => `${entry}-${process.pid}-${generation}`;
  const outdir = join(packageRoot, 'lib', 'dev');
  await build({
    entryPoints: { [name('build')]: join(packageRoot, 'src', 'build.ts'), [name('worker')]: join(packageRoot, 'src', 'worker.ts') },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    logLevel: 'silent',
  });
  const pipeline = (await import(pathToFileURL(join(outdir, `${name('build')}.mjs`)).href)) as typeof import('../build.ts');
  return { build: pipeline.build, workerEntry: join(outdir, `${name('worker')}.mjs`) };
}

function respond(response: ServerResponse, status: number, type: string, body: string | Buffer, cache = 'no-store'): void {
  response.writeHead(status, { 'content-type': type, 'cache-control': cache });
  response.end(body);
}

// Files under /assets/ are named by their content hash: a reload need not fetch them again.
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves a file of the output with clean URLs and the site's 404 page; pages get the live-reload script. Only files
 * really inside the output are served: a symbolic link leading out of it is not followed.
 */
function serveFile(root: string, urlPath: string, response: ServerResponse): void {
  const found = filesForUrl(urlPath)
    .map((candidate) => resolve(root, candidate))
    .find((file) => isFileInside(file, root));
  const file = found ?? join(root, '404.html');
  const status = found ? 200 : 404;
  if (!isFileInside(file, root)) {
    respond(response, 404, TYPES['.html']!, `<!DOCTYPE html><title>No build yet</title><p>No site has been built yet.</p>${LIVE_TAG}`);
    return;
  }
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  if (type !== TYPES['.html']) {
    respond(response, status, type, readFileSync(file), urlPath.startsWith('/assets/') ? IMMUTABLE : 'no-store');
    return;
  }
  const html = readFileSync(file, 'utf8');
  const at = html.lastIndexOf('</body>');
  respond(response, status, type, at === -1 ? html + LIVE_TAG : `${html.slice(0, at)}${LIVE_TAG}${html.slice(at)}`);
}

/** Whether `file` is a file whose real path is inside `root` (itself a real path). */
const isFileInside = (file: string, root: string) => {
  try {
    return isInside(realpathSync(file), root) && statSync(file).isFile();
  } catch {
    return false;
  }
};
