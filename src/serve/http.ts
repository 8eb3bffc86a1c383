import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { isIP, type AddressInfo, type Socket } from 'node:net';
import { networkInterfaces } from 'node:os';
import { posix } from 'node:path';

/**
 * What `evguide serve` and `evguide dev` share: they listen on this machine only unless asked, print the addresses
 * they really listen on, and turn away malformed requests with a status instead of failing on them.
 */

/** The address servers listen on unless `--host` says otherwise: this machine only. */
export const DEFAULT_HOST = '127.0.0.1';

/** Where a server listens, and the addresses to open it at. */
export interface Listening {
  /** The address bound, as the server reports it (`127.0.0.1`, `0.0.0.0`, `::`). */
  address: string;
  port: number;
  /** Every `http://` address it can be reached at: one, or one per network interface when bound to all of them. */
  urls: string[];
}

/** The longest request target served; longer ones are refused (Node itself refuses headers over 16 KB). */
const MAX_TARGET = 4096;

const isWildcard = (address: string) => address === '0.0.0.0' || address === '::';

/** `http://` and an address (IPv6 in brackets) and port. */
const urlOf = (address: string, port: number) => `http://${isIP(address) === 6 ? `[${address}]` : address}:${port}`;

/** The addresses of this machine's network interfaces, IPv4 only unless `ipv6`. */
function interfaceAddresses(ipv6: boolean): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((info) => info !== undefined && (ipv6 || info.family === 'IPv4'))
    .map((info) => info!.address);
}

/** The addresses a server is at, in a sentence: `http://127.0.0.1:3000`, or the first and the others after it. */
export const urlList = (urls: readonly string[]): string => (urls.length === 1 ? urls[0]! : `${urls[0]} (and ${urls.slice(1).join(', ')})`);

/** Starts `server` listening on `host` and `port` (0: a free one); rejects with the system's error (EADDRINUSE...). */
export async function listen(server: Server, host: string, port: number): Promise<Listening> {
  await new Promise<void>((ready, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      ready();
    });
  });
  const { address, port: bound } = server.address() as AddressInfo;
  const urls = isWildcard(address) ? interfaceAddresses(address === '::').map((each) => urlOf(each, bound)) : [urlOf(address, bound)];
  return { address, port: bound, urls };
}

/**
 * Whether a request's Host header names this server: `localhost` or the address it listens on (any of this machine's
 * when it listens on all). A page of another site that a DNS trick points at this machine sends its own name, and
 * is turned away: the dev server's event stream and overlay carry the contents of data files.
 */
export function hostAllowed(hostHeader: string | undefined, listening: Listening): boolean {
  // `name` or `name:port`, or `[v6 address]` with an optional `:port`: nothing else is a Host.
  const found = /^(?:\[([0-9a-fA-F:.]+)\]|([^:[\]]+))(?::\d*)?$/.exec(hostHeader ?? '');
  if (!found) return false;
  const name = (found[1] ?? found[2]!).toLowerCase().replace(/\.$/, '');
  if (name === 'localhost') return true;
  if (isWildcard(listening.address)) return interfaceAddresses(true).includes(name);
  return name === listening.address;
}

/**
 * Turns away, with 403, a request whose Host header does not name this server (see {@link hostAllowed}), and says
 * whether it did. `evguide serve` and `evguide dev` answer it alike: a page of another site, pointed at this machine
 * by a DNS trick, must read neither a preview nor its live events.
 */
export function refuseForeignHost(request: IncomingMessage, response: ServerResponse, listening: Listening | undefined): boolean {
  if (listening && hostAllowed(request.headers.host, listening)) return false;
  refuse(response, 403, `evguide answers only requests for ${listening?.urls[0] ?? 'this machine'} or localhost`);
  return true;
}

/**
 * The decoded path of a request (`/cars/kia-ev6`), or 400 for a target that is not one: not a path (`http://[::1`,
 * `//[`), too long, badly percent-encoded, or holding a NUL or another control character.
 */
export function requestPath(target: string | undefined): string | 400 {
  if (!target?.startsWith('/') || target.startsWith('//') || target.length > MAX_TARGET) return 400;
  let path: string;
  try {
    path = decodeURIComponent(target.replace(/[?#].*$/s, ''));
  } catch {
    return 400;
  }
  // Control characters have no place in a file name of the site; `..` cannot climb above the root.
  if (/[\u0000-\u001f\u007f\\]/.test(path)) return 400;
  return posix.normalize(path);
}

/** Ends a request with a short plain-text status page. */
export function refuse(response: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  response.writeHead(status, { ...headers, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  response.end(`${text}\n`);
}

/** Status texts of {@link requestPath}'s refusals. */
export const REFUSALS = { 400: 'Bad request' } as const;

/**
 * Makes a server shrug off what clients do wrong: a socket error or a malformed request line gets a 400 (or
 * nothing, when the socket is gone), never an exception or a log line; a proxy request (CONNECT), which these
 * servers are not, a 405.
 */
export function quietClientErrors(server: Server): void {
  server.on('connect', (_request, socket: Socket) => {
    socket.on('error', () => {});
    socket.end('HTTP/1.1 405 Method Not Allowed\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (socket.writable && error.code !== 'ECONNRESET') {
      // A request line or headers over Node's 16 KB too: 400, as for any request that cannot be served.
      socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    } else socket.destroy();
  });
}
