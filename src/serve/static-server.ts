import { constants, createReadStream, readFileSync, realpathSync } from 'node:fs';
import { access, lstat, realpath } from 'node:fs/promises';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import handler from 'serve-handler';
import { UsageError } from '../diagnostics/index.ts';
import { isInside } from '../paths.ts';
import { DEFAULT_HOST, listen, quietClientErrors, REFUSALS, refuse, refuseForeignHost, requestPath, type Listening } from './http.ts';

/** Options of {@link startStaticServer}. */
export interface StaticServerOptions {
  /** The built site. */
  root: string;
  /** @default '127.0.0.1': this machine only */
  host?: string;
  /** 0 picks a free port. */
  port: number;
}

/** A running server of a built site. */
export interface StaticServer {
  listening: Listening;
  close(): Promise<void>;
}

/** What every `lstat` error means to a visitor: the file is not there. */
const notFound = () => Object.assign(new Error('not found'), { code: 'ENOENT' });

/**
 * How serve-handler reaches the files of one request (promise-returning, as it calls them; its type declarations
 * say callback style). It reads every file through lstat first: whatever cannot be read inside the folder (a path
 * too long, a link leading out of it, a file it may not read) is simply not found, rather than an error it would
 * log with its stack and answer with 500. A file that vanishes while it is opened (a build swapping the folder)
 * ends the response, never the process.
 */
function guardedFiles(root: string, response: ServerResponse) {
  return {
    lstat: async (path: string) => {
      try {
        const real = await realpath(path);
        if (real !== root && !isInside(real, root)) throw notFound();
        const stats = await lstat(path);
        if (stats.isFile()) await access(path, constants.R_OK);
        return stats;
      } catch {
        throw notFound();
      }
    },
    createReadStream: (path: string, options?: { start?: number; end?: number }) =>
      createReadStream(path, options).on('error', () => (response.headersSent ? response.destroy() : refuse(response, 404, 'Not found'))),
  };
}

/**
 * `evguide serve`: the built site as `serve` gives it (serve-handler with the site's own serve.json: clean URLs,
 * redirects, headers, the 404 page), hardened: no directory listings, nothing outside the folder (a symbolic link
 * that leads out of it is not followed), only requests addressed to this machine's own names, and a malformed
 * request answered with a status, never a crash or a stack trace in the log.
 */
export async function startStaticServer(options: StaticServerOptions): Promise<StaticServer> {
  let root: string;
  let config: object;
  try {
    root = realpathSync(resolve(options.root));
    config = JSON.parse(readFileSync(join(root, 'serve.json'), 'utf8')) as object;
  } catch {
    throw new UsageError(`${options.root} holds no built site; run \`evguide build\` first`);
  }
  const settings = { ...config, public: root, directoryListing: false, symlinks: false };
  let listening: Listening | undefined;
  const server: Server = createServer((request, response) => {
    // As `evguide dev` does: a page of another site, pointed here by a DNS trick, must not read the preview.
    if (refuseForeignHost(request, response, listening)) return;
    const path = requestPath(request.url);
    if (typeof path === 'number') return refuse(response, path, REFUSALS[path]);
    const methods = guardedFiles(root, response) as unknown as Parameters<typeof handler>[3];
    handler(request, response, settings, methods).catch(() => refuse(response, 500, 'Internal error'));
  });
  quietClientErrors(server);
  listening = await listen(server, options.host ?? DEFAULT_HOST, options.port);
  return {
    listening,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
