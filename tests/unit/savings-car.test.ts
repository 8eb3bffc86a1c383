import { describe, expect, it } from 'vitest';
import { loadSite } from '../../src/build.ts';
import {
  carAsVariant,
  estimatesOf,
  findSavingsCar,
  presetMileage,
  savings,
  savingsCars,
  savingsHref,
  savingsSliders,
  sliderDefaults,
  variantsOf,
} from '../../src/domain/index.ts';
import { buyingNav, FINDER_PATH, headerLinks, mainNav, quickLinks } from '../../src/domain/nav.ts';
import { SITE_DATA } from './fixture.ts';

const site = loadSite({ dataDir: SITE_DATA });
const { calculators } = site;
const cars = savingsCars(site.cars, calculators);
const nexon = site.cars.find((car) => car.id === 'tata-nexon-ev')!;

describe('the cars the savings calculator can be set to', () => {
  it('are every variant of every car, each car cheapest first', () => {
    expect(cars).toHaveLength(site.cars.reduce((sum, car) => sum + variantsOf(car).length, 0));
    expect(cars.filter((entry) => entry.car === 'tata-nexon-ev').map((entry) => entry.variant)).toEqual(
      variantsOf(nexon).map((variant) => variant.slug),
    );
  });

  it("use each variant's energy a km, the one its card's cost a km is at", () => {
    for (const car of site.cars)
      for (const variant of variantsOf(car)) {
        const entry = cars.find((item) => item.car === car.id && item.variant === variant.slug)!;
        const atEight = { homeShare: 1, homePerKwh: calculators.savings.electricityPrice.default, publicPerKwh: 0 };
        const { costPerKm } = estimatesOf(carAsVariant(car, variant), calculators, atEight);
        expect(Math.abs(entry.kwhPerKm * calculators.savings.electricityPrice.default - costPerKm)).toBeLessThan(0.006);
      }
  });

  it("name the petrol car the car's page compares it with, and its claimed mileage", () => {
    const entry = cars.find((item) => item.car === 'tata-nexon-ev')!;
    expect(entry.name).toBe('Tata Nexon EV Creative+ MR');
    expect(entry.petrol).toEqual({ name: nexon.petrolAlternative!.name, mileageKmpl: nexon.petrolAlternative!.mileageKmpl });
  });
});

describe('?car=', () => {
  it('is written as compare writes a variant, and read back to it', () => {
    expect(savingsHref('tata-nexon-ev')).toBe('/calculator?car=tata-nexon-ev');
    expect(savingsHref('tata-nexon-ev', 'creative-45')).toBe('/calculator?car=tata-nexon-ev:creative-45');
    expect(findSavingsCar(cars, 'tata-nexon-ev:creative-45')?.name).toBe('Tata Nexon EV Creative 45');
    expect(findSavingsCar(cars, 'Tata-Nexon-EV')?.name).toBe('Tata Nexon EV Creative+ MR');
  });

  it("falls back to the car's cheapest for a variant it does not have, and to nothing for an unknown car", () => {
    expect(findSavingsCar(cars, 'tata-nexon-ev:no-such-variant')?.variant).toBe(variantsOf(nexon)[0]!.slug);
    expect(findSavingsCar(cars, 'no-such-car')).toBeUndefined();
    expect(findSavingsCar(cars, null)).toBeUndefined();
    expect(findSavingsCar(cars, '')).toBeUndefined();
  });
});

describe('presetMileage', () => {
  const slider = calculators.savings.mileage; // 8 to 25 km/l
  it('keeps a claim within the slider as it is', () => expect(presetMileage(17.01, slider)).toEqual({ mileage: 17.01, clamped: false }));
  it('holds a claim beyond the slider at its bounds, and says so', () => {
    expect(presetMileage(28.4, slider)).toEqual({ mileage: slider.max, clamped: true });
    expect(presetMileage(6, slider)).toEqual({ mileage: slider.min, clamped: true });
  });
});

describe("savings for a chosen car's energy a km", () => {
  const defaults = sliderDefaults(savingsSliders(calculators.savings));
  it('is the generic EV when none is given: ₹8,181 a month', () => {
    expect(savings(defaults, calculators.savings, calculators.emissions).monthly).toBe(8_181);
  });
  it("prices the car's own energy: 0.137 kWh a km against 17.01 km/l is ₹8,357 a month", () => {
    // 18,250 km: petrol 18,250 / 17.01 x ₹100 = ₹1,07,290; electricity 18,250 x 0.137 x ₹8 = ₹20,002; plus ₹13,000 of servicing.
    const result = savings({ ...defaults, mileage: 17.01 }, calculators.savings, calculators.emissions, 0.137);
    expect(Math.round(result.electricityCost)).toBe(20_002);
    expect(result.monthly).toBe(8_357);
  });
});

describe('the navigation', () => {
  it('keeps its main links and puts compare, incentives and loans in the Buying menu', () => {
    expect(mainNav.map((link) => link.href)).toEqual(['/cars', '/calculator', '/upcoming', '/blog']);
    expect(buyingNav.map((link) => link.href)).toEqual(['/compare', '/ev-incentives', '/ev-loans']);
    expect(headerLinks).toHaveLength(mainNav.length + buyingNav.length);
  });
  it("gives the footer every header link and the finder, which the header's Find Your EV reaches", () => {
    expect(quickLinks.map((link) => link.href)).toEqual(expect.arrayContaining([...headerLinks.map((link) => link.href), FINDER_PATH]));
  });
});
