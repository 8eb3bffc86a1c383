import { describe, expect, it } from 'vitest';
import { loadSite } from '../../src/build.ts';
import { carAsVariant, evRoadTaxOn, evRoadTaxSummary, onRoadPrice, statesInForce, variantsOf } from '../../src/domain/index.ts';
import { fixtureStates, SITE_DATA } from './fixture.ts';

// Road-tax concessions for electric cars with a price cap or an end date, worked out by hand.

const day = (date: string) => new Date(`${date}T00:00:00Z`);
/** Delhi's draft 2026-30 rule: no road tax on electric cars up to ₹30 lakh ex-showroom, until 31 March 2030. */
const delhi = {
  ev: { percent: 0, upToLakh: 30, until: '2030-03-31' },
  petrol: [{ upToLakh: 6, percent: 4 }, { upToLakh: 10, percent: 7 }, { percent: 10 }],
};
/** Telangana's GO 41: no road tax on electric cars until 31 December 2026; petrol cars pay 18%. */
const telangana = { ev: { percent: 0, until: '2026-12-31' }, petrol: 18 };

describe('evRoadTaxOn', () => {
  it('makes a price cap slabs: the concession up to the cap, then the petrol rate of the price', () => {
    const { rate, note } = evRoadTaxOn(delhi, day('2026-11-28'));
    expect(rate).toEqual([{ upToLakh: 30, percent: 0 }, { percent: 10 }]);
    expect(note).toBe(
      'No road tax on electric cars up to ₹30 lakh ex-showroom until 31 March 2030; dearer ones pay 10%, as on a petrol car',
    );
  });

  it('applies a rule on its last day, and from the next day what it says applies instead', () => {
    expect(evRoadTaxOn(telangana, day('2026-12-31')).rate).toBe(0);
    const after = evRoadTaxOn(telangana, day('2027-01-01'));
    expect(after.rate).toBe(18);
    expect(after.note).toBe('The road-tax exemption on electric cars ended on 31 December 2026; they now pay 18%, as on a petrol car');
  });

  it('takes its own rate after the end or above the cap, when the data names one', () => {
    const reduced = { ev: { percent: 1, until: '2026-03-31', otherwise: 6 }, petrol: 6 };
    expect(evRoadTaxOn(reduced, day('2026-03-31')).rate).toBe(1);
    expect(evRoadTaxOn(reduced, day('2026-04-01'))).toEqual({
      rate: 6,
      note: 'Road tax of 1% on electric cars ended on 31 March 2026; they now pay 6%',
      limits: { percent: 1, ended: '2026-03-31' },
    });
    const karnataka = { ev: { percent: 0, upToLakh: 25, otherwise: 10 }, petrol: [{ upToLakh: 20, percent: 17 }, { percent: 18 }] };
    expect(evRoadTaxOn(karnataka, day('2026-11-28')).rate).toEqual([{ upToLakh: 25, percent: 0 }, { percent: 10 }]);
  });

  it('passes a plain rate or slabs through, with no note', () => {
    expect(evRoadTaxOn({ ev: 0, petrol: 12 }, day('2026-11-28'))).toEqual({ rate: 0 });
    expect(evRoadTaxOn({ ev: [{ upToLakh: 10, percent: 8 }, { percent: 10 }], petrol: 10 }, day('2026-11-28'))).toEqual({
      rate: [{ upToLakh: 10, percent: 8 }, { percent: 10 }],
    });
  });
});

describe('evRoadTaxSummary', () => {
  it('says a rule in force in a few words: its cap, its end, or what replaced it', () => {
    const summary = (rule: Parameters<typeof evRoadTaxOn>[0], date: string) => {
      const { rate, limits } = evRoadTaxOn(rule, day(date));
      return evRoadTaxSummary(rate, limits);
    };
    expect(summary(delhi, '2026-11-28')).toBe('none up to ₹30 lakh until 31 March 2030, 10% above');
    expect(summary(telangana, '2026-11-28')).toBe('none until 31 December 2026');
    expect(summary(telangana, '2027-01-01')).toBe('18% (the exemption ended on 31 December 2026)');
    expect(summary({ ev: 1, petrol: 6 }, '2026-11-28')).toBe('1%');
  });
});

describe('the on-road price under a capped or ended exemption (the frozen site)', () => {
  const site = loadSite({ dataDir: SITE_DATA });
  const { onRoad, taxes } = site.calculators;
  const variant = (id: string) => {
    const car = site.cars.find((item) => item.id === id)!;
    return carAsVariant(car, variantsOf(car)[0]!);
  };
  const roadTax = (price: ReturnType<typeof onRoadPrice>) => price.lines.find((line) => line.label.startsWith('Road tax'))!;

  it('charges a car over the Delhi cap the petrol rate, and one under it nothing', () => {
    const delhiToday = fixtureStates(site).find((item) => item.slug === 'delhi')!;
    // BMW iX1 at ₹49 lakh: above ₹30 lakh, so 10% = ₹4,90,000.
    const ix1 = roadTax(onRoadPrice(variant('bmw-ix1'), delhiToday, onRoad, taxes));
    expect(ix1.rupees).toBe(490_000);
    expect(ix1.how).toBe('10% of the ex-showroom price: the exemption for electric cars covers only cars up to ₹30 lakh');
    // Nexon EV Creative+ MR at ₹12.49 lakh: under the cap.
    const nexon = roadTax(onRoadPrice(variant('tata-nexon-ev'), delhiToday, onRoad, taxes));
    expect(nexon.rupees).toBe(0);
    expect(nexon.how).toBe('none on electric cars up to ₹30 lakh until 31 March 2030');
  });

  it("charges Telangana's petrol rate on a car bought after its exemption ends, by the build date alone", () => {
    const on = (date: string) => statesInForce(site.incentives, day(date)).find((item) => item.slug === 'telangana')!;
    const nexon = variant('tata-nexon-ev');
    expect(roadTax(onRoadPrice(nexon, on('2026-12-31'), onRoad, taxes)).rupees).toBe(0);
    // ₹12.49 lakh x 17% (the frozen site's petrol rate) = ₹2,12,330.
    const after = roadTax(onRoadPrice(nexon, on('2027-01-01'), onRoad, taxes));
    expect(after.rupees).toBeCloseTo(212_330, 6);
    expect(after.how).toBe('17% of the ex-showroom price: the exemption for electric cars ended on 31 December 2026');
  });
});
