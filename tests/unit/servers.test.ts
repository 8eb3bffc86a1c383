import { chmodSync, cpSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer } from '../../src/dev/server.ts';
import { SECURITY_HEADERS } from '../../src/emit/index.ts';
import { silentLogger } from '../../src/logger.ts';
import { startStaticServer } from '../../src/serve/static-server.ts';
import { runEvguide, startEvguide, type Running } from './cli-run.ts';
import { FIXTURES } from './fixture.ts';

// evguide serve and evguide dev, run as users run them, on a copy of the good fixture. Every request goes to a
// loopback address: 127.0.0.1, or 127.0.0.2 where a test asks for another one.
const work = realpathSync(mkdtempSync(join(tmpdir(), 'evguide-servers-')));
const dataDir = join(work, 'data');
const site = join(work, 'site');
const STACK_LINE = /^\s+at .*(:\d+:\d+\)?|\(native\))$/m;

beforeAll(() => {
  cpSync(join(FIXTURES, 'good', 'data'), dataDir, { recursive: true });
  const { code, stderr } = runEvguide(['build', '--data', 'data', '--out', 'site'], { cwd: work });
  expect(code, stderr).toBe(0);
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A GET with the Host header of our choosing (fetch does not allow setting it). */
function get(
  url: string,
  path: string,
  host?: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, headers: { host: host ?? `${hostname}:${port}` } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Opens dev's event stream with these headers (besides its own Host) and resolves with the status it is answered
 * with. An accepted stream stays open, as a page's does, until `close`.
 */
function openStream(url: string, headers: Record<string, string>): Promise<{ status: number; close(): void }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path: '/__evguide/events', agent: false, headers: { host: `${hostname}:${port}`, ...headers } });
    req.on('response', (response) => {
      response.resume();
      resolve({ status: response.statusCode!, close: () => req.destroy() });
    });
    req.on('error', reject);
    req.end();
  });
}

/** How many of `statuses` there are of each: `{ 403: 66 }`. */
const tally = (statuses: number[]) =>
  Object.fromEntries([...new Set(statuses)].map((status) => [status, statuses.filter((each) => each === status).length]));

/** Whether anything accepts a connection at this address and port. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, host);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const urlIn = (log: Running) => log.waitFor(/ at (http:\/\/[\d.]+:\d+)/).then((found) => found[1]!);

/** Host headers a page of another site sends when a DNS trick points its name at this machine, or that name no address. */
const foreignHosts = (port: string) => [
  `evil.example:${port}`,
  'evil.example',
  `127.0.0.1.nip.io:${port}`,
  `localhost.evil.example:${port}`,
  `127.0.0.2:${port}`,
];

/** What both servers answer a request for another host with: the same words, naming where they may be reached. */
const hostRefusal = (url: string) => `evguide answers only requests for ${url} or localhost\n`;

describe('the servers listen on this machine only unless asked', () => {
  it('evguide serve is bound to 127.0.0.1 by default', async () => {
    const server = await startStaticServer({ root: site, port: 0 });
    try {
      expect(server.listening.address).toBe('127.0.0.1');
      expect(server.listening.urls).toEqual([`http://127.0.0.1:${server.listening.port}`]);
    } finally {
      await server.close();
    }
  });

  it('evguide dev is bound to 127.0.0.1 by default', async () => {
    const dev = await startDevServer({
      dataDir,
      outDir: join(work, 'dev-default'),
      port: 0,
      buildDate: () => new Date('2025-11-21'),
      logger: silentLogger,
    });
    try {
      expect(dev.listening.address).toBe('127.0.0.1');
      expect(dev.url).toBe(`http://127.0.0.1:${dev.listening.port}`);
    } finally {
      await dev.close();
    }
  });

  it.each([
    ['serve', ['serve', '--out', 'site']],
    ['dev', ['dev', '--data', 'data', '--out', 'dev-cli']],
  ])('evguide %s prints the address it listens on, 127.0.0.1, and nothing answers on another one', async (_, args) => {
    const server = startEvguide([...args, '--port', '0'], { cwd: work });
    try {
      const url = await urlIn(server);
      const port = Number(new URL(url).port);
      expect(url).toBe(`http://127.0.0.1:${port}`);
      expect((await get(url, '/')).status).toBe(200);
      expect(await accepts('127.0.0.2', port)).toBe(false);
    } finally {
      await server.stop();
    }
  });

  it.each([
    ['serve', ['serve', '--out', 'site']],
    ['dev', ['dev', '--data', 'data', '--out', 'dev-host']],
  ])('evguide %s --host 127.0.0.2 listens there, and serves there only', async (_, args) => {
    const server = startEvguide([...args, '--port', '0', '--host', '127.0.0.2'], { cwd: work });
    try {
      const url = await urlIn(server);
      const port = Number(new URL(url).port);
      expect(url).toBe(`http://127.0.0.2:${port}`);
      const page = await get(url, '/cars/tata-nexon-ev');
      expect(page.status).toBe(200);
      expect(page.body).toContain('Tata Nexon EV');
      expect(await accepts('127.0.0.1', port)).toBe(false);
    } finally {
      await server.stop();
    }
  });
  it('says so when no network interface has the --host address, exit 2', () => {
    // 203.0.113.0/24 is reserved for documentation: no machine has it.
    const { code, stderr } = runEvguide(['serve', '--out', 'site', '--port', '0', '--host', '203.0.113.7'], { cwd: work });
    expect(stderr).toBe('error: no network interface of this machine has the address 203.0.113.7; choose another with --host\n');
    expect(code).toBe(2);
  });
});

describe('evguide serve', () => {
  let server: Running;
  let url: string;
  beforeAll(async () => {
    server = startEvguide(['serve', '--out', 'site', '--port', '0'], { cwd: work });
    url = await urlIn(server);
  });
  afterAll(() => server.stop());

  it('answers only requests for its own address or localhost, as dev does, so that a DNS trick cannot read the preview', async () => {
    const { port } = new URL(url);
    for (const host of [`127.0.0.1:${port}`, '127.0.0.1', `localhost:${port}`, 'localhost', `LocalHost.:${port}`]) {
      const page = await get(url, '/cars/tata-nexon-ev', host);
      expect(page.status, host).toBe(200);
      expect(page.body).toContain('Tata Nexon EV');
      expect((await get(url, '/', host)).status, host).toBe(200);
    }
    for (const host of foreignHosts(port)) {
      for (const path of ['/', '/cars/tata-nexon-ev', '/serve.json', '/no-such-page']) {
        const response = await get(url, path, host);
        expect(response.status, `${host} ${path}`).toBe(403);
        expect(response.body).toBe(hostRefusal(url));
      }
    }
  });
});

describe('evguide dev', () => {
  let dev: Running;
  let url: string;
  beforeAll(async () => {
    dev = startEvguide(['dev', '--data', 'data', '--out', 'dev-site', '--port', '0'], { cwd: work });
    url = await urlIn(dev);
  });
  afterAll(() => dev.stop());

  it('answers only requests for its own address or localhost, so that a DNS trick cannot read its events', async () => {
    const { port } = new URL(url);
    expect((await get(url, '/', `127.0.0.1:${port}`)).status).toBe(200);
    expect((await get(url, '/', `localhost:${port}`)).status).toBe(200);
    for (const host of foreignHosts(port)) {
      for (const path of ['/', '/__evguide/events', '/cars/tata-nexon-ev']) {
        const response = await get(url, path, host);
        expect(response.status, `${host} ${path}`).toBe(403);
        expect(response.body).toBe(hostRefusal(url));
      }
    }
  });

  it('sends the security headers of the production site, Content-Security-Policy included', async () => {
    for (const path of ['/', '/cars/tata-nexon-ev', '/no-such-page', '/__evguide/live.js']) {
      const { headers } = await get(url, path);
      for (const [name, value] of SECURITY_HEADERS) expect(headers[name.toLowerCase()], `${path} ${name}`).toBe(value);
    }
  });

  it('names a broken file relative to the project in its events, with no stack trace', async () => {
    const { hostname, port } = new URL(url);
    const events: string[] = [];
    const stream = request({ hostname, port, path: '/__evguide/events' });
    const problems = new Promise<string>((resolve) => {
      stream.on('response', (response) => {
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          events.push(chunk);
          const found = /event: problems\ndata: (.*)\n/.exec(events.join(''));
          if (found) resolve(found[1]!);
        });
      });
    });
    stream.end();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const car = join(dataDir, 'cars', 'tata-tiago-ev.yaml');
    const original = readFileSync(car, 'utf8');
    try {
      expect(original).toContain('price: { min: 7.99,');
      writeFileSync(car, original.replace('price: { min: 7.99,', 'price: { min: cheap,'));
      const shown = JSON.parse(await problems) as { where: string; message: string }[];
      expect(shown[0]!.where).toMatch(/^data\/cars\/tata-tiago-ev\.yaml:\d+:\d+$/);
      const text = JSON.stringify(shown);
      expect(text).not.toContain(work);
      expect(text).not.toMatch(/\bat .*:\d+:\d+/);
    } finally {
      stream.destroy();
      writeFileSync(car, original);
    }
  });

  it("refuses event streams opened by another site's page before they count, so 66 of them leave its own pages room", async () => {
    const { hostname, port } = new URL(url);
    const foreign = [
      'http://evil.example',
      `http://evil.example:${port}`,
      `http://127.0.0.1.nip.io:${port}`,
      `http://${hostname}:${Number(port) + 1}`,
      `https://${hostname}:${port}`,
      'null',
    ];
    const streams: { status: number; close(): void }[] = [];
    try {
      for (let i = 0; i < 66; i++) streams.push(await openStream(url, { origin: foreign[i % foreign.length]! }));
      const own = await openStream(url, { origin: `http://${hostname}:${port}` });
      // A same-origin EventSource may send no Origin at all.
      const withoutOrigin = await openStream(url, {});
      streams.push(own, withoutOrigin);
      expect({
        foreign: tally(streams.slice(0, 66).map((each) => each.status)),
        own: own.status,
        withoutOrigin: withoutOrigin.status,
      }).toEqual({
        foreign: { 403: 66 },
        own: 200,
        withoutOrigin: 200,
      });
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it('refuses an event stream a browser marks as sent from another site, which may carry no Origin', async () => {
    const { hostname, port } = new URL(url);
    const streams: { status: number; close(): void }[] = [];
    const status = async (headers: Record<string, string>) => {
      const stream = await openStream(url, headers);
      streams.push(stream);
      return stream.status;
    };
    try {
      expect({
        crossSite: await status({ 'sec-fetch-site': 'cross-site' }),
        sameSite: await status({ 'sec-fetch-site': 'same-site' }),
        sameOrigin: await status({ 'sec-fetch-site': 'same-origin' }),
        sameOriginWithOrigin: await status({ 'sec-fetch-site': 'same-origin', origin: `http://${hostname}:${port}` }),
        typedIn: await status({ 'sec-fetch-site': 'none' }),
      }).toEqual({ crossSite: 403, sameSite: 403, sameOrigin: 200, sameOriginWithOrigin: 200, typedIn: 200 });
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});

describe('the servers serve the output folder and nothing else', () => {
  const secret = join(work, 'secret');
  beforeAll(() => {
    mkdirSync(secret);
    writeFileSync(join(secret, 'passwords.txt'), 'hunter2\n');
  });

  it.each([
    ['serve', ['serve', '--out', 'linked-site']],
    ['dev', ['dev', '--data', 'data', '--out', 'linked-dev']],
  ])('evguide %s follows no symbolic link out of it, to a folder or to a file', async (name, args) => {
    const out = join(work, args[args.indexOf('--out') + 1]!);
    if (name === 'serve') cpSync(site, out, { recursive: true });
    const server = startEvguide([...args, '--port', '0'], { cwd: work });
    try {
      const url = await urlIn(server);
      // Links made once the output exists (dev builds it first), as a maintainer or a tool might.
      symlinkSync(secret, join(out, 'leak'));
      symlinkSync(join(secret, 'passwords.txt'), join(out, 'leak.txt'));
      for (const path of ['/leak/passwords.txt', '/leak.txt', '/leak']) {
        const response = await get(url, path);
        expect(response.status, path).toBe(404);
        expect(response.body).not.toContain('hunter2');
      }
      expect(server.stderr()).not.toMatch(STACK_LINE);
    } finally {
      await server.stop();
    }
  });

  // Root reads every file: the servers run as nobody here when the tests run as root.
  const asNobody = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
  it.each([
    ['serve', ['serve', '--out', 'unreadable-site']],
    ['dev', ['dev', '--data', 'data', '--out', 'unreadable-dev']],
  ])('evguide %s answers a file it may not read with 404 and goes on serving', async (name, args) => {
    const out = join(work, args[args.indexOf('--out') + 1]!);
    chmodSync(work, 0o777);
    if (name === 'serve') cpSync(site, out, { recursive: true });
    const server = startEvguide([...args, '--port', '0'], { cwd: work, ...asNobody });
    try {
      const url = await urlIn(server);
      writeFileSync(join(out, 'private.html'), '<p>not for you</p>\n');
      chmodSync(join(out, 'private.html'), 0o000);
      const response = await get(url, '/private');
      expect(response.status).toBe(404);
      expect(response.body).not.toContain('not for you');
      expect((await get(url, '/cars/tata-nexon-ev')).status).toBe(200);
      expect(server.child.exitCode).toBeNull();
      expect(server.stderr()).not.toMatch(STACK_LINE);
    } finally {
      await server.stop();
    }
  });
});

/** Sends one raw request and returns its status line, or '' when the connection closed without one. */
function rawRequest(host: string, port: number, text: Buffer): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, host);
    let received = '';
    const finish = () => {
      socket.destroy();
      resolve(received.split('\r\n')[0] ?? '');
    };
    const timer = setTimeout(finish, 2000);
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      // The status line is all this test reads: an event stream would never end.
      if (received.includes('\r\n')) {
        clearTimeout(timer);
        finish();
      }
    });
    socket.on('error', () => {
      clearTimeout(timer);
      finish();
    });
    socket.on('close', () => {
      clearTimeout(timer);
      finish();
    });
    // Not ended after writing: a client that half-closes may be answered with nothing, by HTTP's rules.
    socket.write(text);
  });
}

/** Each byte of `text` that is not plain ASCII written as %XX, as a browser sends a path. */
const percentEncode = (text: string) =>
  [...Buffer.from(text)]
    .map((byte) =>
      /[A-Za-z0-9._~!$&'()*+,;=:@-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).padStart(2, '0').toUpperCase()}`,
    )
    .join('');

/**
 * Requests a hostile or broken client sends. Seven in ten are well-formed HTTP/1.1 with a hostile target (bad
 * percent-encoding, NUL, `..`, a 300-character segment, a 100 KB URL, any bytes percent-encoded), so that they
 * reach the servers' own path handling; the rest are broken throughout (methods, versions, headers, raw bytes).
 */
function hostileRequests(hostHeader: string, count: number, seed: number): Buffer[] {
  const segment = fc.oneof(
    fc.constantFrom(
      '',
      '.',
      '..',
      '...',
      '%',
      '%0',
      '%00',
      '%zz',
      '%E0%A4%A',
      '%C0%AE',
      '%2e%2e',
      '%2F',
      '%5C',
      '%FF',
      '[',
      ']',
      '[::1',
      '@',
      ':',
      ';',
      '\\',
    ),
    fc.constantFrom(
      'cars',
      'tata-nexon-ev',
      'tata-nexon-ev.html',
      'nexon-ev',
      'assets',
      'images',
      'index.html',
      '404.html',
      '.evguide-output',
      'serve.json',
      '__evguide',
      'events',
      'live.js',
    ),
    fc.string({ unit: 'binary', maxLength: 12 }).map(percentEncode),
    fc.integer({ min: 250, max: 400 }).map((length) => 'a'.repeat(length)),
  );
  const path = fc
    .tuple(fc.array(segment, { maxLength: 6 }), fc.constantFrom('', '', '?q=%', '?search=tata', '?%00', '#top', '?q=a%20b&q=%ZZ'))
    .map(([parts, query]) => `/${parts.join('/')}${query}`);
  const target = fc.oneof(
    { weight: 8, arbitrary: path },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '//[',
        '//',
        'http://[::1',
        'http://[::1]/',
        'http://evil.example/',
        '*',
        '/%00',
        '/..%2f..%2fetc/passwd',
        '/cars?search=%',
        '/#%',
      ),
    },
    { weight: 1, arbitrary: fc.constantFrom(`/${'x'.repeat(100 * 1024)}`, `/?q=${'%41'.repeat(6000)}`, `/${'a'.repeat(300)}`) },
  );
  const goodHeader = fc.constantFrom(
    'Accept: application/json',
    'Range: bytes=0-10',
    'Range: bytes=oops',
    'If-None-Match: *',
    'Content-Length: 0',
    'Accept-Encoding: gzip',
    'Connection: keep-alive',
    'Upgrade: websocket',
  );
  const wellFormed = fc
    .record({
      method: fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'POST', 'OPTIONS', 'DELETE'),
      target,
      headers: fc.array(goodHeader, { maxLength: 3 }),
    })
    .map(
      ({ method, target, headers }) =>
        `${method} ${target} HTTP/1.1\r\nHost: ${hostHeader}\r\n${headers.map((line) => `${line}\r\n`).join('')}\r\n`,
    );
  const broken = fc
    .record({
      method: fc.constantFrom('GET', 'CONNECT', 'TRACE', 'BREW', 'get', '', 'G\0T'),
      target: fc.oneof(target, fc.string({ unit: 'binary', maxLength: 40 })),
      version: fc.constantFrom('HTTP/1.1', 'HTTP/1.0', 'HTTP/2.0', 'HTTP/9.9', 'http/1.1', '', 'HTTP/1.1 extra'),
      headers: fc.array(
        fc.oneof(
          goodHeader,
          fc.constantFrom('Host: evil.example', 'Host:', 'Content-Length: -1', 'Transfer-Encoding: chunked'),
          fc.string({ unit: 'binary', maxLength: 30 }),
        ),
        {
          maxLength: 3,
        },
      ),
      host: fc.boolean(),
    })
    .map(
      ({ method, target, version, headers, host }) =>
        `${method} ${target} ${version}\r\n${host ? `Host: ${hostHeader}\r\n` : ''}${headers.join('\r\n')}\r\n\r\n`,
    );
  return fc
    .sample(fc.oneof({ weight: 7, arbitrary: wellFormed }, { weight: 3, arbitrary: broken }), { numRuns: count, seed })
    .map((text) => Buffer.from(text));
}

/** Fires `requests` at a server, eight at a time; returns each status line with what was sent. */
async function fire(port: number, requests: Buffer[]): Promise<{ sent: string; status: string }[]> {
  const results: { sent: string; status: string }[] = [];
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const text = requests[next++]!;
      results.push({ sent: text.toString('utf8').slice(0, 200), status: await rawRequest('127.0.0.1', port, text) });
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return results;
}

describe('no request crashes or floods a server', () => {
  it.each([
    ['serve', ['serve', '--out', 'site'], 20251123],
    ['dev', ['dev', '--data', 'data', '--out', 'dev-hostile'], 20251124],
  ])(
    'evguide %s answers 2,000 malformed or hostile requests with a status, keeps serving and logs no stack trace',
    async (_, args, seed) => {
      const server = startEvguide([...(args as string[]), '--port', '0'], { cwd: work });
      try {
        const url = await urlIn(server);
        const port = Number(new URL(url).port);
        const results = await fire(port, hostileRequests(`127.0.0.1:${port}`, 2000, seed as number));
        expect(results).toHaveLength(2000);
        const statuses = new Map<string, number>();
        for (const { sent, status } of results) {
          const code = /^HTTP\/1\.1 (\d{3}) /.exec(status)?.[1];
          expect(code, `no status for ${JSON.stringify(sent)}`).toBeDefined();
          expect(Number(code) < 500 || (code === '503' && sent.includes('__evguide/events')), `${status} for ${JSON.stringify(sent)}`).toBe(
            true,
          );
          statuses.set(code!, (statuses.get(code!) ?? 0) + 1);
        }
        console.log(`${args[0]}: statuses of 2,000 hostile requests: ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);
        // Both kinds were exercised: refused as malformed, and served or not found as files.
        expect(statuses.get('400')).toBeGreaterThan(200);
        expect((statuses.get('200') ?? 0) + (statuses.get('404') ?? 0)).toBeGreaterThan(200);
        expect((await get(url, '/cars/tata-nexon-ev')).status).toBe(200);
        expect(server.child.exitCode).toBeNull();
        expect(server.stderr()).not.toMatch(STACK_LINE);
      } finally {
        await server.stop();
      }
    },
    120_000,
  );
});
