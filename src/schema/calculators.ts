import { z } from 'zod';
import { provenance, text } from './primitives.ts';

const positive = z.number().positive();
const nonnegative = z.number().nonnegative();

/** A score scale: the figure that earns 0 points and the one that earns 5, straight between (either way round). */
const scale = z.strictObject({ zero: z.number(), five: z.number() }).refine((s) => s.zero !== s.five, 'a scale whose zero and five differ');

/** A slider's bounds; that the default lies within them on a step is checked in validate/. */
const slider = z.strictObject({
  default: z.number(),
  min: z.number(),
  max: z.number(),
  step: positive,
});
export type Slider = z.infer<typeof slider>;

/** The constants of the calculators, their sliders' defaults and bounds, and the models' assumptions: data/calculators.yaml. */
export const calculatorsSchema = z.strictObject({
  savings: z.strictObject({
    dailyKm: slider,
    electricityPrice: slider.describe('Rupees per kWh at home'),
    petrolPrice: slider.describe('Rupees per litre'),
    mileage: slider.describe('Petrol car km per litre'),
    homeSharePercent: slider.describe('Percent of the charging done at home; the rest at public DC chargers'),
    publicChargingPrice: slider.describe('Rupees per kWh at a public DC charger; its default must be publicCharging.dcPerKwh'),
    kwhPerKm: positive.describe('EV energy use, kWh per km'),
    maintenancePerYear: z.strictObject({ petrol: positive, ev: positive }).describe('Rupees a year'),
    projectionYears: z.int().positive(),
  }),
  environmental: z.strictObject({
    annualKm: slider,
    mileage: slider,
    electricityPrice: slider,
    co2KgPerTree: positive.describe('CO2 one tree absorbs in a year, in kg'),
  }),
  emissions: z
    .strictObject({
      gridKgCo2PerKwh: z.strictObject({ value: positive, ...provenance }).describe("CO2 of a kWh from India's grid, kg"),
      petrolKgCo2PerLitre: z
        .strictObject({ value: positive, source: text })
        .describe('CO2 of a litre of petrol burnt, kg: chemistry, so not dated'),
    })
    .describe('The CO2 model (src/domain/emissions.ts): every CO2 figure of the site comes from these two'),
  taxes: z
    .strictObject({
      gst: z
        .strictObject({
          evPercent: positive,
          petrolSmallPercent: positive.describe('Petrol cars under 4 m with engines up to 1,200 cc'),
          petrolLargePercent: positive.describe('Every other petrol car'),
          ...provenance,
        })
        .describe('GST on a new car, included in its ex-showroom price'),
      registration: z
        .strictObject({ evRupees: nonnegative, petrolRupees: nonnegative, ...provenance })
        .describe('The central fee for the registration certificate of a new private car'),
      centralSubsidy: z
        .strictObject({
          privateCarRupees: nonnegative.describe('The central purchase subsidy a private electric car gets; 0 when there is none'),
          why: text.describe('The schemes there are and why they do or do not cover private cars, shown beside the figure'),
          ...provenance,
        })
        .describe('Central purchase subsidy for private electric cars'),
    })
    .describe('Taxes and central incentives on buying a car, the same in every state (src/domain/taxes.ts)'),
  onRoad: z
    .strictObject({
      thirdParty: z
        .strictObject({
          slabs: z
            .array(
              z.strictObject({
                upToKw: positive.optional().describe("The slab's top motor power in kW; absent on the last slab"),
                rupees: positive.describe('The premium for the cover a new car must carry, before GST'),
              }),
            )
            .min(1)
            .describe('Premium slabs by motor power, lowest first'),
          years: z.int().positive().describe('Years of third-party cover a new car must be bought with'),
          ...provenance,
        })
        .describe("Third-party insurance a new electric car must carry from the day it is bought, by its motor's power"),
      ownDamage: z
        .strictObject({
          percentOfIdv: positive.max(20).describe("A first year's own-damage premium, percent of the insured value (an estimate)"),
          idvPercent: positive.max(100).describe("A new car's insured value, percent of its ex-showroom price"),
          ...provenance,
        })
        .describe("The first year's own-damage cover: an estimate, since insurers price it themselves"),
      insuranceGstPercent: nonnegative.describe('GST on a motor insurance premium, percent'),
      tcs: z
        .strictObject({
          percent: nonnegative.describe('Tax collected at source on the ex-showroom price, percent'),
          aboveLakh: positive.describe('Collected on cars whose ex-showroom price is above this, in lakh'),
          ...provenance,
        })
        .describe("Tax collected at source on a dear car's sale: paid at purchase, claimed back in the buyer's tax return"),
      fastag: z
        .strictObject({ rupees: nonnegative.describe('Issue fee and refundable deposit of a FASTag'), ...provenance })
        .describe('The FASTag every new car is sold with'),
    })
    .describe('What a new car costs on the road beyond its ex-showroom price and the state road tax (src/domain/onroad.ts)'),
  publicCharging: z
    .strictObject({
      dcPerKwh: positive.describe('What a kWh costs at a public DC fast charger, GST included, in rupees'),
      ...provenance,
    })
    .describe('Public fast charging, for the running cost of a driver who does not charge at home (src/domain/running.ts)'),
  ownership: z
    .strictObject({
      years: z
        .array(z.int().positive())
        .min(1)
        .describe('The spans the car page compares, e.g. [5, 8]; the daily distance and maintenance are those of savings'),
      insurancePercent: positive.describe("A year's insurance as a percent of the ex-showroom price, for either car"),
      chargingEfficiency: positive.max(1).describe('Share of the energy drawn from the wall that reaches the battery'),
      homeChargerKw: z.array(positive).min(1).describe('Home charger powers the charging table shows, e.g. [3.3, 7.2]'),
      realRange: z
        .strictObject({
          city: positive.max(1),
          highway: positive.max(1),
          summerAc: positive.max(1),
          wltpToIndian: positive.describe('How much longer an Indian (MIDC/ARAI) claim is than a WLTP one for the same car'),
        })
        .describe('Real-world range as a share of the Indian-cycle claim, per kind of driving'),
    })
    .describe('The per-car cost of ownership, range and charging models (src/domain/ownership.ts, range.ts, charging.ts)'),
  score: z
    .strictObject({
      realWorldKm: scale.describe('Everyday (city) real-world range, km'),
      dcTenToEightyMinutes: scale.describe('Minutes from 10 to 80% on DC; a car without DC gets 0'),
      wallKwhPerKm: scale.describe('Energy drawn from the wall per km in everyday driving, kWh'),
      realKmPerLakh: scale.describe('Everyday range per lakh of the ex-showroom price of the variant it is claimed for, km'),
      safety: z
        .strictObject({
          perAirbagUntested: nonnegative.describe('Points an airbag earns a car no crash-test agency has tested'),
          untestedMax: nonnegative.max(5).describe('The most an untested car earns from its airbags'),
          adasBonus: nonnegative.describe('Points added for any driver-assistance (ADAS) feature, up to 5 in all'),
        })
        .describe('Crash-test stars (Bharat, Global or Euro NCAP) are the points; an untested car earns points by airbags'),
    })
    .describe("A car's score out of 5 (src/domain/score.ts): 0 to 5 points per criterion on these scales, averaged"),
  loans: z.strictObject({
    price: slider.describe('Car price in lakh'),
    downPaymentPercent: slider,
    ratePercent: slider,
    tenureMonths: slider,
  }),
});

export type Calculators = z.infer<typeof calculatorsSchema>;
