import { describe, expect, it } from 'vitest';
import { loadSite } from '../../src/build.ts';
import { carAsVariant, onRoadPrice, variantsOf } from '../../src/domain/index.ts';
import { fixtureStates, SITE_DATA } from './fixture.ts';

// The on-road price of one variant in one state, worked out by hand from the frozen site's data: calculators.yaml's
// onRoad (third party ₹5,543 up to 30 kW, ₹9,044 to 65 kW, ₹20,907 above, for 3 years; own damage 2.5% of an insured
// value of 95% of the price; 18% GST on insurance; TCS 1% above ₹10 lakh; FASTag ₹300) and incentives.yaml's states.

const site = loadSite({ dataDir: SITE_DATA });
const { onRoad, taxes } = site.calculators;
const state = (name: string) => fixtureStates(site).find((item) => item.state === name)!;
const variant = (id: string, name: string) => {
  const car = site.cars.find((item) => item.id === id)!;
  return carAsVariant(car, variantsOf(car).find((item) => item.name === name)!);
};
const lines = (price: ReturnType<typeof onRoadPrice>) => Object.fromEntries(price.lines.map((line) => [line.label, line.rupees]));

describe('onRoadPrice', () => {
  const creative45 = variant('tata-nexon-ev', 'Creative 45');

  it("works out the Nexon EV Creative 45's on-road price in Maharashtra, which takes no road tax on EVs", () => {
    // ₹13,99,000; 143 bhp is 106.6 kW, the top third-party slab: ₹20,907. Own damage 2.5% of ₹13,29,050 = ₹33,226.25;
    // insurance (20,907 + 33,226.25) x 1.18 = ₹63,877.24. TCS 1% = ₹13,990. FASTag ₹300.
    // 13,99,000 + 0 + 0 + 63,877.24 + 300 + 13,990 = ₹14,77,167.24
    const price = onRoadPrice(creative45, state('Maharashtra'), onRoad, taxes);
    expect(lines(price)).toEqual({
      'Ex-showroom price': 1_399_000,
      'Road tax in Maharashtra': 0,
      Registration: 0,
      'Insurance at purchase': expect.closeTo(63_877.24, 1),
      FASTag: 300,
      'TCS (you get it back)': 13_990,
    });
    expect(price.total).toBeCloseTo(1_477_167.24, 1);
    expect(price.refundable).toBe(13_990);
  });

  it('adds the road tax of a state that charges EVs: Uttar Pradesh, 10%', () => {
    // The same, plus 10% of ₹13,99,000 = ₹1,39,900: ₹16,17,067.24.
    const price = onRoadPrice(creative45, state('Uttar Pradesh'), onRoad, taxes);
    expect(lines(price)['Road tax in Uttar Pradesh']).toBe(139_900);
    expect(price.total).toBeCloseTo(1_617_067.24, 1);
  });

  it('charges no TCS below ₹10 lakh, and the middle third-party slab for a smaller motor', () => {
    // Tiago EV XE MR in Gujarat (6% on EVs in the frozen site): ₹7,99,000; road tax ₹47,940; 74 bhp is 55.2 kW, the
    // 30-65 kW slab, ₹9,044; own damage 2.5% of ₹7,59,050 = ₹18,976.25; insurance (9,044 + 18,976.25) x 1.18 =
    // ₹33,063.90; FASTag ₹300; no TCS. 7,99,000 + 47,940 + 33,063.90 + 300 = ₹8,80,303.90
    const price = onRoadPrice(variant('tata-tiago-ev', 'XE MR'), state('Gujarat'), onRoad, taxes);
    expect(lines(price)['TCS (you get it back)']).toBeUndefined();
    expect(lines(price)['Insurance at purchase']).toBeCloseTo(33_063.9, 1);
    expect(price.total).toBeCloseTo(880_303.9, 1);
    expect(price.refundable).toBe(0);
  });

  it('takes the top third-party slab when a variant’s power is not confirmed, and says so', () => {
    const car = { ...creative45, performance: { ...creative45.performance, powerBhp: null } };
    const insurance = onRoadPrice(car, state('Maharashtra'), onRoad, taxes).lines.find((line) => line.label === 'Insurance at purchase')!;
    expect(insurance.how).toContain('motor power not confirmed, so the top slab');
    expect(insurance.how).toContain('₹20,907');
  });
});
