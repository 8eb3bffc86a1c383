import { describe, expect, it } from 'vitest';
import {
  carAsVariant,
  chargingFit,
  ownershipCost,
  purchaseIncentiveFor,
  realWorldRange,
  variantsOf,
  type OwnershipModel,
} from '../../src/domain/index.ts';
import type { CarData } from '../../src/schema/index.ts';

// The range, charging and cost models of src/domain/, each against a calculation done by hand.

/** The models' constants as data/calculators.yaml sets them. */
const realRange = { city: 0.75, highway: 0.62, summerAc: 0.68, wltpToIndian: 1.15 };
/** GST, registration and the central subsidy as the frozen site has them: EVs pay no registration fee, petrol cars ₹600. */
const taxes = {
  gst: { evPercent: 5, petrolSmallPercent: 18, petrolLargePercent: 40, asOf: '2025-09-04', source: 'https://example.org/gst' },
  registration: { evRupees: 0, petrolRupees: 600, asOf: '2021-08-03', source: 'https://example.org/rc' },
  centralSubsidy: { privateCarRupees: 0, why: 'None for private cars.', asOf: '2025-08-08', source: 'https://example.org/subsidy' },
};
const model: OwnershipModel = {
  insurancePercent: 3,
  chargingEfficiency: 0.9,
  realRange,
  maintenancePerYear: { ev: 12000, petrol: 25000 },
  taxes,
  publicCharging: { dcPerKwh: 24, asOf: '2025-08-01', source: 'https://example.org/public-dc' },
  emissions: {
    gridKgCo2PerKwh: { value: 0.72, asOf: '2025-11-01', source: 'https://example.org/grid' },
    gridLossPercent: { value: 20, asOf: '2025-03-31', source: 'https://example.org/losses' },
    petrolKgCo2PerLitre: { value: 2.35, source: 'https://example.org/combustion' },
    petrolUpstreamKgCo2PerLitre: { value: 0.6, source: 'https://example.org/upstream' },
    genericEv: { name: 'a compact electric SUV', wallKwhPerKm: 0.16, source: 'https://example.org/ev' },
  },
};
/** 50 km a day, every kWh charged at home. */
/** 50 km a day, all charged at home at Maharashtra's ₹9.5 (the public price, ₹24, then unused). */
const atHome = { dailyKm: 50, mix: { homeShare: 1, homePerKwh: 9.5, publicPerKwh: 24 } };
/** The same at another home tariff. */
const atHomeFor = (perKwh: number) => ({ dailyKm: 50, mix: { ...atHome.mix, homePerKwh: perKwh } });

/** A Tata Nexon EV as the fixture has it: 45 kWh, 489 km on MIDC, 7.2 kW AC, 60 kW DC (20-80% in 40 minutes). */
const nexon = {
  price: { min: 12.49, max: 17.19, asOf: '2025-08-01', source: 'https://ev.tatamotors.com' },
  petrolAlternative: {
    name: 'Tata Nexon petrol',
    priceLakh: 8.0,
    mileageKmpl: 17.44,
    gstClass: 'small' as const,
    asOf: '2025-08-01',
    source: 'https://cars.tatamotors.com',
  },
  battery: { capacityKwh: 45, chemistry: 'LFP', warranty: { years: 8, km: 160000 } },
  range: { claimedKm: 489, testCycle: 'MIDC P1+P2' as const },
  charging: {
    ac: { kw: 7.2, hours: 6.5, fromPercent: 10, toPercent: 100 },
    dc: { kw: 60, minutes: 40, fromPercent: 20, toPercent: 80 },
    options: [],
  },
};
/** Maharashtra as the fixture has it: no road tax on EVs, 11% on petrol cars, ₹9.5 a kWh, ₹103.5 a litre. */
const maharashtra = {
  maxRebateLakh: 0,
  roadTaxPercent: { ev: 0, petrol: 11 },
  electricity: { perKwh: 9.5, asOf: '2025-06-01', source: 'https://www.mahadiscom.in' },
  petrol: { perLitre: 103.5, asOf: '2025-10-01', source: 'https://iocl.com/petrol-diesel-price' },
};

/** A purchase incentive of ₹15,000 a kWh up to ₹5 lakh, for the tests of a state that has one. */
const fiveLakh = {
  maxRebateLakh: 5,
  purchaseIncentive: { perKwh: 15_000, capLakh: 5, asOf: '2025-06-01', source: 'https://example.gov.in' },
};

describe('purchaseIncentiveFor', () => {
  /** Delhi's 2020 policy as it was worded: ₹10,000 a kWh, up to ₹1.5 lakh, cars up to ₹15 lakh ex-showroom. */
  const delhi2020 = {
    maxRebateLakh: 1.5,
    purchaseIncentive: { perKwh: 10_000, capLakh: 1.5, maxPriceLakh: 15, asOf: '2020-08-07', source: 'https://ev.delhi.gov.in' },
  };
  const tiago = { price: { ...nexon.price, min: 7.99, max: 11.14 }, battery: { ...nexon.battery, capacityKwh: 24, options: [19.2, 24] } };

  it('pays so much a kWh of the starting battery, up to the cap', () => {
    // Nexon, 45 kWh: 45 x 10,000 = ₹4,50,000, capped at ₹1,50,000.
    expect(purchaseIncentiveFor(nexon, delhi2020)).toBe(150_000);
    // Tiago, starting with the 19.2 kWh pack, at ₹5,000 a kWh: 19.2 x 5,000 = ₹96,000, under the cap.
    expect(purchaseIncentiveFor(tiago, { ...delhi2020, purchaseIncentive: { ...delhi2020.purchaseIncentive, perKwh: 5_000 } })).toBe(
      96_000,
    );
    // The smallest pack, in whatever order the packs are listed: 30 kWh x 2,000 = ₹60,000.
    const packs = { ...nexon, battery: { ...nexon.battery, options: [45, 30] } };
    expect(purchaseIncentiveFor(packs, { ...delhi2020, purchaseIncentive: { ...delhi2020.purchaseIncentive, perKwh: 2_000 } })).toBe(
      60_000,
    );
    // A variant is paid for on its own pack and price (carAsVariant): the 30 kWh MR at 30 x 2,000 = ₹60,000; the
    // 45 kWh LR, at ₹17.19 lakh, is above the policy's ₹15 lakh limit, so nothing.
    const withVariants = {
      ...nexon,
      battery: { ...nexon.battery, options: [30, 45] },
      performance: {
        powerBhp: 143,
        torqueNm: 215,
        zeroToHundredS: 8.9,
        topSpeedKmph: 150,
        driveType: 'FWD',
        transmission: null,
        motor: null,
      },
      safety: { airbags: 6, ncap: null },
      comfort: {},
      entertainment: {},
      exterior: {},
      variants: [
        { name: 'MR', lakh: 12.49, batteryKwh: 30, claimedKm: 275 },
        { name: 'LR', lakh: 17.19 },
      ],
    } as unknown as CarData;
    const [mr, lr] = variantsOf(withVariants).map((variant) => carAsVariant(withVariants, variant));
    const policy = { ...delhi2020, purchaseIncentive: { ...delhi2020.purchaseIncentive, perKwh: 2_000 } };
    expect(purchaseIncentiveFor(mr!, policy)).toBe(60_000);
    expect(purchaseIncentiveFor(lr!, policy)).toBe(0);
  });

  it("pays nothing for a car priced above the policy's limit, or where the state has no incentive", () => {
    expect(purchaseIncentiveFor({ ...nexon, price: { ...nexon.price, min: 17.49 } }, delhi2020)).toBe(0);
    expect(purchaseIncentiveFor(nexon, { maxRebateLakh: 0 })).toBe(0);
  });

  it("never pays more than the state's stated maximum", () => {
    expect(purchaseIncentiveFor(nexon, { ...delhi2020, maxRebateLakh: 1 })).toBe(100_000);
  });
});

describe('realWorldRange', () => {
  it('takes the stated shares of an Indian-cycle claim, to the nearest 5 km', () => {
    // 489 x 0.75 = 366.75 -> 365; 489 x 0.62 = 303.18 -> 305; 489 x 0.68 = 332.52 -> 335.
    expect(realWorldRange(nexon, realRange)).toEqual({ city: 365, highway: 305, summerAc: 335, low: 305, high: 365, indianClaim: 489 });
  });

  it('converts a WLTP claim to the Indian cycle first, and passes on a measured range', () => {
    // 418 x 1.15 = 480.7; x 0.75 = 360.5 -> 360; x 0.62 = 298.0 -> 300; x 0.68 = 326.9 -> 325.
    const band = realWorldRange({ range: { claimedKm: 418, testCycle: 'WLTP', realWorldKm: 330 } }, realRange);
    expect(band).toEqual({ city: 360, highway: 300, summerAc: 325, low: 300, high: 360, indianClaim: 481, measured: 330 });
  });
});

describe('chargingFit', () => {
  it('gives km an hour at home, km in 30 minutes of DC, and 10-80% time, for a car with a DC port', () => {
    // Consumption: 45 kWh over the 365 km city range = 0.12329 kWh a km.
    // 3.3 kW x 0.9 = 2.97 kWh an hour -> 24.1 km; 7.2 kW (its onboard maximum) x 0.9 = 6.48 kWh -> 52.6 km.
    // Its quoted DC session, 20-80% (27 kWh) in 40 minutes, averages 40.5 kW: half an hour adds 20.25 kWh -> 164.3 km.
    // 20-80% in 40 minutes -> 70 points in 40 x 70 / 60 = 46.7 minutes.
    expect(chargingFit(nexon, { chargingEfficiency: 0.9, homeChargerKw: [3.3, 7.2], realRange })).toEqual({
      home: [
        { chargerKw: 3.3, drawnKw: 3.3, kmPerHour: 24 },
        { chargerKw: 7.2, drawnKw: 7.2, kmPerHour: 53 },
      ],
      dc: { peakKw: 60, kmIn30Min: 164 },
      tenToEightyMinutes: 47,
      tenToEightyOn: 'DC',
      connector: 'CCS2 (Type 2 for AC)',
    });
  });

  it('caps a home charger at the car onboard charger, and times 10-80% on AC for a car without DC', () => {
    // A 17.3 kWh car, 230 km claimed: city 172.5 -> 175 km, 0.09886 kWh a km; its AC charger takes 3.3 kW at most.
    // 3.3 x 0.9 = 2.97 kWh -> 30.0 km, from either charger. 0-100% in 7 hours -> 70 points in 294 minutes.
    const comet = {
      battery: { capacityKwh: 17.3 },
      range: { claimedKm: 230, testCycle: 'ARAI' as const },
      charging: { ac: { kw: 3.3, hours: 7, fromPercent: 0, toPercent: 100 } },
    };
    expect(chargingFit(comet as never, { chargingEfficiency: 0.9, homeChargerKw: [3.3, 7.2], realRange })).toEqual({
      home: [
        { chargerKw: 3.3, drawnKw: 3.3, kmPerHour: 30 },
        { chargerKw: 7.2, drawnKw: 3.3, kmPerHour: 30 },
      ],
      tenToEightyMinutes: 294,
      tenToEightyOn: 'AC',
      connector: 'Type 2, AC only',
    });
  });
});

describe('ownershipCost', () => {
  const result = ownershipCost(nexon, maharashtra, atHome, [5, 8], model);

  it('prices buying each car in Maharashtra: no road tax or registration fee on the EV, 11% and ₹600 on the petrol car', () => {
    expect(result.ev).toMatchObject({ exShowroom: 1_249_000, roadTax: 0, registration: 0, incentive: 0, upfront: 1_249_000 });
    expect(result.petrol).toMatchObject({ exShowroom: 800_000, roadTax: 88_000, registration: 600, upfront: 888_600 });
  });

  it('prices a year of 50 km a day: energy, insurance and maintenance', () => {
    // 50 km x 365 = 18,250 km. EV: 18,250 x 45/365 = 2,250 kWh from the battery, 2,500 from the wall, x ₹9.5 = ₹23,750.
    // Petrol: 18,250 / 17.44 = 1,046.445 litres x ₹103.5 = ₹1,08,307.05.
    // Insurance 3%: ₹37,470 and ₹24,000. Maintenance: ₹12,000 and ₹25,000.
    expect(result.ev.energyPerYear).toBeCloseTo(23_750, 6);
    expect(result.ev.insurancePerYear).toBeCloseTo(37_470, 6);
    expect(result.ev.perYear).toBeCloseTo(73_220, 6);
    expect(result.petrol.energyPerYear).toBeCloseTo(108_307.05, 2);
    expect(result.petrol.perYear).toBeCloseTo(157_307.05, 2);
  });

  it("gives each car's CO2 a year well to wheel: the EV at its own consumption, the petrol car at its claimed mileage", () => {
    // EV: 2,500 kWh from the wall x 0.72 / (1 - 0.20) = 0.9 kg a wall kWh = 2,250 kg.
    // Petrol: 1,046.445 litres x (2.35 burnt + 0.6 upstream = 2.95 kg) = 3,087.01 kg.
    expect(result.co2KgPerYear.ev).toBeCloseTo(2_250, 6);
    expect(result.co2KgPerYear.petrol).toBeCloseTo(3_087.01, 2);
  });

  it('totals 5 and 8 years and finds the month the EV has paid back its higher price', () => {
    // 5 years: EV 12,49,000 + 5 x 73,220 = ₹16,15,100; petrol 8,88,600 + 5 x 1,57,307.05 = ₹16,75,135.26.
    // 8 years: EV ₹18,34,760; petrol ₹21,47,056.42.
    // Break-even: ₹3,60,400 more up front / (84,087.05 / 12 = ₹7,007.25 saved a month) = 51.4 -> the 52nd month.
    expect(result.totals.map(({ years, ev, petrol, evSaves }) => [years, Math.round(ev), Math.round(petrol), Math.round(evSaves)])).toEqual(
      [
        [5, 1_615_100, 1_675_135, 60_035],
        [8, 1_834_760, 2_147_056, 312_296],
      ],
    );
    expect(result.breakEvenMonths).toBe(52);
  });

  it('says which car is cheaper to buy and to run, with a crossing only when each wins one', () => {
    expect(result).toMatchObject({ evCheaperToBuy: false, evCheaperToRun: true, breakEvenMonths: 52 });
    // A ₹5 lakh incentive (₹15,000 a kWh x 45 = ₹6.75 lakh, capped at 5): cheaper to buy and to run, so the lines never cross.
    const subsidised = ownershipCost(nexon, { ...maharashtra, ...fiveLakh }, atHome, [5], model);
    expect(subsidised).toMatchObject({ evCheaperToBuy: true, evCheaperToRun: true });
    expect(subsidised.breakEvenMonths).toBeUndefined();
    // Power at ₹200 a kWh: dearer both ways.
    const dearPower = ownershipCost(nexon, maharashtra, atHomeFor(200), [5], model);
    expect(dearPower).toMatchObject({ evCheaperToBuy: false, evCheaperToRun: false });
    expect(dearPower.breakEvenMonths).toBeUndefined();
    // The incentive and power at ₹60 a kWh: cheaper to buy (₹7,49,000 against ₹8,88,600) but 2,500 x 60 + 37,470 +
    // 12,000 = ₹1,99,470 a year to run against ₹1,57,307.05: the petrol car catches up after
    // 1,39,600 / (42,162.95 / 12) = 39.7 -> 40 months.
    const both = ownershipCost(nexon, { ...maharashtra, ...fiveLakh }, atHomeFor(60), [5], model);
    expect(both).toMatchObject({ evCheaperToBuy: true, evCheaperToRun: false, breakEvenMonths: 40 });
  });
});

describe('ownershipCost with half the charging at public fast chargers, in Maharashtra', () => {
  const result = ownershipCost(nexon, maharashtra, { dailyKm: 50, mix: { ...atHome.mix, homeShare: 0.5 } }, [5, 8], model);

  it("pays the average of Maharashtra's home tariff and the public DC price for the same 2,500 kWh", () => {
    // 0.5 x ₹9.5 + 0.5 x ₹24 = ₹16.75 a kWh; 2,500 kWh from the wall x ₹16.75 = ₹41,875 a year.
    expect(result.charging.mix).toEqual({ homeShare: 0.5, homePerKwh: 9.5, publicPerKwh: 24 });
    expect(result.charging.perKwh).toBeCloseTo(16.75, 9);
    expect(result.charging.wallKwhPerYear).toBeCloseTo(2_500, 6);
    expect(result.ev.energyPerYear).toBeCloseTo(41_875, 6);
    // + ₹37,470 insurance + ₹12,000 maintenance = ₹91,345 a year; the petrol car's year is unchanged.
    expect(result.ev.perYear).toBeCloseTo(91_345, 6);
    expect(result.petrol.perYear).toBeCloseTo(157_307.05, 2);
  });

  it('costs more than the petrol car over 5 years, less over 8, and pays back in the 66th month', () => {
    // 5 years: EV 12,49,000 + 5 x 91,345 = ₹17,05,725 against ₹16,75,135.26: ₹30,590 more.
    // 8 years: EV 12,49,000 + 8 x 91,345 = ₹19,79,760 against ₹21,47,056.42: ₹1,67,296 less.
    // Break-even: ₹3,60,400 / ((1,57,307.05 - 91,345) / 12 = ₹5,496.84 a month) = 65.6 -> the 66th month.
    expect(result.totals.map(({ years, ev, petrol, evSaves }) => [years, Math.round(ev), Math.round(petrol), Math.round(evSaves)])).toEqual(
      [
        [5, 1_705_725, 1_675_135, -30_590],
        [8, 1_979_760, 2_147_056, 167_296],
      ],
    );
    expect(result.breakEvenMonths).toBe(66);
  });

  it('at 100% home is the home tariff alone, whatever the public price', () => {
    const home = ownershipCost(nexon, maharashtra, { dailyKm: 50, mix: { ...atHome.mix, publicPerKwh: 99 } }, [5], model);
    expect(home.charging.perKwh).toBe(9.5);
    expect(home.ev.energyPerYear).toBeCloseTo(23_750, 6);
  });
});
