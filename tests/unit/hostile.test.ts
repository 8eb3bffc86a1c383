import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fg from 'fast-glob';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, loadSite } from '../../src/build.ts';
import { formatDiagnostic } from '../../src/diagnostics/index.ts';
import { siteOn, variantPath, variantsOf } from '../../src/domain/index.ts';
import { loadData } from '../../src/load/index.ts';
import { brandSchema, glossaryTermSchema, loanProviderSchema, stateIncentiveSchema, type Site } from '../../src/schema/index.ts';
import { EARLY_EVENTS_SCRIPT } from '../../src/registry.ts';
import { validateData } from '../../src/validate/index.ts';
import { FIXTURES } from './fixture.ts';
import { scanHtml, schemeOf, type ScannedTag } from './html-scan.ts';

// Every free-text field of tests/fixtures/hostile/ carries these; none may become live markup.
const PAYLOADS = [
  '<script>window.__pwned=(window.__pwned||0)+1</script>',
  '</script><script>alert(1)</script>',
  '<img src=x onerror="alert(1)">',
  '<svg onload=alert(1)>',
  '" onmouseover="alert(1)',
  `'><iframe src="javascript:alert(1)">`,
  '<!--',
  '-->',
  ']]>',
  '\u2028',
  '\u2029',
  '{{constructor}}',
];

const DATA = join(FIXTURES, 'hostile', 'data');
const buildDate = new Date('2025-11-21T00:00:00Z');
const work = mkdtempSync(join(tmpdir(), 'evguide-hostile-'));
const out = join(work, 'dist');
afterAll(() => rmSync(work, { recursive: true, force: true }));

let site: Site;
let pages: { file: string; tags: ScannedTag[] }[] = [];

beforeAll(async () => {
  await build({ dataDir: DATA, outDir: out, buildDate, cache: false });
  site = loadSite({ dataDir: DATA });
  pages = fg
    .sync('**/*.html', { cwd: out })
    .sort()
    .map((file) => ({ file, tags: scanHtml(readFileSync(join(out, file), 'utf8')) }));
});

const attribute = (tag: ScannedTag, name: string) => tag.attributes.find(([key]) => key === name)?.[1];
const isLd = (tag: ScannedTag) => tag.name === 'script' && attribute(tag, 'type') === 'application/ld+json';
const isProps = (tag: ScannedTag) =>
  tag.name === 'script' && attribute(tag, 'type') === 'application/json' && attribute(tag, 'data-island-props') !== undefined;
/** A namespace of the strings the page's islands use (templates/i18n/): our own words, as JSON. */
const isText = (tag: ScannedTag) =>
  tag.name === 'script' && attribute(tag, 'type') === 'application/json' && /^[a-z]+$/.test(attribute(tag, 'data-island-text') ?? '');
/** The 404 page's list of car names, for suggesting the nearest to a mistyped address: data, as JSON. */
const isCarNames = (tag: ScannedTag, file: string) =>
  file.endsWith('404.html') && attribute(tag, 'type') === 'application/json' && attribute(tag, 'id') === 'car-names';
const ASSET = /^\/assets\/[\w.-]+\.js$/;

/** The parsed JSON of every script element the predicate picks, with its page. */
const blocks = (pick: (tag: ScannedTag) => boolean) =>
  pages.flatMap(({ file, tags }) => tags.filter(pick).map((tag) => ({ file, body: tag.body!, value: JSON.parse(tag.body!) as unknown })));

/** Strings that are ids, dates, URLs, paths or colours by their format, not text a reader sees. */
const NOT_TEXT = /^(?:[a-z0-9]+(?:-[a-z0-9]+)*|\d{4}-\d{2}(?:-\d{2})?|https?:\/\/\S+|images\/\S+|#[0-9a-fA-F]{6}|[^@\s]+@[^@\s]+|\/\S*)$/;
/** Enum fields, where a payload would not validate; and glossary `matches`, which must occur word for word in posts. */
const NOT_TEXT_PATH =
  /\.(?:bodyType|driveType|testCycle|agency|status|kind|locale|file)$|\.indianAgencies\.\d+$|^posts\.\d+\.category$|\.matches\.\d+$/;

/** Every free-text string of the data, with its path. */
const freeTexts = (value: unknown, path = ''): [string, string][] => {
  if (typeof value === 'string') return NOT_TEXT.test(value) || NOT_TEXT_PATH.test(path) ? [] : [[path, value]];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => freeTexts(inner, path ? `${path}.${key}` : key));
};

/** Every string inside a JSON value. */
const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];

describe('the hostile fixture', () => {
  it('carries a payload in every free-text field of every kind of data', () => {
    const texts = freeTexts(site);
    expect(texts.filter(([, text]) => !PAYLOADS.some((payload) => text.includes(payload)))).toEqual([]);
    const kinds = new Set(texts.map(([path]) => path.split('.')[0]));
    expect([...kinds].sort()).toEqual([
      'brands',
      'calculators',
      'cars',
      'faqs',
      'glossary',
      'incentives',
      'insurers',
      'lenders',
      'pages',
      'posts',
      'recommendations',
      'settings',
      'upcoming',
    ]);
    expect(texts.length).toBeGreaterThanOrEqual(240);
  });
});

describe('the build of the hostile fixture', () => {
  it('writes every page kind', () => {
    const files = pages.map((page) => page.file);
    for (const file of [
      'index.html',
      'cars.html',
      'cars/tata-nexon-ev.html',
      'calculator.html',
      'compare.html',
      'brands/tata.html',
      'blog.html',
      'blog/first-ev-guide.html',
      'ev-glossary.html',
      'upcoming.html',
      'ev-loans.html',
      'ev-insurance.html',
      'ev-incentives.html',
      'ev-maintenance-guide.html',
      'privacy-policy.html',
      'contact.html',
      '404.html',
    ]) {
      expect(files, file).toContain(file);
    }
  });

  it("has no script elements but its own: module scripts from /assets/, JSON-LD, island props and strings, the 404 page's car names and the early-events script", () => {
    for (const { file, tags } of pages) {
      for (const tag of tags.filter((t) => t.name === 'script')) {
        const own =
          isLd(tag) ||
          isProps(tag) ||
          isText(tag) ||
          isCarNames(tag, file) ||
          (attribute(tag, 'type') === 'module' && ASSET.test(attribute(tag, 'src') ?? '') && tag.body === '') ||
          (tag.attributes.length === 0 && tag.body === EARLY_EVENTS_SCRIPT);
        expect(own, `${file}: <script ${JSON.stringify(tag.attributes)}>${tag.body}`).toBe(true);
      }
      // The island loader imports whatever data-src names, so it too must be one of our assets.
      for (const tag of tags.filter((t) => attribute(t, 'data-island') !== undefined))
        expect(attribute(tag, 'data-src'), file).toMatch(ASSET);
    }
  });

  it('gives no element an event-handler attribute', () => {
    for (const { file, tags } of pages) {
      for (const tag of tags)
        expect(
          tag.attributes.filter(([name]) => name.startsWith('on')),
          `${file}: <${tag.name}>`,
        ).toEqual([]);
    }
  });

  it('links to and loads nothing by a javascript:, vbscript: or data: URL', () => {
    const urlAttributes = ['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'data'];
    for (const { file, tags } of pages) {
      for (const tag of tags) {
        for (const [name, value] of tag.attributes.filter(([key]) => urlAttributes.includes(key))) {
          expect(['javascript', 'vbscript', 'data'], `${file}: <${tag.name} ${name}="${value}">`).not.toContain(schemeOf(value));
        }
        if (tag.name === 'meta' && attribute(tag, 'http-equiv')?.toLowerCase() === 'refresh') {
          expect(attribute(tag, 'content'), file).toMatch(/^0; url=\/[a-z0-9/-]*$/);
        }
      }
    }
  });

  it('holds no frame, object, embed, base or style element from the data', () => {
    for (const { file, tags } of pages) {
      expect(
        tags.filter((tag) => ['iframe', 'frame', 'object', 'embed', 'style', 'base'].includes(tag.name)),
        file,
      ).toEqual([]);
    }
  });

  it('gives every image a source: one whose URL was unsafe is shown as its description instead', () => {
    for (const { file, tags } of pages) {
      expect(
        tags.filter((tag) => tag.name === 'img' && attribute(tag, 'src') === undefined),
        file,
      ).toEqual([]);
    }
  });

  it('writes JSON-LD and island props that parse and hold no "<!--" or "</script"', () => {
    const all = [...blocks(isLd), ...blocks(isProps)];
    expect(all.length).toBeGreaterThan(40);
    for (const { file, body } of all) expect(body, file).not.toMatch(/<!--|<\/script/i);
  });

  it('keeps every payload intact in JSON-LD and in island props: escaped, not stripped', () => {
    for (const [kind, pick] of [
      ['JSON-LD', isLd],
      ['island props', isProps],
    ] as const) {
      const texts = blocks(pick).flatMap(({ value }) => strings(value));
      for (const payload of PAYLOADS)
        expect(
          texts.some((text) => text.includes(payload)),
          `${kind} holds ${JSON.stringify(payload)}`,
        ).toBe(true);
    }
  });

  it("puts a car's own words into its JSON-LD and its tabs' props unchanged", () => {
    const car = site.cars.find((c) => c.id === 'tata-nexon-ev')!;
    const [ld] = blocks(isLd).filter(
      ({ file, value }) => file === 'cars/tata-nexon-ev.html' && (value as { '@type': string })['@type'] === 'Car',
    );
    const value = ld!.value as { name: string; description: string; review: { positiveNotes: { itemListElement: { name: string }[] } } };
    expect(value.name).toBe(car.name);
    expect(value.description).toBe(car.description);
    expect(value.review.positiveNotes.itemListElement.map((item) => item.name)).toEqual(car.pros);
    // The tabs' props: the island whose car carries its equipment, on the page of the top variant, whose it is.
    const variants = variantsOf(car);
    const topPage = `${variantPath(car.id, variants, variants.length - 1).slice(1)}.html`;
    const tabs = blocks(isProps).find(({ file, value }) => file === topPage && (value as { car?: { safety?: unknown } }).car?.safety);
    expect((tabs!.value as { car: typeof car }).car.safety.adasFeatures).toEqual(car.safety.adasFeatures);
  });

  it('escapes the text payloads where they show, in the page itself', () => {
    const html = readFileSync(join(out, 'cars', 'tata-nexon-ev.html'), 'utf8');
    expect(html).toContain('<h1>Tata Nexon EV &lt;img src=x onerror=&quot;alert(1)&quot;&gt;</h1>');
    const post = readFileSync(join(out, 'blog', 'first-ev-guide.html'), 'utf8');
    expect(post).toContain('tag is &lt;script&gt;alert(1)&lt;/script&gt; and stays text');
    expect(post).toContain('<code>&lt;script&gt;alert(1)&lt;/script&gt;</code>');
  });
});

describe('URL fields', () => {
  it('refuse javascript: and data: URLs in the schema', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'vbscript:msgbox(1)',
    ]) {
      for (const field of [brandSchema.shape.website, loanProviderSchema.shape.website, stateIncentiveSchema.shape.portal]) {
        expect(field.safeParse(bad).success, bad).toBe(false);
      }
    }
    const related = glossaryTermSchema.shape.related.unwrap().element.shape.url;
    expect(brandSchema.shape.website.safeParse('https://ev.tatamotors.com').success).toBe(true);
    for (const bad of ['javascript:alert(1)', '//evil.example/', '/\\evil.example/'])
      expect(related.safeParse(bad).success, bad).toBe(false);
    expect(related.safeParse('/ev-glossary#bms').success).toBe(true);
  });

  it('quote the data as text, and leave a directive in code or behind an escaped colon as text', () => {
    const post = readFileSync(join(out, 'blog', 'charging-at-home.html'), 'utf8').replaceAll('<!-- -->', '');
    expect(post).toContain('The Comet EV costs ₹7.36 - 9.86 Lakh ex-showroom (1 August 2025).');
    expect(post).toContain('<code>:price{car="&lt;script&gt;alert(1)&lt;/script&gt;"}</code>');
    expect(post).toContain(':price{car=javascript:alert(1)} with its colon escaped');
  });

  it('refuse a directive whose attribute is a script or a URL, or whose name is unknown, at its line, as text', async () => {
    const root = mkdtempSync(join(tmpdir(), 'evguide-hostile-directives-'));
    try {
      const dataDir = join(root, 'data');
      cpSync(DATA, dataDir, { recursive: true });
      const file = join(dataDir, 'posts', 'charging-at-home.md');
      const hostile = ':price{car="<script>alert(1)</script>"} :asof{car=javascript:alert(1)} :evil{onload="alert(1)"}';
      writeFileSync(file, readFileSync(file, 'utf8').replace('The Comet EV costs', `${hostile}\n\nThe Comet EV costs`));
      const { renderContent } = await import('../../src/content/index.ts');
      const error = await renderContent(siteOn(loadSite({ dataDir, cwd: root }), buildDate)).then(
        () => undefined,
        (thrown: unknown) => thrown as { diagnostics: Parameters<typeof formatDiagnostic>[0][] },
      );
      expect(error?.diagnostics.map((d) => formatDiagnostic(d).split('\n')[0])).toEqual([
        expect.stringMatching(
          /^data\/posts\/charging-at-home\.md:\d+:1 {2}body: :price quotes car "<script>alert\(1\)<\/script>", which data\/ does not hold {2}\[directive-value\]$/,
        ),
        expect.stringMatching(
          /:\d+:41 {2}body: :asof quotes car "javascript:alert\(1\)", which data\/ does not hold {2}\[directive-value\]$/,
        ),
        expect.stringMatching(
          /:\d+:72 {2}body: :evil is not a directive; the directives are :price, :asof, :onroad, :warranty, :safety, :rate, :tenure, :fee, :fact, :emi, :ownership {2}\[unknown-directive\]$/,
        ),
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('report a javascript: website and an off-site glossary link at their line, saying what to write', () => {
    const root = mkdtempSync(join(tmpdir(), 'evguide-hostile-urls-'));
    try {
      const dataDir = join(root, 'data');
      cpSync(DATA, dataDir, { recursive: true });
      const edit = (file: string, from: string, to: string) =>
        writeFileSync(join(dataDir, file), readFileSync(join(dataDir, file), 'utf8').replace(from, to));
      edit('brands/tata.yaml', 'website: https://ev.tatamotors.com', 'website: javascript:alert(1)');
      edit('lenders.yaml', 'website: https://sbi.co.in', 'website: "data:text/html,<script>alert(1)</script>"');
      edit('glossary.yaml', "url: '/cars?search=%3Cscript%3Ealert(1)%3C%2Fscript%3E'", "url: '//evil.example/'");
      const { diagnostics } = validateData(loadData({ dataDir, cwd: root }));
      expect(diagnostics.map((d) => formatDiagnostic(d).split('\n')[0])).toEqual([
        'data/brands/tata.yaml:10:1  website: expected an absolute http(s) URL such as https://ev.tatamotors.com, found the text "javascript:alert(1)"  [invalid-format]',
        'data/glossary.yaml:13:32  [1].related[1].url: expected a path on this site starting with a single /, such as /ev-glossary#regenerative-braking, found the text "//evil.example/"  [invalid-format]',
        'data/lenders.yaml:12:3  [0].website: expected an absolute http(s) URL such as https://ev.tatamotors.com, found the text "data:text/html,<script>alert(1)</script>"  [invalid-format]',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
