import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createElement, type FunctionComponent } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, loadSite } from '../../src/build.ts';
import {
  buyerContext,
  buyerFigures,
  type CarSummary,
  type EstimatedCar,
  type FinderContext,
  type FinderInputs,
  type FinderVariant,
  findVariants,
  formatOnRoad,
  formatRupeesInLakh,
  isOnSale,
  type Situation,
  situationMix,
  situationState,
  summaryAtMix,
} from '../../src/domain/index.ts';
import { CarDirectory } from '../../templates/islands/CarDirectory.tsx';
import { comparedCar } from '../../templates/islands/compare-rows.ts';
import { CompareTable } from '../../templates/islands/compare-table.tsx';
import { Finder } from '../../templates/islands/Finder.tsx';
import { OnRoadPrice } from '../../templates/islands/OnRoadPrice.tsx';
import { OwnershipCost } from '../../templates/islands/OwnershipCost.tsx';
import { RunningCost } from '../../templates/islands/RunningCost.tsx';
import { runEvguide } from './cli-run.ts';
import { catalogues } from '../../templates/i18n/catalogues.ts';
import { LocaleContext } from '../../templates/i18n/context.ts';
import { FIXTURE_DATE, fixtureStates, SITE_DATA } from './fixture.ts';

// One answer to each question: for three buyers, every car's cost a km, cost over five years, on-road price and
// claimed range read the same on its card, in the directory's JSON, on its page, in compare, in the finder and from
// `query cars`. Each surface is rendered as a visitor with that situation sees it (the islands from the props the
// built pages carry, with the visitor's situation in place of the site's), and its text is read back.

const work = mkdtempSync(join(tmpdir(), 'evguide-one-answer-'));
const out = join(work, 'dist');
const site = loadSite({ dataDir: SITE_DATA });
const buyer = buyerContext(fixtureStates(site), site.calculators);
const read = (file: string) => readFileSync(join(out, file), 'utf8');
const text = (html: string) =>
  html
    .replaceAll('<!-- -->', '')
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&#x27;', "'")
    .replace(/\s+/g, ' ');

/** The props of each island a built page carries, by island name (the first of each). */
const propsByFile = new Map<string, Record<string, unknown>>();
function islandProps(file: string): Record<string, unknown> {
  const cached = propsByFile.get(file);
  if (cached) return cached;
  const found: Record<string, unknown> = {};
  propsByFile.set(file, found);
  for (const match of read(file).matchAll(
    /data-island="(\w+)"[\s\S]*?<script type="application\/json" data-island-props="">([\s\S]*?)<\/script>/g,
  )) {
    found[match[1]!] ??= JSON.parse(match[2]!);
  }
  return found;
}

/** The props of one island of a built page, as the component they go to takes them. */
const propsOf = <P>(file: string, island: string): P => islandProps(file)[island] as P;

/** An island rendered as a visitor sees it once hydrated, with their situation (the store is empty on the server). */
const render = <P>(component: FunctionComponent<P>, props: P) =>
  text(
    renderToString(
      createElement(
        LocaleContext.Provider,
        { value: { locale: 'en', text: catalogues.en } },
        createElement(component as FunctionComponent<object>, props as object),
      ),
    ),
  );

const buyers: Record<string, Situation> = {
  'a Bengaluru commuter with no home charger': { state: 'karnataka', homePerKwh: null, dailyKm: 60, homeShare: 0, publicPerKwh: null },
  'a Delhi family charging 90% at home': { state: 'delhi', homePerKwh: null, dailyKm: 40, homeShare: 90, publicPerKwh: 22 },
  'a Pune retiree on their own ₹9 tariff': { state: 'maharashtra', homePerKwh: 9, dailyKm: 15, homeShare: 100, publicPerKwh: null },
};

const onSale = site.cars.filter(isOnSale);
/** Each car's published record (the compare page's data), and the directory's index. */
let records: Map<string, EstimatedCar>;
let index: CarSummary[];

beforeAll(async () => {
  await build({ dataDir: SITE_DATA, outDir: out, buildDate: FIXTURE_DATE, cache: false });
  records = new Map(site.cars.map((car) => [car.id, JSON.parse(read(`data/cars/${car.id}.json`)) as EstimatedCar]));
  index = JSON.parse(read('data/cars.json')) as CarSummary[];
}, 60_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A variant of a published record as buyerFigures reads it. */
const costed = (record: EstimatedCar, at: number) => {
  const variant = record.variantList[at]!;
  return { ...variant, wallKwhPerKm: variant.estimates.wallKwhPerKm };
};
const perKm = (rupees: number) => `₹${rupees.toFixed(2)}`;
/** An on-road price as the site writes it, up to its unit: "₹18.92" of "₹18.92 Lakh" or of "₹18.92 to 19.20 Lakh" (a range after a price rise). */
const onRoadFigure = (rupees: number) => formatOnRoad(rupees).split(' ')[0]!;

describe.each(Object.entries(buyers))('one answer for %s', (_, situation) => {
  /** What each car's cheapest variant costs this buyer: the one function every surface should agree with. */
  const expected = (id: string) => buyerFigures(costed(records.get(id)!, 0), situation, buyer);

  it('on the cards of every directory page, and in the directory JSON their filters read', () => {
    const mix = situationMix(situation, buyer);
    let cards = 0;
    for (const file of ['cars.html', 'cars/page/2.html']) {
      const props = propsOf<Parameters<typeof CarDirectory>[0]>(file, 'CarDirectory');
      const shown = render(CarDirectory, { ...props, situation, onRoad: { ...props.onRoad, initialState: situation.state } });
      for (const car of props.cars) {
        const record = records.get(car.id)!;
        const costs = record.variantList.map((_, at) => buyerFigures(costed(record, at), situation, buyer).costPerKm);
        const low = Math.min(...costs);
        const high = Math.max(...costs);
        // The card alone: from its name to its own View Details.
        const start = shown.indexOf(`${car.name} `);
        const card = shown.slice(start, shown.indexOf('View Details', start));
        expect(card, car.id).toContain(`Per km (est.) ${low === high ? perKm(low) : `${perKm(low)}-${perKm(high)}`}`);
        if (isOnSale(car)) expect(card, car.id).toContain(`On-road from ${onRoadFigure(expected(car.id).onRoad.total)}`);
        cards++;
      }
    }
    expect(cards).toBe(site.cars.length);
    // The index the filters and sorts read, at the visitor's situation, as the island works it out.
    for (const summary of index) {
      const record = records.get(summary.id)!;
      const atMix = summaryAtMix(summary, mix);
      atMix.variantList.forEach((variant, at) => {
        const figures = buyerFigures(costed(record, at), situation, buyer);
        expect(variant.estimates.costPerKm, `${summary.id} ${variant.name}`).toBe(figures.costPerKm);
        expect(variant.claimedKm, `${summary.id} ${variant.name}`).toBe(record.variantList[at]!.claimedKm);
      });
    }
  });

  it("on each car's page: its headline cost a km, its on-road price and its cost of ownership", () => {
    for (const car of onSale) {
      const page = `cars/${car.id}.html`;
      const props = islandProps(page);
      const want = expected(car.id);
      const running = render(RunningCost, { ...propsOf<Parameters<typeof RunningCost>[0]>(page, 'RunningCost'), situation });
      expect(running, car.id).toContain(`Electricity, an estimate: ${perKm(want.costPerKm)} a km`);
      const onRoad = render(OnRoadPrice, {
        ...propsOf<Parameters<typeof OnRoadPrice>[0]>(page, 'OnRoadPrice'),
        initialState: situation.state,
      });
      expect(onRoad, car.id).toContain(
        `On the road in ${situationState(situation, buyer.states).state}: ${onRoadFigure(want.onRoad.total)}`,
      );
      if (props.OwnershipCost) {
        const owning = render(OwnershipCost, { ...propsOf<Parameters<typeof OwnershipCost>[0]>(page, 'OwnershipCost'), situation });
        expect(owning, car.id).toContain(`costs ${formatRupeesInLakh(want.costOver)} against`);
      }
      // Its claimed range, the cheapest variant's, as its page's headline states it.
      expect(text(read(page)), car.id).toMatch(new RegExp(`Range (≈ )?${records.get(car.id)!.variantList[0]!.claimedKm} km`));
    }
  });

  it('in compare, column by column', () => {
    for (const car of onSale) {
      const record = records.get(car.id)!;
      const want = expected(car.id);
      const column = { record, index: 0, car: comparedCar(record, 0, situation, buyer) };
      const table = render(CompareTable, { columns: [column], context: { situation: '', stateName: '' }, onVariant: () => {} });
      expect(table, car.id).toContain(`${perKm(want.costPerKm)} (estimate)`);
      expect(table, car.id).toContain(`${formatOnRoad(want.onRoad.total)} (estimate)`);
      expect(table, car.id).toContain(`${formatRupeesInLakh(want.costOver)} over ${want.years} years (estimate)`);
      expect(table, car.id).toContain(`${record.variantList[0]!.claimedKm} km`);
    }
  });

  it('in the finder, for the variant it puts forward for each car', () => {
    const props = propsOf<{ variants: FinderVariant[]; context: FinderContext; situation: Situation }>('find.html', 'Finder');
    const inputs: FinderInputs = {
      dailyKm: situation.dailyKm,
      tripKm: 0,
      home: situation.homeShare > 0 ? '3.3' : 'none',
      homeShare: situation.homeShare,
      homePerKwh: situation.homePerKwh,
      publicPerKwh: situation.publicPerKwh,
      tripMarginPercent: 10,
      state: situation.state,
      budgetLakh: null,
      seats: 4,
      priorities: [],
    };
    const result = findVariants(props.variants, inputs, props.context);
    // Every car on sale is ranked, unless it cannot be charged without a home charger.
    expect(result.fits.length + result.ruledOut.charging).toBe(onSale.length);
    const shown = render(Finder, { ...(props as unknown as Parameters<typeof Finder>[0]), situation });
    for (const fit of result.fits) {
      const record = records.get(fit.variant.car)!;
      // The finder names a car sold in one version without a variant name.
      const at = Math.max(
        0,
        record.variantList.findIndex((variant) => variant.name === fit.variant.variant),
      );
      const want = buyerFigures(costed(record, at), situation, buyer);
      expect([fit.costPerKm, fit.totalCost, fit.onRoad], fit.variant.car).toEqual([want.costPerKm, want.costOver, want.onRoad.total]);
      expect(fit.variant.highwayKm, fit.variant.car).toBeGreaterThan(0);
      // Its entry, from its heading to the next: on-road price and cost a km, as the finder writes them.
      const name = `${fit.variant.name}${fit.variant.variant ? ` ${fit.variant.variant}` : ''}`;
      const start = shown.indexOf(` ${name} `);
      const entry = shown.slice(start, shown.indexOf('Add to compare', start));
      expect(entry, fit.variant.car).toContain(`${onRoadFigure(want.onRoad.total)}`);
      expect(entry, fit.variant.car).toContain(`${perKm(want.costPerKm)} a km in electricity`);
    }
    expect(shown).toContain(`${formatRupeesInLakh(result.fits[0]!.totalCost)} over 5 years`);
  });

  it('from `query cars`, for a script', () => {
    const flags = ['--state', situation.state, '--daily-km', String(situation.dailyKm), '--home-share', String(situation.homeShare)];
    if (situation.homePerKwh !== null) flags.push('--tariff', String(situation.homePerKwh));
    if (situation.publicPerKwh !== null) flags.push('--public-price', String(situation.publicPerKwh));
    const run = runEvguide(['query', 'cars', '--data', SITE_DATA, '--format', 'json', ...flags]);
    expect(run.code, run.stderr).toBe(0);
    const cars = JSON.parse(run.stdout) as (EstimatedCar & {
      situation: Situation;
      costOverYears: { years: number; rupees: number };
      onRoadFrom: { rupees: number };
    })[];
    expect(cars.map((car) => car.id).sort()).toEqual(onSale.map((car) => car.id).sort());
    for (const car of cars) {
      const want = expected(car.id);
      expect(car.situation, car.id).toEqual(situation);
      expect(car.estimates.costPerKm, car.id).toBe(want.costPerKm);
      expect(car.costOverYears, car.id).toEqual({ years: want.years, rupees: Math.round(want.costOver) });
      expect(car.variantList[0]!.claimedKm, car.id).toBe(records.get(car.id)!.variantList[0]!.claimedKm);
      // The on-road "from" is the cheapest on the road of its variants, the cheapest-priced one here.
      expect(car.onRoadFrom.rupees, car.id).toBe(Math.round(want.onRoad.total));
    }
  });
});
