// The output formats of `evguide query`, for rows of any collection: JSON and NDJSON keep the data's own shape;
// a table and CSV need one value per cell, so nested objects become dotted columns and lists are joined.
import { isRecord, valueAt, type Row } from './fields.ts';

/** Output formats of `evguide query`. */
export const formats = ['table', 'json', 'csv', 'ndjson'] as const;
export type Format = (typeof formats)[number];

/** A value as one cell: lists of plain values joined with "; ", lists of objects as compact JSON, nothing as empty. */
export function cellOf(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value))
    return value.some((item) => typeof item === 'object' && item !== null) ? JSON.stringify(value) : value.join('; ');
  if (isRecord(value)) return JSON.stringify(value);
  return String(value);
}

/** The cells of a row for the given columns: a column holding an object spreads into its dotted leaf columns. */
function flatCells(row: Row, columns: readonly string[]): Map<string, string> {
  const cells = new Map<string, string>();
  const spread = (value: unknown, path: string) => {
    if (isRecord(value)) for (const [key, child] of Object.entries(value)) spread(child, `${path}.${key}`);
    else cells.set(path, cellOf(value));
  };
  for (const column of columns) spread(valueAt(row, column), column);
  return cells;
}

/** Rows as a header and lines of cells, every row with the same columns (a missing value is an empty cell). */
export function flatten(rows: readonly Row[], columns: readonly string[]): { header: string[]; cells: string[][] } {
  const flat = rows.map((row) => flatCells(row, columns));
  const header = rows.length === 0 ? [...columns] : [...new Set(flat.flatMap((cells) => [...cells.keys()]))];
  return { header, cells: flat.map((cells) => header.map((column) => cells.get(column) ?? '')) };
}

/** Rows in a format: JSON as an array, NDJSON one object a line, a table or CSV of the given columns. */
export function renderRows(rows: readonly Row[], format: Format, columns: readonly string[]): string {
  if (format === 'json') return `${JSON.stringify(rows, null, 2)}\n`;
  if (format === 'ndjson') return rows.map((row) => `${JSON.stringify(row)}\n`).join('');
  const { header, cells } = flatten(rows, columns);
  return format === 'csv' ? csv(header, cells) : table(header, cells);
}

/** Columns padded to their widest cell; a line break in a cell would break the layout, so it becomes a space. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const clean = rows.map((row) => row.map((cell) => cell.replace(/\s*[\r\n]+\s*/g, ' ')));
  const widths = header.map((title, column) => Math.max(title.length, ...clean.map((row) => row[column]!.length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  return `${[line(header), ...clean.map(line)].join('\n')}\n`;
}

/** RFC 4180 CSV: a field holding a comma, a double quote or a line break is quoted, its quotes doubled. */
export function csv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const cell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
  return `${[header, ...rows].map((row) => row.map(cell).join(',')).join('\n')}\n`;
}
