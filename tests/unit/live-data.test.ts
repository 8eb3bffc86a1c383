import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runEvguide } from './cli-run.ts';

// The guide's own data/ changes whenever its facts do: these checks assert what must hold of any content (every
// car has a page, sorting sorts, the CLI and the site agree), never counts or names. Behaviour is tested on the
// frozen site in tests/fixtures/site/.
const work = mkdtempSync(join(tmpdir(), 'evguide-live-'));
const out = join(work, 'dist');
const ids = (folder: string) =>
  readdirSync(join('data', folder))
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => name.slice(0, -5));

beforeAll(() => {
  const built = runEvguide(['build', '--out', out, '--no-cache'], { env: { SOURCE_DATE_EPOCH: '' } });
  expect(built.code, built.stderr).toBe(0);
}, 60_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the live data', () => {
  it('validates (facts past staleAfterDays are warnings here; the maintainers re-check them)', () => {
    const { code, stderr } = runEvguide(['validate'], { env: { SOURCE_DATE_EPOCH: '' } });
    expect(code, stderr).toBe(0);
  });

  it('has a page for every car and brand, each in the sitemap', () => {
    const sitemap = readFileSync(join(out, 'sitemap.xml'), 'utf8');
    for (const id of ids('cars')) {
      expect(existsSync(join(out, 'cars', `${id}.html`)), id).toBe(true);
      expect(sitemap, id).toContain(`/cars/${id}</loc>`);
    }
    for (const slug of ids('brands')) expect(existsSync(join(out, 'brands', `${slug}.html`)), slug).toBe(true);
  });

  it('agrees with evguide query cars: the same cars, prices, ranges and estimates', () => {
    const { code, stdout } = runEvguide(['query', 'cars', '--format', 'csv', '--sort', 'price-low']);
    expect(code).toBe(0);
    const [header, ...rows] = stdout
      .trim()
      .split('\n')
      .map((line) => line.split(','));
    const column = (name: string) => header!.indexOf(name);
    const published = JSON.parse(readFileSync(join(out, 'data', 'cars.json'), 'utf8')) as {
      id: string;
      price: { min: number; max?: number };
      range: { claimedKm: number };
      estimates: { realWorldKm: number; costPerKm: number };
      status?: unknown;
    }[];
    // The index also holds the cars no longer sold new (with their status); the query, like the directory, leaves them out.
    const site = new Map(published.filter((car) => car.status === undefined).map((car) => [car.id, car]));
    expect(rows.map((row) => row[column('id')]).sort()).toEqual([...site.keys()].sort());
    for (const row of rows) {
      const car = site.get(row[column('id')]!)!;
      expect(Number(row[column('priceMinLakh')]), car.id).toBe(car.price.min);
      // A car whose top price is not confirmed yet has none ("from").
      expect(row[column('priceMaxLakh')], car.id).toBe(String(car.price.max ?? ''));
      expect(Number(row[column('rangeKm')]), car.id).toBe(car.range.claimedKm);
      expect(Number(row[column('realWorldKm')]), car.id).toBe(car.estimates.realWorldKm);
      expect(Number(row[column('costPerKmRupees')]), car.id).toBe(car.estimates.costPerKm);
    }
    // Sorted by starting price, cheapest first.
    const prices = rows.map((row) => Number(row[column('priceMinLakh')]));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });
});
