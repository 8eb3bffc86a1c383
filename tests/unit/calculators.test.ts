import { describe, expect, it } from 'vitest';
import { loadSite } from '../../src/build.ts';
import { emi, environmental, formatRupees, incentiveEstimate, savings, sliderDefaults, snapToStep } from '../../src/query/index.ts';
import { SITE_DATA } from './fixture.ts';

const { calculators } = loadSite({ dataDir: SITE_DATA });
const savingsDefaults = sliderDefaults({
  dailyKm: calculators.savings.dailyKm,
  electricityPrice: calculators.savings.electricityPrice,
  petrolPrice: calculators.savings.petrolPrice,
  mileage: calculators.savings.mileage,
});

describe('snapToStep', () => {
  const dailyKm = calculators.savings.dailyKm; // 10 to 200, step 5
  const electricity = calculators.savings.electricityPrice; // 3 to 15, step 0.5
  it.each([
    [52, 50],
    [53, 55],
    [5, 10],
    [9999, 200],
    [-3, 10],
    [Number.NaN, 10],
  ])('puts %d km a day on the slider as %d', (input, expected) => expect(snapToStep(input, dailyKm)).toBe(expected));

  it('snaps decimals without binary noise', () => {
    expect(snapToStep(8.3, electricity)).toBe(8.5);
    expect(snapToStep(8.2, electricity)).toBe(8);
    expect(snapToStep(7.75, { min: 7.5, max: 15, step: 0.05 })).toBe(7.75);
  });
});

describe('formatRupees', () => {
  it('groups in lakhs, puts a minus before the sign for an amount taken off, and never writes -0', () => {
    expect(formatRupees(1_681_350.4)).toBe('₹16,81,350');
    expect(formatRupees(-100_000)).toBe('−₹1,00,000');
    expect(formatRupees(-0)).toBe('₹0');
    expect(formatRupees(-0.4)).toBe('₹0');
  });
});

describe('savings, at SPEC.md defaults (50 km a day, ₹8 a unit, ₹100 a litre, 15 km/L)', () => {
  const result = savings(savingsDefaults, calculators.savings);

  it('drives 18,250 km a year', () => expect(result.yearlyKm).toBe(18_250));
  it('spends ₹36,500 on electricity and ₹1,21,667 on petrol', () => {
    expect(formatRupees(result.electricityCost)).toBe('₹36,500');
    expect(formatRupees(result.petrolCost)).toBe('₹1,21,667');
  });
  it('saves ₹13,000 a year on maintenance', () => expect(result.maintenanceSavings).toBe(13_000));
  it('saves ₹8,181 a month and ₹4,90,833 over 5 years', () => {
    expect(result.monthly).toBe(8_181);
    expect(formatRupees(result.projection)).toBe('₹4,90,833');
  });
  it('cuts the fuel bill by 70%, saves 1,217 litres, and shows 18 tonnes of CO2 (yearly km / 1000)', () => {
    expect(result.fuelReductionPercent).toBe(70);
    expect(result.litresSaved).toBe(1_217);
    expect(result.co2Tonnes).toBe(18);
  });
});

describe('savings at the slider bounds', () => {
  it('goes negative on fuel when electricity is dear and the petrol car frugal, and still adds maintenance', () => {
    const result = savings({ dailyKm: 10, electricityPrice: 15, petrolPrice: 80, mileage: 25 }, calculators.savings);
    expect(result.fuelSavings).toBeCloseTo(3650 * 80 / 25 - 3650 * 0.25 * 15, 6);
    expect(result.fuelSavings).toBeLessThan(0);
    expect(result.totalAnnual).toBeCloseTo(result.fuelSavings + 13_000, 6);
  });
});

describe('environmental, at defaults (15,000 km, ₹8 a unit, 15 km/L)', () => {
  const { annualKm, mileage, electricityPrice } = calculators.environmental;
  const inputs = sliderDefaults({ annualKm, mileage, electricityPrice });
  const result = environmental(inputs, calculators.environmental);
  it('saves 795 kg of CO2, the work of 40 trees', () => {
    expect(result.co2Kg).toBe(795);
    expect(result.trees).toBe(40);
  });
  it('saves ₹1,56,000 a year and 1,000 litres of petrol', () => {
    expect(result.costSaved).toBe(156_000);
    expect(result.litresAvoided).toBe(1_000);
  });
});

describe('incentiveEstimate', () => {
  it('adds the central subsidy and the state rebate in lakh', () => {
    expect(incentiveEstimate(1.5, calculators.incentives)).toEqual({ central: 150_000, state: 150_000, total: 300_000 });
    expect(incentiveEstimate(0, calculators.incentives).total).toBe(150_000);
  });
});

describe('emi', () => {
  it('matches the reducing-balance formula: ₹12 lakh at 9% for 60 months is ₹24,910 a month', () => {
    expect(emi(1_200_000, 9, 60)).toEqual({ monthly: 24_910, totalInterest: 294_602, total: 1_494_602 });
  });
  it('divides evenly at 0%', () => expect(emi(120_000, 0, 12).monthly).toBe(10_000));
});
