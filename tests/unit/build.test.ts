import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import fg from 'fast-glob';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.ts';
import { bundleAssets } from '../../src/bundle/index.ts';
import { prebuiltAssets, restoreAssets } from '../../src/bundle/stored.ts';
import { budgets } from '../../src/check/budgets.ts';
import { pageScripts } from '../../src/check/weight.ts';
import { EvguideError } from '../../src/diagnostics/index.ts';
import { fixtureSite, SITE_DATA, snapshot } from './fixture.ts';
import { jsonLdBlocks } from './json-ld.ts';

const buildDate = new Date('2026-11-21T00:00:00Z');
const work = mkdtempSync(join(tmpdir(), 'evguide-build-'));
const out = join(work, 'dist');
afterAll(() => rmSync(work, { recursive: true, force: true }));

const read = (file: string) => readFileSync(join(out, file), 'utf8');
/** What a page shows: without React's text separators and the strings its islands may need (islands/runtime/protocol.ts). */
const shown = (html: string) =>
  html.replaceAll('<!-- -->', '').replace(/<script type="application\/json" data-island-text="[^"]*">[\s\S]*?<\/script>/g, '');

beforeAll(async () => {
  await build({ dataDir: SITE_DATA, outDir: out, buildDate });
});

describe('build of the frozen site', () => {
  it('writes a page for every car and every brand, the directory, home and 404', () => {
    const cars = readdirSync(join(SITE_DATA, 'cars')).map((file) => file.replace('.yaml', ''));
    const brands = readdirSync(join(SITE_DATA, 'brands')).map((file) => file.replace('.yaml', ''));
    expect(cars.length).toBe(19);
    expect(brands.length).toBe(9);
    for (const id of cars) expect(existsSync(join(out, 'cars', `${id}.html`)), id).toBe(true);
    for (const slug of brands) expect(existsSync(join(out, 'brands', `${slug}.html`)), slug).toBe(true);
    for (const file of ['index.html', 'cars.html', '404.html', 'robots.txt', 'serve.json', 'sitemap.xml']) {
      expect(existsSync(join(out, file)), file).toBe(true);
    }
  });

  it("publishes each car's record with the models' estimates, for the compare page", () => {
    const nexon = JSON.parse(readFileSync(join(out, 'data', 'cars', 'tata-nexon-ev.json'), 'utf8'));
    expect(nexon.variants).toHaveLength(7);
    // A car's estimates are its cheapest variant's, the Creative+ MR: 30 kWh, 275 km claimed, so 0.75 x 275 = 206.25,
    // 205 km in town; its own DC time is not confirmed (the 45 kWh's is not its).
    expect(nexon.estimates).toMatchObject({ realWorldKm: 205, dcTenToEightyMinutes: null });
    // Its cost a km is for the site's situation (see the Creative 45's below): 30 kWh over 205 km, over 0.9, at ₹15.72.
    expect(nexon.estimates.wallKwhPerKm).toBeCloseTo(30 / 205 / 0.9, 9);
    expect(nexon.estimates.costPerKm).toBe(Math.round((30 / 205 / 0.9) * 15.72 * 100) / 100);
  });

  it("shows the Tata Nexon EV Creative 45's 5- and 8-year cost for the site's situation, as worked out by hand", () => {
    // The frozen site: the Nexon EV's Creative 45 at ₹13.99 lakh, 45 kWh, 489 km MIDC (365 km in town: 0.1233 kWh a
    // km); its petrol alternative the Nexon Creative DCA at ₹12.00 lakh and 17.01 km a litre. The site's situation:
    // Maharashtra, 40 km a day, 90% charged at home at its ₹14.8 a kWh and the rest at ₹24, so ₹15.72 a kWh. No road
    // tax on EVs, 12% on petrol cars; petrol ₹103.5 a litre. 3% insurance; maintenance ₹12,000 and ₹25,000.
    // A year of 40 km a day is 14,600 km:
    //   EV: 14,600 x 45/365 = 1,800 kWh / 0.9 = 2,000 kWh x 15.72 = ₹31,440 + ₹41,970 + ₹12,000 = ₹85,410
    //   petrol: 14,600 / 17.01 = 858.32 l x 103.5 = ₹88,835.98 + ₹36,000 + ₹25,000 = ₹1,49,835.98
    // Registration: no fee for the EV, ₹600 for the petrol car.
    // 5 years: EV 13,99,000 + 5 x 85,410 = ₹18,26,050; petrol 12,00,000 + 1,44,000 + 600 + 5 x 1,49,835.98 = ₹20,93,779.89
    // 8 years: EV ₹20,82,280; petrol ₹25,43,287.83. The EV costs ₹54,400 more to buy (₹13,99,000 against ₹13,44,600)
    // and ₹5,368.83 a month less to run, so it has caught up after 54,400 / 5,368.83 = 10.13, so 11 months.
    // React separates adjacent text with <!-- -->; a reader sees the text joined.
    const page = read('cars/tata-nexon-ev/creative-45.html').replaceAll('<!-- -->', '');
    const table = page.slice(page.indexOf('Cost of ownership table'));
    expect(table).toMatch(/Total over 5 years<\/th><td>₹18,26,050<\/td><td>₹20,93,780<\/td>/);
    expect(table).toMatch(/Total over 8 years<\/th><td>₹20,82,280<\/td><td>₹25,43,288<\/td>/);
    expect(page).toContain(
      'Over 5 years in Maharashtra at 40 km a day, 90% charged at home, the Tata Nexon EV costs <strong>₹18.26 lakh</strong>',
    );
    expect(page).toContain('Its lower running costs pay back its higher price after 11 months.');
    // The real-world range band and the charging table beside it, and the dated facts the figures rest on.
    expect(page).toContain('<strong>305-365 km</strong>');
    expect(page).toMatch(/3.3 kW AC.*?24 km an hour.*?7.2 kW AC.*?53 km an hour.*?164 km in 30 minutes.*?47 min on DC/s);
    expect(page).toContain('Verified on <time dateTime="2025-06-25">25 June 2025</time> · <a href="https://www.mahadiscom.in"');
  });

  it("sets the Tata Harrier EV's cheapest variant's price beside its own range, drive and power", () => {
    // The frozen site: the Adventure 65 at ₹21.49 lakh, 65 kWh, 538 km MIDC, rear-wheel drive, 235 bhp; the car's own
    // figures are its top variant's, the Empowered QWD 75 (75 kWh, 627 km, AWD, 390 bhp).
    // In real life: town 0.75 x 538 = 403.5, 405 km; highway 0.62 x 538 = 333.6, 335 km.
    const text = (file: string) => shown(read(file));
    const base = text('cars/tata-harrier-ev.html');
    expect(base).toMatch(/class="car-hero__price">₹21.49 Lakh/);
    expect(base).toContain('<dt>Drive</dt><dd>RWD</dd>');
    expect(base).toContain('<strong>335-405 km</strong> <span class="muted">against 538 km claimed (MIDC P1+P2)</span>');
    expect(base).toContain('<dd>235 bhp</dd>');
    expect(base).not.toMatch(/390 bhp|"driveWheelConfiguration":"AWD"|<dd>AWD<\/dd>/);
    const top = text('cars/tata-harrier-ev/empowered-qwd-75.html');
    expect(top).toMatch(/class="car-hero__price">₹30.23 Lakh/);
    expect(top).toContain('<dt>Drive</dt><dd>AWD</dd>');
    expect(top).toContain('<dd>390 bhp</dd>');
    // The picker links both, marks the one shown, and says the list is not the whole line-up.
    expect(base).toContain('<a href="/cars/tata-harrier-ev" aria-current="page">');
    expect(base).toContain('Only the variants whose figures we could confirm are listed');
  });

  it('says a price its maker has raised since is no longer current, on its page, its card and its on-road price', () => {
    // The frozen site's MG raised prices by up to 1.5% on 1 July 2025 and up to 2% on 1 January 2026; the ZS EV's price
    // is of 1 June 2025, so on this build date it may be up to 1.015 x 1.02 = 3.53%, rounded up to 3.6%, higher.
    const text = (file: string) => shown(read(file));
    const zs = text('cars/mg-zs-ev.html');
    expect(zs).toContain('<strong>Price may now be higher.</strong>');
    expect(zs).toContain(
      'MG Motor India raised its prices by up to 1.5% on 1 July 2025, then up to 2% on 1 January 2026, after this price was confirmed on 1 June 2025; the new price is not confirmed',
    );
    // On the road in Maharashtra (no road tax on EVs), the third-party premium of the top slab (₹20,907), own damage
    // 2.5% of 95% of the price, 18% GST on both, TCS 1% and FASTag ₹300: 1.038025 x price + ₹24,970.26.
    // At ₹17.99 lakh: ₹18,92,377.24; at 3.6% more, ₹18,63,764: ₹19,59,603.89. In lakh, as on every page, to the
    // nearest thousand rupees.
    expect(zs).toContain('On the road in Maharashtra: <strong>₹18.92 to 19.60 Lakh</strong>');
    expect(zs).toMatch(/On-road price, if the price rose the full 3.6%<\/th><td>₹19,59,604<\/td>/);
    expect(text('brands/mg.html')).toContain('before a rise of up to 3.6%');
    // A price confirmed between the two changes is moved by the later one only: the Windsor EV's, of 1 August 2025.
    expect(text('cars/mg-windsor-ev.html')).toContain(
      'raised its prices by up to 2% on 1 January 2026, after this price was confirmed on 1 August 2025',
    );
    expect(text('cars/tata-nexon-ev.html')).not.toContain('Price may now be');
  });

  it("applies each state's road tax as in force on the build date, and says what limits it has", () => {
    const text = (file: string) => shown(read(file));
    const incentives = text('ev-incentives.html');
    // Delhi's exemption stops at ₹30 lakh; Telangana's runs to the end of 2026 (the build is of 21 November 2026).
    const table = incentives.slice(incentives.indexOf('State incentives table'));
    expect(table).toMatch(/>Delhi<\/a><\/th><td[^>]*>none up to ₹30 lakh until 31 March 2030, 10% above<\/td>/);
    expect(table).toMatch(/>Telangana<\/a><\/th><td[^>]*>none until 31 December 2026<\/td>/);
    expect(text('index.html')).toContain('<strong>Delhi</strong>: none up to ₹30 lakh until 31 March 2030, 10% above');
  });

  it('offers no central purchase subsidy for private cars on any page, and says there is none', () => {
    const pages = fg.sync('**/*.html', { cwd: out });
    for (const file of pages) expect(read(file), file).not.toMatch(/Subsidy up to|Central subsidy \(FAME III\)|Section 80EEB: ₹/);
    for (const file of ['index.html', 'ev-incentives.html']) expect(read(file), file).toContain('No central purchase subsidy');
  });

  it('lists every indexable page in the sitemap with absolute URLs, and nothing that does not exist', () => {
    const urls = [...read('sitemap.xml').matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]!);
    expect(urls).toContain('https://evguide.in/');
    expect(urls).toContain('https://evguide.in/cars/tata-nexon-ev');
    // 19 car pages, one for each variant but a car's cheapest (listed: Nexon 6, Tiago 3, Harrier 1; the top version of
    // the 9 other cars sold with two packs), and the directory's second page (12 cars a page).
    expect(urls.filter((url) => url.includes('/cars/') && !url.includes('/hi/')).length).toBe(39);
    // Every page has its Hindi twin, listed too.
    expect(urls.filter((url) => url.includes('/hi/cars/')).length).toBe(39);
    expect(urls).toContain('https://evguide.in/cars/tata-nexon-ev/empowered-plus-45');
    expect(urls.filter((url) => url.includes('/brands/') && !url.includes('/hi/')).length).toBe(9);
    for (const url of urls) {
      const path = url.replace('https://evguide.in/', '');
      expect(existsSync(join(out, path === '' ? 'index.html' : `${path}.html`)), url).toBe(true);
    }
    expect(urls.some((url) => url.includes('404') || url.endsWith('/nexon-ev'))).toBe(false);
  });

  it('gives every page its own title, description and canonical URL', () => {
    const pages = fg.sync('**/*.html', { cwd: out }).filter((file) => file !== '404.html' && file !== 'hi/404.html');
    // A post with no Hindi version yet shows in English on its Hindi page, title and all: the one repeat allowed.
    const hindiPosts = new Set(readdirSync(join(SITE_DATA, 'posts', 'hi')));
    const untranslated = readdirSync(join(SITE_DATA, 'posts'))
      .filter((file) => file.endsWith('.md') && !hindiPosts.has(file))
      .map((file) => `hi/blog/${file.replace(/\.md$/, '.html')}`);
    expect(untranslated).toEqual(['hi/blog/first-time-ev-buyer-guide-2025.html']);
    const titles = new Map<string, string>();
    for (const file of pages) {
      const html = read(file);
      if (html.includes('http-equiv="refresh"')) continue;
      const title = /<title>(.*?)<\/title>/.exec(html)?.[1];
      expect(title, file).toBeTruthy();
      if (!untranslated.includes(file)) expect(titles.get(title!), `${file} repeats the title of ${titles.get(title!)}`).toBeUndefined();
      titles.set(title!, file);
      expect(html, file).toMatch(/<meta name="description" content="[^"]{50,}"/);
      const path = file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`;
      expect(html, file).toContain(`<link rel="canonical" href="https://evguide.in${path}"/>`);
      expect(html, file).toContain('<meta property="og:title"');
    }
    // Every page in the sitemap has its own title: none is missed, none repeated. The search page is the one
    // page kept out of the sitemap (noindex), in each language: it has nothing of its own for a search engine.
    expect(read('search.html')).toContain('<meta name="robots" content="noindex"/>');
    // Headers are rendered once per kind of page and reused: the search page's own marks its link as current.
    const searchLink = /<a href="\/search" class="site-header__search"[^>]*>/;
    expect(searchLink.exec(read('search.html'))?.[0]).toContain('aria-current="page"');
    for (const file of ['index.html', 'contact.html', 'disclaimer.html'])
      expect(searchLink.exec(read(file))?.[0], file).not.toContain('aria-current');
    expect(titles.size).toBe([...read('sitemap.xml').matchAll(/<loc>/g)].length + 2 - untranslated.length);
  });

  it('puts WebSite with a SearchAction and Organization on the home page', () => {
    const blocks = jsonLdBlocks(read('index.html'));
    const website = blocks.find((block) => block['@type'] === 'WebSite');
    expect(website?.potentialAction.target.urlTemplate).toBe('https://evguide.in/cars?search={search_term_string}');
    expect(blocks.find((block) => block['@type'] === 'Organization')?.name).toBe('EV Guide India');
  });

  it('puts a BreadcrumbList and an ItemList of the first 10 cars on /cars', () => {
    const blocks = jsonLdBlocks(read('cars.html'));
    expect(blocks.find((block) => block['@type'] === 'BreadcrumbList')?.itemListElement.map((item: { name: string }) => item.name)).toEqual(
      ['Home', 'Electric Cars'],
    );
    const list = blocks.find((block) => block['@type'] === 'ItemList');
    expect(list?.itemListElement).toHaveLength(10);
    expect(list?.itemListElement[0]?.url).toMatch(/^https:\/\/evguide\.in\/cars\/[a-z0-9-]+$/);
  });

  it('describes each car as a Car with an offer in INR from its price range', () => {
    const blocks = jsonLdBlocks(read('cars/tata-nexon-ev.html'));
    const car = blocks.find((block) => block['@type'] === 'Car');
    expect(car?.offers).toMatchObject({ '@type': 'AggregateOffer', priceCurrency: 'INR', lowPrice: 1_249_000, highPrice: 1_719_000 });
    expect(car?.brand.name).toBe('Tata Motors');
    expect(blocks.find((block) => block['@type'] === 'BreadcrumbList')?.itemListElement).toHaveLength(3);
  });

  it('renders all six tabs of a car page into the HTML, with the tabs island and its props', () => {
    const html = read('cars/tata-nexon-ev.html');
    for (const tab of ['Specifications', 'Features', 'Safety', 'Comfort', 'Tech', 'Reviews']) expect(html).toContain(`>${tab}</h2>`);
    expect(html).toMatch(
      /<div class="island" data-island="CarTabs" data-src="\/assets\/island-CarTabs\.[A-Z0-9]+\.js" data-hydrate="visible"/,
    );
    expect(html).toContain('<script type="application/json" data-island-props="">{"car":{"id":"tata-nexon-ev"');
  });

  it('loads the island loader only on pages with islands, and no script at all on brand pages', () => {
    const scripts = (file: string) =>
      [...read(file).matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]!.replace(/\.[A-Z0-9]+\.js$/, ''));
    expect(scripts('cars/tata-nexon-ev.html')).toEqual(['/assets/islands']);
    for (const file of fg.sync('brands/*.html', { cwd: out })) expect(scripts(file), file).toEqual([]);
    expect(scripts('404.html')).toEqual(['/assets/not-found']);
  });

  it('leaves redirect pages and serve.json 301s at the short ids of old links', () => {
    expect(read('cars/nexon-ev.html')).toContain('<meta http-equiv="refresh" content="0; url=/cars/tata-nexon-ev"/>');
    const serve = JSON.parse(read('serve.json')) as { cleanUrls: boolean; redirects: { source: string; destination: string }[] };
    expect(serve.cleanUrls).toBe(true);
    expect(serve.redirects).toContainEqual({ source: '/cars/nexon-ev', destination: '/cars/tata-nexon-ev', type: 301 });
  });

  it('loads no JavaScript on pages without widgets, and only the islands a page renders', () => {
    for (const file of fg.sync('brands/*.html', { cwd: out })) expect(pageScripts(out, file), file).toEqual({ files: [], gzipBytes: 0 });
    const car = pageScripts(out, 'cars/kia-ev6.html').files.map((file) => file.replace(/\.[A-Z0-9]+\.js$/, ''));
    expect(car.filter((file) => file.includes('island-'))).toEqual([
      '/assets/island-CarTabs',
      '/assets/island-CompareButton',
      '/assets/island-OnRoadPrice',
      '/assets/island-OwnershipCost',
      '/assets/island-RunningCost',
    ]);
    expect(car).toContain('/assets/islands');
  });

  it('keeps every page within the page-weight budgets (src/check/budgets.ts, docs/quality.md)', () => {
    const gz = (file: string) => gzipSync(readFileSync(join(out, file)), { level: 9 }).length;
    const [css] = fg.sync('assets/site.*.css', { cwd: out });
    expect(gz(css!), 'CSS').toBeLessThanOrEqual(budgets.cssBytes);
    for (const file of fg.sync('**/*.html', { cwd: out })) {
      const hindi = file.startsWith('hi');
      expect(gz(file), file).toBeLessThanOrEqual(hindi ? budgets.hindiHtmlBytes : budgets.htmlBytes);
      expect(pageScripts(out, file).gzipBytes, `${file} JavaScript`).toBeLessThanOrEqual(
        hindi ? budgets.hindiScriptBytes : budgets.scriptBytes,
      );
    }
    for (const [file, limit] of Object.entries(budgets.htmlByPage)) expect(gz(file), file).toBeLessThanOrEqual(limit);
  });

  it('styles :hover only where the pointer hovers (a phone would keep it on what was tapped)', () => {
    const [css] = fg.sync('assets/site.*.css', { cwd: out });
    let rest = read(css!);
    // Takes out each `@media (hover: hover) { ... }` block, braces balanced; no :hover may be left outside one.
    for (let start = rest.search(/@media\s*\(hover:\s*hover\)\s*\{/); start >= 0; start = rest.search(/@media\s*\(hover:\s*hover\)\s*\{/)) {
      let depth = 0;
      let end = rest.indexOf('{', start);
      do depth += rest[end] === '{' ? 1 : rest[end] === '}' ? -1 : 0;
      while (depth > 0 && ++end < rest.length);
      rest = rest.slice(0, start) + rest.slice(end + 1);
    }
    expect(rest).toContain('.button--primary{');
    expect(rest.match(/[^{}]*:hover[^{}]*\{/g) ?? []).toEqual([]);
  });

  it('draws a score as five outlined stars, filled up to its whole points and any half', () => {
    const html = read('cars.html');
    const drawing = (score: string) =>
      new RegExp(
        `aria-label="Scores ${score} out of 5[^"]*"><svg viewBox="0 0 105 20" width="84" height="16" aria-hidden="true" fill="none" stroke="currentColor"[^>]*><svg width="(\\d+)"><path d="([^"]+)" fill="currentColor"></path></svg><path d="([^"]+)"></path></svg>`,
      ).exec(html) ?? [];
    // Stars are 21 units apart, so the filled copy is cut after the third star (63), half way through the fourth (73), or
    // after the fourth (84).
    for (const [score, cut] of [
      ['3.3', '63'],
      ['3.7', '73'],
      ['4.0', '84'],
    ]) {
      const [, width, filled, outlines] = drawing(score);
      expect(width, score).toBe(cut);
      expect(filled?.match(/M/g)).toHaveLength(5);
      expect(outlines).toBe(filled);
    }
  });

  it('marks the current section in the header: "page" on its own page, "true" on the pages below it', () => {
    const blogLink = (file: string) => /<a href="\/blog" class="nav__link"(?: aria-current="(\w+)")?>/.exec(read(file))?.[1];
    expect(blogLink('blog.html')).toBe('page');
    expect(blogLink('blog/first-time-ev-buyer-guide-2025.html')).toBe('true');
    expect(blogLink('cars.html')).toBeUndefined();
  });

  it('writes hashed CSS and references it from every page', () => {
    const [css] = fg.sync('assets/site.*.css', { cwd: out });
    expect(css).toMatch(/^assets\/site\.[A-Z0-9]{8}\.css$/);
    expect(read('index.html')).toContain(`href="/${css}"`);
  });

  it('passes the Nu Html Checker with no errors on every page', () => {
    const jar = join('node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');
    // The checker predates <link rel="expect" blocking="render"> (in the HTML Standard since 2023), which holds the
    // first paint until the header is parsed: only its message about that is left out.
    const expectLink = '.*“link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.*';
    const result = spawnSync(
      'java',
      ['-jar', jar, '--errors-only', '--skip-non-html', '--filterpattern', expectLink, '--format', 'json', out],
      { encoding: 'utf8' },
    );
    expect(result.error, 'Java is needed for the Nu Html Checker (.ci/run installs it)').toBeUndefined();
    const messages = (JSON.parse(result.stderr || '{"messages":[]}') as { messages: { url: string; message: string; extract?: string }[] })
      .messages;
    expect(messages.map((m) => `${m.url.replace(/^.*\/dist\//, '')}: ${m.message}`)).toEqual([]);
  }, 60_000);

  it('gives byte-identical output for the same data', async () => {
    const again = join(work, 'again');
    await build({ dataDir: SITE_DATA, outDir: again, buildDate });
    expect(snapshot(again)).toEqual(snapshot(out));
  });

  it('gives the same bytes when worker threads render the Markdown and half the pages', async () => {
    const threaded = join(work, 'threaded');
    const result = await build({ dataDir: SITE_DATA, outDir: threaded, buildDate, cache: false, threads: 2 });
    expect(result.threads).toBe(2);
    expect(snapshot(threaded)).toEqual(snapshot(out));
  }, 30_000);

  it('bundles in advance, at install, exactly the client assets that esbuild makes from the code now', async () => {
    const prebuilt = prebuiltAssets();
    expect(prebuilt, 'lib/client-assets.json is built from this code by npm install (and by npm test, before the tests)').toBeDefined();
    const fresh = await bundleAssets();
    const { stylesheet, scripts, islandEntries, files } = restoreAssets(prebuilt!);
    expect({ stylesheet, scripts, islandEntries }).toEqual({
      stylesheet: fresh.stylesheet,
      scripts: fresh.scripts,
      islandEntries: fresh.islandEntries,
    });
    const bytes = (list: typeof files) => new Map(list.map((file) => [file.path, Buffer.from('contents' in file ? file.contents : '')]));
    expect(bytes(files)).toEqual(bytes(fresh.files));
  }, 30_000);

  it('gives the same bytes with the cache as without it', async () => {
    const uncached = join(work, 'uncached');
    await build({ dataDir: SITE_DATA, outDir: uncached, buildDate, cache: false });
    expect(snapshot(uncached)).toEqual(snapshot(out));
  });

  it('never serves a cached page or post after its data changed', async () => {
    const site = fixtureSite();
    try {
      const target = join(site.root, 'dist');
      await build({ dataDir: site.dataDir, outDir: target, buildDate });
      const car = join(site.dataDir, 'cars', 'mg-comet-ev.yaml');
      writeFileSync(car, readFileSync(car, 'utf8').replace('name: MG Comet EV', 'name: MG Comet EV Blackstorm'));
      const post = join(site.dataDir, 'posts', 'first-ev-guide.md');
      writeFileSync(post, readFileSync(post, 'utf8').replace('## Start with your daily distance', '## Start with the distance you drive'));
      await build({ dataDir: site.dataDir, outDir: target, buildDate });
      expect(readFileSync(join(target, 'cars', 'mg-comet-ev.html'), 'utf8')).toContain('<h1>MG Comet EV Blackstorm</h1>');
      expect(readFileSync(join(target, 'brands', 'mg.html'), 'utf8')).toContain('MG Comet EV Blackstorm');
      expect(readFileSync(join(target, 'blog', 'first-ev-guide.html'), 'utf8')).toContain('id="start-with-the-distance-you-drive"');
    } finally {
      site.cleanup();
    }
  });

  it('rebuilds a post that quotes a price when the car file changes, warm from the cache as well as cold', async () => {
    const site = fixtureSite();
    try {
      const target = join(site.root, 'dist');
      const post = join(site.dataDir, 'posts', 'first-ev-guide.md');
      writeFileSync(
        post,
        readFileSync(post, 'utf8').replace(
          'See [the Tata Nexon EV]',
          'From :price{car=tata-nexon-ev} (:asof{car=tata-nexon-ev}). See [the Tata Nexon EV]',
        ),
      );
      const page = () => readFileSync(join(target, 'blog', 'first-ev-guide.html'), 'utf8').replaceAll('<!-- -->', '');
      await build({ dataDir: site.dataDir, outDir: target, buildDate });
      expect(page()).toContain('From ₹12.49 - 17.19 Lakh ex-showroom (1 August 2025).');
      const car = join(site.dataDir, 'cars', 'tata-nexon-ev.yaml');
      writeFileSync(
        car,
        readFileSync(car, 'utf8').replace('min: 12.49, max: 17.19, asOf: 2025-08-01', 'min: 12.99, max: 17.19, asOf: 2025-10-01'),
      );
      await build({ dataDir: site.dataDir, outDir: target, buildDate });
      expect(page()).toContain('From ₹12.99 - 17.19 Lakh ex-showroom (1 October 2025).');
    } finally {
      site.cleanup();
    }
  });

  it("shows a post's Updated date beside its date, and gives it to search engines as dateModified", async () => {
    const site = fixtureSite();
    try {
      const post = join(site.dataDir, 'posts', 'first-ev-guide.md');
      const text = readFileSync(post, 'utf8');
      expect(text).toMatch(/^date: \d{4}-\d{2}-\d{2}$/m);
      writeFileSync(post, text.replace(/^(date: .*)$/m, '$1\nupdated: 2026-11-20'));
      const target = join(site.root, 'dist');
      await build({ dataDir: site.dataDir, outDir: target, buildDate });
      const html = readFileSync(join(target, 'blog', 'first-ev-guide.html'), 'utf8');
      expect(html).toContain('Updated <time dateTime="2026-11-20">20 November 2026</time>');
      expect(jsonLdBlocks(html).find((item) => item['@type'] === 'BlogPosting')?.dateModified).toBe('2026-11-20');
    } finally {
      site.cleanup();
    }
  });

  it('still points at the line of a problem in a file that comes from the cache unchanged', async () => {
    const site = fixtureSite();
    try {
      const target = join(site.root, 'dist');
      await build({ dataDir: site.dataDir, outDir: target, buildDate, cwd: site.root });
      // The car files are now cached as valid; removing their brand makes them wrong without changing them.
      rmSync(join(site.dataDir, 'brands', 'mg.yaml'));
      const error = (await build({ dataDir: site.dataDir, outDir: target, buildDate, cwd: site.root }).catch(
        (e: unknown) => e,
      )) as EvguideError;
      expect(error).toBeInstanceOf(EvguideError);
      const problem = error.diagnostics.find((d) => d.loc?.file === 'data/cars/mg-comet-ev.yaml');
      expect(problem?.loc?.line).toBe(5);
      expect(problem?.field).toBe('brand');
      expect(problem?.frame).toContain('> 5 | brand: mg');
    } finally {
      site.cleanup();
    }
  });

  it('rebuilds into the spare folder to exactly what a fresh build gives, removing pages that went away', async () => {
    const site = fixtureSite();
    try {
      const target = join(site.root, 'dist');
      const fresh = join(site.root, 'fresh');
      for (let i = 0; i < 3; i++) await build({ dataDir: site.dataDir, outDir: target, buildDate });
      rmSync(join(site.dataDir, 'posts', 'first-ev-guide.md'));
      await build({ dataDir: site.dataDir, outDir: target, buildDate });
      await build({ dataDir: site.dataDir, outDir: fresh, buildDate, cache: false });
      expect(existsSync(join(target, 'blog', 'first-ev-guide.html'))).toBe(false);
      expect(snapshot(target)).toEqual(snapshot(fresh));
    } finally {
      site.cleanup();
    }
  });

  it('never brings back a file edited by hand in the output', async () => {
    const site = fixtureSite();
    try {
      const target = join(site.root, 'dist');
      await build({ dataDir: site.dataDir, outDir: target, buildDate });
      const page = join(target, 'cars.html');
      const original = readFileSync(page, 'utf8');
      writeFileSync(page, 'edited by hand');
      // The edited folder becomes the spare, then is built into again.
      await build({ dataDir: site.dataDir, outDir: target, buildDate });
      await build({ dataDir: site.dataDir, outDir: target, buildDate });
      expect(readFileSync(page, 'utf8')).toBe(original);
    } finally {
      site.cleanup();
    }
  });

  it('renders nothing again when nothing changed, and only the pages that show a post after it is edited', async () => {
    const site = fixtureSite();
    try {
      const target = join(site.root, 'dist');
      const first = await build({ dataDir: site.dataDir, outDir: target, buildDate });
      expect(first.rendered).toBe(first.pages);
      expect((await build({ dataDir: site.dataDir, outDir: target, buildDate })).rendered).toBe(0);
      const post = join(site.dataDir, 'posts', 'first-ev-guide.md');
      writeFileSync(post, readFileSync(post, 'utf8').replace(/^title: (.*)$/m, 'title: $1, revised'));
      const edited = await build({ dataDir: site.dataDir, outDir: target, buildDate });
      // The post itself, the blog index and the home page's latest posts.
      expect(edited.rendered).toBeGreaterThanOrEqual(2);
      expect(edited.rendered).toBeLessThanOrEqual(4);
      expect(readFileSync(join(target, 'blog', 'first-ev-guide.html'), 'utf8')).toMatch(/<h1>[^<]*, revised<\/h1>/);
      expect(readFileSync(join(target, 'blog.html'), 'utf8')).toContain(', revised');
    } finally {
      site.cleanup();
    }
  });

  it('checks only the pages that changed, unless one of them lost an anchor other pages link to', async () => {
    const site = fixtureSite();
    try {
      const target = join(site.root, 'dist');
      await build({ dataDir: site.dataDir, outDir: target, buildDate });
      // Nothing changed: no page is checked again, also when every file comes unchanged from the spare folder
      // (the third build onwards).
      for (let i = 0; i < 3; i++) expect((await build({ dataDir: site.dataDir, outDir: target, buildDate })).checked).toBe(0);
      const post = join(site.dataDir, 'posts', 'first-ev-guide.md');
      const original = readFileSync(post, 'utf8');
      // A heading that other pages may link to goes away: every page is checked. A new title: only the pages
      // that show it.
      writeFileSync(post, original.replace('## Start with your daily distance', '## Start with the distance you drive'));
      const renamed = await build({ dataDir: site.dataDir, outDir: target, buildDate });
      expect(renamed.checked).toBe(renamed.pages);
      writeFileSync(post, readFileSync(post, 'utf8').replace(/^title: (.*)$/m, 'title: $1, revised'));
      const retitled = await build({ dataDir: site.dataDir, outDir: target, buildDate });
      expect(retitled.checked).toBeGreaterThan(0);
      expect(retitled.checked).toBeLessThan(retitled.pages / 2);
      // A broken link in the one changed page is still found when only that page is checked.
      writeFileSync(post, `${original}\nSee [this car](/cars/no-such-car).\n`);
      const error = (await build({ dataDir: site.dataDir, outDir: target, buildDate }).catch((e: unknown) => e)) as EvguideError;
      expect(error.diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual([
        'broken-link /blog/first-ev-guide.html links to /cars/no-such-car, which does not exist',
      ]);
    } finally {
      site.cleanup();
    }
  });

  it('starts the spare folder afresh when a build died while staging into it', async () => {
    const site = fixtureSite();
    try {
      const target = join(site.root, 'dist');
      const spare = join(site.root, '.dist-spare');
      for (let i = 0; i < 2; i++) await build({ dataDir: site.dataDir, outDir: target, buildDate });
      expect(existsSync(spare)).toBe(true);
      // What a build killed halfway leaves: a file nobody will list, and the marker saying the spare is in flux.
      writeFileSync(join(spare, 'stray.html'), '<!DOCTYPE html><title>stray</title>');
      writeFileSync(`${spare}.incomplete`, '');
      await build({ dataDir: site.dataDir, outDir: target, buildDate });
      await build({ dataDir: site.dataDir, outDir: join(site.root, 'fresh'), buildDate, cache: false });
      expect(snapshot(target)).toEqual(snapshot(join(site.root, 'fresh')));
      expect(existsSync(`${spare}.incomplete`)).toBe(false);
    } finally {
      site.cleanup();
    }
  });

  it('refuses to build while another build holds the output, and takes over a lock a killed build left', async () => {
    const site = fixtureSite();
    const other = spawn('sleep', ['30']);
    try {
      const target = join(site.root, 'dist');
      await build({ dataDir: site.dataDir, outDir: target, buildDate });
      const before = snapshot(target);
      writeFileSync(join(site.root, '.dist.lock'), String(other.pid));
      const error = (await build({ dataDir: site.dataDir, outDir: target, buildDate }).catch((e: unknown) => e)) as EvguideError;
      expect(error.diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual([
        `output-locked another evguide build (process ${other.pid}) is writing ${target}`,
      ]);
      expect(snapshot(target)).toEqual(before);
      other.kill('SIGKILL');
      await new Promise((resolve) => other.once('exit', resolve));
      await build({ dataDir: site.dataDir, outDir: target, buildDate });
      expect(existsSync(join(site.root, '.dist.lock'))).toBe(false);
    } finally {
      other.kill('SIGKILL');
      site.cleanup();
    }
  });

  it('puts the live site back when a build was killed between its two renames', async () => {
    const site = fixtureSite();
    try {
      const target = join(site.root, 'dist');
      for (let i = 0; i < 2; i++) await build({ dataDir: site.dataDir, outDir: target, buildDate });
      const before = snapshot(target);
      // The first rename done (the live site moved aside), the second not: no dist at all.
      renameSync(target, join(site.root, '.dist-swapping-424242'));
      await build({ dataDir: site.dataDir, outDir: target, buildDate });
      expect(snapshot(target)).toEqual(before);
      expect(readdirSync(site.root).filter((name) => name.includes('swapping'))).toEqual([]);
    } finally {
      site.cleanup();
    }
  });

  it('uses --base-url for canonical URLs and the sitemap', async () => {
    const preview = join(work, 'preview');
    await build({ dataDir: SITE_DATA, outDir: preview, buildDate, baseUrl: 'https://preview.example.org/' });
    expect(readFileSync(join(preview, 'sitemap.xml'), 'utf8')).toContain('<loc>https://preview.example.org/cars/kia-ev6</loc>');
    expect(readFileSync(join(preview, 'robots.txt'), 'utf8')).toContain('Sitemap: https://preview.example.org/sitemap.xml');
  });
});

describe('a failed build', () => {
  it('throws every problem and leaves the previous output exactly as it was, with no temporary folder behind', async () => {
    const site = fixtureSite('price-wrong-type');
    try {
      const before = snapshot(out);
      await expect(build({ dataDir: site.dataDir, outDir: out, buildDate })).rejects.toBeInstanceOf(EvguideError);
      expect(snapshot(out)).toEqual(before);
      expect(readdirSync(work).filter((name) => name.startsWith('.'))).toEqual([]);
    } finally {
      site.cleanup();
    }
  });

  it('fails on a broken link after rendering, leaves the output as it was, and builds exactly once it is fixed', async () => {
    const site = fixtureSite();
    try {
      const target = join(site.root, 'dist');
      for (let i = 0; i < 2; i++) await build({ dataDir: site.dataDir, outDir: target, buildDate });
      const before = snapshot(target);
      const post = join(site.dataDir, 'posts', 'first-ev-guide.md');
      const original = readFileSync(post, 'utf8');
      writeFileSync(post, `${original}\nSee [the Tata Sierra EV](/cars/tata-sierra-ev) too.\n`);
      const error = (await build({ dataDir: site.dataDir, outDir: target, buildDate }).catch((e: unknown) => e)) as EvguideError;
      expect(error).toBeInstanceOf(EvguideError);
      expect(error.diagnostics.map((d) => d.code)).toEqual(['broken-link']);
      expect(snapshot(target)).toEqual(before);
      writeFileSync(post, original.replace(/^title: (.*)$/m, 'title: $1, fixed'));
      await build({ dataDir: site.dataDir, outDir: target, buildDate });
      await build({ dataDir: site.dataDir, outDir: join(site.root, 'fresh'), buildDate, cache: false });
      expect(snapshot(target)).toEqual(snapshot(join(site.root, 'fresh')));
    } finally {
      site.cleanup();
    }
  });

  it('reports paths relative to the working folder', async () => {
    const site = fixtureSite('missing-image');
    try {
      const error = await build({ dataDir: site.dataDir, outDir: join(site.root, 'dist'), buildDate, cwd: site.root }).catch(
        (e: unknown) => e,
      );
      expect((error as EvguideError).diagnostics.map((d) => relative('.', d.loc?.file ?? ''))).toEqual(['data/cars/tata-tiago-ev.yaml']);
      expect(existsSync(join(site.root, 'dist'))).toBe(false);
    } finally {
      site.cleanup();
    }
  });
});
