import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, loadSite } from '../../src/build.ts';
import { scoreOf } from '../../src/domain/index.ts';
import { runEvguide } from './cli-run.ts';
import { fixtureSite } from './fixture.ts';

// A new car is listed with what a source confirms (price from, battery, range, charging) while the rest of its
// details wait: each unconfirmed one is written null and read "Not confirmed", never guessed.
const site = fixtureSite();
const out = join(site.root, 'dist');
const read = (file: string) => readFileSync(join(out, file), 'utf8').replaceAll('<!-- -->', '');
const edit = (file: string, from: string, to: string) => {
  const path = join(site.dataDir, file);
  const text = readFileSync(path, 'utf8');
  expect(text, `${file} holds the text the test edits`).toContain(from);
  writeFileSync(path, text.replace(from, to));
};
afterAll(() => site.cleanup());

beforeAll(async () => {
  const tiago = 'cars/tata-tiago-ev.yaml';
  edit(tiago, 'price: { min: 7.99, max: 11.14,', 'price: { min: 7.99,');
  edit(tiago, /petrolAlternative: .*\n/.exec(readFileSync(join(site.dataDir, tiago), 'utf8'))![0], '');
  edit(tiago, 'testCycle: MIDC', 'testCycle: null');
  edit(tiago, 'torqueNm: 114', 'torqueNm: null');
  edit(tiago, 'dc: { kw: 25, minutes: 58,', 'dc: { kw: 25, minutes: null,');
  edit(tiago, 'bootLitres: 240', 'bootLitres: null');
  edit(tiago, 'airbags: 2', 'airbags: null');
  writeFileSync(
    join(site.dataDir, 'also-on-sale.yaml'),
    [
      '- name: Kia Carens Clavis EV',
      '  since: 2024-06',
      '  confirmed: Kia sells an electric version of the Carens Clavis.',
      '  notConfirmed: its prices and range',
      '  asOf: 2024-06-15',
      '  source: https://example.org/clavis-ev',
      '',
    ].join('\n'),
  );
  await build({ dataDir: site.dataDir, outDir: out, buildDate: new Date('2026-11-21T00:00:00Z'), cwd: site.root });
}, 60_000);

describe('a car on sale with too little confirmed to compare', () => {
  it('is named under the directory with what is confirmed, its date and source', () => {
    const directory = read('cars.html');
    expect(directory).toContain('Also on sale, not compared yet');
    expect(directory).toContain('<h3>Kia Carens Clavis EV</h3>');
    expect(directory).toContain('On sale since June 2024');
    expect(directory).toContain('Not confirmed yet: its prices and range.');
    const props = /data-island-props[^>]*>(.*?)<\/script>/s.exec(directory)?.[1] ?? '';
    expect(props).not.toContain('Clavis');
  });

  it('goes stale like any dated fact (the CLI in tests builds as of 21 November 2025)', () => {
    const { stdout: stale, stderr } = runEvguide(['query', 'stale', '--data', site.dataDir, '--format', 'csv']);
    expect(stale, stderr).toContain('status of the Kia Carens Clavis EV');
  });
});

describe('a car with details not confirmed yet', () => {
  it('validates, and is listed in the directory and by evguide query cars', () => {
    expect(runEvguide(['validate', '--data', site.dataDir]).code).toBe(0);
    const csv = runEvguide(['query', 'cars', '--data', site.dataDir, '--format', 'csv']).stdout;
    expect(csv).toMatch(/^tata-tiago-ev,Tata Tiago EV,tata,Hatchback,7.99,,/m);
    expect(read('cars.html')).toContain('From ₹7.99 Lakh');
  });

  it('says "Not confirmed" for each unknown, and never prints null', () => {
    const page = read('cars/tata-tiago-ev.html');
    expect(page).toContain('From ₹7.99 Lakh');
    expect(page).toContain('Torque not confirmed');
    // Sold with two packs, and only its starting price known: the page is its cheapest version's, the 19.2 kWh pack,
    // whose claim no source gives, so its range is an estimate and says so.
    expect(page).toContain('Our estimate: its claim is not confirmed');
    expect(page).toContain('no source confirms this 19.2 kWh pack&#x27;s claim');
    expect(page).toContain('The maker does not say which cycle its claim is from');
    expect(page).toContain('its charging time is not confirmed yet');
    expect(page.match(/Not confirmed/g)?.length).toBeGreaterThanOrEqual(4);
    expect(page).not.toMatch(/>null<| null (km|kW|Nm|bhp|litres)/);
  });

  it('offers no petrol comparison without a petrol alternative, and says why', () => {
    const page = read('cars/tata-tiago-ev.html');
    expect(page).toContain('No comparison with a petrol car yet');
    expect(page).not.toContain('data-island="OwnershipCost"');
    expect(read('ev-incentives.html')).not.toContain('value="tata-tiago-ev"');
    expect(read('ev-incentives.html')).toContain('value="tata-nexon-ev"');
  });

  it('leaves out of its score what cannot be scored, and says so', () => {
    const car = loadSite({ dataDir: site.dataDir }).cars.find((c) => c.id === 'tata-tiago-ev')!;
    const score = scoreOf(car, loadSite({ dataDir: site.dataDir }).calculators);
    const parts = Object.fromEntries(score.parts.map((part) => [part.criterion, part.points]));
    expect(parts.charging).toBeNull();
    expect(parts.safety).toBeNull();
    // Two packs and only a starting price: the price of the pack the range is claimed for is not known.
    expect(parts.value).toBeNull();
    const counted = score.parts.flatMap((part) => (part.points === null ? [] : [part.points]));
    expect(counted).toHaveLength(2);
    expect(score.counted).toBe(2);
    expect(score.overall).toBe(Math.round((counted.reduce((a, b) => a + b, 0) / 2) * 10) / 10);
    const page = read('cars/tata-tiago-ev.html');
    expect(page).toContain('DC charging time not confirmed');
    expect(page).toContain('Not counted');
    expect(page).toContain('the average of the 2 that could be scored');
    expect(page).toContain('aria-label="Scores ');
    expect(page).toContain(', on 2 of 5 criteria"');
    expect(read('cars.html')).toContain('(2 of 5)');
  });
});
