import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { expect, hydrated, test } from './fixtures.ts';
import { watchViolations } from './page-checks.ts';
import { pageKinds } from './page-kinds.ts';

// `evguide serve` sends the Content-Security-Policy of serve.json (scripts and styles from the site only; inline, only
// the early-events script, by its hash). Every page carries the same policy in a <meta> element too, for hosts that
// send no headers of the site's (GitHub Pages). Under either, every page kind, with its island hydrated, must run
// without a single violation, and what an attacker might inject (an inline script, an image from elsewhere) must not.
// Under the header, tests/e2e/page-visit.spec.ts checks every page kind; here, the <meta> policy alone.

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
};

/** A static server that sends a file with its type and nothing else, as a host that ignores serve.json and _headers. */
function bareServer(root: string): Server {
  return createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = [path, `${path}.html`, join(path, 'index.html')]
      .map((candidate) => normalize(join(root, candidate)))
      .find((candidate) => candidate.startsWith(root + sep) && existsSync(candidate) && statSync(candidate).isFile());
    response.writeHead(file ? 200 : 404, { 'content-type': TYPES[file ? extname(file) : '.html'] ?? 'application/octet-stream' });
    createReadStream(file ?? join(root, '404.html')).pipe(response);
  });
}

test.describe('the Content-Security-Policy on a host that sends no headers', () => {
  let server: Server;
  let origin: string;
  test.beforeAll(async () => {
    server = bareServer(join(process.cwd(), '.e2e-dist'));
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  test.afterAll(() => new Promise<void>((done) => server.close(() => done())));

  for (const [name, path, island] of pageKinds) {
    test(`holds on the ${name} from its page alone, and blocks an injected script and an image from elsewhere`, async ({
      page,
      pageProblems,
    }) => {
      const violations = await watchViolations(page);
      const response = await page.goto(`${origin}${path}`);
      expect(response?.headers()['content-security-policy'], 'the server sends no policy').toBeUndefined();
      if (island) await hydrated(page, island);
      expect(await violations()).toEqual([]);
      expect(pageProblems).toEqual([]);

      await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.injected = true';
        document.body.append(script);
        const image = document.createElement('img');
        image.src = 'https://tracker.example/pixel.png';
        document.body.append(image);
      });
      await expect.poll(violations).toEqual(['script-src-elem inline', 'img-src https://tracker.example/pixel.png']);
      expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
      // Chromium reports each blocked action in the console, as it should: those two, and nothing else.
      expect(pageProblems).toEqual([
        expect.stringMatching(/^console\.error: Executing inline script violates the following Content Security Policy directive/),
        expect.stringMatching(/^console\.error: Loading the image 'https:\/\/tracker\.example\/pixel\.png' violates/),
        'failed: https://tracker.example/pixel.png csp',
      ]);
      pageProblems.splice(0);
    });
  }
});
