import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureSite, SITE_DATA } from './fixture.ts';
import { NOT_IN_ACTIONS } from './cli-run.ts';

// These run the compiled CLI exactly as users do (bin/evguide.js -> lib/evguide.cjs, built by `npm test`'s pretest).
const evguide = (args: string[], cwd = process.cwd()) => {
  const result = spawnSync(process.execPath, [join(process.cwd(), 'bin/evguide.js'), ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, ...NOT_IN_ACTIONS },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
};

const work = mkdtempSync(join(tmpdir(), 'evguide-cli-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
beforeAll(() => {
  if (!existsSync('lib/evguide.cjs')) throw new Error('lib/evguide.cjs is missing: run `node scripts/build-cli.mjs` (npm test does)');
});

describe('evguide query cars', () => {
  it('prints a JSON array of only the Tata cars on stdout', () => {
    const { code, stdout, stderr } = evguide(['query', 'cars', '--data', SITE_DATA, '--brand', 'tata', '--format', 'json']);
    expect(code).toBe(0);
    expect(stderr).toBe('');
    const cars = JSON.parse(stdout) as { id: string; brand: string; price: { min: number } }[];
    expect(cars.length).toBeGreaterThanOrEqual(5);
    expect(cars.every((car) => car.brand === 'tata')).toBe(true);
  });

  it('filters and sorts, and prints CSV with a header', () => {
    const { code, stdout } = evguide(['query', 'cars', '--data', SITE_DATA, '--max-price', '20', '--sort', 'price-low', '--format', 'csv']);
    expect(code).toBe(0);
    const [header, ...rows] = stdout.trim().split('\n');
    expect(header).toBe(
      'id,name,brand,body,priceMinLakh,priceMaxLakh,rangeKm,batteryKwh,powerBhp,rating,scoreCriteria,realWorldKm,costPerKmRupees,dcTenToEightyMin',
    );
    const prices = rows.map((row) => Number(row.split(',')[4]));
    expect(prices.every((price) => price <= 20)).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("adds the models' estimates: real-world range, cost per km for the buyer's situation, DC 10-80% time", () => {
    const { code, stdout } = evguide([
      ...['query', 'cars', '--data', SITE_DATA, '--sort', 'cost-per-km', '--format', 'json'],
      ...['--tariff', '8', '--home-share', '100'],
    ]);
    expect(code).toBe(0);
    const [cheapest] = JSON.parse(stdout) as { id: string; estimates: unknown }[];
    // The Comet: 230 km ARAI x 0.75 = 172.5 -> 175 km; 17.3 kWh / 175 km / 0.9 x ₹8 = ₹0.88 a km; no DC.
    expect(cheapest).toMatchObject({ id: 'mg-comet-ev', estimates: { realWorldKm: 175, costPerKm: 0.88, dcTenToEightyMinutes: null } });
    // With no home charger, all of it at ₹24 at public chargers: 17.3 / 175 / 0.9 x 24 = ₹2.64 a km. The situation is
    // in each record, so a script sees what the figures are for.
    const [publicOnly] = JSON.parse(
      evguide(['query', 'cars', '--data', SITE_DATA, '--sort', 'cost-per-km', '--format', 'json', '--home-share', '0']).stdout,
    ) as { id: string; estimates: { costPerKm: number }; situation: { homeShare: number } }[];
    expect(publicOnly!.estimates.costPerKm).toBeGreaterThan(2);
    expect(publicOnly!.situation).toMatchObject({ homeShare: 0 });
  });

  it('filters by the estimates: real-world range, cost per km and DC time', () => {
    const ids = (args: string[]) =>
      evguide(['query', 'cars', '--data', SITE_DATA, ...args, '--format', 'csv'])
        .stdout.trim()
        .split('\n')
        .slice(1)
        .map((row) => row.split(',')[0]);
    // Under ₹1 a km and 10-80% on DC within an hour: the Comet (₹0.88) has no DC; the Tiago (₹0.91, 58 min) and
    // Punch (₹0.99, 56 min) pass; the Kona is ₹1.02.
    const atEight = ['--tariff', '8', '--home-share', '100'];
    expect(ids(['--max-cost-per-km', '1', '--max-dc-minutes', '60', '--sort', 'cost-per-km', ...atEight])).toEqual([
      'tata-tiago-ev',
      'tata-punch-ev',
    ]);
    expect(ids(['--min-real-range', '480', '--sort', 'real-range'])).toEqual(['mahindra-be6', 'kia-ev6', 'mahindra-xev9e']);
  });

  it('filters by an on-road budget in a state, through any variant, and says what each costs on the road there', () => {
    const run = (args: string[]) =>
      JSON.parse(evguide(['query', 'cars', '--data', SITE_DATA, '--brand', 'tata', ...args, '--format', 'json']).stdout) as {
        id: string;
        onRoadFrom?: { state: string; rupees: number };
      }[];
    // Uttar Pradesh charges 10% road tax on EVs in the frozen site. The Nexon EV's Creative+ MR, ₹12.49 lakh:
    // 12,49,000 + 1,24,900 road tax + insurance (₹20,907 + 2.5% of ₹11,86,550) x 1.18 = ₹59,673.49 + FASTag ₹300 +
    // TCS ₹12,490 = ₹14,46,363.49. Its dearer variants cost more, so it passes ₹14.5 lakh through its cheapest alone.
    const upTo = run(['--state', 'uttar-pradesh', '--max-on-road', '14.5']);
    expect(upTo.map((car) => car.id)).toEqual(['tata-nexon-ev', 'tata-punch-ev', 'tata-tiago-ev']);
    expect(upTo[0]!.onRoadFrom).toEqual({ state: 'uttar-pradesh', rupees: 1_446_363 });
    // Without a state asked for, nothing says on-road.
    expect(run([])[0]!.onRoadFrom).toBeUndefined();
    const wrong = evguide(['query', 'cars', '--data', SITE_DATA, '--state', 'atlantis']);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('--state atlantis is not a state of incentives.yaml; choose one of maharashtra, delhi');
  });

  it('takes Coupe SUVs in when asked for SUVs', () => {
    const csv = evguide(['query', 'cars', '--data', SITE_DATA, '--body', 'suv', '--format', 'csv']).stdout;
    expect(csv).toMatch(/^tata-curvv-ev,.*,Coupe SUV,/m);
    expect(csv).toMatch(/^tata-nexon-ev,.*,SUV,/m);
    expect(csv).not.toMatch(/Hatchback/);
  });

  it('prints a table by default and the count on stderr', () => {
    const { code, stdout, stderr } = evguide(['query', 'cars', '--data', SITE_DATA, '--search', 'ev6']);
    expect(code).toBe(0);
    expect(stdout.split('\n')[0]).toMatch(/^ID\s+NAME\s+PRICE/);
    expect(stdout).toContain('kia-ev6');
    expect(stderr).toBe('1 of 19 cars on sale\n');
  });

  it('exits 2 on a sort that does not exist or a price that is not a number', () => {
    expect(evguide(['query', 'cars', '--data', SITE_DATA, '--sort', 'cheapest']).code).toBe(2);
    const { code, stderr } = evguide(['query', 'cars', '--data', SITE_DATA, '--max-price', 'cheap']);
    expect(code).toBe(2);
    expect(stderr).toContain('--max-price must be a number');
  });
});

describe('evguide query output', () => {
  /** RFC 4180: fields in double quotes may hold commas, quotes (doubled) and line breaks. */
  function parseCsv(text: string): string[][] {
    const rows: string[][] = [];
    let row: string[] = [];
    let field = '';
    let quoted = false;
    for (let i = 0; i < text.length; i++) {
      const char = text[i]!;
      if (quoted) {
        if (char === '"' && text[i + 1] === '"') {
          field += '"';
          i++;
        } else if (char === '"') quoted = false;
        else field += char;
      } else if (char === '"') quoted = true;
      else if (char === ',') {
        row.push(field);
        field = '';
      } else if (char === '\n') {
        row.push(field);
        rows.push(row);
        row = [];
        field = '';
      } else field += char;
    }
    return rows;
  }

  it('quotes commas, quotes and line breaks in CSV, so that it parses back to the same values', () => {
    const site = fixtureSite();
    try {
      const car = join(site.dataDir, 'cars', 'mg-comet-ev.yaml');
      writeFileSync(car, readFileSync(car, 'utf8').replace('name: MG Comet EV', 'name: \'MG Comet EV "Blackstorm", 2025\''));
      const { code, stdout } = evguide(['query', 'cars', '--data', site.dataDir, '--format', 'csv', '--search', 'comet']);
      expect(code).toBe(0);
      const [header, ...rows] = parseCsv(stdout);
      expect(rows.map((row) => row[header!.indexOf('name')])).toEqual(['MG Comet EV "Blackstorm", 2025']);
    } finally {
      site.cleanup();
    }
  });

  it('exits quietly when the reader closes the pipe early', async () => {
    const child = spawn(process.execPath, [join(process.cwd(), 'bin/evguide.js'), 'query', 'cars', '--format', 'json'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    // Read one chunk, then close our end, as `| head -c 10` does.
    child.stdout.once('data', () => child.stdout.destroy());
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(stderr).not.toContain('Error');
    expect(code).toBe(0);
  });
});

describe('the catalogue cache behind evguide query', () => {
  it('answers from fresh data after a car file changes, and reports problems it finds', () => {
    const site = fixtureSite();
    try {
      const names = () =>
        (JSON.parse(evguide(['query', 'cars', '--brand', 'mg', '--format', 'json'], site.root).stdout) as { name: string }[]).map(
          (car) => car.name,
        );
      expect(names()).toEqual(['MG Comet EV']);
      expect(names()).toEqual(['MG Comet EV']);
      const file = join(site.dataDir, 'cars', 'mg-comet-ev.yaml');
      writeFileSync(file, readFileSync(file, 'utf8').replace('name: MG Comet EV', 'name: MG Comet EV Blackstorm'));
      expect(names()).toEqual(['MG Comet EV Blackstorm']);
      writeFileSync(file, readFileSync(file, 'utf8').replace(/^price: .*$/m, 'price: cheap'));
      const broken = evguide(['query', 'cars'], site.root);
      expect(broken.code).toBe(1);
      expect(broken.stderr).toContain('data/cars/mg-comet-ev.yaml');
    } finally {
      site.cleanup();
    }
  });
});

describe('evguide query brands', () => {
  it('lists the nine brands as JSON with their car counts', () => {
    const brands = JSON.parse(evguide(['query', 'brands', '--data', SITE_DATA, '--format', 'json']).stdout) as {
      slug: string;
      carCount: number;
    }[];
    expect(brands).toHaveLength(9);
    expect(brands.find((brand) => brand.slug === 'tata')?.carCount).toBe(5);
  });
});

describe('evguide validate', () => {
  it('exits 0 on valid data', () => {
    const { code, stderr } = evguide(['validate', '--data', SITE_DATA]);
    expect(code).toBe(0);
    const counts = /is valid: 19 cars, 9 brands, 10 posts \((\d+) to (\d+) words\), (\d+) glossary terms/.exec(stderr);
    expect(counts, stderr).not.toBeNull();
    expect(Number(counts![1])).toBeGreaterThanOrEqual(800);
    expect(Number(counts![2])).toBeLessThanOrEqual(1500);
    expect(Number(counts![3])).toBeGreaterThanOrEqual(60);
  });

  it('exits 1 and names each broken file with the line of its price', () => {
    const site = fixtureSite('price-wrong-type');
    try {
      const { code, stdout, stderr } = evguide(['validate', '--data', 'data'], site.root);
      expect(code).toBe(1);
      expect(stdout).toBe('');
      expect(stderr).toContain(
        'data/cars/tata-nexon-ev.yaml:11:1  price: expected a mapping with min, asOf and source, found the text "12.49 lakh"',
      );
      expect(stderr).toContain('data/cars/tata-tiago-ev.yaml:9:1  price:');
      expect(stderr).toContain('2 problems in 2 files');
      expect(stderr).not.toMatch(/\bat .*\.js:\d+/);
    } finally {
      site.cleanup();
    }
  });
});

describe('evguide build', () => {
  it('exits 1 on bad data and leaves the previous output', () => {
    const out = join(work, 'site');
    expect(evguide(['build', '--data', SITE_DATA, '--out', out]).code).toBe(0);
    const site = fixtureSite('unknown-brand');
    try {
      const { code, stderr } = evguide(['build', '--data', site.dataDir, '--out', out]);
      expect(code).toBe(1);
      expect(stderr).toContain('brand: no brand has the id "mgg"; did you mean "mg"?');
      expect(existsSync(join(out, 'cars', 'tata-nexon-ev.html'))).toBe(true);
    } finally {
      site.cleanup();
    }
  });

  it('runs a large data folder with a heap sized to it, passing on the exit code; a small one as it is', () => {
    const site = fixtureSite('unknown-brand');
    try {
      expect(evguide(['build', '--data', site.dataDir, '--out', join(work, 'small')]).stderr).not.toContain('heap');
      // 17 MB of Markdown in a post nobody validates past its missing front matter: large, and broken.
      writeFileSync(join(site.dataDir, 'posts', 'huge.md'), `${'An electric car. '.repeat(1_000_000)}\n`);
      const { code, stderr } = evguide(['build', '--data', site.dataDir, '--out', join(work, 'large')]);
      expect(stderr).toMatch(/^\d+ MB of data: running with a \d+ MB heap$/m);
      expect(stderr).toContain('brand: no brand has the id "mgg"');
      expect(code).toBe(1);
    } finally {
      site.cleanup();
    }
  });

  it('exits 2 on a base URL that is not absolute or would add a line to robots.txt, before writing anything', () => {
    for (const baseUrl of [
      'evguide.in',
      'https://evguide.in\nDisallow:/x',
      'https://evguide.in\r\nSitemap: https://evil.example/s.xml',
      'https://evguide.in\n',
    ]) {
      expect(evguide(['build', '--out', join(work, 'x'), '--base-url', baseUrl]).code).toBe(2);
      expect(existsSync(join(work, 'x'))).toBe(false);
    }
  });
});

describe('evguide serve', () => {
  it('sends the security headers on every response, assets immutable for a year and pages revalidated', async () => {
    const out = join(work, 'served');
    expect(evguide(['build', '--data', SITE_DATA, '--out', out]).code).toBe(0);
    const server = spawn(process.execPath, [join(process.cwd(), 'bin/evguide.js'), 'serve', '--out', out, '--port', '4391'], {
      stdio: 'ignore',
    });
    try {
      const get = async (path: string) => {
        for (let attempt = 0; ; attempt++) {
          try {
            return await fetch(`http://127.0.0.1:4391${path}`);
          } catch (error) {
            if (attempt > 50) throw error;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
      };
      const stylesheet = readdirSync(join(out, 'assets')).find((name) => name.endsWith('.css'))!;
      for (const path of ['/', '/cars/tata-nexon-ev', `/assets/${stylesheet}`, '/images/cars/tata-nexon-ev.svg', '/no-such-page']) {
        const response = await get(path);
        const csp = response.headers.get('content-security-policy') ?? '';
        expect(csp, path).toContain("script-src 'self'");
        expect(csp, path).not.toContain('unsafe-inline');
        expect(csp, path).toContain("frame-ancestors 'none'");
        expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
        expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
        expect(response.headers.get('permissions-policy'), path).toContain('camera=()');
      }
      expect((await get(`/assets/${stylesheet}`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await get('/cars')).headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
      expect(readFileSync(join(out, '_headers'), 'utf8')).toContain("Content-Security-Policy: default-src 'self'");
    } finally {
      server.kill();
    }
  });
});

describe('evguide usage', () => {
  it('prints the version and help, exiting 0', () => {
    expect(evguide(['--version']).stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
    const help = evguide(['build', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('--base-url <url>');
  });

  it('exits 2 on an unknown command or option', () => {
    expect(evguide(['deploy']).code).toBe(2);
    expect(evguide(['build', '--fast']).code).toBe(2);
  });

  it.each([
    [['query', 'trucks'], "unknown command 'trucks'"],
    [['query', 'cars', '--min-range', '-5'], '--min-range must be 0 or more.'],
    [['query', 'cars', '--max-price', 'ten'], '--max-price must be a number.'],
    [['serve', '--port', '99999'], '--port must be a whole number from 0 to 65535.'],
    [['dev', '--port', '80.5'], '--port must be a whole number from 0 to 65535.'],
    [['build', '--threads', '0'], '--threads must be a whole number, 1 or more.'],
    [['serve', '--out', 'no-such-folder'], 'no-such-folder holds no built site; run `evguide build` first'],
    // Numbers are decimal: Number() would read 0x10 as 16 and 1e3 as 1000.
    [['serve', '--port', '0x10'], '--port must be a whole number from 0 to 65535.'],
    [['build', '--threads', '0x2'], '--threads must be a whole number, 1 or more.'],
    [['query', 'cars', '--max-price', '1e3'], '--max-price must be a number.'],
    [['query', 'cars', '--min-range', 'Infinity'], '--min-range must be a number.'],
    [['serve', '--host', 'example.com'], '--host must be an IP address, such as 127.0.0.1 or 0.0.0.0, or localhost.'],
    [
      ['validate', '--data', 'package.json'],
      '--data package.json is a file, not a folder; give the folder that holds site.yaml, such as --data data',
    ],
    [
      ['query', 'cars', '--data', 'no-such-data'],
      '--data no-such-data does not exist; give the folder that holds site.yaml, such as --data data',
    ],
    [
      ['build', '--base-url', 'https://evguide.in\nDisallow: /'],
      '--base-url must be an http(s) URL without spaces, line breaks, quotes or brackets, e.g. https://example.com',
    ],
    [
      ['build', '--base-url', 'https://evguide.in\nDisallow:/x'],
      '--base-url must be an http(s) URL without spaces, line breaks, quotes or brackets, e.g. https://example.com',
    ],
    [
      ['build', '--base-url', 'https://evguide.in\n'],
      '--base-url must be an http(s) URL without spaces, line breaks, quotes or brackets, e.g. https://example.com',
    ],
    [
      ['build', '--base-url', 'https://evguide.in/\tx'],
      '--base-url must be an http(s) URL without spaces, line breaks, quotes or brackets, e.g. https://example.com',
    ],
    [
      ['build', '--base-url', 'https://evguide.in/"><script>'],
      '--base-url must be an http(s) URL without spaces, line breaks, quotes or brackets, e.g. https://example.com',
    ],
    [
      ['build', '--base-url', 'https://evguide.in/?utm=1'],
      '--base-url must be an http(s) URL without a query or fragment, e.g. https://example.com',
    ],
  ])('answers %j with a usage message and exit code 2, no stack trace', (args, message) => {
    const { code, stderr } = evguide(args);
    expect(code).toBe(2);
    expect(stderr).toMatch(/^error: /);
    expect(stderr).toContain(message);
    expect(stderr).not.toMatch(/^\s+at /m);
  });

  it('says a port is in use, with exit code 2, rather than crashing on the unhandled error', async () => {
    const taken = createServer();
    await new Promise<void>((ready) => taken.listen(0, '127.0.0.1', ready));
    const { port } = taken.address() as AddressInfo;
    try {
      const site = join(work, 'tiny-site');
      mkdirSync(site, { recursive: true });
      writeFileSync(join(site, 'serve.json'), '{}');
      const { code, stderr } = evguide(['serve', '--out', site, '--port', String(port)]);
      expect(code).toBe(2);
      expect(stderr).toBe(`error: port ${port} is in use by another program; choose another with --port\n`);
    } finally {
      taken.close();
    }
  });
});
