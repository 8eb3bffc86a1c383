// The established table and CSV layouts of `query cars`, `brands` and `stale` (shown when no --fields is given):
// units in the column names, figures formatted as the site shows them. Every other output is src/query/render.ts's.
import type { Brand } from '../src/schema/index.ts';
import type { StaleFactRow } from '../src/load-site.ts';
import { formatBattery, formatPower, formatPriceRange, formatRange, type EstimatedCar } from '../src/domain/index.ts';
import { csv as csvText, table } from '../src/query/render.ts';

/** The formats these layouts cover; JSON and NDJSON print the rows themselves. */
export type FlatFormat = 'table' | 'csv';

/** A brand as `query brands` lists it: its data and how many electric models it has. */
export type BrandRow = Brand & { carCount: number };

/** A flat record per car for tables and CSV: raw numbers, units in the column names. */
function carRow(car: EstimatedCar) {
  return {
    id: car.id,
    name: car.name,
    brand: car.brand,
    body: car.bodyType,
    priceMinLakh: car.price.min,
    priceMaxLakh: car.price.max ?? '',
    rangeKm: car.range.claimedKm,
    batteryKwh: car.battery.capacityKwh,
    powerBhp: car.performance.powerBhp ?? '',
    rating: car.rating,
    scoreCriteria: car.scoreCriteria,
    realWorldKm: car.estimates.realWorldKm,
    costPerKmRupees: car.estimates.costPerKm,
    // Empty for a car without DC; "not confirmed" for one whose DC time no source gives.
    dcTenToEightyMin: car.estimates.dcTenToEightyMinutes ?? (car.charging.dc ? 'not confirmed' : ''),
  };
}

function brandRow(brand: BrandRow) {
  return {
    slug: brand.slug,
    name: brand.name,
    established: brand.established,
    headquarters: brand.headquarters,
    cars: brand.carCount,
    website: brand.website,
  };
}

/** Renders cars as a table or CSV: one row of key figures per car. */
export function renderCars(cars: readonly EstimatedCar[], format: FlatFormat): string {
  if (format === 'csv') return csv(cars.map(carRow));
  return table(
    ['ID', 'NAME', 'PRICE (EX-SHOWROOM)', 'RANGE', 'REAL-WORLD', '₹/KM', 'DC 10-80%', 'BATTERY', 'POWER', 'BODY', 'SCORE'],
    cars.map((car) => [
      car.id,
      car.name,
      formatPriceRange(car.price),
      formatRange(car),
      `${car.estimates.realWorldKm} km`,
      car.estimates.costPerKm.toFixed(2),
      !car.charging.dc
        ? 'no DC'
        : car.estimates.dcTenToEightyMinutes === null
          ? 'not confirmed'
          : `${car.estimates.dcTenToEightyMinutes} min`,
      formatBattery(car),
      formatPower(car),
      car.bodyType,
      car.scoreCriteria < 5 ? `${car.rating.toFixed(1)} (${car.scoreCriteria}/5)` : car.rating.toFixed(1),
    ]),
  );
}

/** Renders brands as a table or CSV. */
export function renderBrands(brands: readonly BrandRow[], format: FlatFormat): string {
  const rows = brands.map(brandRow);
  if (format === 'csv') return csv(rows);
  return table(
    ['SLUG', 'NAME', 'ESTABLISHED', 'HEADQUARTERS', 'EVS'],
    rows.map((row) => [row.slug, row.name, String(row.established), row.headquarters, String(row.cars)]),
  );
}

/** Renders stale facts as a table or CSV. */
export function renderStale(rows: readonly StaleFactRow[], format: FlatFormat): string {
  if (format === 'csv') return csv(rows.map((row) => ({ ...row })));
  return table(
    ['WHERE', 'FACT', 'AS OF', 'DAYS OLD', 'SOURCE'],
    rows.map((row) => [`${row.file}:${row.line}`, row.what, row.asOf, String(row.daysOld), row.source]),
  );
}

/** CSV of flat records, headed by the first one's keys (nothing at all for no rows, as before --fields existed). */
function csv(rows: readonly Record<string, string | number>[]): string {
  if (rows.length === 0) return '';
  const header = Object.keys(rows[0]!);
  return csvText(
    header,
    rows.map((row) => header.map((key) => row[key]!)),
  );
}
