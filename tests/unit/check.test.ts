import { describe, expect, it } from 'vitest';
import { checkScans, checkSite, scanPage } from '../../src/check/index.ts';
import { formatDiagnostic } from '../../src/diagnostics/index.ts';
import type { OutputFile } from '../../src/emit/index.ts';

const baseUrl = 'https://evguide.in';
const page = (path: string, body: string): OutputFile => ({ path, contents: `<!DOCTYPE html><html><body>${body}</body></html>` });
const check = (files: OutputFile[]) => checkSite(files, { baseUrl }).map((d) => formatDiagnostic(d).split('\n')[0]);

describe('checkSite', () => {
  const site = [
    page('index.html', '<a href="/cars">Cars</a><a href="/cars/kia-ev6#safety">Safety</a><a href="#top">Top</a><div id="top"></div>'),
    page('cars.html', '<a href="/">Home</a><img src="/images/cars/kia-ev6.svg" alt=""/>'),
    page('cars/kia-ev6.html', '<section id="safety"></section><a href="mailto:a@b.in">mail</a><a href="https://example.com/x">out</a>'),
    { path: 'images/cars/kia-ev6.svg', contents: '<svg/>' },
  ];

  it('accepts clean URLs, existing anchors, assets and external links', () => {
    expect(check(site)).toEqual([]);
  });

  it('names the page and the link that does not resolve', () => {
    expect(check([...site, page('brands/kia.html', '<a href="/cars/kia-ev9">EV9</a>')])).toEqual([
      'error  /brands/kia.html links to /cars/kia-ev9, which does not exist  [broken-link]',
    ]);
  });

  it('reports an anchor missing on the target page', () => {
    expect(check([...site, page('brands/kia.html', '<a href="/cars/kia-ev6#reviews">Reviews</a>')])).toEqual([
      'error  /brands/kia.html links to /cars/kia-ev6#reviews, but that page has no element with this id  [broken-anchor]',
    ]);
  });

  it('reports a missing image or stylesheet as a missing asset', () => {
    expect(
      check([...site, page('x.html', '<link rel="stylesheet" href="/assets/site.css"/><img src="/images/none.svg" alt=""/>')]),
    ).toEqual([
      'error  /x.html refers to /assets/site.css, which does not exist  [missing-asset]',
      'error  /x.html refers to /images/none.svg, which does not exist  [missing-asset]',
    ]);
  });

  it('checks absolute URLs under the base URL, such as canonical links and og:image', () => {
    expect(check([...site, page('y.html', `<meta property="og:image" content="${baseUrl}/images/gone.svg"/>`)])).toEqual([
      'error  /y.html links to https://evguide.in/images/gone.svg, which does not exist  [broken-link]',
    ]);
  });

  it('checks a part shared by many pages once, but its links to the page itself on every page', () => {
    const header = scanPage('<a href="/cars">Cars</a><a href="/gone">Gone</a><a href="#main">Skip</a>', baseUrl);
    const pages = ['index.html', 'cars.html', 'about.html'].map(
      (file) => [file, [scanPage(file === 'about.html' ? '' : '<main id="main"></main>', baseUrl), header]] as const,
    );
    const problems = checkScans(['index.html', 'cars.html', 'about.html'], pages, { baseUrl }).map(
      (d) => formatDiagnostic(d).split('\n')[0],
    );
    expect(problems).toEqual([
      'error  /index.html links to /gone, which does not exist  [broken-link]',
      'error  /about.html links to #main, but that page has no element with this id  [broken-anchor]',
    ]);
  });
});
