// What every collection of `evguide query` shares: its declaration, the options all of them take, and the way from
// loaded rows to output (--where, then --sort, --limit, --fields, then the format).
import type { Command } from 'commander';
import { UsageError } from '../../src/diagnostics/index.ts';
import { checkField, fieldPaths, meets, parseCondition, parseSort, pickFields, type Row, sortRows } from '../../src/query/fields.ts';
import { type Format, renderRows } from '../../src/query/render.ts';
import type { FlatFormat } from '../output.ts';

/** The options every collection takes. */
export interface QueryOptions {
  data: string;
  cacheDir: string;
  format: Format;
  fields?: string;
  where: string[];
  sort?: string;
  limit?: number;
}

/** A collection of `evguide query`, declared: what it is, how its rows load, and how it prints by default. */
export interface QueryCollection<O extends QueryOptions = QueryOptions> {
  name: string;
  /** One line for `evguide query --help`. */
  description: string;
  /** The columns of a table or CSV without --fields (an object spreads into its dotted columns). */
  columns: readonly string[];
  /** Loads the rows (validated data and computed estimates, never raw YAML), and how many there were in all. */
  rows: (options: O) => Promise<{ rows: readonly Row[]; total: number }>;
  /** Options of its own, beyond the shared ones. */
  options?: (command: Command) => void;
  /** A table and CSV layout of its own, used without --fields (kept for scripts that read it). */
  render?: (rows: readonly Row[], format: FlatFormat) => string;
  /** Named orders of its own (`--sort price-low`), besides sorting by a field. */
  sorts?: { names: readonly string[]; sort: (rows: readonly Row[], name: string) => readonly Row[] };
  /** The count printed on stderr under a table. */
  footer?: (shown: number, total: number, options: O) => string;
}

/** Collects a repeated option into a list (commander calls it once per occurrence). */
export const collect = (value: string, previous: readonly string[] = []): string[] => [...previous, value];

/** The rows a collection prints for the shared options, and the text to print; throws UsageError on an unknown field. */
export async function runQuery<O extends QueryOptions>(
  collection: QueryCollection<O>,
  options: O,
): Promise<{ output: string; footer?: string }> {
  const { rows: loaded, total } = await collection.rows(options);
  const known = fieldPaths(loaded);
  const check = (field: string, option: string) => checkField(field, known, option, collection.name);
  const conditions = options.where.map(parseCondition);
  for (const condition of conditions) check(condition.field, '--where');
  let rows = loaded.filter((row) => conditions.every((condition) => meets(row, condition)));
  if (options.sort !== undefined) {
    if (collection.sorts?.names.includes(options.sort)) rows = [...collection.sorts.sort(rows, options.sort)];
    else {
      const order = parseSort(options.sort);
      check(order.field, '--sort');
      rows = sortRows(rows, order);
    }
  }
  if (options.limit !== undefined) rows = rows.slice(0, options.limit);
  const fields = options.fields
    ?.split(',')
    .map((field) => field.trim())
    .filter(Boolean);
  if (fields?.length === 0) throw new UsageError('--fields needs at least one field, e.g. --fields id,name');
  for (const field of fields ?? []) check(field, '--fields');
  const { format } = options;
  const output =
    collection.render && !fields && (format === 'table' || format === 'csv')
      ? collection.render(rows, format)
      : renderRows(
          fields && format !== 'table' && format !== 'csv' ? pickFields(rows, fields) : rows,
          format,
          fields ?? collection.columns,
        );
  const footer =
    format === 'table' ? (collection.footer?.(rows.length, total, options) ?? `${rows.length} of ${total} ${collection.name}`) : undefined;
  return footer === undefined ? { output } : { output, footer };
}
