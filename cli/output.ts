import type { Brand, Car } from '../src/schema/index.ts';
import type { StaleFactRow } from '../src/load-site.ts';
import { formatBattery, formatPower, formatPriceRange, formatRange, type EstimatedCar } from '../src/domain/index.ts';

/** Output formats of `evguide query`. */
export const formats = ['table', 'json', 'csv'] as const;
export type Format = (typeof formats)[number];

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

function brandRow(brand: Brand, cars: readonly Car[]) {
  return {
    slug: brand.slug,
    name: brand.name,
    established: brand.established,
    headquarters: brand.headquarters,
    cars: cars.filter((car) => car.brand === brand.slug).length,
    website: brand.website,
  };
}

/** Renders cars in a format: JSON gives the full records, table and CSV one row of key figures per car. */
export function renderCars(cars: readonly EstimatedCar[], format: Format): string {
  if (format === 'json') return `${JSON.stringify(cars, null, 2)}\n`;
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

/** Renders brands in a format. */
export function renderBrands(brands: readonly Brand[], cars: readonly Car[], format: Format): string {
  if (format === 'json')
    return `${JSON.stringify(
      brands.map((brand) => ({ ...brand, carCount: brandRow(brand, cars).cars })),
      null,
      2,
    )}\n`;
  const rows = brands.map((brand) => brandRow(brand, cars));
  if (format === 'csv') return csv(rows);
  return table(
    ['SLUG', 'NAME', 'ESTABLISHED', 'HEADQUARTERS', 'EVS'],
    rows.map((row) => [row.slug, row.name, String(row.established), row.headquarters, String(row.cars)]),
  );
}

/** Renders stale facts in a format, oldest first. */
export function renderStale(rows: readonly StaleFactRow[], format: Format): string {
  if (format === 'json') return `${JSON.stringify(rows, null, 2)}\n`;
  if (format === 'csv') return csv(rows.map((row) => ({ ...row })));
  return table(
    ['WHERE', 'FACT', 'AS OF', 'DAYS OLD', 'SOURCE'],
    rows.map((row) => [`${row.file}:${row.line}`, row.what, row.asOf, String(row.daysOld), row.source]),
  );
}

function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  return `${[line(header), ...rows.map(line)].join('\n')}\n`;
}

function csv(rows: readonly Record<string, string | number>[]): string {
  if (rows.length === 0) return '';
  const header = Object.keys(rows[0]!);
  const cell = (value: string | number) => {
    const text = String(value);
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return `${[header.join(','), ...rows.map((row) => header.map((key) => cell(row[key]!)).join(','))].join('\n')}\n`;
}
