import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runEvguide } from './cli-run.ts';
import { fixtureSite, SITE_DATA } from './fixture.ts';

// `evguide query <collection>` on the frozen fixture site, run as users run it (the compiled CLI). Expected values
// are read off tests/fixtures/site/data by hand; the build date is fixed (cli-run.ts), so stale facts are too.

const cacheDir = mkdtempSync(join(tmpdir(), 'evguide-query-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

/** Runs `evguide query COLLECTION ARGS` on the fixture site. */
const query = (collection: string, ...args: string[]) =>
  runEvguide(['query', collection, '--data', SITE_DATA, '--cache-dir', cacheDir, ...args]);

/** The parsed JSON output of a query that must succeed. */
function json<T = Record<string, unknown>>(collection: string, ...args: string[]): T[] {
  const { code, stdout, stderr } = query(collection, ...args, '--format', 'json');
  expect(code, stderr).toBe(0);
  return JSON.parse(stdout) as T[];
}

/** The lines of a query's output that must succeed. */
function lines(collection: string, ...args: string[]): string[] {
  const { code, stdout, stderr } = query(collection, ...args);
  expect(code, stderr).toBe(0);
  return stdout.trimEnd().split('\n');
}

/** NDJSON: one object a line, each parsed on its own. */
const ndjson = (collection: string, ...args: string[]) =>
  lines(collection, ...args, '--format', 'ndjson').map((line) => JSON.parse(line) as Record<string, unknown>);

/** A table's cells: columns are separated by two spaces or more. */
const cells = (tableLines: readonly string[]) => tableLines.map((line) => line.split(/ {2,}/));

describe('evguide query --help', () => {
  it('lists every collection, one line each', () => {
    const { code, stdout } = runEvguide(['query', '--help']);
    expect(code).toBe(0);
    for (const name of ['cars', 'brands', 'posts', 'glossary', 'upcoming', 'states', 'lenders', 'stale'])
      expect(stdout, name).toMatch(new RegExp(`^  ${name} \\[options\\] +\\S`, 'm'));
    expect(stdout).toContain('--where FIELD=VALUE');
    expect(stdout).toContain('FIELD:desc');
  });
});

describe('query cars', () => {
  it('picks dotted fields, filters numerically and sorts descending, as nested JSON', () => {
    // Batteries over 75 kWh: EV6 84, BE 6 79, XEV 9e 79 (a tie keeps id order), XC40 Recharge 78.
    expect(
      json('cars', '--fields', 'id,battery.capacityKwh', '--where', 'battery.capacityKwh>75', '--sort', 'battery.capacityKwh:desc'),
    ).toEqual([
      { id: 'kia-ev6', battery: { capacityKwh: 84 } },
      { id: 'mahindra-be6', battery: { capacityKwh: 79 } },
      { id: 'mahindra-xev9e', battery: { capacityKwh: 79 } },
      { id: 'volvo-xc40-recharge', battery: { capacityKwh: 78 } },
    ]);
  });

  it('prints computed estimates in CSV and NDJSON, and ANDs --where with its own filters', () => {
    // The Comet: 230 km ARAI x 0.75 = 172.5, rounded to 175 km.
    expect(lines('cars', '--fields', 'id,estimates.realWorldKm', '--where', 'id=MG-COMET-EV', '--format', 'csv')).toEqual([
      'id,estimates.realWorldKm',
      'mg-comet-ev,175',
    ]);
    expect(ndjson('cars', '--brand', 'tata', '--where', 'battery.capacityKwh<40', '--fields', 'id', '--sort', 'id')).toEqual([
      { id: 'tata-punch-ev' },
      { id: 'tata-tiago-ev' },
    ]);
  });

  it('knows its fields when its own filters leave no car', () => {
    expect(json('cars', '--brand', 'no-such-brand', '--fields', 'id,estimates.costPerKm')).toEqual([]);
  });

  it('keeps its table, and lays out --fields as dotted columns', () => {
    const { stdout, stderr } = query('cars', '--search', 'ev6');
    expect(stdout.split('\n')[0]).toMatch(/^ID\s+NAME\s+PRICE/);
    expect(stderr).toBe('1 of 19 cars on sale\n');
    // The Punch EV's battery: 35 kWh, packs of 25 and 35 (a list, joined), LFP, 8 years or 1,60,000 km.
    expect(cells(lines('cars', '--fields', 'id,battery', '--where', 'id=tata-punch-ev'))).toEqual([
      ['id', 'battery.capacityKwh', 'battery.options', 'battery.chemistry', 'battery.warranty.years', 'battery.warranty.km'],
      ['tata-punch-ev', '35', '25; 35', 'LFP', '8', '160000'],
    ]);
  });
});

describe('query brands', () => {
  it('sorts by car count, largest first, ties in slug order', () => {
    expect(json('brands', '--where', 'carCount>2', '--sort', 'carCount:desc', '--fields', 'slug,carCount')).toEqual([
      { slug: 'tata', carCount: 5 },
      { slug: 'mahindra', carCount: 3 },
      { slug: 'mg', carCount: 3 },
    ]);
  });

  it('quotes a comma in CSV (RFC 4180), finds text with ~, and prints a table and NDJSON', () => {
    expect(lines('brands', '--fields', 'slug,headquarters', '--where', 'headquarters~MAHARASHTRA', '--format', 'csv')).toEqual([
      'slug,headquarters',
      'mahindra,"Mumbai, Maharashtra"',
      'tata,"Mumbai, Maharashtra"',
    ]);
    expect(cells(lines('brands', '--fields', 'slug,established', '--where', 'established<1920'))).toEqual([
      ['slug', 'established'],
      ['bmw', '1916'],
      ['citroen', '1919'],
    ]);
    expect(ndjson('brands', '--fields', 'name', '--where', 'slug=kia')).toEqual([{ name: 'Kia India' }]);
  });
});

describe('query posts', () => {
  it('lists front matter and slug, newest first, without the Markdown', () => {
    const posts = json('posts');
    expect(posts).toHaveLength(10);
    expect(posts[0]).toMatchObject({ slug: 'government-ev-subsidies-2025', date: '2025-10-21', category: 'Loans/Finance' });
    expect(posts[0]).not.toHaveProperty('body');
  });

  it('filters by category (any case) and by a tag in a list, and sorts by date', () => {
    expect(json('posts', '--where', 'category=loans/finance', '--sort', 'date', '--fields', 'slug,date')).toEqual([
      { slug: 'ev-insurance-guide-india-2025', date: '2025-07-08' },
      { slug: 'best-ev-loan-apps-2025', date: '2025-08-12' },
      { slug: 'government-ev-subsidies-2025', date: '2025-10-21' },
    ]);
    expect(ndjson('posts', '--where', 'tags=charging', '--fields', 'slug')).toEqual([
      { slug: 'first-time-ev-buyer-guide-2025' },
      { slug: 'home-ev-charging-setup-guide' },
      { slug: 'ev-charging-infrastructure-india-2025' },
    ]);
  });

  it('joins a list in CSV and compares dates as written', () => {
    expect(lines('posts', '--fields', 'slug,tags', '--where', 'slug=tata-nexon-ev-vs-mg-zs-ev-2025', '--format', 'csv')).toEqual([
      'slug,tags',
      'tata-nexon-ev-vs-mg-zs-ev-2025,tata; mg; comparison; suv',
    ]);
    expect(cells(lines('posts', '--where', 'date>2025-10-01', '--fields', 'slug,date'))).toEqual([
      ['slug', 'date'],
      ['government-ev-subsidies-2025', '2025-10-21'],
      ['first-time-ev-buyer-guide-2025', '2025-10-14'],
      ['ev-vs-petrol-cost-comparison', '2025-10-07'],
    ]);
  });
});

describe('query glossary', () => {
  it('lists the 69 terms A to Z, in every format', () => {
    expect(json('glossary', '--fields', 'term')).toHaveLength(69);
    expect(json('glossary', '--where', 'term=ac charging', '--fields', 'term,updated')).toEqual([
      { term: 'AC charging', updated: '2025-08-15' },
    ]);
    expect(lines('glossary', '--where', 'term=AC charging', '--fields', 'term,matches', '--format', 'csv')).toEqual([
      'term,matches',
      'AC charging,AC charging; AC charger; AC chargers; slow charging',
    ]);
    expect(cells(lines('glossary', '--fields', 'term', '--limit', '2'))).toEqual([
      ['term'],
      ['AC charging'],
      ['ADAS (Advanced Driver Assistance Systems)'],
    ]);
    expect(ndjson('glossary', '--sort', 'term:desc', '--limit', '1', '--fields', 'term')).toHaveLength(1);
  });
});

describe('query upcoming', () => {
  it('filters and sorts by the expected price, in launch order otherwise', () => {
    expect(json('upcoming', '--where', 'expectedPrice.min<16', '--sort', 'expectedPrice.min', '--fields', 'id,expectedPrice.min')).toEqual([
      { id: 'hyundai-he1i', expectedPrice: { min: 10 } },
      { id: 'kia-syros-ev', expectedPrice: { min: 15 } },
      { id: 'maruti-e-vitara', expectedPrice: { min: 15.99 } },
    ]);
    expect(ndjson('upcoming', '--where', 'status=testing phase', '--fields', 'id,launch')).toEqual([
      { id: 'kia-syros-ev', launch: '2027-01' },
      { id: 'skoda-enyaq', launch: '2027-03' },
      { id: 'hyundai-he1i', launch: '2027-06' },
    ]);
    expect(lines('upcoming', '--where', 'brand=Tata Motors', '--format', 'csv')).toEqual([
      'id,name,brand,launch,status,expectedPrice.min,expectedPrice.max,expectedRangeKm',
      'tata-avinya,Tata Avinya,Tata Motors,2027-09,Development,30,45,500',
    ]);
    expect(cells(lines('upcoming', '--fields', 'id', '--limit', '1'))).toEqual([['id'], ['toyota-urban-cruiser-ev']]);
  });
});

describe('query states', () => {
  it('answers `--where name=Maharashtra --fields roadTax` with its road tax: none on EVs, 12% on petrol cars', () => {
    expect(json('states', '--where', 'name=Maharashtra', '--fields', 'roadTax')).toEqual([{ roadTax: { ev: 0, petrol: 12 } }]);
    expect(cells(lines('states', '--where', 'name=Maharashtra', '--fields', 'roadTax'))).toEqual([
      ['roadTax.ev', 'roadTax.petrol'],
      ['0', '12'],
    ]);
    expect(lines('states', '--where', 'name=maharashtra', '--fields', 'roadTax', '--format', 'csv')).toEqual([
      'roadTax.ev,roadTax.petrol',
      '0,12',
    ]);
  });

  it("keeps incentives.yaml's own keys beside name, roadTax (as in force on the build date) and tariff", () => {
    const [delhi] = json('states', '--where', 'slug=delhi');
    const petrol = [{ upToLakh: 6, percent: 4 }, { upToLakh: 10, percent: 7 }, { percent: 10 }];
    expect(delhi).toMatchObject({
      name: 'Delhi',
      state: 'Delhi',
      // The exemption up to ₹30 lakh as slabs: nothing up to the cap, the petrol rate of the price above it.
      roadTax: { ev: [{ upToLakh: 30, percent: 0 }, { percent: 10 }], petrol },
      roadTaxNote: 'No road tax on electric cars up to ₹30 lakh ex-showroom until 31 March 2030; dearer ones pay 10%, as on a petrol car',
      roadTaxPercent: { ev: { percent: 0, upToLakh: 30, until: '2030-03-31' }, petrol },
      tariff: 5.9,
      electricity: { perKwh: 5.9 },
    });
    expect(ndjson('states', '--sort', 'tariff:desc', '--limit', '2', '--fields', 'slug,tariff')).toEqual([
      { slug: 'maharashtra', tariff: 14.8 },
      { slug: 'gujarat', tariff: 7.8 },
    ]);
    // Where no electric car pays road tax on the build date: Delhi's exemption stops at ₹30 lakh, so it is not one.
    expect(json('states', '--where', 'roadTax.ev=0', '--fields', 'slug')).toEqual([
      { slug: 'maharashtra' },
      { slug: 'karnataka' },
      { slug: 'tamil-nadu' },
      { slug: 'telangana' },
    ]);
  });
});

describe('query lenders', () => {
  it('sorts by the lowest rate and filters by kind and tenure', () => {
    expect(lines('lenders', '--sort', 'rate.from', '--limit', '3', '--fields', 'slug,rate.from', '--format', 'csv')).toEqual([
      'slug,rate.from',
      'bank-of-baroda,8.15',
      'icici-bank,8.5',
      'sbi,8.75',
    ]);
    expect(json('lenders', '--where', 'kind=nbfc', '--fields', 'slug')).toEqual([
      { slug: 'kotak-mahindra-prime' },
      { slug: 'tata-capital' },
    ]);
    expect(ndjson('lenders', '--where', 'maxTenureMonths=96', '--where', 'kind=Bank', '--fields', 'slug')).toEqual([
      { slug: 'sbi' },
      { slug: 'axis-bank' },
    ]);
    expect(cells(lines('lenders', '--where', 'slug=sbi'))).toEqual([
      ['slug', 'name', 'kind', 'rate.from', 'rate.to', 'maxTenureMonths'],
      ['sbi', 'State Bank of India (Green Car Loan)', 'Bank', '8.75', '9.45', '96'],
    ]);
  });
});

describe('query stale', () => {
  it('filters and sorts the stale facts of 21 November 2025', () => {
    // incentives.yaml's oldest: Uttar Pradesh's policy (2023-03-05), then Karnataka's (2024-03-07, 624 days before).
    expect(json('stale', '--where', 'file~incentives.yaml', '--sort', 'asOf', '--limit', '2', '--fields', 'what,asOf,daysOld')).toEqual([
      { what: 'Uttar Pradesh incentive policy', asOf: '2023-03-05', daysOld: 992 },
      { what: 'Karnataka incentive policy', asOf: '2024-03-07', daysOld: 624 },
    ]);
    expect(lines('stale', '--where', 'what~karnataka incentive', '--fields', 'line,asOf', '--format', 'csv')).toEqual([
      'line,asOf',
      '78,2024-03-07',
    ]);
    expect(ndjson('stale', '--where', 'what=Gujarat incentive policy', '--fields', 'daysOld')).toEqual([{ daysOld: 217 }]);
    const { stdout, stderr } = query('stale', '--where', 'what~Karnataka');
    expect(stdout.split('\n')[0]).toMatch(/^WHERE\s+FACT\s+AS OF/);
    expect(stderr).toBe('2 stale facts\n');
  });
});

describe('query usage errors', () => {
  it.each([
    ['lenders', ['--fields', 'slug,rate.fromm'], '--fields rate.fromm', 'dotted paths: rate.from, rate.to, rate.asOf, rate.source'],
    ['states', ['--where', 'roadtax=0'], '--where roadtax', 'roadTax.ev, roadTax.petrol'],
    // Posts have no nested objects (their FAQs are a list), so no dotted paths.
    ['posts', ['--sort', 'published:desc'], '--sort published', 'Fields: title, description, excerpt, category, date'],
  ])('exits 2 on an unknown field of %s and lists the fields there are', (collection, args, message, listed) => {
    const { code, stdout, stderr } = query(collection, ...(args as string[]));
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^error: /);
    expect(stderr).toContain(message);
    expect(stderr).toMatch(/Fields: .*slug/);
    expect(stderr).toContain(listed);
  });

  it('lists the named orders of cars too when a sort is misspelt', () => {
    const { code, stderr } = query('cars', '--sort', 'price-lo');
    expect(code).toBe(2);
    expect(stderr).toContain('--sort price-lo: no row of cars has a field "price-lo"');
    expect(stderr).toContain('; or a named order: price-low, price-high, range');
  });

  it('exits 2 on a condition without an operator', () => {
    const { code, stderr } = query('lenders', '--where', 'slug');
    expect(code).toBe(2);
    expect(stderr).toContain('write field=value');
  });
});

/** `evguide query COLLECTION ARGS` on a copy of a fixture, with a cache of its own beside the data. */
const queryCopy = (site: { root: string; dataDir: string }, collection: string, ...args: string[]) =>
  runEvguide(['query', collection, '--data', site.dataDir, '--cache-dir', join(site.root, 'cache'), ...args]);

describe('the cached rows behind query', () => {
  it('answers from fresh data after a file changes, and reports a problem it brings', () => {
    const site = fixtureSite();
    try {
      const run = () => queryCopy(site, 'lenders', '--where', 'slug=sbi', '--fields', 'rate.from', '--format', 'csv');
      expect(run().stdout).toBe('rate.from\n8.75\n');
      expect(run().stdout).toBe('rate.from\n8.75\n');
      const file = join(site.dataDir, 'lenders.yaml');
      writeFileSync(file, readFileSync(file, 'utf8').replace('from: 8.75', 'from: 8.5'));
      expect(run().stdout).toBe('rate.from\n8.5\n');
      writeFileSync(file, readFileSync(file, 'utf8').replace('from: 8.5', 'from: low'));
      const broken = run();
      expect(broken.code).toBe(1);
      expect(broken.stderr).toContain('lenders.yaml');
    } finally {
      site.cleanup();
    }
  });

  it('answers from a post as it is now, Markdown files included', () => {
    const site = fixtureSite();
    try {
      const run = () => queryCopy(site, 'posts', '--where', 'slug=first-ev-guide', '--fields', 'title', '--format', 'csv');
      expect(run().stdout).toBe('title\n"Your first electric car, step by step"\n');
      const file = join(site.dataDir, 'posts', 'first-ev-guide.md');
      writeFileSync(file, readFileSync(file, 'utf8').replace('title: Your first electric car,', 'title: Your first EV,'));
      expect(run().stdout).toBe('title\n"Your first EV, step by step"\n');
      writeFileSync(file, readFileSync(file, 'utf8').replace(/^title: .*$/m, 'title: ""'));
      const broken = run();
      expect(broken.code).toBe(1);
      expect(broken.stderr).toContain('first-ev-guide.md');
    } finally {
      site.cleanup();
    }
  });

  it('keeps every collection cached when queries alternate between them', () => {
    const site = fixtureSite();
    try {
      const names = ['lenders', 'stale', 'posts', 'glossary', 'upcoming', 'states', 'brands', 'cars'];
      for (const name of names) expect(queryCopy(site, name).code).toBe(0);
      // Each collection's rows are still there once all the others have been answered and saved (brands, cars and
      // states are answered from the cached catalogue).
      const packs = readdirSync(join(site.root, 'cache')).filter((file) => file.startsWith('query-'));
      for (const name of names.filter((name) => !['brands', 'cars', 'states'].includes(name)))
        expect(
          packs.some((file) => file.startsWith(`query-${name}-`)),
          name,
        ).toBe(true);
    } finally {
      site.cleanup();
    }
  });
});
