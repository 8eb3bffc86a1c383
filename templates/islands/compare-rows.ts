import {
  formatAcCharge,
  formatBattery,
  formatMinutes,
  formatMonthYear,
  formatNumber,
  formatOnRoad,
  formatPower,
  formatRupeesInLakh,
  formatPriceRange,
  formatRange,
  formatTestCycle,
  NOT_CONFIRMED,
  type Better,
  type BuyerContext,
  type EstimatedCar,
  type Situation,
  buyerFigures,
  recordAsVariant,
} from '../../src/domain/index.ts';

/** One row of the side-by-side comparison: how to show a car's value, and which value is better. */
export interface CompareRow {
  label: string;
  /** The figure compared (null when it is not confirmed, or not a thing to rank). */
  value: (car: EstimatedCar) => number | boolean | null;
  /** The text shown; defaults to the value. */
  show?: (car: EstimatedCar) => string;
  better?: Better;
  /** What the figures of the row assume, shown under its label (the tariff a cost is worked out at). */
  note?: (context: CompareContext) => string;
  /**
   * The kind of a car's figure (a range's test cycle, a crash test's body): Best is given only when every figure
   * ranked is of one kind, since a WLTP range and an MIDC one, or two bodies' stars, do not rank against each other.
   */
  kind?: (car: EstimatedCar) => string | null;
}

/** What the page knows beyond the cars' records, for the rows' notes. */
export interface CompareContext {
  /** What the costs a km assume, in a few words: the average price of a kWh in the buyer's situation. */
  situation: string;
  /** The state on-road prices are for. */
  stateName: string;
}

/**
 * A compared car (one variant of it) with its figures for the visitor's situation (buyerFigures), which its costs a km
 * already follow, and what is known of the variant: whether its claimed range is our estimate, and whether the car's
 * equipment lists are its own (the top variant's) or not confirmed for it.
 */
export type ComparedCar = EstimatedCar & {
  buyer?: { onRoad: number; costOver: number; years: number };
  variantFacts?: { claimEstimated: boolean; describesEquipment: boolean };
};

/**
 * A car's record as a column of the comparison shows it: as one of its variants, with that variant's figures for the
 * buyer's situation from the same function as the finder and `query cars` (buyerFigures).
 */
export function comparedCar(record: EstimatedCar, index: number, situation: Situation, buyer: BuyerContext): ComparedCar {
  const car = recordAsVariant(record, index);
  const variant = record.variantList[index]!;
  const figures = buyerFigures({ ...variant, wallKwhPerKm: variant.estimates.wallKwhPerKm }, situation, buyer);
  const estimates = { ...car.estimates, costPerKm: figures.costPerKm };
  const variantFacts = { claimEstimated: variant.claimEstimated, describesEquipment: variant.describesEquipment };
  // A car no longer sold new has no on-road price: today's taxes would price a car no one sells.
  return record.status
    ? { ...car, estimates, variantFacts }
    : { ...car, estimates, variantFacts, buyer: { onRoad: figures.onRoad.total, costOver: figures.costOver, years: figures.years } };
}

const NOT_FOR_VARIANT = 'Not confirmed for this variant';

/** An equipment row: the car's figure only for the variant its lists describe; for another, not confirmed. */
const ofVariant = (row: CompareRow): CompareRow => ({
  ...row,
  value: (car) => ((car as ComparedCar).variantFacts?.describesEquipment === false ? null : row.value(car)),
  show: (car) =>
    (car as ComparedCar).variantFacts?.describesEquipment === false ? NOT_FOR_VARIANT : row.show ? row.show(car) : String(row.value(car)),
});

/** Whether a car's shown claimed range is our estimate (its variant's own claim is not confirmed). */
const estimatedClaim = (car: EstimatedCar) => (car as ComparedCar).variantFacts?.claimEstimated === true;

/**
 * When the car's maker has raised prices since its price was confirmed (its published record carries the move: see
 * src/domain/price-moves.ts), saying so beside the price, as its card does.
 */
const movedSince = (car: EstimatedCar & { priceMove?: { percent: number; basis: string } }) =>
  car.priceMove ? `, before a rise of ${car.priceMove.basis} ${car.priceMove.percent}%` : '';

/** A figure with its unit, or "Not confirmed". */
const unit = (value: number | null, suffix: string) => (value === null ? NOT_CONFIRMED : `${formatNumber(value)} ${suffix}`);
const mm = (value: number | null) => unit(value, 'mm');
const yesNo = (value: boolean | null) => (value === null ? NOT_CONFIRMED : value ? 'Yes' : 'No');
/** Equipment given as text or false ("360-degree camera", false), or not confirmed. */
const equipment = (value: string | false | null) => (value === null ? NOT_CONFIRMED : value === false ? 'No' : value);
const has = (value: string | false | null) => (value === null ? null : value !== false);

/** Hours for a full 0-100% AC charge, scaled from the maker's window; null when the time is not confirmed. */
const acFullHours = ({ charging: { ac } }: EstimatedCar): number | null =>
  ac.hours === null ? null : (ac.hours * 100) / (ac.toPercent - ac.fromPercent);

/** The comparison, group by group. */
export const compareGroups: { title: string; rows: CompareRow[] }[] = [
  {
    title: 'Price and verdict',
    rows: [
      {
        label: 'Ex-showroom price',
        value: (car) => car.price.min,
        show: (car) =>
          `${formatPriceRange(car.price)}, price of ${formatMonthYear(new Date(`${car.price.asOf}T00:00:00Z`))}${movedSince(car)}`,
        better: 'lower',
      },
      // A score on fewer criteria (a figure not confirmed) is shown, never ranked against a full one.
      {
        label: 'Our score',
        value: (car) => (car.scoreCriteria === 5 ? car.rating : null),
        show: (car) => `${car.rating.toFixed(1)} / 5${car.scoreCriteria < 5 ? ` (on ${car.scoreCriteria} of 5 criteria)` : ''}`,
        better: 'higher',
      },
      {
        label: 'On-road price',
        value: (car) => (car as ComparedCar).buyer?.onRoad ?? null,
        show: (car) => {
          const buyer = (car as ComparedCar).buyer;
          return buyer ? `${formatOnRoad(buyer.onRoad)} (estimate)` : 'No longer sold new';
        },
        better: 'lower',
        note: ({ stateName }) => `in ${stateName}, with road tax, registration and insurance`,
      },
      {
        label: 'Cost of owning',
        value: (car) => (car as ComparedCar).buyer?.costOver ?? null,
        show: (car) => {
          const buyer = (car as ComparedCar).buyer;
          return buyer ? `${formatRupeesInLakh(buyer.costOver)} over ${buyer.years} years (estimate)` : 'No longer sold new';
        },
        better: 'lower',
        note: () => 'buying it, then charging, insurance and servicing: an estimate',
      },
      { label: 'Body type', value: () => null, show: (car) => car.bodyType },
      { label: 'Seats', value: (car) => car.seating, better: 'higher' },
    ],
  },
  {
    title: 'Range and battery',
    rows: [
      {
        label: 'Claimed range',
        // Our estimate for a variant whose own claim is not confirmed is shown as such and never ranked.
        value: (car) => (estimatedClaim(car) ? null : car.range.claimedKm),
        show: (car) =>
          estimatedClaim(car)
            ? `≈ ${formatRange(car)}: our estimate, scaled from the car's ${formatTestCycle(car.range.testCycle)} claim for another pack`
            : `${formatRange(car)} (claimed by the maker, ${formatTestCycle(car.range.testCycle)})`,
        better: 'higher',
        // Best only between claims on one test cycle: the table's caption says so.
        kind: (car) => car.range.testCycle,
      },
      {
        label: 'Real-world range',
        value: (car) => car.estimates.realWorldKm,
        show: (car) => `${formatNumber(car.estimates.realWorldKm)} km (our estimate, city)`,
        better: 'higher',
      },
      { label: 'Battery', value: (car) => car.battery.capacityKwh, show: (car) => formatBattery(car), better: 'higher' },
      {
        label: 'Battery warranty',
        value: (car) => car.battery.warranty?.years ?? null,
        show: ({ battery: { warranty } }) =>
          warranty
            ? `${warranty.years} years${warranty.km === null ? ', unlimited km' : ` / ${formatNumber(warranty.km)} km`}`
            : NOT_CONFIRMED,
        better: 'higher',
      },
    ],
  },
  {
    title: 'Performance',
    rows: [
      { label: 'Power', value: (car) => car.performance.powerBhp, show: (car) => formatPower(car), better: 'higher' },
      { label: 'Torque', value: (car) => car.performance.torqueNm, show: (car) => unit(car.performance.torqueNm, 'Nm'), better: 'higher' },
      {
        label: '0-100 km/h',
        value: (car) => car.performance.zeroToHundredS,
        show: (car) => (car.performance.zeroToHundredS === null ? NOT_CONFIRMED : `${car.performance.zeroToHundredS} s`),
        better: 'lower',
      },
      { label: 'Drive', value: () => null, show: (car) => car.performance.driveType ?? NOT_CONFIRMED },
    ],
  },
  {
    title: 'Charging',
    rows: [
      // Makers quote different windows (10-80%, 20-80%), so the quote is shown and the 10-80% estimate compared.
      {
        label: 'DC fast charging',
        value: () => null,
        show: ({ charging: { dc } }) =>
          !dc
            ? 'Not available'
            : dc.minutes === null
              ? `${formatNumber(dc.kw)} kW, time not confirmed`
              : `${formatMinutes(dc.minutes)} (${dc.fromPercent}-${dc.toPercent}%), ${formatNumber(dc.kw)} kW`,
      },
      {
        label: 'DC 10-80%',
        value: (car) => car.estimates.dcTenToEightyMinutes,
        show: (car) =>
          car.estimates.dcTenToEightyMinutes !== null
            ? `${formatMinutes(car.estimates.dcTenToEightyMinutes)} (our estimate)`
            : car.charging.dc
              ? NOT_CONFIRMED
              : 'Not available',
        better: 'lower',
      },
      // Compared as the time for a full 0-100% charge (AC charges at a near-steady rate), since makers quote 10-100% or
      // 0-100%: the maker's figure is shown, and beside it the 0-100% time it is ranked by when its window differs.
      {
        label: 'AC charging',
        value: acFullHours,
        show: (car) => {
          const { ac } = car.charging;
          const full = acFullHours(car);
          const ranked =
            full === null || (ac.fromPercent === 0 && ac.toPercent === 100) ? '' : `; about ${formatMinutes(full * 60)} for 0-100%`;
          return `${formatAcCharge(car)}${ranked}`;
        },
        better: 'lower',
        note: () => 'ranked by the time for 0-100%',
      },
      {
        label: 'Electricity a km',
        value: (car) => car.estimates.costPerKm,
        show: (car) => `₹${car.estimates.costPerKm.toFixed(2)} (estimate)`,
        better: 'lower',
        // The situation in full is above the table; the row names the price of a kWh it comes to.
        note: ({ situation }) => situation,
      },
    ],
  },
  {
    title: 'Size',
    rows: [
      { label: 'Length', value: (car) => car.dimensions.lengthMm, show: (car) => mm(car.dimensions.lengthMm) },
      { label: 'Wheelbase', value: (car) => car.dimensions.wheelbaseMm, show: (car) => mm(car.dimensions.wheelbaseMm), better: 'higher' },
      {
        label: 'Boot space',
        value: (car) => car.dimensions.bootLitres,
        show: (car) => unit(car.dimensions.bootLitres, 'litres'),
        better: 'higher',
      },
      {
        label: 'Ground clearance',
        value: (car) => car.dimensions.groundClearanceMm,
        show: (car) => mm(car.dimensions.groundClearanceMm),
        better: 'higher',
      },
    ],
  },
  {
    title: 'Safety',
    rows: [
      ofVariant({
        label: 'Airbags',
        value: (car) => car.safety.airbags,
        show: (car) => (car.safety.airbags === null ? NOT_CONFIRMED : String(car.safety.airbags)),
        better: 'higher',
      }),
      ofVariant({
        label: 'ADAS features',
        value: (car) => car.safety.adasFeatures?.length ?? null,
        show: ({ safety: { adasFeatures: adas } }) =>
          adas === null ? NOT_CONFIRMED : adas.length === 0 ? 'None' : `${adas.length} feature${adas.length === 1 ? '' : 's'}`,
        better: 'higher',
      }),
      {
        label: 'Crash test',
        value: (car) => car.safety.ncap?.stars ?? null,
        show: (car) =>
          car.safety.ncap ? `${car.safety.ncap.stars} stars (${car.safety.ncap.agency}, ${car.safety.ncap.year})` : 'Not tested',
        better: 'higher',
        kind: (car) => car.safety.ncap?.agency ?? null,
      },
      ofVariant({
        label: '360-degree or rear camera',
        value: (car) => has(car.safety.rearCamera),
        show: (car) => equipment(car.safety.rearCamera),
        better: 'true',
      }),
    ],
  },
  {
    title: 'Comfort and tech',
    rows: [
      ofVariant({
        label: 'Sunroof',
        value: (car) => has(car.comfort.sunroof),
        show: (car) => equipment(car.comfort.sunroof),
        better: 'true',
      }),
      ofVariant({
        label: 'Ventilated seats',
        value: (car) => car.comfort.ventilatedSeats,
        show: (car) => yesNo(car.comfort.ventilatedSeats),
        better: 'true',
      }),
      ofVariant({
        label: 'Wireless phone charging',
        value: (car) => car.entertainment.wirelessCharging,
        show: (car) => yesNo(car.entertainment.wirelessCharging),
        better: 'true',
      }),
      ofVariant({ label: 'Touchscreen', value: () => null, show: (car) => car.entertainment.infotainment ?? NOT_CONFIRMED }),
    ],
  },
];
