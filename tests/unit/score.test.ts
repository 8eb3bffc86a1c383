import { describe, expect, it } from 'vitest';
import { loadSite } from '../../src/build.ts';
import { pointsOn, rangeVariantPrice, scoreOf } from '../../src/domain/index.ts';
import { SITE_DATA } from './fixture.ts';

const site = loadSite({ dataDir: SITE_DATA });
const car = (id: string) => site.cars.find((c) => c.id === id)!;
const points = (id: string) => Object.fromEntries(scoreOf(car(id), site.calculators).parts.map((part) => [part.criterion, part.points]));

describe('pointsOn', () => {
  it('runs straight from 0 to 5 points, either way round, and stops at the ends', () => {
    expect(pointsOn(275, { zero: 100, five: 450 })).toBe(2.5);
    expect(pointsOn(47.5, { zero: 75, five: 20 })).toBe(2.5);
    expect(pointsOn(20, { zero: 100, five: 450 })).toBe(0);
    expect(pointsOn(0.05, { zero: 0.24, five: 0.12 })).toBe(5);
  });
});

describe('scoreOf', () => {
  it('scores the Nexon EV as worked out by hand from its data and the scales of calculators.yaml', () => {
    // Range: 489 km MIDC x 0.75 in town = 366.75, to 5 km: 365 -> (365 - 100) / 350 x 5 = 3.79.
    // Charging: 20-80% in 40 min is 47 min for 10-80% -> (75 - 47) / 55 x 5 = 2.55.
    // Efficiency: 45 kWh / 365 km / 0.9 = 0.137 kWh a km from the wall -> (0.24 - 0.137) / 0.12 x 5 = 4.29.
    // Safety: 5 Bharat NCAP stars (ADAS cannot take it past 5).
    // Value: the 45 kWh pack's cheapest variant, Creative 45 at 13.99 lakh: 365 / 13.99 = 26.1 km a lakh -> 4.22.
    expect(points('tata-nexon-ev')).toEqual({ range: 3.8, charging: 2.5, efficiency: 4.3, safety: 5, value: 4.2 });
    // (3.8 + 2.5 + 4.3 + 5 + 4.2) / 5 = 3.96.
    expect(scoreOf(car('tata-nexon-ev'), site.calculators).overall).toBe(4);
    expect(car('tata-nexon-ev').rating).toBe(4);
  });

  it('gives a car without DC no charging points, and an untested one points by its airbags', () => {
    // Comet: 230 km ARAI -> 175 km; no DC; 17.3 / 175 / 0.9 = 0.110 kWh; 2 airbags x 0.33; 175 / 7.36 = 23.8 km a lakh.
    expect(points('mg-comet-ev')).toEqual({ range: 1.1, charging: 0, efficiency: 5, safety: 0.7, value: 3.8 });
    expect(scoreOf(car('mg-comet-ev'), site.calculators).overall).toBe(2.1);
  });

  it('prices the range at the variant it is claimed for', () => {
    expect(rangeVariantPrice(car('tata-nexon-ev'))).toBe(13.99);
    expect(rangeVariantPrice(car('mg-comet-ev'))).toBe(7.36);
    // Two packs and no variant list: the dearest price, the one the larger pack is sure to cost at most.
    const twoPacks = { capacityKwh: 40, options: [30, 40], chemistry: 'LFP', warranty: { years: 8, km: null } };
    expect(rangeVariantPrice({ battery: twoPacks, price: { min: 10, max: 14, asOf: '2026-01-01', source: 'x' } })).toBe(14);
    // Only a starting price ("from"), which buys the smaller pack: the range's price is not known.
    expect(rangeVariantPrice({ battery: twoPacks, price: { min: 10, asOf: '2026-01-01', source: 'x' } })).toBeNull();
  });
});
