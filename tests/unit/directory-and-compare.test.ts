import { describe, expect, it } from 'vitest';
import { loadSite } from '../../src/build.ts';
import {
  bestIndexes,
  compareHref,
  directoryFilters,
  directoryQuery,
  EMPTY_DIRECTORY,
  type EstimatedCar,
  filterCars,
  compareVariantIndex,
  parseCompareChoice,
  parseCompareChoices,
  settleCompareChoice,
  parseDirectoryQuery,
  sortCars,
  toSummary,
  siteMix,
  recordAsVariant,
  withEstimates,
} from '../../src/domain/index.ts';
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { compareGroups } from '../../templates/islands/compare-rows.ts';
import { CompareTable } from '../../templates/islands/compare-table.tsx';
import { catalogues } from '../../templates/i18n/catalogues.ts';
import { LocaleContext } from '../../templates/i18n/context.ts';
import { directoryOptionsOf, SITE_DATA } from './fixture.ts';

const site = loadSite({ dataDir: SITE_DATA });
const options = directoryOptionsOf(site);

describe('parseDirectoryQuery', () => {
  it('reads every filter and the sort', () => {
    expect(
      parseDirectoryQuery(
        '?search=nexon&price=10-20&on-road=15&brand=tata&body=suv&range=400-600&real-range=300&per-km=1.25&charging=dc&discontinued=show&sort=range&state=Karnataka',
        options,
      ),
    ).toEqual({
      search: 'nexon',
      price: '10-20',
      onRoad: '15',
      brand: 'tata',
      body: 'SUV',
      range: '400-600',
      realRange: '300',
      perKm: '1.25',
      charging: 'dc',
      discontinued: 'show',
      sort: 'range',
      state: 'karnataka',
    });
  });

  it('matches a brand by slug or name in any case, as a shared link may write it (brand=Tata)', () => {
    expect(parseDirectoryQuery('?brand=Tata', options).brand).toBe('tata');
    expect(parseDirectoryQuery('?brand=MG%20MOTOR%20INDIA', options).brand).toBe('mg');
  });

  it('drops values that are not choices, so a hand-edited URL never breaks the page', () => {
    expect(
      parseDirectoryQuery(
        '?brand=tesla&price=cheap&sort=random&body=tank&charging=yes&real-range=299&per-km=0&on-road=14&discontinued=yes&state=goa',
        options,
      ),
    ).toEqual(EMPTY_DIRECTORY);
  });
});

describe('directoryQuery', () => {
  it('writes only what is set, in a fixed order, and nothing for the empty state', () => {
    expect(directoryQuery({ ...EMPTY_DIRECTORY, sort: 'range', brand: 'tata', search: ' nexon ' })).toBe(
      '?search=nexon&brand=tata&sort=range',
    );
    expect(directoryQuery(EMPTY_DIRECTORY)).toBe('');
  });

  it('round-trips through parseDirectoryQuery', () => {
    const state = {
      search: 'ev',
      price: '20-25',
      onRoad: '25',
      brand: 'mahindra',
      body: 'Coupe SUV',
      range: '600-plus',
      realRange: '400',
      perKm: '1.5',
      charging: 'dc',
      discontinued: 'show',
      sort: 'price-high',
      state: 'delhi',
    };
    expect(parseDirectoryQuery(directoryQuery(state), options)).toEqual(state);
  });
});

describe('the directory over the real data', () => {
  // Costs a km for a buyer who charges all at home at ₹8 a kWh.
  const cars = site.cars.map((car) => toSummary(car, site.calculators, { homeShare: 1, homePerKwh: 8, publicPerKwh: 24 }));
  const run = (query: string) => {
    const { filters, sort } = directoryFilters(parseDirectoryQuery(query, options));
    return sortCars(filterCars(cars, filters, { priceBuckets: options.priceBuckets, rangeBuckets: options.rangeBuckets }), sort).map(
      (car) => car.id,
    );
  };

  it('shows only Tata cars in descending range order for ?brand=tata&sort=range', () => {
    expect(run('?brand=tata&sort=range')).toEqual(['tata-harrier-ev', 'tata-curvv-ev', 'tata-nexon-ev', 'tata-punch-ev', 'tata-tiago-ev']);
  });

  it('sorts by the estimates: real-world range, running cost per km, and DC time with cars without DC last', () => {
    // Real-world (city) range is 75% of the MIDC claim: Harrier 627 -> 470, Curvv 585 -> 440, Nexon 489 -> 365...
    expect(run('?brand=tata&sort=real-range')).toEqual([
      'tata-harrier-ev',
      'tata-curvv-ev',
      'tata-nexon-ev',
      'tata-punch-ev',
      'tata-tiago-ev',
    ]);
    // Rupees a km at ₹8 a kWh: Tiago 24/235/0.9 x 8 = 0.91, Punch 0.99, Nexon 45/365/0.9 x 8 = 1.10, Curvv 1.11, Harrier 1.42.
    expect(run('?brand=tata&sort=cost-per-km')).toEqual([
      'tata-tiago-ev',
      'tata-punch-ev',
      'tata-nexon-ev',
      'tata-curvv-ev',
      'tata-harrier-ev',
    ]);
    expect(run('?sort=dc-time').at(-1)).toBe('mg-comet-ev');
    expect(run('?brand=tata&sort=dc-time')[0]).toBe('tata-harrier-ev');
  });

  it('filters by DC charging time: 10-80% within 45 minutes leaves the Harrier (29) and the Curvv (40)', () => {
    expect(run('?brand=tata&charging=dc-45&sort=dc-time')).toEqual(['tata-harrier-ev', 'tata-curvv-ev']);
    expect(run('?brand=tata&charging=dc-60&sort=dc-time')).toEqual([
      'tata-harrier-ev',
      'tata-curvv-ev',
      'tata-nexon-ev',
      'tata-punch-ev',
      'tata-tiago-ev',
    ]);
  });

  it('filters by real-world range and running cost: 400 km or more leaves eight cars, up to ₹1 a km leaves three', () => {
    // Real-world (city) range 400 km or more: BE 6 510, EV6 495, XEV 9e 490, Harrier 470, e6 450, Curvv 440, XC40 410, iX1 400.
    expect(run('?real-range=400&sort=real-range')).toEqual([
      'mahindra-be6',
      'kia-ev6',
      'mahindra-xev9e',
      'tata-harrier-ev',
      'byd-e6',
      'tata-curvv-ev',
      'volvo-xc40-recharge',
      'bmw-ix1',
    ]);
    // ₹1 a km or less at ₹8 a kWh: Comet 0.88, Tiago 0.91, Punch 0.99.
    expect(run('?per-km=1&sort=cost-per-km')).toEqual(['mg-comet-ev', 'tata-tiago-ev', 'tata-punch-ev']);
    // Both: 300 km or more in real use for ₹1.25 a km or less.
    expect(run('?real-range=300&per-km=1.25&sort=cost-per-km')).toEqual([
      'tata-punch-ev',
      'hyundai-kona-electric',
      'mahindra-xuv400-ev',
      'tata-nexon-ev',
      'tata-curvv-ev',
    ]);
  });

  it('leaves out the one car without DC fast charging', () => {
    expect(cars.length - run('?charging=dc').length).toBe(1);
    expect(run('?charging=dc')).not.toContain('mg-comet-ev');
  });

  it('gives an empty list, not an error, when nothing matches', () => {
    expect(run('?body=Sedan')).toEqual([]);
  });
});

describe('the compare rows', () => {
  /** An element as an English page renders it, with the English strings. */
  const inEnglish = (element: ReactElement) =>
    createElement(LocaleContext.Provider, { value: { locale: 'en', text: catalogues.en } }, element);
  const row = (label: string) =>
    compareGroups(catalogues.en.compare)
      .flatMap((group) => group.rows)
      .find((r) => r.label === label)!;
  /** A car as the compare page shows it: its cheapest variant, or the one at `index`. */
  const car = (id: string, index = 0) =>
    recordAsVariant(withEstimates(site.cars.find((c) => c.id === id)!, site.calculators, siteMix(site)), index);

  it('compares charging times over the same window, whatever window the maker quotes', () => {
    // AC to full: Nexon 6.5 h for 10-100% -> 7.2 h; ZS EV 9 h for 0-100%; Punch 5 h for 10-100% -> 5.6 h.
    // The Nexon's Creative 45 (its third variant) and the Punch's top version, on the packs those times are quoted for.
    const cars = [car('tata-nexon-ev', 2), car('mg-zs-ev'), car('tata-punch-ev', 1)];
    const ac = cars.map((record) => row('AC charging').value(record));
    expect(ac.map((hours) => Math.round(Number(hours) * 10) / 10)).toEqual([7.2, 9, 5.6]);
    expect(bestIndexes(ac, 'lower')).toEqual([2]);
    // Each shows the maker's own figure, and beside it the 0-100% time it is ranked by, when the window differs.
    expect(cars.map((record) => row('AC charging').show!(record))).toEqual([
      '6 h 30 min (10-100%, 7.2 kW); about 7 h 13 min for 0-100%',
      '9 h (0-100%, 7.4 kW)',
      '5 h (10-100%, 7.2 kW); about 5 h 33 min for 0-100%',
    ]);
    expect(row('AC charging').note?.({ situation: 'Delhi', stateName: 'Delhi' })).toBe('ranked by the time for 0-100%');
    // DC: the quotes are shown but not ranked; the 10-80% estimates are (Nexon 47, ZS EV 53, Punch 56 min).
    expect(row('DC fast charging').better).toBeUndefined();
    expect(cars.map((record) => row('DC 10-80%').value(record))).toEqual([47, 53, 56]);
    // Their cheapest variants, on the smaller packs, have no quoted time: not confirmed rather than borrowed.
    expect(row('DC 10-80%').value(car('tata-nexon-ev'))).toBeNull();
  });

  it('labels a car no longer sold new and marks none of its figures Best, however good', () => {
    const record = (id: string, status?: EstimatedCar['status']) => {
      const full = withEstimates(site.cars.find((c) => c.id === id)!, site.calculators, siteMix(site));
      return status ? { ...full, status } : full;
    };
    // The EV6 beats the Comet on range, power and charging; gone from sale, it wins nothing.
    const ev6 = record('kia-ev6', { sale: 'discontinued', since: '2024-06', asOf: '2024-06-25', source: 'a test' });
    const columns = [ev6, record('mg-comet-ev')].map((car) => ({ record: car, index: 0, car: recordAsVariant(car, 0) }));
    const html = renderToString(
      inEnglish(createElement(CompareTable, { columns, context: { situation: 'Delhi', stateName: 'Delhi' }, onVariant: () => {} })),
    ).replaceAll('<!-- -->', '');
    expect(html).toContain('No longer sold new (since June 2024)');
    const cells = [...html.matchAll(/<tr><th scope="row">(.*?)<\/tr>/g)].map((row) => row[1]!.split('<td').slice(1));
    expect(cells.length).toBeGreaterThan(10);
    for (const [kiaCell] of cells) expect(kiaCell).not.toContain('Best');
    expect(cells.some(([, cometCell]) => cometCell?.includes('Best'))).toBe(false);
    // Between two cars on sale, the same table marks the better one.
    const onSale = [record('kia-ev6'), record('mg-comet-ev')].map((car) => ({ record: car, index: 0, car: recordAsVariant(car, 0) }));
    expect(
      renderToString(
        inEnglish(
          createElement(CompareTable, { columns: onSale, context: { situation: 'Delhi', stateName: 'Delhi' }, onVariant: () => {} }),
        ),
      ),
    ).toContain('Best');
  });

  it("says beside a price that its maker has raised prices since, as the car's record carries it", () => {
    const zs = { ...car('mg-zs-ev'), priceMove: { percent: 3.6, basis: 'up to' } };
    expect(row('Ex-showroom price').show!(zs)).toBe('₹17.99 Lakh, price of June 2025, before a rise of up to 3.6%');
    expect(row('Ex-showroom price').show!(car('tata-nexon-ev'))).toBe('₹12.49 Lakh, price of August 2025');
  });
});

describe('the cost a km row', () => {
  it('names the situation its figures are worked out for', () => {
    const perKm = compareGroups(catalogues.en.compare)
      .flatMap((group) => group.rows)
      .find((row) => row.label === 'Electricity a km')!;
    expect(perKm.note?.({ situation: 'at ₹8 a kWh on average', stateName: 'Delhi' })).toBe('at ₹8 a kWh on average');
  });
});

describe('bestIndexes', () => {
  it('marks the highest or lowest value, every tie, and nothing when all are equal', () => {
    expect(bestIndexes([300, 450, 450], 'higher')).toEqual([1, 2]);
    expect(bestIndexes([12.49, 7.99], 'lower')).toEqual([1]);
    expect(bestIndexes([6, 6], 'higher')).toEqual([]);
    expect(bestIndexes([true, false, true], 'true')).toEqual([0, 2]);
  });

  it('ignores unknown values and marks nothing with fewer than two known, or no direction', () => {
    expect(bestIndexes([null, 8.9, 6.2], 'lower')).toEqual([2]);
    expect(bestIndexes([null, 8.9], 'lower')).toEqual([]);
    expect(bestIndexes([1, 2], undefined)).toEqual([]);
  });
});

describe('compare URLs', () => {
  const known = new Set(['a', 'b', 'c', 'd']);
  const nexon = withEstimates(site.cars.find((c) => c.id === 'tata-nexon-ev')!, site.calculators, siteMix(site)).variantList;

  it('keeps known ids, in order, without repeats, at most three', () => {
    expect(parseCompareChoices('b, a,b,x,c,d', known)).toEqual([{ id: 'b' }, { id: 'a' }, { id: 'c' }]);
    expect(parseCompareChoices(null)).toEqual([]);
    expect(parseCompareChoices(',, ,')).toEqual([]);
    expect(compareHref(['kia-ev6', 'byd-atto-3'])).toBe('/compare?cars=kia-ev6,byd-atto-3');
    expect(compareHref([])).toBe('/compare');
  });

  it('reads a variant after a colon, lowercased; an empty one is the cheapest', () => {
    expect(parseCompareChoices('Tata-Nexon-EV:Creative-45, tata-tiago-ev')).toEqual([
      { id: 'tata-nexon-ev', variant: 'creative-45' },
      { id: 'tata-tiago-ev' },
    ]);
    expect(parseCompareChoice('a:')).toEqual({ id: 'a' });
    expect(parseCompareChoice(':creative-45')).toBeUndefined();
    // Only the first colon splits: the rest is a slug no variant has, so it shows the cheapest.
    expect(parseCompareChoice('a:b:c')).toEqual({ id: 'a', variant: 'b:c' });
  });

  it('counts a car named twice once, its first variant winning, and stops at three cars', () => {
    expect(parseCompareChoices('a:x,b,a:y,a', known)).toEqual([{ id: 'a', variant: 'x' }, { id: 'b' }]);
    expect(parseCompareChoices('a:x,b:y,c:z,d:w', known)).toEqual([
      { id: 'a', variant: 'x' },
      { id: 'b', variant: 'y' },
      { id: 'c', variant: 'z' },
    ]);
    // An unknown car takes no place: the fourth, known, still fits.
    expect(parseCompareChoices('zz:x,a,b,c', known).map((choice) => choice.id)).toEqual(['a', 'b', 'c']);
  });

  it('writes a variant after its car and leaves the cheapest out, so parsing gives the choices back', () => {
    const choices = [{ id: 'tata-nexon-ev', variant: 'empowered-plus-45' }, { id: 'tata-tiago-ev' }, { id: 'kia-ev6', variant: undefined }];
    const href = compareHref(choices);
    expect(href).toBe('/compare?cars=tata-nexon-ev:empowered-plus-45,tata-tiago-ev,kia-ev6');
    const parsed = parseCompareChoices(new URL(href, 'https://example.in').searchParams.get('cars'));
    expect(parsed).toEqual([{ id: 'tata-nexon-ev', variant: 'empowered-plus-45' }, { id: 'tata-tiago-ev' }, { id: 'kia-ev6' }]);
    expect(compareHref(parsed)).toBe(href);
    // What a URL cannot carry as written is encoded.
    expect(compareHref([{ id: 'a b', variant: 'x,y' }])).toBe('/compare?cars=a%20b:x%2Cy');
  });

  it('finds the variant a slug names, and the cheapest for none or one the car does not have', () => {
    expect(nexon.map((variant) => variant.slug)).toContain('creative-45');
    expect(compareVariantIndex(nexon, 'creative-45')).toBe(2);
    expect(compareVariantIndex(nexon, undefined)).toBe(0);
    expect(compareVariantIndex(nexon, 'no-such-variant')).toBe(0);
    expect(
      recordAsVariant(withEstimates(site.cars.find((c) => c.id === 'tata-nexon-ev')!, site.calculators, siteMix(site)), 2).price.min,
    ).toBe(13.99);
  });

  it('settles a choice to what its URL should say: unknown slugs and the cheapest left out', () => {
    expect(settleCompareChoice({ id: 'tata-nexon-ev', variant: 'creative-45' }, nexon)).toEqual({
      id: 'tata-nexon-ev',
      variant: 'creative-45',
    });
    expect(settleCompareChoice({ id: 'tata-nexon-ev', variant: 'no-such-variant' }, nexon)).toEqual({ id: 'tata-nexon-ev' });
    expect(settleCompareChoice({ id: 'tata-nexon-ev', variant: nexon[0]!.slug }, nexon)).toEqual({ id: 'tata-nexon-ev' });
    expect(compareHref([settleCompareChoice({ id: 'tata-nexon-ev', variant: 'no-such-variant' }, nexon)])).toBe(
      '/compare?cars=tata-nexon-ev',
    );
  });
});
