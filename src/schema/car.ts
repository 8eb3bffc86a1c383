import { z } from 'zod';
import { carPrice, count, hindi, hindiText, hindiTexts, imagePath, lakh, provenance, slug, text, texts } from './primitives.ts';

/** The body types the directory filters on. */
export const bodyTypes = ['Hatchback', 'SUV', 'Sedan', 'MPV', 'Micro', 'Coupe SUV', 'Crossover'] as const;
export const driveTypes = ['FWD', 'RWD', 'AWD'] as const;

const kw = z.number().positive();
const percent = z.number().min(0).max(100);

/**
 * A detail no source has confirmed yet: written `null`, shown as "Not confirmed". A new car can be listed with what is
 * known (its price, battery, range and charging) while its equipment list waits for a source.
 */
const unconfirmed = <T extends z.ZodType>(schema: T) => schema.nullable();

const battery = z.strictObject({
  capacityKwh: z.number().positive().describe('Usable capacity of the largest pack, in kWh'),
  options: z.array(z.number().positive()).min(1).optional().describe('Every pack offered, smallest first, in kWh'),
  chemistry: unconfirmed(text).describe('Cell chemistry, e.g. "LFP" or "NMC"; null when not confirmed'),
  warranty: unconfirmed(
    z.strictObject({
      years: z.int().positive(),
      km: z.int().positive().nullable().describe('Distance limit in km, or null when unlimited'),
    }),
  ).describe('The battery warranty; null when not confirmed'),
});

const range = z.strictObject({
  claimedKm: z.int().positive().describe('Claimed range of the top variant (the one the car-level figures describe), in km'),
  testCycle: unconfirmed(z.enum(['ARAI', 'MIDC', 'MIDC P1+P2', 'WLTP'])).describe(
    'The test cycle the claim is made under; null when the maker does not say (the models then read it as an Indian-cycle claim, the most lenient, so their estimates err low)',
  ),
  realWorldKm: z
    .int()
    .positive()
    .optional()
    .describe("Range measured in a real drive (a magazine's test or owners' average), in km; below the claim"),
});

const performance = z.strictObject({
  powerBhp: unconfirmed(z.number().positive()).describe('Peak power in bhp; null when not published'),
  torqueNm: unconfirmed(z.number().positive()).describe('Peak torque in Nm; null when not published'),
  zeroToHundredS: z.number().positive().nullable().describe('0-100 km/h in seconds, or null when not published'),
  topSpeedKmph: z.int().positive().nullable().describe('Top speed in km/h, or null when not published'),
  driveType: unconfirmed(z.enum(driveTypes)).describe('Which wheels are driven; null when no source says'),
  transmission: unconfirmed(text),
  motor: unconfirmed(text).describe('Motor type, e.g. "Permanent magnet synchronous motor"; null when not confirmed'),
});

const charging = z.strictObject({
  ac: z.strictObject({
    kw: unconfirmed(kw).describe('Largest on-board AC charger, in kW; null when not confirmed'),
    hours: unconfirmed(z.number().positive()).describe('Time for the charge below, in hours; null when not confirmed'),
    fromPercent: percent,
    toPercent: percent,
  }),
  dc: z
    .strictObject({
      kw: kw.describe('Peak DC fast-charging power, in kW'),
      minutes: unconfirmed(z.int().positive()).describe('Time for the charge below, in minutes; null when not confirmed'),
      fromPercent: percent,
      toPercent: percent,
    })
    .nullable()
    .describe('DC fast charging, or null when the car has none'),
  options: texts().describe('Ways to charge, e.g. "7.2 kW AC wall box"'),
});

const dimensions = z.strictObject({
  lengthMm: unconfirmed(z.int().positive()),
  widthMm: unconfirmed(z.int().positive()),
  heightMm: unconfirmed(z.int().positive()),
  wheelbaseMm: unconfirmed(z.int().positive()),
  bootLitres: unconfirmed(z.int().positive()),
  groundClearanceMm: unconfirmed(z.int().positive()).describe('Ground clearance in mm, or null when not published'),
});

/** The crash-test bodies a rating can come from. */
export const ncapAgency = z.enum(['Bharat NCAP', 'Global NCAP', 'Euro NCAP']);

const safety = z.strictObject({
  airbags: unconfirmed(z.int().min(0).max(12)),
  abs: unconfirmed(z.boolean()),
  esp: unconfirmed(z.boolean()),
  tpms: unconfirmed(z.boolean()),
  rearCamera: unconfirmed(z.union([z.literal(false), text]).describe('The parking camera, e.g. "360-degree camera", or false')),
  hillAssist: unconfirmed(z.boolean()),
  adasFeatures: unconfirmed(z.array(text).describe('Driver-assistance features; empty when the car has none')),
  ncap: z
    .strictObject({
      agency: ncapAgency,
      stars: z.int().min(0).max(5),
      year: z.int().min(2010).max(2100),
    })
    .nullable()
    .describe('Crash-test result, or null when not tested'),
});

const comfort = z.strictObject({
  sunroof: unconfirmed(z.union([z.literal(false), text]).describe('e.g. "Panoramic", or false')),
  climateControl: unconfirmed(z.boolean()),
  ventilatedSeats: unconfirmed(z.boolean()),
  cruiseControl: unconfirmed(z.boolean()),
  keylessEntry: unconfirmed(z.boolean()),
  pushButtonStart: unconfirmed(z.boolean()),
  steeringModes: unconfirmed(count.describe('Number of steering modes; 0 when not adjustable')),
  driveModes: unconfirmed(count.describe('Number of drive modes')),
});

const entertainment = z.strictObject({
  infotainment: unconfirmed(text.describe('e.g. "12.3-inch touchscreen"')),
  speakers: unconfirmed(count),
  audioBrand: text.nullable().describe('The brand of the sound system, or null when it has none or none is confirmed'),
  connectivity: unconfirmed(z.array(text)),
  wirelessCharging: unconfirmed(z.boolean()),
  usbPorts: unconfirmed(count),
});

const exterior = z.strictObject({
  headlamps: unconfirmed(text),
  taillights: unconfirmed(text),
  alloyWheels: unconfirmed(z.union([z.literal(false), text]).describe('e.g. "16-inch alloy wheels", or false for steel wheels')),
  tyreSize: unconfirmed(text),
  fogLights: unconfirmed(z.boolean()),
  rearSpoiler: unconfirmed(z.boolean()),
  roofRails: unconfirmed(z.boolean()),
});

/**
 * One variant of a car as sold. The car's own figures describe its top variant; a variant states only what differs
 * from them, and its price. A figure written `null` is one no source has confirmed for this variant: shown so, and
 * its range then estimated from the car's. Its range must be written (a figure or null) when its pack is not the
 * car's largest.
 */
const variant = z.strictObject({
  name: text.describe(
    'The maker\'s variant name, e.g. "Empowered+ 45"; while the maker\'s names are not confirmed, the version it is, e.g. "65 kWh RWD". Unique within the car',
  ),
  lakh: lakh.describe('Ex-showroom price, in lakh'),
  asOf: provenance.asOf.optional().describe("The date this variant's price was confirmed, when not the car's price.asOf"),
  source: provenance.source.optional().describe("Where this variant's price can be checked, when not the car's price.source"),
  batteryKwh: z.number().positive().optional().describe('Its battery, one of battery.options, in kWh; absent: battery.capacityKwh'),
  claimedKm: unconfirmed(z.int().positive())
    .optional()
    .describe("Its claimed range, in km; required when its pack is not the car's largest (null: not confirmed)"),
  driveType: z.enum(driveTypes).optional().describe('Its drive, when not performance.driveType'),
  powerBhp: unconfirmed(z.number().positive()).optional().describe('Its peak power in bhp, when not performance.powerBhp'),
  torqueNm: unconfirmed(z.number().positive()).optional().describe('Its peak torque in Nm, when not performance.torqueNm'),
  zeroToHundredS: unconfirmed(z.number().positive())
    .optional()
    .describe('Its 0-100 km/h time in seconds, when not performance.zeroToHundredS'),
  acKw: kw.optional().describe('Its on-board AC charger, in kW, when not charging.ac.kw'),
  dcKw: kw.optional().describe('Its peak DC charging power, in kW, when not charging.dc.kw'),
  acHours: z.number().positive().optional().describe("Its AC charging time for charging.ac's span, in hours, when the maker quotes one"),
  dcMinutes: z.int().positive().optional().describe("Its DC charging time for charging.dc's span, in minutes, when the maker quotes one"),
});

/** Equipment only some variants have: the car's equipment fields describe its top variant. */
const variantEquipment = z.strictObject({
  feature: text.describe('e.g. "Panoramic sunroof"'),
  variants: z.array(text).min(1).describe('The names of the variants that have it'),
});

/**
 * Whether a car is still sold new. Absent means on sale (as of its price's date); a car no longer sold keeps its page,
 * says so, and points at what replaced it: a car of the site (`successor`) or one it does not cover yet (`successorName`).
 */
const saleStatus = z.strictObject({
  sale: z.literal('discontinued'),
  since: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'a month written YYYY-MM')
    .describe('The month it stopped being sold, YYYY-MM'),
  successor: slug.optional().describe('The id of the car that replaced it, if the site has it'),
  successorName: text.optional().describe('The name of the car that replaced it, if the site does not have it yet'),
  ...provenance,
});

/** One electric car as sold in India: one file per car in data/cars/<id>.yaml. */
export const carSchema = z.strictObject({
  id: slug.describe('Brand-prefixed slug, the same as the file name, e.g. tata-nexon-ev'),
  aliases: z.array(slug).optional().describe('Older short ids that redirect to this car, e.g. nexon-ev'),
  name: text.describe('Model name with its brand, e.g. "Tata Nexon EV"'),
  searchNames: z
    .array(text)
    .optional()
    .describe('Other ways visitors type the model, which search finds it by: in Devanagari (e.g. नेक्सॉन, नेक्सन ईवी)'),
  brand: slug.describe('Slug of a brand in data/brands/'),
  bodyType: z.enum(bodyTypes),
  seating: z.int().min(1).max(9),
  featured: z.boolean().optional().describe('Shown among the top cars on the home page'),
  status: saleStatus.optional().describe('Absent while the car is on sale; see saleStatus'),
  badge: text.optional().describe('A short label for cards, e.g. "Best Seller"'),
  price: carPrice.describe('Ex-showroom price range in lakh, with the date it was confirmed and its source'),
  variants: z
    .array(variant)
    .min(1)
    .optional()
    .describe('Every variant on sale, cheapest first; the first costs price.min and the last price.max'),
  variantsListed: z
    .enum(['all', 'some'])
    .optional()
    .describe('Whether `variants` lists every variant on sale ("all", the default) or only those confirmed so far ("some")'),
  variantEquipment: z.array(variantEquipment).optional().describe('Equipment only some variants have, and which'),
  petrolAlternative: z
    .strictObject({
      name: text.describe('The petrol car a buyer would weigh against this one, e.g. "Tata Nexon petrol"'),
      priceLakh: z.number().positive().describe('Ex-showroom price of the compared variant, in lakh'),
      mileageKmpl: z.number().positive().describe('Its claimed fuel efficiency, km per litre'),
      gstClass: z
        .enum(['small', 'large'])
        .describe(
          'Its GST class since 22 September 2025: small (under 4 m, petrol engine up to 1,200 cc) or large; the rates are in calculators.yaml',
        ),
      ...provenance,
    })
    .optional()
    .describe('The petrol car the cost of ownership compares with; absent while no current price for one is confirmed'),
  image: imagePath,
  description: text,
  battery,
  range,
  performance,
  charging,
  dimensions,
  safety,
  comfort,
  entertainment,
  exterior,
  keyFeatures: texts(3),
  pros: texts(2),
  cons: texts(2),
  hi: hindi({
    badge: hindiText,
    description: hindiText,
    keyFeatures: hindiTexts,
    pros: hindiTexts,
    cons: hindiTexts,
    charging: z.strictObject({ options: hindiTexts }),
    // Each only where the English is confirmed (not null).
    performance: z.strictObject({ transmission: hindiText.optional(), motor: hindiText.optional() }),
  }),
});

/** Fields a car had once that evguide now works out itself, and how: a file that still writes one is told so. */
export const computedCarFields: Readonly<Record<string, string>> = {
  rating: "the car's score, worked out from its data by the scales of calculators.yaml (score)",
};

/** A variant as its car's file gives it. */
export type VariantData = z.infer<typeof variant>;

/** The petrol car a car's costs are compared with. */
export type PetrolAlternative = NonNullable<z.infer<typeof carSchema>['petrolAlternative']>;

/** A car as its file gives it. */
export type CarData = z.infer<typeof carSchema>;

/**
 * A car as the site shows it: its data and its score out of 5, worked out from the data by src/domain/score.ts, with
 * how many of the five criteria it could be judged on (fewer when a figure is not confirmed).
 */
export type Car = CarData & { rating: number; scoreCriteria: number };
export type BodyType = (typeof bodyTypes)[number];
export type DriveType = (typeof driveTypes)[number];
