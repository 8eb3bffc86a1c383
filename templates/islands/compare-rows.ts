import {
  formatAcCharge,
  formatBattery,
  formatMinutes,
  formatNumber,
  formatPower,
  formatPriceRange,
  formatRange,
  formatTestCycle,
  NOT_CONFIRMED,
  type Better,
  type EstimatedCar,
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
}

/** What the page knows beyond the cars' records, for the rows' notes. */
export interface CompareContext {
  /** The home price of a kWh the cost a km is worked out at, rupees a kWh. */
  homeTariff: number;
}

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
        show: (car) => `${formatPriceRange(car.price)}${movedSince(car)}`,
        better: 'lower',
      },
      // A score on fewer criteria (a figure not confirmed) is shown, never ranked against a full one.
      {
        label: 'Our score',
        value: (car) => (car.scoreCriteria === 5 ? car.rating : null),
        show: (car) => `${car.rating.toFixed(1)} / 5${car.scoreCriteria < 5 ? ` (on ${car.scoreCriteria} of 5 criteria)` : ''}`,
        better: 'higher',
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
        value: (car) => car.range.claimedKm,
        show: (car) => `${formatRange(car)} (${formatTestCycle(car.range.testCycle)})`,
        better: 'higher',
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
        show: (car) => `₹${car.estimates.costPerKm.toFixed(2)} at home`,
        better: 'lower',
        // The figure is worked out at one price, the savings calculator's standard; a reader's own may be far from it.
        note: ({ homeTariff }) => `at ₹${formatNumber(homeTariff)} a kWh, home charging`,
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
      {
        label: 'Airbags',
        value: (car) => car.safety.airbags,
        show: (car) => (car.safety.airbags === null ? NOT_CONFIRMED : String(car.safety.airbags)),
        better: 'higher',
      },
      {
        label: 'ADAS features',
        value: (car) => car.safety.adasFeatures?.length ?? null,
        show: ({ safety: { adasFeatures: adas } }) =>
          adas === null ? NOT_CONFIRMED : adas.length === 0 ? 'None' : `${adas.length} feature${adas.length === 1 ? '' : 's'}`,
        better: 'higher',
      },
      {
        label: 'Crash test',
        value: (car) => car.safety.ncap?.stars ?? null,
        show: (car) => (car.safety.ncap ? `${car.safety.ncap.stars} stars (${car.safety.ncap.agency})` : 'Not tested'),
        better: 'higher',
      },
      {
        label: '360-degree or rear camera',
        value: (car) => has(car.safety.rearCamera),
        show: (car) => equipment(car.safety.rearCamera),
        better: 'true',
      },
    ],
  },
  {
    title: 'Comfort and tech',
    rows: [
      { label: 'Sunroof', value: (car) => has(car.comfort.sunroof), show: (car) => equipment(car.comfort.sunroof), better: 'true' },
      {
        label: 'Ventilated seats',
        value: (car) => car.comfort.ventilatedSeats,
        show: (car) => yesNo(car.comfort.ventilatedSeats),
        better: 'true',
      },
      {
        label: 'Wireless phone charging',
        value: (car) => car.entertainment.wirelessCharging,
        show: (car) => yesNo(car.entertainment.wirelessCharging),
        better: 'true',
      },
      { label: 'Touchscreen', value: () => null, show: (car) => car.entertainment.infotainment ?? NOT_CONFIRMED },
    ],
  },
];
