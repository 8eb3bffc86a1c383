import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, loadSite } from '../../src/build.ts';
import fg from 'fast-glob';
import {
  carEstimates,
  environmental,
  environmentalModel,
  formatMonthYear,
  isOnSale,
  savings,
  scoreOf,
  siteMix,
  siteSituation,
} from '../../src/domain/index.ts';
import { runEvguide } from './cli-run.ts';
import { SITE_DATA } from './fixture.ts';

// One model per quantity: the same figure must read the same wherever the site shows it. Built from the frozen site.
const work = mkdtempSync(join(tmpdir(), 'evguide-consistency-'));
const out = join(work, 'dist');
const site = loadSite({ dataDir: SITE_DATA });
// What a page shows: without the strings its islands may need (templates/islands/runtime/protocol.ts), which a visitor sees
// only if an island uses them.
const read = (file: string) =>
  readFileSync(join(out, file), 'utf8')
    .replaceAll('<!-- -->', '')
    .replace(/<script type="application\/json" data-island-text="[^"]*">[\s\S]*?<\/script>/g, '');
/** The card of a car on a directory page, found by its "View details" link; undefined when it is on another page. */
const cardOf = (page: string, name: string) =>
  page.split('<article').find((part) => part.includes(`aria-label="View details of the ${name}"`));

beforeAll(async () => {
  await build({ dataDir: SITE_DATA, outDir: out, buildDate: new Date('2026-11-21T00:00:00Z'), cache: false });
}, 60_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('one figure for one quantity', () => {
  it("gives each car's electricity cost a km alike on its card, its page, the compare data, the index and the CLI", () => {
    const index = new Map(
      (JSON.parse(read('data/cars.json')) as { id: string; estimates: { costPerKm: number } }[]).map((car) => [
        car.id,
        car.estimates.costPerKm,
      ]),
    );
    const csv = runEvguide(['query', 'cars', '--data', SITE_DATA, '--format', 'csv']).stdout.trim().split('\n');
    const column = csv[0]!.split(',').indexOf('costPerKmRupees');
    const cli = new Map(csv.slice(1).map((row) => [row.split(',')[0]!, Number(row.split(',')[column])]));
    const directory = read('cars.html');
    for (const car of site.cars) {
      const perKm = carEstimates(car, site.calculators, siteMix(site)).costPerKm;
      const shown = `₹${perKm.toFixed(2)}`;
      expect(index.get(car.id), car.id).toBe(perKm);
      expect(cli.get(car.id), car.id).toBe(perKm);
      expect((JSON.parse(read(`data/cars/${car.id}.json`)) as { estimates: { costPerKm: number } }).estimates.costPerKm, car.id).toBe(
        perKm,
      );
      expect(read(`cars/${car.id}.html`), car.id).toContain(`Electricity, an estimate: <strong>${shown} a km</strong> for `);
      // The directory's first page renders its cards on the server.
      const card = cardOf(directory, car.name);
      // A card's cost a km spans its variants, from the cheapest's.
      if (card) expect(card, car.id).toContain(shown);
    }
    // The compare page works its costs out in the browser for the visitor's situation, from the site's until they set one.
    expect(read('compare.html')).toContain(JSON.stringify({ situation: siteSituation(site) }).slice(1, -1));
  });

  it("gives each car's on-road price alike on its card and its page: the cheapest variant, in the same state, rounded alike", () => {
    const directory = read('cars.html');
    let compared = 0;
    for (const car of site.cars) {
      const card = cardOf(directory, car.name);
      const onCard = card && /On-road from <strong>([^<]+)<\/strong><span class="on-road-where"> in ([^<]+)<\/span>/.exec(card);
      if (!onCard) continue;
      const onPage = /On the road in ([^<:]+): <strong>([^<]+)<\/strong>/.exec(read(`cars/${car.id}.html`));
      expect(onPage, car.id).not.toBeNull();
      expect([onPage![1], onPage![2]], car.id).toEqual([onCard[2], onCard[1]]);
      compared++;
    }
    expect(compared).toBeGreaterThanOrEqual(5);
  });

  it("names every input of a car page's cost a km: the situation's state, tariff, distance and share at home", () => {
    // The Nexon EV Creative 45: 45 kWh over its 365 km in town, over 0.9 = 0.13699 kWh a km from the wall; with no
    // home charger, all of it at ₹24 at public fast chargers: ₹3.29, as the finder prices it at 0% home.
    const page = read('cars/tata-nexon-ev/creative-45.html');
    const situation = siteSituation(site);
    const state = site.incentives.find((item) => item.slug === situation.state)!;
    expect(page).toContain(`${situation.dailyKm} km a day, ${situation.homeShare}% charged at ₹${state.electricity.perKwh} a kWh at home`);
    expect(page).toContain('With no home charger: <strong>₹3.29 a km</strong>, all at public fast chargers.');
    // A car that cannot charge on DC has no fast-charging cost to quote: the Comet's page says so instead.
    expect(site.cars.find((car) => car.id === 'mg-comet-ev')?.charging.dc).toBeNull();
    const comet = read('cars/mg-comet-ev.html');
    expect(comet).not.toContain('With no home charger');
    expect(comet).toContain('It charges on AC only: the share not charged at home is priced at the public fast-charging rate');
  });

  it("states on the home page the range of the cars' costs a km that their cards show", () => {
    const perKm = site.cars.map((car) => carEstimates(car, site.calculators, siteMix(site)).costPerKm);
    expect(read('index.html')).toContain(`₹${Math.min(...perKm).toFixed(2)} to ₹${Math.max(...perKm).toFixed(2)} a km`);
  });

  it('gives CO2 from one model: the two calculators agree for the same distance, car and petrol car', () => {
    const model = environmentalModel(site.calculators);
    for (const [km, mileage] of [
      [15_000, 15],
      [18_250, 8],
      [5_000, 25],
    ] as const) {
      const kg = environmental({ annualKm: km, mileage, electricityPrice: 8 }, model).co2Kg;
      const tonnes = savings(
        { dailyKm: km / 365, electricityPrice: 8, petrolPrice: 100, mileage, homeSharePercent: 100, publicChargingPrice: 24 },
        site.calculators.savings,
        site.calculators.emissions,
      ).co2Tonnes;
      expect(tonnes, `${km} km at ${mileage} km/L`).toBeCloseTo(kg / 1000, 1);
      // Never more CO2 saved than the petrol car emits in all.
      expect(kg).toBeLessThan((km / mileage) * site.calculators.emissions.petrolKgCo2PerLitre.value);
    }
  });

  it('says on the home page how many of its facts were checked lately, and when the newest was, not when it was built', () => {
    // Every asOf of the data, read from the files themselves; upcoming cars' expected prices are reports, not checks.
    const files = fg.sync('**/*.{yaml,md}', { cwd: SITE_DATA, ignore: ['upcoming.yaml'] });
    const dates = files.flatMap((file) =>
      [...readFileSync(join(SITE_DATA, file), 'utf8').matchAll(/asOf: (\d{4}-\d{2}-\d{2})/g)].map((match) => match[1]!),
    );
    const newest = dates.sort().at(-1)!;
    expect(site.verifiedDates).toContain(newest);
    // The build is of 21 November 2026; site.yaml's staleAfterDays is 180, so facts checked from 25 May 2026 count.
    const fresh = site.verifiedDates.filter((asOf) => asOf >= '2026-05-25').length;
    expect(read('index.html')).toContain(
      `${Math.round((fresh / site.verifiedDates.length) * 100)}% of our prices and rates date from the last 180 days (newest ${formatMonthYear(new Date(`${newest}T00:00:00Z`))})`,
    );
    expect(read('index.html')).not.toContain('Updated November 2026');
  });

  it("gives each car's score alike on its card, its page, the compare data and the CLI", () => {
    const csv = runEvguide(['query', 'cars', '--data', SITE_DATA, '--format', 'csv']).stdout.trim().split('\n');
    const column = csv[0]!.split(',').indexOf('rating');
    const cli = new Map(csv.slice(1).map((row) => [row.split(',')[0]!, Number(row.split(',')[column])]));
    const directory = read('cars.html');
    let cards = 0;
    for (const car of site.cars) {
      const score = scoreOf(car, site.calculators).overall;
      expect(car.rating, car.id).toBe(score);
      if (isOnSale(car)) expect(cli.get(car.id), car.id).toBe(score);
      expect((JSON.parse(read(`data/cars/${car.id}.json`)) as { rating: number }).rating, car.id).toBe(score);
      const page = read(`cars/${car.id}.html`);
      expect(page, car.id).toContain(`aria-label="Scores ${score.toFixed(1)} out of 5"`);
      expect(page, car.id).toContain(`How it scores: ${score.toFixed(1)} out of 5`);
      const card = cardOf(directory, car.name);
      if (card) {
        cards += 1;
        expect(card, car.id).toContain(`aria-label="Scores ${score.toFixed(1)} out of 5"`);
      }
    }
    // The directory's first page renders its cards on the server: the check above must have found them.
    expect(cards).toBeGreaterThanOrEqual(6);
  });

  it("quotes the lenders' own best rate wherever a loan rate is named", () => {
    const from = Math.min(...site.lenders.map((lender) => lender.rate.from));
    expect(read('ev-loans.html')).toContain(`start from ${from}% a year`);
    // The calculator's loan message is written when its button is pressed, from these props.
    expect(read('calculator.html')).toContain(`"loans":{"rateFrom":${from},`);
  });
});
