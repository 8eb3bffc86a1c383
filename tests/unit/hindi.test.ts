import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fg from 'fast-glob';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.ts';
import { localeHref, localePath, splitLocale } from '../../src/domain/locale.ts';
import { runEvguide } from './cli-run.ts';
import { FIXTURES, SITE_DATA } from './fixture.ts';
import { jsonLdBlocks } from './json-ld.ts';

const buildDate = new Date('2026-11-21T00:00:00Z');
const work = mkdtempSync(join(tmpdir(), 'evguide-hindi-'));
const out = join(work, 'dist');
afterAll(() => rmSync(work, { recursive: true, force: true }));
const read = (file: string) => readFileSync(join(out, file), 'utf8');

beforeAll(async () => {
  await build({ dataDir: SITE_DATA, outDir: out, buildDate });
});

/** The file of a page's twin in the other language. */
const twinFile = (file: string) => (file === 'index.html' ? 'hi.html' : `hi/${file}`);

/** The start tags of a page's links to this site that do not name their language (the language bar's do). */
const siteLinks = (html: string) =>
  [...html.matchAll(/<(?:a|form)\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => !/\shreflang=/i.test(tag))
    .flatMap((tag) => [...tag.matchAll(/\s(?:href|action)="(\/[^"]*)"/g)].map((match) => match[1]!));

describe('the Hindi edition of the frozen site', () => {
  const english = () => fg.sync('**/*.html', { cwd: out }).filter((file) => !file.startsWith('hi/') && file !== 'hi.html');

  it('gives every page of the English site its Hindi twin: whatever kind of page the routes make, none is missed', () => {
    const files = new Set(fg.sync('**/*.html', { cwd: out }));
    expect(english().length).toBeGreaterThan(90);
    for (const file of english()) expect(files.has(twinFile(file)), `${file} has no Hindi twin`).toBe(true);
    // And nothing in Hindi without its English page.
    expect(files.size).toBe(english().length * 2);
  });

  it("says each page's language, and points search engines at its twin and at the English as the default", () => {
    for (const file of english()) {
      const [en, hi] = [read(file), read(twinFile(file))];
      expect(en, file).toContain('<html lang="en-IN">');
      expect(hi, twinFile(file)).toContain('<html lang="hi-IN">');
      if (en.includes('name="robots" content="noindex"')) continue;
      const path = file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`;
      for (const html of [en, hi]) {
        expect(html).toContain(`<link rel="alternate" hrefLang="en-IN" href="https://evguide.in${path}"/>`);
        expect(html).toContain(`<link rel="alternate" hrefLang="hi-IN" href="https://evguide.in${localePath(path, 'hi')}"/>`);
        expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="https://evguide.in${path}"/>`);
      }
      expect(hi).toContain(`<link rel="canonical" href="https://evguide.in${localePath(path, 'hi')}"/>`);
    }
    const sitemap = read('sitemap.xml');
    expect(sitemap).toContain(
      '<url><loc>https://evguide.in/hi/cars/tata-nexon-ev</loc><xhtml:link rel="alternate" hreflang="en-IN" href="https://evguide.in/cars/tata-nexon-ev"/><xhtml:link rel="alternate" hreflang="hi-IN" href="https://evguide.in/hi/cars/tata-nexon-ev"/><xhtml:link rel="alternate" hreflang="x-default" href="https://evguide.in/cars/tata-nexon-ev"/></url>',
    );
  });

  it('links every Hindi page to Hindi pages only, but for the switch to the same page in English', () => {
    for (const file of english()) {
      const hi = read(twinFile(file));
      for (const href of siteLinks(hi)) expect(localeHref(href, 'hi'), `${twinFile(file)} links to ${href}`).toBe(href);
      const path = file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`;
      expect(hi).toContain(`hrefLang="en-IN" href="${path}"`);
      expect(read(file)).toContain(`hrefLang="hi-IN" href="${localePath(path, 'hi')}"`);
    }
  });

  it('writes figures for Hindi readers: lakh, Indian digit grouping and Hindi dates', () => {
    const car = read('hi/cars/tata-nexon-ev.html');
    expect(car).toMatch(/₹\d+\.\d\d लाख/);
    expect(car).not.toMatch(/₹\d+\.\d\d Lakh/);
    expect(read('hi/blog/ev-vs-petrol-cost-comparison.html')).toMatch(
      /\d{1,2} (जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्तूबर|नवंबर|दिसंबर) 20\d\d/,
    );
    expect(read('hi/blog/ev-vs-petrol-cost-comparison.html')).toMatch(/₹\d{1,2},\d\d,\d{3}/);
  });

  it("names a post's category in Hindi, on the post and on the blog's cards", () => {
    const badge = /<span class="badge badge--primary">([^<]*)<\/span>/;
    expect(read('blog/ev-vs-petrol-cost-comparison.html')).toMatch(badge);
    expect(read('blog/ev-vs-petrol-cost-comparison.html').match(badge)?.[1]).toBe('Comparisons');
    expect(read('hi/blog/ev-vs-petrol-cost-comparison.html').match(badge)?.[1]).toBe('तुलना');
    expect(read('hi/blog.html')).toContain('<span class="badge badge--primary">तुलना</span>');
    // Wherever else the build names it: the blog's filter buttons, the search index, the feed and the JSON-LD. The
    // value stays English, in the URL and as the feed's term.
    expect(read('hi/blog.html')).toMatch(/<button[^>]*aria-pressed="false"[^>]*>तुलना<\/button>/);
    const searchEntry = (JSON.parse(read('hi/data/search.json')) as { url: string; meta: string; keywords: string }[]).find(
      (entry) => entry.url === '/blog/ev-vs-petrol-cost-comparison',
    );
    expect(searchEntry?.meta).toMatch(/^तुलना · /);
    expect(searchEntry?.keywords).toContain('comparisons');
    expect(read('hi/feed.xml')).toContain('<category term="Comparisons" label="तुलना"/>');
    expect(read('feed.xml')).toContain('<category term="Comparisons" label="Comparisons"/>');
    const posting = jsonLdBlocks(read('hi/blog/ev-vs-petrol-cost-comparison.html')).find((ld) => ld['@type'] === 'BlogPosting');
    expect((posting as { articleSection?: string }).articleSection).toBe('तुलना');
  });

  it("names a car's motor and gearbox in Hindi, on its page and its card", () => {
    const page = read('hi/cars/tata-nexon-ev.html');
    expect(page).toContain('परमानेंट मैग्नेट सिंक्रोनस मोटर');
    expect(page).toContain('सिंगल-स्पीड ऑटोमैटिक');
    expect(page).not.toContain('Single-speed automatic');
    expect(read('hi/cars.html')).toContain('<li>सिंगल-स्पीड ऑटोमैटिक</li>');
    // The fixture's Volvo has no Hindi at all: its card and its spec rows say so with lang="en".
    expect(read('hi/cars/volvo-xc40-recharge.html')).toMatch(/<span lang="en">Single-speed automatic<\/span>/);
  });

  it("names a car's body type in Hindi on its page, its card and the directory's filter, keeping the URL's value", () => {
    expect(read('hi/cars/tata-tiago-ev.html')).toContain('<span class="badge">हैचबैक</span>');
    expect(read('cars/tata-tiago-ev.html')).toContain('<span class="badge">Hatchback</span>');
    expect(read('hi/brands/tata.html')).toContain('<span class="badge brand-car__body">हैचबैक</span>');
    const directory = ['hi/cars.html', ...fg.sync('hi/cars/page/*.html', { cwd: out })].map(read).join('');
    expect(directory).toContain('<li>हैचबैक</li>');
    expect(directory).toMatch(/<option value="Hatchback">हैचबैक<\/option>/);
    expect(directory).not.toMatch(/>Hatchback</);
  });
  it("gives a brand's loan notes and insurance cover in Hindi, or in English marked so where it has none", () => {
    const tata = read('hi/brands/tata.html');
    expect(tata).toContain('ग्रीन कार लोन: SBI के सामान्य कार लोन से 0.2% कम दर');
    expect(tata).toContain('पार्ट्स पर ज़ीरो डेप्रिसिएशन');
    expect(tata).not.toContain('Zero depreciation on parts');
    // The fixture's Volvo lists its insurers' cover in English only.
    expect(read('hi/brands/volvo.html')).toMatch(/<ul class="ticks" lang="en">.*?Zero depreciation on parts/);
  });

  it('marks a source given by its English title lang="en", and writes a price range with no English word', () => {
    const calculator = read('hi/calculator.html');
    expect(calculator).toContain('<span lang="en">US EPA: 8,887 g of CO2 per US gallon of petrol burnt, 2.35 kg a litre</span>');
    expect(read('calculator.html')).toContain('<span>US EPA: 8,887 g of CO2 per US gallon of petrol burnt, 2.35 kg a litre</span>');
    // MG announced a rise after its cars' prices were confirmed, so their on-road prices are ranges.
    const mg = read('hi/brands/mg.html') + read('hi/cars/mg-zs-ev.html');
    expect(mg).toMatch(/₹[\d.]+ - [\d.]+ लाख/);
    expect(mg).not.toMatch(/₹[\d.]+ to [\d.]+/);
  });

  it('shows a text that has no Hindi yet in English, marked lang="en"', () => {
    const hindiPosts = new Set(readdirSync(join(SITE_DATA, 'posts', 'hi')));
    expect(hindiPosts.has('first-time-ev-buyer-guide-2025.md')).toBe(false);
    const post = read('hi/blog/first-time-ev-buyer-guide-2025.html');
    expect(post).toMatch(/<h1 lang="en">/);
    expect(post).toMatch(/<div class="prose" lang="en">/);
    const translated = read('hi/blog/ev-vs-petrol-cost-comparison.html');
    expect(translated).not.toMatch(/<div class="prose" lang="en">/);
    // The fixture's Volvo has no Hindi description; the Nexon EV has one.
    expect(read('hi/cars/volvo-xc40-recharge.html')).toMatch(/<p lang="en">[^<]*XC40/);
    expect(read('hi/cars/tata-nexon-ev.html')).not.toMatch(/<p lang="en">/);
  });

  it("says in its JSON-LD that the page is in Hindi, with the Hindi pages' addresses", () => {
    const home = jsonLdBlocks(read('hi.html'));
    const website = home.find((ld) => ld['@type'] === 'WebSite')!;
    expect((website as { inLanguage?: string }).inLanguage).toBe('hi-IN');
    expect(JSON.stringify(website)).toContain('https://evguide.in/hi/cars?search={search_term_string}');
    const post = jsonLdBlocks(read('hi/blog/ev-vs-petrol-cost-comparison.html')).find((ld) => ld['@type'] === 'BlogPosting')!;
    expect((post as { inLanguage?: string }).inLanguage).toBe('hi-IN');
    expect(JSON.stringify(post)).toContain('https://evguide.in/hi/blog/ev-vs-petrol-cost-comparison');
  });

  it('has a Hindi feed of the Hindi posts, linking to the Hindi pages', () => {
    const feed = read('hi/feed.xml');
    expect(feed).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="hi-IN">');
    expect(feed).toContain('<link rel="self" type="application/atom+xml" href="https://evguide.in/hi/feed.xml"/>');
    expect(feed).toContain('href="https://evguide.in/hi/blog/ev-vs-petrol-cost-comparison"');
    expect(feed).not.toContain('href="/cars/');
    expect(read('hi.html')).toContain('type="application/atom+xml" title="EV Guide India ब्लॉग" href="/hi/feed.xml"');
  });

  it('links the Hindi mentions of glossary terms in Hindi posts to the Hindi glossary, whole words only', () => {
    const posts = fg.sync('hi/blog/*.html', { cwd: out }).map(read).join('\n');
    const links = [...posts.matchAll(/<a href="\/hi\/ev-glossary#[^"]+"[^>]*>([^<]+)<\/a>([^\s<,.;:)]?)/g)];
    expect(links.length).toBeGreaterThan(5);
    // A link never stops inside a word: no vowel sign or virama right after it.
    for (const [, , after] of links) expect(after).not.toMatch(/\p{M}/u);
  });
});

describe('the English and Hindi paths', () => {
  it('map each page to its twin and back, and leave files alone', () => {
    expect(localePath('/', 'hi')).toBe('/hi');
    expect(localePath('/cars/tata-nexon-ev', 'hi')).toBe('/hi/cars/tata-nexon-ev');
    expect(splitLocale('/hi')).toEqual({ locale: 'hi', path: '/' });
    expect(splitLocale('/hi/cars')).toEqual({ locale: 'hi', path: '/cars' });
    expect(splitLocale('/history')).toEqual({ locale: 'en', path: '/history' });
    expect(localeHref('/cars?brand=tata#list', 'hi')).toBe('/hi/cars?brand=tata#list');
    expect(localeHref('/hi/cars', 'hi')).toBe('/hi/cars');
    for (const file of ['/feed.xml', '/assets/site.css', '/data/cars.json', '/images/cars/x.svg', 'https://example.com/cars'])
      expect(localeHref(file, 'hi')).toBe(file);
  });
});

describe('evguide validate on a site built in Hindi', () => {
  it('warns of each text with no Hindi at its file and line, and fails with --strict', () => {
    const args = ['validate', '--data', SITE_DATA];
    const warned = runEvguide(args);
    expect(warned.code).toBe(0);
    expect(warned.stderr + warned.stdout).toMatch(
      /tests\/fixtures\/site\/data\/cars\/volvo-xc40-recharge\.yaml:\d+:1 +warning: description: description has no Hindi text \(hi\.description\)/,
    );
    expect(warned.stderr + warned.stdout).toMatch(
      /posts\/first-time-ev-buyer-guide-2025\.md:\d+:\d+ +warning: title: there is no Hindi version \(/,
    );
    // A list with no text in it (loan partners none of which has a note) needs no Hindi; one with text does.
    expect(warned.stderr + warned.stdout).not.toMatch(/brands\/byd\.yaml:\d+:\d+ +warning: loanPartners/);
    expect(warned.stderr + warned.stdout).toMatch(/brands\/volvo\.yaml:\d+:1 +warning: insurancePartners: insurancePartners has no Hindi/);
    expect(runEvguide([...args, '--strict']).code).toBe(1);
  });

  it('does not ask for Hindi of a site built in English alone', () => {
    const result = runEvguide(['validate', '--data', join(FIXTURES, 'good', 'data')]);
    expect(result.code).toBe(0);
    expect(result.stderr + result.stdout).not.toContain('[untranslated]');
  });
});
