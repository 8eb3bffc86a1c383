import { existsSync, readdirSync, readFileSync, statSync, watch, type FSWatcher } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { diskCache } from '../cache.ts';
import { CACHE_DIR } from '../catalogue-cache.ts';
import { EvguideError, formatReport, type Diagnostic } from '../diagnostics/index.ts';
import type { Logger } from '../logger.ts';
import { packageRoot } from '../paths.ts';
import { decodeUrlPart } from '../query/format.ts';
import { LIVE_CLIENT } from './live-client.ts';

/** Options of {@link startDevServer}. */
export interface DevOptions {
  dataDir: string;
  outDir: string;
  port: number;
  /** The date builds treat as today. */
  buildDate: () => Date;
  logger: Logger;
}

/** A running dev server. */
export interface DevServer {
  url: string;
  close(): Promise<void>;
}

type BuildFunction = (typeof import('../build.ts'))['build'];

/** What the overlay shows of a problem. */
interface ShownProblem {
  where?: string;
  field?: string;
  message: string;
  frame?: string;
  hint?: string;
}

const LIVE_PATH = '/__evguide/live.js';
const EVENTS_PATH = '/__evguide/events';
const LIVE_TAG = `<script type="module" src="${LIVE_PATH}"></script>`;
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
  const { logger } = options;
  const outDir = resolve(options.outDir);
  const store = diskCache(CACHE_DIR);
  let build: BuildFunction = (await import('../build.ts')).build;
  let problems: ShownProblem[] | undefined;
  const clients = new Set<ServerResponse>();
  const send = (event: string, data: unknown) => {
    for (const client of clients) client.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };

  // One build at a time; changes that arrive during a build start one more after it.
  let running: Promise<void> = Promise.resolve();
  let queued = false;
  let codeChanged = false;
  let loads = 0;
  const rebuild = async () => {
    if (codeChanged) {
      codeChanged = false;
      build = await loadPipeline(++loads);
    }
    const start = changedAt || performance.now();
    try {
      const result = await build({ dataDir: options.dataDir, outDir, buildDate: options.buildDate(), cacheStore: store, threads: 1 });
      problems = undefined;
      const pages = result.changed.filter((file) => file.endsWith('.html')).map((file) => (file === 'index.html' ? '/' : `/${file.slice(0, -5)}`));
      const everything = result.changed.some((file) => /^(assets|images)\//.test(file));
      logger.info(`✓ ${result.rendered} of ${result.pages} pages rendered, ${result.changed.length} files changed, ${changedAt ? ' since the change' : ''} in ${(performance.now() - start).toFixed(0)} ms`);
      send('built', { pages, everything });
    } catch (error) {
      problems = shownProblems(error);
      logger.info(error instanceof EvguideError ? formatReport(error.diagnostics) : String((error as Error).stack ?? error));
      logger.info('✗ build failed; still serving the last good build');
      send('problems', problems);
    }
  };
  let changedAt = 0;
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

  await rebuild();

  // Each folder is watched by itself: a folder's watch sees its files however they are written (editors often
  // replace a file rather than write into it, which Node 20's recursive watch on Linux then loses).
  const watchers = new Map<string, FSWatcher>();
  const watchTree = (dir: string, onChange: () => void) => {
    if (!existsSync(dir) || watchers.has(dir)) return;
    const watcher = watch(dir, (event) => {
      // A new folder is watched as it appears.
      if (event === 'rename') for (const child of subfolders(dir)) watchTree(child, onChange);
      onChange();
    });
    watcher.on('error', () => watchers.delete(dir));
    watchers.set(dir, watcher);
    for (const child of subfolders(dir)) watchTree(child, onChange);
  };
  watchTree(resolve(options.dataDir), schedule);
  for (const dir of ['templates', 'src']) {
    watchTree(join(packageRoot, dir), () => {
      codeChanged = true;
      schedule();
    });
  }

  const server = createServer((request, response) => {
    const path = decodeUrlPart(new URL(request.url ?? '/', 'http://localhost').pathname);
    if (path === EVENTS_PATH) return openEvents(request, response);
    if (path === LIVE_PATH) return respond(response, 200, TYPES['.js']!, LIVE_CLIENT);
    serveFile(outDir, path, response);
  });
  const openEvents = (request: IncomingMessage, response: ServerResponse) => {
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' });
    response.write(': evguide dev\n\n');
    clients.add(response);
    if (problems) response.write(`event: problems\ndata: ${JSON.stringify(problems)}\n\n`);
    request.on('close', () => clients.delete(response));
  };
  await new Promise<void>((ready, fail) => {
    server.once('error', fail);
    server.listen(options.port, ready);
  }).catch((error: unknown) => {
    // A port in use: nothing may keep the process alive once the caller has reported it.
    for (const watcher of watchers.values()) watcher.close();
    throw error;
  });
  const address = server.address();
  const url = `http://localhost:${typeof address === 'object' && address ? address.port : options.port}`;
  logger.info(`Serving ${options.outDir} at ${url}, rebuilding on changes to ${options.dataDir} and templates (Ctrl+C stops)`);

  return {
    url,
    close: async () => {
      for (const watcher of watchers.values()) watcher.close();
      for (const client of clients) client.end();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * Compiles the pipeline afresh (templates and stages included) and loads it: ES modules cannot be unloaded, so a
 * changed template is picked up by importing a new copy. It lives in lib/dev/ so that it finds the package root
 * and node_modules as the compiled CLI does.
 */
async function loadPipeline(generation: number): Promise<BuildFunction> {
  const { build } = await import('esbuild');
  const outfile = join(packageRoot, 'lib', 'dev', `build-${process.pid}-${generation}.mjs`);
  await build({
    entryPoints: [join(packageRoot, 'src', 'build.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    logLevel: 'silent',
  });
  return ((await import(pathToFileURL(outfile).href)) as typeof import('../build.ts')).build;
}

/** The problems of a failed build as the overlay shows them: where, what, the code frame and the hint. */
function shownProblems(error: unknown): ShownProblem[] {
  if (!(error instanceof EvguideError)) return [{ message: error instanceof Error ? (error.stack ?? error.message) : String(error) }];
  return error.diagnostics.map((d: Diagnostic) => ({
    ...(d.loc ? { where: `${d.loc.file}:${d.loc.line}:${d.loc.column}` } : {}),
    ...(d.field ? { field: d.field } : {}),
    message: d.message,
    ...(d.frame ? { frame: d.frame } : {}),
    hint: d.hint,
  }));
}

function respond(response: ServerResponse, status: number, type: string, body: string | Buffer, cache = 'no-store'): void {
  response.writeHead(status, { 'content-type': type, 'cache-control': cache });
  response.end(body);
}

// Files under /assets/ are named by their content hash: a reload need not fetch them again.
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Serves a file of the output with clean URLs and the site's 404 page; pages get the live-reload script. */
function serveFile(root: string, urlPath: string, response: ServerResponse): void {
  const clean = urlPath.replace(/^\/+/, '');
  const candidates = clean === '' ? ['index.html'] : [clean, `${clean.replace(/\/$/, '')}.html`, join(clean, 'index.html')];
  const found = candidates.map((candidate) => resolve(root, candidate)).find((file) => file.startsWith(root + sep) && isFile(file));
  const file = found ?? join(root, '404.html');
  const status = found ? 200 : 404;
  if (!isFile(file)) return respond(response, 404, TYPES['.html']!, `<!DOCTYPE html><title>No build yet</title><p>No site has been built yet.</p>${LIVE_TAG}`);
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  if (type !== TYPES['.html']) return respond(response, status, type, readFileSync(file), urlPath.startsWith('/assets/') ? IMMUTABLE : 'no-store');
  const html = readFileSync(file, 'utf8');
  const at = html.lastIndexOf('</body>');
  respond(response, status, type, at === -1 ? html + LIVE_TAG : `${html.slice(0, at)}${LIVE_TAG}${html.slice(at)}`);
}

const subfolders = (dir: string): string[] => {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(dir, entry.name));
  } catch {
    return [];
  }
};

const isFile = (file: string) => {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
};
