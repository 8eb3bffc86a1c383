import { buyerFigures, type BuyerContext } from '../../src/domain/buyer.ts';
import type { Better } from '../../src/domain/compare.ts';
import { recordAsVariant, type EstimatedCar } from '../../src/domain/estimates.ts';
import type { Situation } from '../../src/domain/situation.ts';
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
  notConfirmed,
} from '../../src/domain/format.ts';
import { fill } from '../i18n/context.ts';
import type { Text } from '../i18n/en.ts';
import { bodyTypeName } from '../../src/domain/body-types.ts';

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

/** An equipment row: the car's figure only for the variant its lists describe; for another, not confirmed. */
const ofVariant = (text: Text['compare'], row: CompareRow): CompareRow => {
  const other = (car: EstimatedCar) => (car as ComparedCar).variantFacts?.describesEquipment === false;
  const show = row.show ?? ((car: EstimatedCar) => String(row.value(car)));
  return { ...row, value: (car) => (other(car) ? null : row.value(car)), show: (car) => (other(car) ? text.notForVariant : show(car)) };
};

/** Whether a car's shown claimed range is our estimate (its variant's own claim is not confirmed). */
const estimatedClaim = (car: EstimatedCar) => (car as ComparedCar).variantFacts?.claimEstimated === true;

/** The month a price was confirmed in: "August 2025". */
const monthOf = (asOf: string) => formatMonthYear(new Date(`${asOf}T00:00:00Z`));

/**
 * When the car's maker has raised prices since its price was confirmed (its published record carries the move: see
 * src/domain/price-moves.ts), saying so beside the price, as its card does.
 */
const movedSince = (text: Text['compare'], car: EstimatedCar & { priceMove?: { percent: number; basis: string } }) =>
  car.priceMove ? fill(car.priceMove.basis === 'about' ? text.riseAbout : text.riseUpTo, { percent: car.priceMove.percent }) : '';

/** A figure with its unit, or "Not confirmed". */
const unit = (value: number | null, suffix: string) => (value === null ? notConfirmed() : `${formatNumber(value)} ${suffix}`);
/** A row of the car's size in millimetres, ranked when longer is better. */
const size = (label: string, key: 'lengthMm' | 'wheelbaseMm' | 'groundClearanceMm', better?: Better): CompareRow => ({
  label,
  value: (car) => car.dimensions[key],
  show: (car) => unit(car.dimensions[key], 'mm'),
  better,
});
const nm = (value: number | null) => unit(value, 'Nm');
/** Equipment given as yes or no, as text or false ("360-degree camera", false), or not confirmed. */
const equipment = (text: Text['compare'], value: string | boolean | null) =>
  value === null ? notConfirmed() : value === true ? text.yes : value === false ? text.no : value;
const has = (value: string | false | null) => (value === null ? null : value !== false);

/** Hours for a full 0-100% AC charge, scaled from the maker's window; null when the time is not confirmed. */
const acFullHours = ({ charging: { ac } }: EstimatedCar): number | null =>
  ac.hours === null ? null : (ac.hours * 100) / (ac.toPercent - ac.fromPercent);

/** The comparison, group by group, in the words of the page's language. */
export const compareGroups = (text: Text['compare']): { title: string; rows: CompareRow[] }[] => [
  {
    title: text.groupPrice,
    rows: [
      {
        label: text.exShowroom,
        value: (car) => car.price.min,
        show: (car) =>
          fill(text.exShowroomValue, { range: formatPriceRange(car.price), month: monthOf(car.price.asOf), rise: movedSince(text, car) }),
        better: 'lower',
      },
      // A score on fewer criteria (a figure not confirmed) is shown, never ranked against a full one.
      {
        label: text.score,
        value: (car) => (car.scoreCriteria === 5 ? car.rating : null),
        show: (car) => `${car.rating.toFixed(1)} / 5${car.scoreCriteria < 5 ? fill(text.scoreCriteria, { count: car.scoreCriteria }) : ''}`,
        better: 'higher',
      },
      {
        label: text.onRoad,
        value: (car) => (car as ComparedCar).buyer?.onRoad ?? null,
        show: (car) => {
          const buyer = (car as ComparedCar).buyer;
          return buyer ? fill(text.onRoadValue, { price: formatOnRoad(buyer.onRoad) }) : text.notSoldNew;
        },
        better: 'lower',
        note: ({ stateName }) => fill(text.onRoadNote, { state: stateName }),
      },
      {
        label: text.owning,
        value: (car) => (car as ComparedCar).buyer?.costOver ?? null,
        show: (car) => {
          const buyer = (car as ComparedCar).buyer;
          return buyer ? fill(text.owningValue, { amount: formatRupeesInLakh(buyer.costOver), years: buyer.years }) : text.notSoldNew;
        },
        better: 'lower',
        note: () => text.owningNote,
      },
      { label: text.bodyType, value: () => null, show: (car) => bodyTypeName(car.bodyType) },
      { label: text.seats, value: (car) => car.seating, better: 'higher' },
    ],
  },
  {
    title: text.groupRange,
    rows: [
      {
        label: text.claimedRange,
        // Our estimate for a variant whose own claim is not confirmed is shown as such and never ranked.
        value: (car) => (estimatedClaim(car) ? null : car.range.claimedKm),
        show: (car) =>
          fill(estimatedClaim(car) ? text.claimedRangeEstimated : text.claimedRangeValue, {
            range: formatRange(car),
            cycle: formatTestCycle(car.range.testCycle),
          }),
        better: 'higher',
        // Best only between claims on one test cycle: the table's caption says so.
        kind: (car) => car.range.testCycle,
      },
      {
        label: text.realRange,
        value: (car) => car.estimates.realWorldKm,
        show: (car) => fill(text.realRangeValue, { km: formatNumber(car.estimates.realWorldKm) }),
        better: 'higher',
      },
      { label: text.battery, value: (car) => car.battery.capacityKwh, show: (car) => formatBattery(car), better: 'higher' },
      {
        label: text.batteryWarranty,
        value: (car) => car.battery.warranty?.years ?? null,
        show: ({ battery: { warranty } }) =>
          warranty
            ? fill(text.warranty, {
                years: warranty.years,
                km: warranty.km === null ? text.warrantyUnlimited : fill(text.warrantyKm, { km: formatNumber(warranty.km) }),
              })
            : notConfirmed(),
        better: 'higher',
      },
    ],
  },
  {
    title: text.groupPerformance,
    rows: [
      { label: text.power, value: (car) => car.performance.powerBhp, show: (car) => formatPower(car), better: 'higher' },
      { label: text.torque, value: (car) => car.performance.torqueNm, show: (car) => nm(car.performance.torqueNm), better: 'higher' },
      {
        label: '0-100 km/h',
        value: (car) => car.performance.zeroToHundredS,
        show: (car) => (car.performance.zeroToHundredS === null ? notConfirmed() : `${car.performance.zeroToHundredS} s`),
        better: 'lower',
      },
      { label: text.drive, value: () => null, show: (car) => car.performance.driveType ?? notConfirmed() },
    ],
  },
  {
    title: text.groupCharging,
    rows: [
      // Makers quote different windows (10-80%, 20-80%), so the quote is shown and the 10-80% estimate compared.
      {
        label: text.dcCharging,
        value: () => null,
        show: ({ charging: { dc } }) =>
          !dc
            ? text.notAvailable
            : dc.minutes === null
              ? fill(text.dcTimeNotConfirmed, { kw: formatNumber(dc.kw) })
              : `${formatMinutes(dc.minutes)} (${dc.fromPercent}-${dc.toPercent}%), ${formatNumber(dc.kw)} kW`,
      },
      {
        label: 'DC 10-80%',
        value: (car) => car.estimates.dcTenToEightyMinutes,
        show: (car) =>
          car.estimates.dcTenToEightyMinutes !== null
            ? fill(text.dcEstimate, { time: formatMinutes(car.estimates.dcTenToEightyMinutes) })
            : car.charging.dc
              ? notConfirmed()
              : text.notAvailable,
        better: 'lower',
      },
      // Compared as the time for a full 0-100% charge (AC charges at a near-steady rate), since makers quote 10-100% or
      // 0-100%: the maker's figure is shown, and beside it the 0-100% time it is ranked by when its window differs.
      {
        label: text.acCharging,
        value: acFullHours,
        show: (car) => {
          const { ac } = car.charging;
          const full = acFullHours(car);
          const ranked =
            full === null || (ac.fromPercent === 0 && ac.toPercent === 100) ? '' : fill(text.acFull, { time: formatMinutes(full * 60) });
          return `${formatAcCharge(car)}${ranked}`;
        },
        better: 'lower',
        note: () => text.acNote,
      },
      {
        label: text.perKm,
        value: (car) => car.estimates.costPerKm,
        show: (car) => fill(text.perKmValue, { cost: car.estimates.costPerKm.toFixed(2) }),
        better: 'lower',
        // The situation in full is above the table; the row names the price of a kWh it comes to.
        note: ({ situation }) => situation,
      },
    ],
  },
  {
    title: text.groupSize,
    rows: [
      size(text.length, 'lengthMm'),
      size(text.wheelbase, 'wheelbaseMm', 'higher'),
      {
        label: text.bootSpace,
        value: (car) => car.dimensions.bootLitres,
        show: (car) => unit(car.dimensions.bootLitres, text.litres),
        better: 'higher',
      },
      size(text.groundClearance, 'groundClearanceMm', 'higher'),
    ],
  },
  {
    title: text.groupSafety,
    rows: [
      ofVariant(text, {
        label: text.airbags,
        value: (car) => car.safety.airbags,
        show: (car) => (car.safety.airbags === null ? notConfirmed() : String(car.safety.airbags)),
        better: 'higher',
      }),
      ofVariant(text, {
        label: text.adas,
        value: (car) => car.safety.adasFeatures?.length ?? null,
        show: ({ safety: { adasFeatures: adas } }) =>
          adas === null
            ? notConfirmed()
            : adas.length === 0
              ? text.none
              : fill(adas.length === 1 ? text.adasOne : text.adasOther, { count: adas.length }),
        better: 'higher',
      }),
      {
        label: text.crashTest,
        value: (car) => car.safety.ncap?.stars ?? null,
        show: (car) => (car.safety.ncap ? fill(text.crashTestValue, car.safety.ncap) : text.notTested),
        better: 'higher',
        kind: (car) => car.safety.ncap?.agency ?? null,
      },
      ofVariant(text, {
        label: text.camera,
        value: (car) => has(car.safety.rearCamera),
        show: (car) => equipment(text, car.safety.rearCamera),
        better: 'true',
      }),
    ],
  },
  {
    title: text.groupComfort,
    rows: [
      ofVariant(text, {
        label: text.sunroof,
        value: (car) => has(car.comfort.sunroof),
        show: (car) => equipment(text, car.comfort.sunroof),
        better: 'true',
      }),
      ofVariant(text, {
        label: text.ventilatedSeats,
        value: (car) => car.comfort.ventilatedSeats,
        show: (car) => equipment(text, car.comfort.ventilatedSeats),
        better: 'true',
      }),
      ofVariant(text, {
        label: text.wirelessCharging,
        value: (car) => car.entertainment.wirelessCharging,
        show: (car) => equipment(text, car.entertainment.wirelessCharging),
        better: 'true',
      }),
      ofVariant(text, { label: text.touchscreen, value: () => null, show: (car) => car.entertainment.infotainment ?? notConfirmed() }),
    ],
  },
];
