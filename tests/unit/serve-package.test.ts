import { cpSync, mkdtempSync, readdirSync, realpathSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '../../src/emit/index.ts';
import { runEvguide, startEvguide, type Running } from './cli-run.ts';
import { FIXTURES } from './fixture.ts';

// `npx serve dist` is a documented way to preview the site: the serve.json each build writes must make the `serve`
// CLI give the same clean URLs, redirects, headers and 404 page as `evguide serve`. Both run here on one build.
const work = realpathSync(mkdtempSync(join(tmpdir(), 'evguide-serve-')));
const serveCli = join(dirname(createRequire(import.meta.url).resolve('serve/package.json')), 'build', 'main.js');
const servers: Running[] = [];
let serveUrl: string;
let evguideUrl: string;

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((ready) => probe.listen(0, '127.0.0.1', ready));
  const { port } = probe.address() as AddressInfo;
  await new Promise((done) => probe.close(done));
  return port;
}

beforeAll(async () => {
  cpSync(join(FIXTURES, 'good', 'data'), join(work, 'data'), { recursive: true });
  const built = runEvguide(['build', '--data', 'data', '--out', 'dist'], { cwd: work });
  expect(built.code, built.stderr).toBe(0);
  const port = await freePort();
  const serve = startEvguide([join(work, 'dist'), '--listen', `tcp://127.0.0.1:${port}`, '--no-clipboard'], {
    cwd: work,
    script: serveCli,
    env: { NO_UPDATE_CHECK: '1', NODE_ENV: 'production' },
  });
  const evguide = startEvguide(['serve', '--out', 'dist', '--port', '0'], { cwd: work });
  servers.push(serve, evguide);
  await serve.waitFor(/Accepting connections/);
  serveUrl = `http://127.0.0.1:${port}`;
  evguideUrl = (await evguide.waitFor(/ at (http:\/\/[\d.]+:\d+)/))[1]!;
}, 60_000);
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  rmSync(work, { recursive: true, force: true });
});

/** What a visitor's browser sees of a response: status, where it redirects, the headers that matter, the body's gist. */
async function seen(base: string, path: string) {
  const response = await fetch(`${base}${path}`, { redirect: 'manual' });
  const body = await response.text();
  const headers = Object.fromEntries(
    ['cache-control', 'content-type', 'location', ...SECURITY_HEADERS.map(([name]) => name.toLowerCase())].map((name) => [
      name,
      response.headers.get(name),
    ]),
  );
  return { status: response.status, headers, title: /<title>([^<]*)<\/title>/.exec(body)?.[1] ?? null };
}

describe('npx serve dist', () => {
  const paths = () => {
    const stylesheet = readdirSync(join(work, 'dist', 'assets')).find((name) => name.endsWith('.css'))!;
    return [
      '/',
      '/cars',
      '/cars/tata-nexon-ev',
      '/cars/tata-nexon-ev.html',
      '/cars/',
      '/cars/nexon-ev',
      '/blog',
      `/assets/${stylesheet}`,
      '/images/cars/tata-nexon-ev.svg',
      '/assets',
      '/assets/',
      '/no-such-page',
      '/cars/no-such-car',
    ];
  };

  it('gives every path the same status, redirect, headers and page as evguide serve', async () => {
    for (const path of paths()) expect(await seen(serveUrl, path), path).toEqual(await seen(evguideUrl, path));
  });

  it('serves clean URLs, redirects old ones and .html, and answers an unknown path with the 404 page', async () => {
    const nexon = await seen(serveUrl, '/cars/tata-nexon-ev');
    expect(nexon.status).toBe(200);
    expect(nexon.title).toContain('Tata Nexon EV');
    expect(await seen(serveUrl, '/cars/nexon-ev')).toMatchObject({ status: 301, headers: { location: '/cars/tata-nexon-ev' } });
    expect(await seen(serveUrl, '/cars/tata-nexon-ev.html')).toMatchObject({ status: 301, headers: { location: '/cars/tata-nexon-ev' } });
    const missing = await seen(serveUrl, '/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.title).toContain('Page not found');
  });

  it('sends the security headers and caching of the production config, and lists no folder', async () => {
    const page = await seen(serveUrl, '/cars');
    for (const [name, value] of SECURITY_HEADERS) expect(page.headers[name.toLowerCase()], name).toBe(value);
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(page.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const stylesheet = paths().find((path) => path.endsWith('.css'))!;
    expect((await seen(serveUrl, stylesheet)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await seen(serveUrl, '/assets')).status).toBe(404);
  });
});
