import { describe, expect, it } from 'vitest';
import { loadSite } from '../../src/build.ts';
import {
  describeTaxRate,
  emi,
  environmental,
  environmentalModel,
  formatRupees,
  loanSliders,
  purchaseComparison,
  roadTaxPercentAt,
  savings,
  savingsSliders,
  sliderDefaults,
  snapToStep,
} from '../../src/domain/index.ts';
import { fixtureStates, SITE_DATA } from './fixture.ts';

const { calculators } = loadSite({ dataDir: SITE_DATA });
const savingsDefaults = sliderDefaults(savingsSliders(calculators.savings));
/** All of the charging at home: the public price then plays no part. */
const allAtHome = { homeSharePercent: 100, publicChargingPrice: 24 };

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

describe("savings, at the sliders' defaults (50 km a day, all charged at home at ₹8 a unit, ₹100 a litre, 15 km/L)", () => {
  const result = savings(savingsDefaults, calculators.savings, calculators.emissions);

  it('charges at home and starts the public price at the dated public DC price', () => {
    expect(savingsDefaults.homeSharePercent).toBe(100);
    expect(savingsDefaults.publicChargingPrice).toBe(calculators.publicCharging.dcPerKwh);
    expect(result.perKwh).toBe(8);
  });
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
  it('cuts the fuel bill by 70% and saves 1,217 litres; CO2 well to wheel is 0.9 tonnes less (see emissions.test.ts)', () => {
    expect(result.fuelReductionPercent).toBe(70);
    expect(result.litresSaved).toBe(1_217);
    expect(result.co2Tonnes).toBe(0.9);
  });
});

describe('savings with half the charging at public fast chargers (50 km a day, 50% at home at ₹8, 50% at ₹24)', () => {
  const result = savings(
    { dailyKm: 50, electricityPrice: 8, petrolPrice: 100, mileage: 15, homeSharePercent: 50, publicChargingPrice: 24 },
    calculators.savings,
    calculators.emissions,
  );

  it('pays ₹16 a kWh on average and ₹73,000 a year for electricity', () => {
    // 0.5 x ₹8 + 0.5 x ₹24 = ₹16 a kWh; 18,250 km x 0.25 kWh x ₹16 = ₹73,000.
    expect(result.perKwh).toBe(16);
    expect(result.electricityCost).toBeCloseTo(73_000, 6);
  });
  it('saves ₹5,139 a month and ₹3,08,333 over 5 years', () => {
    // Petrol: 18,250 / 15 x ₹100 = ₹1,21,666.67; fuel saved ₹48,666.67; plus ₹13,000 maintenance = ₹61,666.67 a year.
    // A month: 61,666.67 / 12 = ₹5,138.89 -> ₹5,139; 5 years: ₹3,08,333.33.
    expect(result.monthly).toBe(5_139);
    expect(formatRupees(result.projection)).toBe('₹3,08,333');
    // 48,666.67 / 1,21,666.67 = 40%.
    expect(result.fuelReductionPercent).toBe(40);
  });
  it('saves ₹2,097 a month with every kWh at ₹24 (no home charger)', () => {
    // 18,250 x 0.25 x ₹24 = ₹1,09,500; fuel saved ₹12,166.67; + ₹13,000 = ₹25,166.67 a year; / 12 = ₹2,097.22.
    const none = savings({ ...savingsDefaults, homeSharePercent: 0 }, calculators.savings, calculators.emissions);
    expect(none.perKwh).toBe(24);
    expect(none.monthly).toBe(2_097);
  });
});

describe('savings at the slider bounds', () => {
  it('goes negative on fuel when electricity is dear and the petrol car frugal, and still adds maintenance', () => {
    const result = savings(
      { dailyKm: 10, electricityPrice: 15, petrolPrice: 80, mileage: 25, ...allAtHome },
      calculators.savings,
      calculators.emissions,
    );
    expect(result.fuelSavings).toBeCloseTo((3650 * 80) / 25 - 3650 * 0.25 * 15, 6);
    expect(result.fuelSavings).toBeLessThan(0);
    expect(result.totalAnnual).toBeCloseTo(result.fuelSavings + 13_000, 6);
  });
});

describe('environmental, at defaults (15,000 km, ₹8 a unit, 15 km/L)', () => {
  const { annualKm, mileage, electricityPrice } = calculators.environmental;
  const inputs = sliderDefaults({ annualKm, mileage, electricityPrice });
  const model = environmentalModel(calculators);
  const result = environmental(inputs, model);
  it('works out CO2 with the same model and generic EV as the savings calculator: 769 kg less, like 38 trees', () => {
    // 15,000 km x (2.95 / 15 - 0.16 x 0.727 / 0.8) = 15,000 x 0.051267 = 769.0 kg; / 20 = 38.45 -> 38 trees.
    expect(result.co2Kg).toBe(769);
    expect(result.trees).toBe(38);
    const perKm = savings(
      { dailyKm: 15_000 / 365, electricityPrice: 8, petrolPrice: 100, mileage: 15, ...allAtHome },
      calculators.savings,
      calculators.emissions,
    );
    expect(perKm.co2Tonnes).toBe(0.8);
  });
  it('saves ₹70,000 a year against a 15 km/L petrol car at ₹100 a litre, and 1,000 litres of petrol', () => {
    // 15,000 km x (100 / 15 - 8 x 0.25) = 15,000 x 4.667 = ₹70,000.
    expect(result.costSaved).toBe(70_000);
    expect(result.litresAvoided).toBe(1_000);
  });
  it('counts no trees when the electric car adds CO2: a frugal 25 km/L petrol car against the generic EV', () => {
    // 15,000 x (2.95 / 25 - 0.1454) = 15,000 x -0.0274 = -411 kg.
    const frugal = environmental({ ...inputs, mileage: 25 }, model);
    expect(frugal.co2Kg).toBe(-411);
    expect(frugal.trees).toBe(0);
  });
});

describe('purchaseComparison', () => {
  const site = loadSite({ dataDir: SITE_DATA });
  const found = site.cars.find((car) => car.id === 'tata-nexon-ev')!;
  const nexon = { ...found, petrolAlternative: found.petrolAlternative! };
  const maharashtra = fixtureStates(site).find((state) => state.slug === 'maharashtra')!;

  it("works out the Nexon EV against its petrol alternative in Maharashtra, as by hand from the frozen site's data", () => {
    // Nexon EV from ₹12.49 lakh; the Nexon Creative DCA petrol ₹12.00 lakh, under 4 m with a 1.2-litre engine (GST 18%).
    // Maharashtra: no road tax on EVs, 12% on petrol cars, no purchase incentive for private cars.
    //   GST in each price: 12,49,000 x 5/105 = ₹59,476.19; 12,00,000 x 18/118 = ₹1,83,050.85 -> ₹1,23,574.66 less
    //   road tax: 0 against 12,00,000 x 12% = ₹1,44,000; registration: ₹0 against ₹600
    //   total: 1,23,574.66 + 1,44,000 + 600 = ₹2,68,174.66; on the road 12,49,000 against 13,44,600
    expect([nexon.price.min, nexon.petrolAlternative.priceLakh, nexon.petrolAlternative.gstClass]).toEqual([12.49, 12, 'small']);
    expect(maharashtra.roadTaxPercent).toMatchObject({ ev: 0, petrol: 12 });
    const result = purchaseComparison(nexon, maharashtra, site.calculators.taxes);
    expect(result.ev).toMatchObject({
      exShowroom: 1_249_000,
      gstPercent: 5,
      roadTax: 0,
      registration: 0,
      incentives: 0,
      onRoad: 1_249_000,
    });
    expect(result.petrol).toMatchObject({
      exShowroom: 1_200_000,
      gstPercent: 18,
      roadTaxPercent: 12,
      roadTax: 144_000,
      registration: 600,
      onRoad: 1_344_600,
    });
    expect(result.ev.gst).toBeCloseTo(59_476.19, 2);
    expect(result.petrol.gst).toBeCloseTo(183_050.85, 2);
    expect(result.advantage.gst).toBeCloseTo(123_574.66, 2);
    expect(result.advantage).toMatchObject({ roadTax: 144_000, registration: 600, incentives: 0 });
    expect(result.advantage.total).toBeCloseTo(268_174.66, 2);
    expect([result.stateIncentive, result.centralSubsidy]).toEqual([0, 0]);
  });

  it('applies the slab a price falls in, and a state incentive and a central subsidy where they exist', () => {
    const slabs = {
      ...maharashtra,
      roadTaxPercent: {
        ev: [{ upToLakh: 25, percent: 0 }, { percent: 10 }],
        petrol: [{ upToLakh: 10, percent: 11 }, { upToLakh: 20, percent: 12 }, { percent: 13 }],
      },
    };
    expect(roadTaxPercentAt(slabs.roadTaxPercent.petrol, 10)).toBe(11);
    expect(roadTaxPercentAt(slabs.roadTaxPercent.petrol, 10.01)).toBe(12);
    expect(roadTaxPercentAt(slabs.roadTaxPercent.petrol, 20.5)).toBe(13);
    expect(roadTaxPercentAt(slabs.roadTaxPercent.ev, 30)).toBe(10);
    expect(describeTaxRate(slabs.roadTaxPercent.petrol)).toBe('11% up to ₹10 lakh, 12% up to ₹20 lakh, 13% above');
    const taxes = { ...site.calculators.taxes, centralSubsidy: { ...site.calculators.taxes.centralSubsidy, privateCarRupees: 50_000 } };
    const withIncentive = {
      ...slabs,
      maxRebateLakh: 1,
      purchaseIncentive: { perKwh: 10_000, capLakh: 1, asOf: '2026-01-01', source: 'https://example.gov.in' },
    };
    const result = purchaseComparison(nexon, withIncentive, taxes);
    // The Nexon's first variant has the 30 kWh pack: ₹3 lakh, capped at ₹1 lakh; with ₹50,000 from the centre.
    expect([result.stateIncentive, result.centralSubsidy, result.ev.incentives]).toEqual([100_000, 50_000, 150_000]);
    expect(result.ev.onRoad).toBe(1_249_000 - 150_000);
    expect(result.petrol.roadTaxPercent).toBe(12);
  });
});

describe('emi', () => {
  it('matches the reducing-balance formula: ₹12 lakh at 9% for 60 months is ₹24,910 a month', () => {
    expect(emi(1_200_000, 9, 60)).toEqual({ monthly: 24_910, totalInterest: 294_602, total: 1_494_602 });
  });
  it('divides evenly at 0%', () => expect(emi(120_000, 0, 12).monthly).toBe(10_000));
});

describe('loanSliders', () => {
  const lenders = (months: number[]) => months.map((maxTenureMonths) => ({ rate: { from: 8.5 }, maxTenureMonths }));
  it("reaches the longest tenure a listed lender gives, on the slider's steps, so the loans page can work it out", () => {
    const site = loadSite({ dataDir: SITE_DATA });
    expect(Math.max(...site.lenders.map((lender) => lender.maxTenureMonths))).toBeGreaterThan(site.calculators.loans.tenureMonths.max);
    expect(loanSliders(site.calculators.loans, site.lenders).tenureMonths.max).toBe(96);
    const tenure = { default: 60, min: 12, max: 84, step: 12 };
    expect(loanSliders({ tenureMonths: tenure }, lenders([84, 90])).tenureMonths.max).toBe(96);
    expect(loanSliders({ tenureMonths: tenure }, lenders([60])).tenureMonths).toBe(tenure);
  });
});
