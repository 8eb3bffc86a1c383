import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fg from 'fast-glob';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.ts';
import { contentSecurityPolicy, securityHeaders } from '../../src/csp.ts';
import { fixtureSite } from './fixture.ts';

// Every page carries the site's Content-Security-Policy in a <meta> element, before anything it governs, so that a
// host which sends no headers of the site's still enforces it; the headers of serve.json and _headers carry the
// same policy with what only a header can say (who may frame the page). tests/e2e/csp.spec.ts opens the pages in
// Chromium from a server that sends no headers.

const buildDate = new Date('2025-11-21T00:00:00Z');
const metaPolicy = (html: string) =>
  /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html)?.[1]?.replace(/&#x27;/g, "'");

describe('the policy in every page', () => {
  const site = fixtureSite();
  const out = join(site.root, 'dist');
  beforeAll(() => build({ dataDir: site.dataDir, outDir: out, cwd: site.root, cache: false, buildDate }), 60_000);
  afterAll(() => site.cleanup());

  it("is the headers' policy without frame-ancestors, which a meta element cannot carry, and comes before any script", () => {
    const pages = fg.sync('**/*.html', { cwd: out });
    expect(pages.length).toBeGreaterThan(20);
    for (const page of pages) {
      const html = readFileSync(join(out, page), 'utf8');
      const policy = metaPolicy(html);
      expect(policy, page).toBe(contentSecurityPolicy([], { frame: false }));
      expect(policy, page).not.toContain('frame-ancestors');
      const script = html.indexOf('<script');
      if (script >= 0) expect(html.indexOf('http-equiv="Content-Security-Policy"'), page).toBeLessThan(script);
    }
    expect(contentSecurityPolicy()).toBe(`${contentSecurityPolicy([], { frame: false })}; frame-ancestors 'none'`);
  });

  it('is the one serve.json and _headers send', () => {
    const serve = JSON.parse(readFileSync(join(out, 'serve.json'), 'utf8')) as { headers: { headers: { key: string; value: string }[] }[] };
    expect(serve.headers[0]!.headers.find((header) => header.key === 'Content-Security-Policy')?.value).toBe(contentSecurityPolicy());
    expect(readFileSync(join(out, '_headers'), 'utf8')).toContain(`  Content-Security-Policy: ${contentSecurityPolicy()}\n`);
  });
});

describe("site.yaml's allowedImageHosts", () => {
  it('lets posts show images from those hosts over HTTPS, and the policy of pages and headers follows', async () => {
    const site = fixtureSite();
    try {
      const settings = join(site.dataDir, 'site.yaml');
      writeFileSync(
        settings,
        readFileSync(settings, 'utf8').replace('staleAfterDays: 365', 'staleAfterDays: 365\nallowedImageHosts: [images.example.com]'),
      );
      appendFileSync(join(site.dataDir, 'posts', 'first-ev-guide.md'), '\n![A charger](https://images.example.com/charger.png)\n');
      const out = join(site.root, 'dist');
      await build({ dataDir: site.dataDir, outDir: out, cwd: site.root, cache: false, buildDate });
      const post = readFileSync(join(out, 'blog', 'first-ev-guide.html'), 'utf8');
      expect(post).toContain('<img src="https://images.example.com/charger.png" alt="A charger">');
      expect(metaPolicy(post)).toContain("img-src 'self' https://images.example.com;");
      const [, csp] = securityHeaders(['images.example.com']).find(([name]) => name === 'Content-Security-Policy')!;
      expect(readFileSync(join(out, '_headers'), 'utf8')).toContain(`  Content-Security-Policy: ${csp}\n`);
    } finally {
      site.cleanup();
    }
  }, 60_000);

  it('allow a host on the default HTTPS port only, as the policy does', async () => {
    const site = fixtureSite();
    try {
      const settings = join(site.dataDir, 'site.yaml');
      writeFileSync(
        settings,
        readFileSync(settings, 'utf8').replace('staleAfterDays: 365', 'staleAfterDays: 365\nallowedImageHosts: [images.example.com]'),
      );
      appendFileSync(join(site.dataDir, 'posts', 'first-ev-guide.md'), '\n![A charger](https://images.example.com:8443/charger.png)\n');
      await expect(
        build({ dataDir: site.dataDir, outDir: join(site.root, 'dist'), cwd: site.root, cache: false, buildDate }),
      ).rejects.toMatchObject({
        diagnostics: [expect.objectContaining({ code: 'external-image', loc: expect.objectContaining({ line: 30 }) })],
      });
    } finally {
      site.cleanup();
    }
  }, 60_000);

  it('are host names only: a URL or a pattern is an error at its line', async () => {
    const site = fixtureSite();
    try {
      const settings = join(site.dataDir, 'site.yaml');
      writeFileSync(
        settings,
        readFileSync(settings, 'utf8').replace('staleAfterDays: 365', 'staleAfterDays: 365\nallowedImageHosts: ["https://*.example.com"]'),
      );
      await expect(
        build({ dataDir: site.dataDir, outDir: join(site.root, 'dist'), cwd: site.root, cache: false, buildDate }),
      ).rejects.toMatchObject({
        diagnostics: [
          expect.objectContaining({
            loc: expect.objectContaining({ file: expect.stringMatching(/site\.yaml$/), line: 15 }),
            message: expect.stringContaining('a host name such as images.example.com'),
          }),
        ],
      });
    } finally {
      site.cleanup();
    }
  }, 60_000);
});
