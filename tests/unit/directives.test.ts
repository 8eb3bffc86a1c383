import { readFileSync, writeFileSync } from 'node:fs';
import fg from 'fast-glob';
import { parse as parseYaml } from 'yaml';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  expandDirectives,
  findDirectives,
  forgetDirectives,
  markdownText,
  parseDirectivesFully,
  scanDirectives,
} from '../../src/markdown/directives.ts';
import { renderMarkdown } from '../../src/content/index.ts';
import {
  emi,
  formatDate,
  formatLakh,
  formatMonths,
  formatRupees,
  LAKH,
  onRoadStateOf,
  ownershipCost,
  siteOn,
} from '../../src/domain/index.ts';
import { ownershipModelOf } from '../../src/domain/ownership.ts';
import { wallKwhPerKm } from '../../src/domain/range.ts';
import { quote } from '../../src/domain/quote.ts';
import { build, loadSite } from '../../src/build.ts';
import { loadData } from '../../src/load/index.ts';
import { listStaleFacts } from '../../src/load-site.ts';
import { validateData } from '../../src/validate/index.ts';
import { FIXTURE_DATE, fixtureSite, SITE_DATA } from './fixture.ts';

// Directives put the data's figures into posts: found with remark-directive, quoted from the data by
// src/domain/quote.ts, and written into the Markdown before it is rendered.

const site = siteOn(loadSite({ dataDir: SITE_DATA }), FIXTURE_DATE);

describe('findDirectives', () => {
  it('finds each text directive with its name, attributes and place', () => {
    const markdown = 'Intro.\n\nThe Nexon EV costs :price{car=tata-nexon-ev variant="Creative 45"} now.';
    const [use, ...more] = findDirectives(markdown);
    expect(more).toEqual([]);
    expect(use).toMatchObject({
      kind: 'text',
      name: 'price',
      attributes: { car: 'tata-nexon-ev', variant: 'Creative 45' },
      line: 3,
      column: 20,
    });
    expect(markdown.slice(use!.start, use!.end)).toBe(':price{car=tata-nexon-ev variant="Creative 45"}');
  });

  it('leaves alone what only looks like one: times, web addresses, code, and a colon escaped with a backslash', () => {
    expect(findDirectives('Charge from 10:30 to 11:45 at https://example.org/a:b, ratio 1:a.')).toEqual([]);
    // Among real directives, too: only the one written with its attributes is one.
    expect(findDirectives('At 10:30 it cost :price{car=x}, a:b.').map((use) => use.name)).toEqual(['price']);
    expect(findDirectives('Write `:price{car=x}` to quote a price, or \\:price for the word.')).toEqual([]);
  });

  it('parses a text once in a process, with no cache: validation and rendering both ask, and a cold build pays once', () => {
    const markdown = 'Asked twice: :price{car=tata-nexon-ev} and :asof{car=tata-nexon-ev}.';
    const first = findDirectives(markdown);
    expect(findDirectives(markdown)).toBe(first);
    // A copy of the text, as another reader of the same file holds it, is the same question.
    expect(findDirectives(markdown.split('').join(''))).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first[0]!.attributes)).toBe(true);
    // A new build asks afresh.
    forgetDirectives();
    expect(findDirectives(markdown)).not.toBe(first);
    expect(findDirectives(markdown)).toEqual(first);
  });
});

/** The scan declines (undefined) or finds exactly what the parser finds. */
function scanAgrees(markdown: string): boolean {
  const scanned = scanDirectives(markdown);
  if (scanned === undefined) return false;
  expect(scanned, JSON.stringify(markdown)).toEqual(parseDirectivesFully(markdown));
  return true;
}

/** Every string of a parsed YAML value. */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(stringsOf) : [];

describe('the directive scan', () => {
  it('finds what the parser finds in every post, page and FAQ answer of the site and the fixtures, and takes most', () => {
    const markdown = fg.sync(['data/**/*.md', 'tests/fixtures/**/*.md']).map((file) => readFileSync(file, 'utf8'));
    const answers = fg
      .sync(['data/faqs.yaml', 'tests/fixtures/**/faqs.yaml'])
      .flatMap((file) => stringsOf(parseYaml(readFileSync(file, 'utf8'))));
    const texts = [...markdown, ...answers].filter((text) => /:[A-Za-z][\w-]*\{/.test(text));
    expect(texts.length).toBeGreaterThan(10);
    const taken = texts.filter(scanAgrees).length;
    expect(taken / texts.length).toBeGreaterThan(0.8);
  });

  it('takes directives among the rest of Markdown: emphasis, headings, links, lists, tables, line endings', () => {
    const cases = [
      ':price{car=a}',
      'At 10:30, a:b and :price{car=a} then :fact{of=calculators.evGst}.',
      ':ownership{car=a variant="Creative 45" years=5 km=50 tariff=8.5 show=km-a-year}',
      ':price{ car=a }, :asof{} and :price{car=""}',
      '**:price{car=a}** and _:price{car=b}_',
      '# Heading :price{car=a}\n\nText\n---\n:price{car=b}',
      '[see :price{car=a}](/cars/a) then [x](/a) :price{car=c}',
      'a) :price{car=a} (and this) :price{car=b}',
      '| :price{car=a} | b |\n| --- | --- |\n| :price{car=c} | d |',
      ':price{car=a}:fact{of=b}a:price{car=c}',
      'https://example.org/:price{car=a} &amp; :price{car=b}',
      'First line\r\n:price{car=a}\r\nand :fact{of=b}',
      '    indented code\n\n:price{car=a}',
      '1:30{a=b} and :price {car=a} and :price:x{car=a}',
      '- item :price{car=a}\n  - nested :price{car=b}\n> quoted :price{car=c}',
      '₹ and — and :price{car=a} after them',
      '😀 :price{car=a}',
    ];
    for (const markdown of cases) expect(scanAgrees(markdown), JSON.stringify(markdown)).toBe(true);
  });

  it('leaves to the parser what needs it: code, HTML, escapes, links, images, labels, other attributes', () => {
    const cases = [
      '`:price{car=a}`',
      '```\n:price{car=a}\n```',
      '~~~\n:price{car=a}\n~~~',
      '    :price{car=a}',
      '- item\n\n        :price{car=a}',
      '> quote\n>     :price{car=a}',
      'a\t:price{car=a}',
      '<span>:price{car=a}</span>',
      '<https://example.org/:price{car=a}>',
      '\\:price{car=a}',
      '[a](/x:price{car=a})',
      '[a](/x_(y):price{car=a})',
      '[a](/x(b) :price{car=a}',
      '[a](/x "t :price{car=a}")',
      '[a](/wiki/Nexon_(EV) "1) :price{car=a}")',
      '[a](/b\n"x) :price{car=a}")',
      ':price\u0001{car=x}',
      ':price\u007f{car=x}',
      '[a]: /x:price{car=a}',
      '![alt :price{car=a}](/a.png)',
      'x::price{car=a}',
      '::price{car=a}',
      ':price[label]{car=a}',
      ':price{#id}',
      ':price{.cls}',
      ':price{id=a}',
      ':price{car=a car=b}',
      ':price{car="x"b=c}',
      ":price{car='a'}",
      ':price{car=a&amp;b}',
      ':price{car="a&amp;b"}',
      ':price{car=a/b}',
      ':price{car=a\nb=c}',
      ':price{car = a}',
      ':price-{car=a}',
      ':-price{car=a}',
      ':prïce{car=a}',
      ':नाम{car=a}',
      'a\r:price{car=a}',
    ];
    for (const markdown of cases) expect(scanDirectives(markdown), JSON.stringify(markdown)).toBeUndefined();
  });

  it('agrees with the parser on texts made of the pieces that trip scanners', () => {
    const pieces = [
      ':price{car=a}',
      ':fact{of=b c=1}',
      ':x',
      '10:30',
      'a:b',
      ' ',
      '\n',
      '\n\n',
      '    ',
      '- ',
      '> ',
      '# ',
      '*',
      '_',
      '[',
      ']',
      '(',
      ')',
      '](',
      '![',
      '"',
      "'",
      '{',
      '}',
      '=',
      ':',
      '&amp;',
      '`',
      '\\',
      '<b>',
      '~~~',
      '|',
      '\r\n',
      '₹',
      '😀',
      'word',
    ];
    // A fixed seed: a failure is the same text on every run.
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    let taken = 0;
    for (let i = 0; i < 3000; i++) {
      const parts = Array.from({ length: 2 + Math.floor(random() * 12) }, () => pieces[Math.floor(random() * pieces.length)]!);
      if (scanAgrees(parts.join(''))) taken++;
    }
    // The fast path is used on plenty of them, so the comparison means something.
    expect(taken).toBeGreaterThan(300);
  });
});

describe('quote', () => {
  it("gives a car's price and its date, or a variant's, as the data pages format them", () => {
    const fact = { what: 'price of the Tata Nexon EV', asOf: '2025-08-01', source: 'https://ev.tatamotors.com/nexon/ev.html' };
    expect(quote('price', { car: 'tata-nexon-ev' }, site)).toEqual({ text: '₹12.49 - 17.19 Lakh ex-showroom', facts: [fact] });
    expect(quote('price', { car: 'tata-nexon-ev', variant: 'Creative 45' }, site)).toMatchObject({ text: '₹13.99 Lakh ex-showroom' });
    expect(quote('asof', { car: 'tata-nexon-ev' }, site)).toEqual({ text: '1 August 2025', facts: [fact] });
  });

  it("gives an on-road price as the car page works it out, a warranty, a lender's rate and a state's facts", () => {
    // The Creative+ MR in Maharashtra (tests/unit/onroad.test.ts works out the same sum for the Creative 45).
    expect(quote('onroad', { car: 'tata-nexon-ev', state: 'maharashtra' }, site)).toMatchObject({
      text: expect.stringMatching(/^₹13\.\d\d lakh on the road in Maharashtra$/),
    });
    expect(quote('warranty', { car: 'tata-nexon-ev' }, site)).toEqual({ text: '8 years or 1,60,000 km', facts: [] });
    expect(quote('rate', { lender: 'sbi' }, site)).toMatchObject({
      text: expect.stringMatching(/% a year$/),
      facts: [{ what: expect.stringContaining('interest rate of') }],
    });
    expect(quote('fact', { of: 'incentives.delhi.roadTax' }, site)).toMatchObject({
      text: 'none up to ₹30 lakh until 31 March 2030, 10% above',
    });
    expect(quote('fact', { of: 'incentives.maharashtra.petrol' }, site)).toMatchObject({
      text: '₹103.5 a litre',
      facts: [{ what: 'Maharashtra petrol price', asOf: '2025-11-30' }],
    });
    expect(quote('fact', { of: 'incentives.goa.petrol' }, site)).toMatchObject({
      problem: { kind: 'unknown-value', attribute: 'state', value: 'goa' },
    });
    expect(quote('fact', { of: 'incentives.delhi.speedLimit' }, site)).toMatchObject({
      problem: { kind: 'unknown-value', attribute: 'of' },
    });
  });

  it('says what is wrong: an unknown directive, an attribute missing or unknown, a car or variant the data lacks', () => {
    expect(quote('prize', { car: 'tata-nexon-ev' }, site)).toEqual({
      problem: {
        kind: 'unknown-directive',
        choices: ['price', 'asof', 'onroad', 'warranty', 'safety', 'rate', 'tenure', 'fee', 'fact', 'emi', 'ownership'],
      },
    });
    expect(quote('price', {}, site)).toEqual({ problem: { kind: 'missing-attribute', attribute: 'car' } });
    expect(quote('price', { car: 'tata-nexon-ev', colour: 'red' }, site)).toEqual({
      problem: { kind: 'unknown-attribute', attribute: 'colour', choices: ['car', 'variant'] },
    });
    const unknown = quote('price', { car: 'tata-nexon' }, site);
    expect(unknown).toMatchObject({ problem: { kind: 'unknown-value', attribute: 'car', value: 'tata-nexon' } });
  });
});

describe('the ownership directive', () => {
  const model = ownershipModelOf(site.calculators);
  const nexon = site.cars.find((car) => car.id === 'tata-nexon-ev')!;
  const delhi = site.incentives.find((state) => state.slug === 'delhi')!;
  const at = { car: 'tata-nexon-ev', state: 'delhi', km: '50', home: '80' };

  it("quotes the car page's cost of ownership, worked out by the same model from the same data", () => {
    const result = ownershipCost(
      { ...nexon, petrolAlternative: nexon.petrolAlternative! },
      { ...onRoadStateOf(delhi), petrol: delhi.petrol },
      {
        dailyKm: 50,
        mix: { homeShare: 0.8, homePerKwh: delhi.electricity.perKwh, publicPerKwh: site.calculators.publicCharging.dcPerKwh },
      },
      [5],
      model,
    );
    const saves = result.totals[0]!.evSaves;
    expect(quote('ownership', { ...at, show: 'saves' }, site)).toMatchObject({
      text: saves >= 0 ? `₹${formatLakh(saves / LAKH)} lakh less` : `₹${formatLakh(-saves / LAKH)} lakh more`,
    });
    expect(quote('ownership', { ...at, show: 'km-a-year' }, site)).toMatchObject({ text: '18,250 km a year' });
    expect(quote('ownership', { ...at, show: 'petrol-energy' }, site)).toMatchObject({
      text: `${formatRupees(result.petrol.energyPerYear)} a year`,
    });
    const months = result.breakEvenMonths;
    if (months !== undefined) expect(quote('ownership', { ...at, show: 'breakeven' }, site)).toMatchObject({ text: formatMonths(months) });
  });

  it("takes an example fixed at its own tariff: all at home at ₹8 a kWh is the car's kWh a km times 8", () => {
    const perKm = (wallKwhPerKm(nexon, model) * 8).toFixed(2);
    expect(quote('ownership', { ...at, home: '100', tariff: '8', show: 'ev-per-km' }, site)).toMatchObject({ text: `₹${perKm} a km` });
  });

  it('rests on every dated fact it reads, and its date is the oldest of them', () => {
    const quoted = quote('ownership', { ...at, show: 'saves' }, site);
    const whats = 'facts' in quoted ? quoted.facts.map((fact) => fact.what) : [];
    expect(whats).toEqual(
      expect.arrayContaining(['price of the Tata Nexon EV', 'Delhi petrol price', 'Delhi electricity tariff', 'public DC charging price']),
    );
    const oldest = 'facts' in quoted ? quoted.facts.map((fact) => fact.asOf).sort()[0]! : '';
    expect(quote('asof', { ...at, show: 'saves' }, site)).toMatchObject({
      text: formatDate(new Date(`${oldest}T00:00:00Z`)),
      facts: [expect.objectContaining({ asOf: oldest })],
    });
  });

  it('says which figure or number is wrong', () => {
    expect(quote('ownership', { ...at, show: 'savings' }, site)).toMatchObject({
      problem: { kind: 'unknown-value', attribute: 'show', value: 'savings', choices: expect.arrayContaining(['saves', 'breakeven']) },
    });
    expect(quote('ownership', { ...at, km: 'fifty', show: 'saves' }, site)).toMatchObject({
      problem: { kind: 'bad-number', attribute: 'km', value: 'fifty', min: 1, max: 1000 },
    });
    expect(quote('ownership', { ...at, home: '120', show: 'saves' }, site)).toMatchObject({
      problem: { kind: 'bad-number', attribute: 'home', value: '120', min: 0, max: 100 },
    });
    expect(quote('ownership', { car: 'tata-nexon-ev', state: 'delhi', show: 'saves' }, site)).toEqual({
      problem: { kind: 'missing-attribute', attribute: 'km' },
    });
  });
});

describe('expandDirectives', () => {
  it('writes each figure in as plain text, its Markdown syntax escaped, so quoted data cannot add markup', () => {
    const markdown = 'A :x{} and :y{}.';
    const text = (use: { name: string }) => (use.name === 'x' ? '*bold* [link](javascript:alert(1))' : '<script>alert(1)</script>');
    const expanded = expandDirectives(markdown, findDirectives(markdown), text);
    expect(expanded).toBe(`A ${markdownText('*bold* [link](javascript:alert(1))')} and ${markdownText('<script>alert(1)</script>')}.`);
    expect(renderMarkdown(expanded).html).toBe('<p>A *bold* [link](javascript:alert(1)) and &lt;script&gt;alert(1)&lt;/script&gt;.</p>\n');
  });
});

describe('a post that quotes a stale fact', () => {
  it('is stale itself, at the line of its directive, in validate and in query stale', () => {
    const copy = fixtureSite();
    try {
      const post = join(copy.dataDir, 'posts', 'first-ev-guide.md');
      writeFileSync(
        post,
        readFileSync(post, 'utf8').replace('See [the Tata Nexon EV]', 'It costs :price{car=tata-nexon-ev}. See [the Tata Nexon EV]'),
      );
      const today = new Date('2027-01-01T00:00:00Z');
      const result = validateData(loadData({ dataDir: copy.dataDir, cwd: copy.root }), undefined, { today });
      const [warning] = result.warnings.filter((item) => item.code === 'stale-quote');
      // The good fixture's Nexon price is of 1 August 2025: 518 days before 1 January 2027, past its 365.
      expect(warning).toMatchObject({
        loc: { file: 'data/posts/first-ev-guide.md', line: 28, column: 10 },
        message:
          'the text quotes the price of the Tata Nexon EV, last confirmed on 2025-08-01, 518 days ago (the limit is 365, staleAfterDays in site.yaml)',
        severity: 'warning',
      });
      const rows = listStaleFacts({ dataDir: copy.dataDir, cwd: copy.root, today });
      expect(rows).toContainEqual(
        expect.objectContaining({
          file: 'data/posts/first-ev-guide.md',
          line: 28,
          what: 'price of the Tata Nexon EV, quoted here',
          daysOld: 518,
        }),
      );
    } finally {
      copy.cleanup();
    }
  });
});

describe('the emi directive', () => {
  it("works a loan out by the loan calculator's sum", () => {
    const loan = emi(12 * LAKH, 9, 60);
    expect(quote('emi', { lakh: '12', rate: '9', months: '60' }, site)).toEqual({
      text: `${formatRupees(loan.monthly)} a month`,
      facts: [],
    });
    expect(quote('emi', { lakh: '12', rate: '9', months: '60', show: 'interest' }, site)).toMatchObject({
      text: `₹${formatLakh(loan.totalInterest / LAKH)} lakh`,
    });
    expect(quote('emi', { lakh: '12', rate: 'nine', months: '60' }, site)).toMatchObject({
      problem: { kind: 'bad-number', attribute: 'rate' },
    });
  });
});

describe('FAQ answers that quote the data', () => {
  it("show the figure, as text, in the blog's FAQ and a post's, and in their FAQPage data", async () => {
    const copy = fixtureSite();
    try {
      const faqs = join(copy.dataDir, 'faqs.yaml');
      writeFileSync(
        faqs,
        readFileSync(faqs, 'utf8').replace('answer: Yes, from', 'answer: Yes, at :fact{of=incentives.delhi.electricity}, from'),
      );
      const post = join(copy.dataDir, 'posts', 'first-ev-guide.md');
      writeFileSync(
        post,
        readFileSync(post, 'utf8').replace(
          'Most makers give eight years',
          'The Nexon EV has :warranty{car=tata-nexon-ev}; most give eight years',
        ),
      );
      const out = join(copy.root, 'dist');
      await build({ dataDir: copy.dataDir, outDir: out, buildDate: FIXTURE_DATE });
      const blog = readFileSync(join(out, 'blog.html'), 'utf8').replaceAll('<!-- -->', '');
      const copied = siteOn(loadSite({ dataDir: copy.dataDir }), FIXTURE_DATE);
      const delhi = quote('fact', { of: 'incentives.delhi.electricity' }, copied) as { text: string };
      expect(blog).toContain(`Yes, at ${delhi.text}, from a 15 A socket`);
      expect(blog).not.toContain(':fact{');
      const page = readFileSync(join(out, 'blog', 'first-ev-guide.html'), 'utf8').replaceAll('<!-- -->', '');
      expect(page).toContain('The Nexon EV has 8 years or 1,60,000 km; most give eight years');
      expect(page).toContain('"text":"The Nexon EV has 8 years or 1,60,000 km; most give eight years');
    } finally {
      copy.cleanup();
    }
  });

  it('place a problem of a folded answer at its own line and column', () => {
    const copy = fixtureSite();
    try {
      const faqs = join(copy.dataDir, 'faqs.yaml');
      writeFileSync(
        faqs,
        readFileSync(faqs, 'utf8').replace(
          'answer: Yes, from a 15 A socket or a wall box.',
          'answer: >-\n    Yes, from a 15 A socket or a wall box,\n    at :fact{of=incentives.delhi.tariff} in Delhi.',
        ),
      );
      const result = validateData(loadData({ dataDir: copy.dataDir, cwd: copy.root }), undefined, { today: FIXTURE_DATE });
      expect(result.diagnostics).toEqual([
        expect.objectContaining({
          code: 'directive-value',
          loc: expect.objectContaining({ file: 'data/faqs.yaml', line: 7, column: 8 }),
          field: '[1].answer',
          hint: expect.stringContaining('incentives.delhi.'),
        }),
      ]);
    } finally {
      copy.cleanup();
    }
  });

  it('are checked like a post: a directive the data cannot answer stops validation at its answer', () => {
    const copy = fixtureSite();
    try {
      const post = join(copy.dataDir, 'posts', 'first-ev-guide.md');
      writeFileSync(post, readFileSync(post, 'utf8').replace('Most makers give', 'It costs :price{car=tata-nexn}; most makers give'));
      const result = validateData(loadData({ dataDir: copy.dataDir, cwd: copy.root }), undefined, { today: FIXTURE_DATE });
      expect(result.diagnostics).toEqual([
        expect.objectContaining({
          code: 'directive-value',
          loc: expect.objectContaining({ file: 'data/posts/first-ev-guide.md', line: 16, column: 22 }),
          field: 'faqs[1].answer',
          message: ':price quotes car "tata-nexn", which data/ does not hold',
          hint: expect.stringContaining('"tata-nexon-ev"'),
        }),
      ]);
    } finally {
      copy.cleanup();
    }
  });
});

describe('names a directive takes', () => {
  it("are only its own: an object's inherited names are unknown, not a crash or a function's text", () => {
    expect(quote('constructor', {}, site)).toMatchObject({ problem: { kind: 'unknown-directive' } });
    expect(quote('fact', { of: 'calculators.toString' }, site)).toMatchObject({ problem: { kind: 'unknown-value', attribute: 'of' } });
    expect(quote('fact', { of: 'incentives.delhi.constructor' }, site)).toMatchObject({
      problem: { kind: 'unknown-value', attribute: 'of' },
    });
    expect(quote('ownership', { car: 'tata-nexon-ev', state: 'delhi', km: '50', show: 'constructor' }, site)).toMatchObject({
      problem: { kind: 'unknown-value', attribute: 'show' },
    });
    expect(quote('emi', { lakh: '12', rate: '9', months: '60', show: 'toString' }, site)).toMatchObject({
      problem: { kind: 'unknown-value', attribute: 'show' },
    });
  });

  it('take a number only as plain decimals', () => {
    for (const km of ['1e3', ' 5', '0x10', '+5', '5 km', '']) {
      expect(quote('ownership', { car: 'tata-nexon-ev', state: 'delhi', km, show: 'saves' }, site), km).toHaveProperty('problem');
    }
    expect(quote('ownership', { car: 'tata-nexon-ev', state: 'delhi', km: '7.5', show: 'km-a-year' }, site)).toMatchObject({
      text: '2,737.5 km a year',
    });
  });

  it('of :asof are those of what it dates, so a typo is not ignored', () => {
    expect(quote('asof', { lender: 'sbi', car: 'typo' }, site)).toMatchObject({
      problem: { kind: 'unknown-attribute', attribute: 'car', choices: ['lender'] },
    });
  });

  it("of an on-road price rest on every fee's date, as the car page's sum does", () => {
    const quoted = quote('onroad', { car: 'tata-nexon-ev', state: 'delhi' }, site);
    expect('facts' in quoted ? quoted.facts.map((fact) => fact.what) : []).toEqual(
      expect.arrayContaining(['price of the Tata Nexon EV', 'third-party insurance premiums', 'FASTag fee', 'registration fees']),
    );
  });
});
