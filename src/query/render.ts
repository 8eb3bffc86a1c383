// The output formats of `evguide query`, for rows of any collection: JSON and NDJSON keep the data's own shape;
// a table and CSV need one value per cell, so nested objects become dotted columns and lists are joined.
import { escapeControls } from '../diagnostics/index.ts';
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

/** A cell of a table or CSV: a number stays a number, so that CSV can tell it from text that looks like a formula. */
export type Cell = string | number;

/** The cells of a row for the given columns: a column holding an object spreads into its dotted leaf columns. */
function flatCells(row: Row, columns: readonly string[]): Map<string, Cell> {
  const cells = new Map<string, Cell>();
  const spread = (value: unknown, path: string) => {
    if (isRecord(value)) for (const [key, child] of Object.entries(value)) spread(child, `${path}.${key}`);
    else cells.set(path, typeof value === 'number' ? value : cellOf(value));
  };
  for (const column of columns) spread(valueAt(row, column), column);
  return cells;
}

/** Rows as a header and lines of cells, every row with the same columns (a missing value is an empty cell). */
export function flatten(rows: readonly Row[], columns: readonly string[]): { header: string[]; cells: Cell[][] } {
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

/**
 * Columns padded to their widest cell, for a terminal: a line break in a cell would break the layout, so it becomes a
 * space, and control characters are shown as escapes (data may hold them), counted in the width as shown.
 */
export function table(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  const shown = (cell: Cell) => escapeControls(String(cell).replace(/\s*[\r\n]+\s*/g, ' '));
  const titles = header.map(shown);
  const clean = rows.map((row) => row.map(shown));
  const widths = titles.map((title, column) => Math.max(title.length, ...clean.map((row) => row[column]!.length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  return `${[line(titles), ...clean.map(line)].join('\n')}\n`;
}

/** Text a spreadsheet would run as a formula or a command: it starts with =, +, -, @, a tab or a carriage return. */
const FORMULA = /^[=+\-@\t\r]/;

/**
 * RFC 4180 CSV: a field holding a comma, a double quote or a line break is quoted, its quotes doubled. Text that
 * starts like a formula gets a single quote before it, so that a spreadsheet shows it rather than runs it (OWASP,
 * "CSV Injection"); a number is data, a negative one too, and is written as it is.
 */
export function csv(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  const cell = (value: Cell) => {
    const text = typeof value === 'number' ? String(value) : FORMULA.test(value) ? `'${value}` : value;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return `${[header, ...rows].map((row) => row.map(cell).join(',')).join('\n')}\n`;
}
