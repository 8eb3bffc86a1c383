import type { IncomingMessage, ServerResponse } from 'node:http';
import { describeSystemError, EvguideError, type Diagnostic } from '../diagnostics/index.ts';
import { shownPath } from '../paths.ts';
import { refuse } from '../serve/http.ts';

/** What the overlay shows of a problem. */
export interface ShownProblem {
  where?: string;
  field?: string;
  message: string;
  frame?: string;
  hint?: string;
}

/** Open pages beyond this many get no live reload: each holds a connection open. */
const MAX_EVENT_STREAMS = 64;

/** What a browser's Sec-Fetch-Site says of a request the page's own script or its visitor made. */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

/** A URL's origin (`http://127.0.0.1:3000`), or undefined for what is no URL. */
function originOf(text: string): string | undefined {
  try {
    return new URL(text).origin;
  } catch {
    return undefined;
  }
}

/**
 * Whether a stream request comes from a page of this server rather than another site's. A browser marks a request
 * another site's page makes with its Origin (a cross-origin EventSource or fetch; `null` from a sandbox) or, when it
 * sends no Origin (an image, a no-cors fetch), with Sec-Fetch-Site; the page's own EventSource may send neither. Its
 * origin is the one the request is addressed to, whose Host the server has already checked.
 */
function fromOwnPage(request: IncomingMessage): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && !OWN_FETCH_SITES.has(site)) return false;
  const { origin, host } = request.headers;
  if (origin === undefined) return true;
  const own = host === undefined ? undefined : originOf(`http://${host}`);
  return own !== undefined && originOf(origin) === own;
}

/** The pages' event streams: told when a build finished (which pages changed) or failed (its problems). */
export function liveEvents() {
  const clients = new Set<ServerResponse>();
  let problems: ShownProblem[] | undefined;
  const send = (event: string, data: unknown) => {
    for (const client of clients) client.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  return {
    built(pages: string[], everything: boolean) {
      problems = undefined;
      send('built', { pages, everything });
    },
    failed(shown: ShownProblem[]) {
      problems = shown;
      send('problems', problems);
    },
    /**
     * A page opens its stream, and is shown the last build's problems at once. Another site's page is refused before
     * it is counted, so that it can neither read the problems nor take the places of the server's own pages.
     */
    open(request: IncomingMessage, response: ServerResponse) {
      if (!fromOwnPage(request)) return refuse(response, 403, 'evguide dev streams its events to its own pages only');
      if (clients.size >= MAX_EVENT_STREAMS) return refuse(response, 503, 'Too many open pages; close some and reload');
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' });
      response.write(': evguide dev\n\n');
      clients.add(response);
      if (problems) response.write(`event: problems\ndata: ${JSON.stringify(problems)}\n\n`);
      request.on('close', () => clients.delete(response));
    },
    end() {
      for (const client of clients) client.end();
    },
  };
}

/** The event streams of {@link liveEvents}, as the builder and the server hold them. */
export type LiveEvents = ReturnType<typeof liveEvents>;

/**
 * The problems of a failed build as the overlay shows them: where (relative to the project), what, the code frame and
 * the hint. No stack traces: the event stream is for the page, not for debugging evguide.
 */
export function shownProblems(error: unknown, cwd: string): ShownProblem[] {
  if (!(error instanceof EvguideError)) return [{ message: describeSystemError(error, cwd) }];
  return error.diagnostics.map((d: Diagnostic) => ({
    ...(d.loc ? { where: `${shownPath(d.loc.file, cwd)}:${d.loc.line}:${d.loc.column}` } : {}),
    ...(d.field ? { field: d.field } : {}),
    message: d.message,
    ...(d.frame ? { frame: d.frame } : {}),
    hint: d.hint,
  }));
}
