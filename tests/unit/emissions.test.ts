import { describe, expect, it } from 'vitest';
import {
  co2SavedKg,
  environmental,
  environmentalModel,
  evKgCo2PerKm,
  gridKgCo2PerWallKwh,
  petrolKgCo2PerKm,
  petrolKgCo2PerLitre,
  savings,
  savingsSliders,
  sliderDefaults,
  type Emissions,
} from '../../src/domain/index.ts';
import { loadSite } from '../../src/build.ts';
import { SITE_DATA } from './fixture.ts';

// CO2 on one boundary for both cars, well to wheel: each figure below is worked out by hand.

/** Round figures, so the arithmetic can be checked on paper. */
const emissions: Emissions = {
  gridKgCo2PerKwh: { value: 0.72, asOf: '2025-11-01', source: 'https://example.org/grid' },
  gridLossPercent: { value: 20, asOf: '2025-03-31', source: 'https://example.org/losses' },
  petrolKgCo2PerLitre: { value: 2.35, source: 'https://example.org/combustion' },
  petrolUpstreamKgCo2PerLitre: { value: 0.65, source: 'https://example.org/upstream' },
  genericEv: { name: 'a compact electric SUV', wallKwhPerKm: 0.15, source: 'https://example.org/ev' },
};

describe('the CO2 model', () => {
  it('counts a litre of petrol burnt and produced: 2.35 + 0.65 = 3 kg', () => {
    expect(petrolKgCo2PerLitre(emissions)).toBeCloseTo(3, 10);
    // At 15 km a litre: 3 / 15 = 0.2 kg a km, not the 2.35 / 15 = 0.157 kg of the tailpipe alone.
    expect(petrolKgCo2PerKm(15, emissions)).toBeCloseTo(0.2, 10);
  });

  it('counts a kWh at the wall as generated plus what was lost on the way: 0.72 / (1 - 0.20) = 0.9 kg', () => {
    expect(gridKgCo2PerWallKwh(emissions)).toBeCloseTo(0.9, 10);
    // 0.15 kWh a km x 0.9 kg = 0.135 kg a km.
    expect(evKgCo2PerKm(0.15, emissions)).toBeCloseTo(0.135, 10);
  });

  it("saves (0.2 - 0.135) x 10,000 = 650 kg over 10,000 km with the generic EV, or the chosen car's own figure", () => {
    expect(co2SavedKg(10_000, 15, emissions)).toBeCloseTo(650, 6);
    // A big SUV at 0.25 kWh a km: 0.25 x 0.9 = 0.225 kg a km, more than the petrol car's 0.2: 250 kg more.
    expect(co2SavedKg(10_000, 15, emissions, 0.25)).toBeCloseTo(-250, 6);
  });

  it('on the tailpipe-only boundary of before, the same EV looked worse than petrol; on one boundary it is better', () => {
    const tailpipeOnly: Emissions = {
      ...emissions,
      gridLossPercent: { ...emissions.gridLossPercent, value: 0 },
      petrolUpstreamKgCo2PerLitre: { ...emissions.petrolUpstreamKgCo2PerLitre, value: 0 },
    };
    // Old: petrol 2.35 / 15 = 0.15667 kg a km; an EV at 0.25 kWh x 0.72 = 0.18 kg a km: 233 kg more over 10,000 km.
    expect(co2SavedKg(10_000, 15, tailpipeOnly, 0.25)).toBeCloseTo(-233.33, 2);
    expect(co2SavedKg(10_000, 15, emissions)).toBeGreaterThan(0);
  });
});

describe('CO2 in the calculators of the frozen site (grid 0.727 kg, 20% lost, petrol 2.35 + 0.6 kg, a generic EV at 0.16 kWh a km)', () => {
  const { calculators } = loadSite({ dataDir: SITE_DATA });

  it('the savings calculator at its defaults: 0.9 tonnes less a year, and its money unchanged at ₹8,181 a month', () => {
    // 18,250 km. Petrol: 2.95 / 15 = 0.196667 kg a km. EV: 0.16 x 0.727 / 0.8 = 0.1454 kg a km.
    // 18,250 x 0.051267 = 935.6 kg -> 0.9 tonnes.
    const result = savings(sliderDefaults(savingsSliders(calculators.savings)), calculators.savings, calculators.emissions);
    expect(result.co2Tonnes).toBe(0.9);
    expect(result.monthly).toBe(8_181);
  });

  it("the savings calculator for a chosen car: that car's own energy a km, for the money and the CO2 alike", () => {
    // 0.137 kWh a km: 18,250 x 0.137 x ₹8 = ₹20,002 of electricity; CO2 18,250 x (0.196667 - 0.137 x 0.90875) = 1,317.0 kg.
    const result = savings(sliderDefaults(savingsSliders(calculators.savings)), calculators.savings, calculators.emissions, 0.137);
    expect(result.electricityCost).toBeCloseTo(20_002, 6);
    expect(result.co2Tonnes).toBe(1.3);
  });

  it('the environmental calculator at its defaults: 769 kg less over 15,000 km, like 38 trees', () => {
    // 15,000 x 0.051267 = 769.0 kg; 769 / 20 kg a tree = 38.45 -> 38.
    const result = environmental({ annualKm: 15_000, mileage: 15, electricityPrice: 8 }, environmentalModel(calculators));
    expect(result.co2Kg).toBe(769);
    expect(result.trees).toBe(38);
  });
});
