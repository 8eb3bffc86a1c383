import { describe, expect, it } from 'vitest';
import { loadSite } from '../../src/build.ts';
import { carsWithPriceMoves, finderContext, finderVariants, findVariants, onSale, type FinderInputs } from '../../src/domain/index.ts';
import { finderQuery, parseFinderQuery } from '../../templates/islands/finder-query.ts';
import { FIXTURE_DATE, fixtureStates, SITE_DATA } from './fixture.ts';

// The finder on the frozen site, for the three buyers it was built for. The figures are worked out by hand from the
// fixture's data: real-world range (75% of the claim in town, 62% on the highway), energy from the wall (the pack
// over the town range, over 0.9), the on-road price (tests/unit/onroad.test.ts) and a public fast charger at ₹24.

const site = loadSite({ dataDir: SITE_DATA });
const { calculators } = site;
const variants = finderVariants(onSale(site.cars), calculators);
const context = finderContext(fixtureStates(site), calculators, FIXTURE_DATE.getUTCFullYear());
/** The Bengaluru commuter: 60 km a day, no charger at the apartment, ₹15 lakh on the road, cheapest to run. */
const commuter: FinderInputs = {
  dailyKm: 60,
  tripKm: 0,
  home: 'none',
  homeShare: 0,
  homePerKwh: null,
  publicPerKwh: null,
  tripMarginPercent: 10,
  state: 'karnataka',
  budgetLakh: 15,
  seats: 4,
  priorities: ['running-cost'],
};
/** The Delhi family: ₹25 lakh, five seats, a 280 km trip to Jaipur with 10% to spare, safety first. */
const familyInputs: FinderInputs = {
  dailyKm: 40,
  tripKm: 280,
  home: '7.2',
  homeShare: 90,
  homePerKwh: null,
  publicPerKwh: null,
  tripMarginPercent: 10,
  state: 'delhi',
  budgetLakh: 25,
  seats: 5,
  priorities: ['safety', 'range-margin'],
};
const find = (inputs: FinderInputs) => findVariants(variants, inputs, context);
const ids = (result: ReturnType<typeof find>) => result.fits.map((fit) => fit.variant.car);

describe('the finder', () => {
  it('gives the Bengaluru commuter (60 km a day, no home charger, ₹15 lakh on the road) the cheapest to run first', () => {
    const result = find(commuter);
    expect(ids(result)).toEqual(['tata-tiago-ev', 'tata-punch-ev', 'citroen-ec3', 'tata-nexon-ev', 'mg-windsor-ev']);
    const [tiago] = result.fits;
    // The XT LR: ₹10.14 lakh; Karnataka charges no road tax on EVs; insurance (₹9,044 + 2.5% of ₹9,63,300) x 1.18 =
    // ₹39,089.27; FASTag ₹300; TCS ₹10,140: ₹10,63,529.27. 24 kWh over 235 km in town, over 0.9: 0.1135 kWh a km,
    // all of it at a fast charger at ₹24: ₹2.72 a km.
    expect(tiago!.variant.variant).toBe('XT LR');
    expect(tiago!.onRoad).toBeCloseTo(1_063_529.27, 1);
    expect(tiago!.reasons).toContain('₹2.72 a km in electricity (estimate, at ₹24 a kWh on average)');
    // Its cost of owning, as its page gives it: ₹10.14 lakh with no road tax or registration, then 5 x (21,900 km x
    // 0.113475 kWh x ₹24 = ₹59,642.55 + 3% insurance ₹30,420 + servicing ₹12,000) = ₹15,24,312.77.
    expect(tiago!.totalCost).toBeCloseTo(1_524_312.77, 1);
    expect(tiago!.reasons).toContain('No home charger: DC fast charging at up to 25 kW adds about 85 km in 30 minutes');
    expect(tiago!.otherFits).toBe(3);
    // Thirteen cars cost more than ₹15 lakh on the road, and the Comet cannot fast-charge.
    expect(result.ruledOut).toEqual({ budget: 13, seats: 0, trip: 0, charging: 1 });
    expect(result.missed.find((miss) => miss.variant.car === 'mg-comet-ev')!.detail).toEqual([
      'no DC fast charging, and you have no home charger',
    ]);
  });

  it('gives the Delhi family (₹25 lakh, five seats, 280 km to Jaipur) the safe cars whose highway range covers the trip', () => {
    const result = find(familyInputs);
    expect(ids(result)).toEqual(['tata-curvv-ev', 'tata-harrier-ev', 'mahindra-be6']);
    // The Nexon's longest-range variant, the Creative 45: 489 km claimed, 62% on the highway, 305 km: 9% to spare on
    // 280 km, short of the 10% margin (308 km) a trip must have.
    const nexon = result.missed.find((miss) => miss.variant.car === 'tata-nexon-ev')!;
    expect(nexon.variant.variant).toBe('Creative 45');
    expect(nexon.detail).toEqual(['real highway range 305 km, short of your 280 km trip with 10% to spare (308 km)']);
    const curvv = result.fits[0]!;
    // A kWh at 90% home (₹5.9) and 10% public (₹24) costs ₹7.71.
    expect(curvv.reasons).toContain('₹1.07 a km in electricity (estimate, at ₹7.71 a kWh on average)');
    expect(curvv.reasons).toContain('Bharat NCAP 5 stars (2024)');
    // With no margin asked for, the Nexon's 9% is enough.
    expect(ids(find({ ...familyInputs, tripMarginPercent: 0 }))).toContain('tata-nexon-ev');
    // The cheapest Harrier EV, the 65 kWh rear-drive Adventure: 538 km claimed, 335 km on the highway.
    const harrier = result.fits.find((fit) => fit.variant.car === 'tata-harrier-ev')!;
    expect(harrier.variant.variant).toBe('Adventure 65');
    expect(harrier.reasons).toContain('Real highway range 335 km covers your 280 km trip with 20% to spare (you asked for 10%)');
    expect(result.missed.find((miss) => miss.variant.car === 'tata-punch-ev')!.why).toEqual(['trip']);
    expect(result.missed.find((miss) => miss.variant.car === 'mg-comet-ev')!.why).toEqual(['seats', 'trip']);
  });

  it('gives the Pune retiree (15 km a day, home charging) the cheapest to run first, with no car ruled out', () => {
    const result = find({
      dailyKm: 15,
      tripKm: 0,
      home: '3.3',
      homeShare: 100,
      homePerKwh: null,
      publicPerKwh: null,
      tripMarginPercent: 10,
      state: 'maharashtra',
      budgetLakh: null,
      seats: 4,
      priorities: ['running-cost'],
    });
    expect(ids(result).slice(0, 3)).toEqual(['mg-comet-ev', 'tata-tiago-ev', 'tata-punch-ev']);
    expect(result.fits[0]!.reasons).toContain('₹1.63 a km in electricity (estimate, at ₹14.8 a kWh on average)');
    expect(result.missed).toEqual([]);
  });

  it('ranks by the cost over the years when nothing is put first, and by the 0-100 time alone for performance', () => {
    const retiree: FinderInputs = {
      dailyKm: 15,
      tripKm: 0,
      home: '3.3',
      homeShare: 100,
      homePerKwh: null,
      publicPerKwh: null,
      tripMarginPercent: 10,
      state: 'maharashtra',
      budgetLakh: null,
      seats: 4,
      priorities: [],
    };
    const byCost = find(retiree);
    expect(byCost.fits[0]!.variant.car).toBe('mg-comet-ev');
    const totals = byCost.fits.map((fit) => fit.totalCost);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    // Performance ranks the quickest 0-100 km/h first; a variant whose time is not published is not guessed at.
    const quick = find({ ...retiree, priorities: ['performance'] });
    const known = quick.fits.filter((fit) => fit.variant.zeroToHundredS !== null).map((fit) => fit.variant.zeroToHundredS!);
    expect(quick.fits[0]!.variant.zeroToHundredS).toBe(Math.min(...known));
    expect(quick.fits.findIndex((fit) => fit.variant.zeroToHundredS === null)).toBeGreaterThanOrEqual(known.length);
  });
});

describe('the finder URL', () => {
  const fallback: FinderInputs = {
    dailyKm: 40,
    tripKm: 0,
    home: '3.3',
    homeShare: 90,
    homePerKwh: null,
    publicPerKwh: null,
    tripMarginPercent: 10,
    state: 'maharashtra',
    budgetLakh: null,
    seats: 4,
    priorities: [],
  };
  const states = context.states.map((state) => state.slug);

  it('holds every input, so a result can be shared and read back', () => {
    const inputs = commuter;
    expect(finderQuery(inputs)).toBe(
      '?daily=60&trip=0&home=none&share=0&state=karnataka&margin=10&budget=15&seats=4&priority=running-cost',
    );
    // A tariff and a public price of one's own travel too.
    const own = { ...inputs, homePerKwh: 7.25, publicPerKwh: 18 };
    expect(finderQuery(own)).toContain('&tariff=7.25&public=18&');
    expect(parseFinderQuery(finderQuery(own), fallback, states)).toEqual(own);
    expect(parseFinderQuery(finderQuery(inputs), fallback, states)).toEqual(inputs);
  });

  it('keeps the default of anything missing or malformed', () => {
    expect(parseFinderQuery('?daily=abc&home=11kw&state=atlantis&budget=-3&seats=&priority=speed,safety', fallback, states)).toEqual({
      ...fallback,
      priorities: ['safety'],
    });
    // Seats the form does not offer, a budget past any car, a priority twice: refused or counted once.
    expect(parseFinderQuery('?seats=3&budget=Infinity&priority=safety,safety', fallback, states)).toEqual({
      ...fallback,
      priorities: ['safety'],
    });
    // The form without JavaScript sends each priority on its own.
    expect(parseFinderQuery('?priority=safety&priority=running-cost', fallback, states).priorities).toEqual(['running-cost', 'safety']);
  });
});

describe('finderVariants and a price its maker has raised since', () => {
  it("carries the rise with each of the car's variants, for the result to say its on-road price is at the older price", () => {
    const moved = finderVariants(onSale(carsWithPriceMoves(site.cars, site.brands, FIXTURE_DATE)), calculators);
    // The frozen site's MG raised prices by up to 1.5% on 1 July 2025; the ZS EV's price is of 1 June 2025.
    expect(moved.filter((variant) => variant.car === 'mg-zs-ev').map((variant) => variant.priceMove)).toEqual([
      { percent: 1.5, basis: 'up to' },
    ]);
    expect(moved.find((variant) => variant.car === 'tata-nexon-ev')?.priceMove).toBeUndefined();
  });
});
