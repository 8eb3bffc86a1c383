// What every collection of `evguide query` shares: its declaration, the options all of them take, and the way from
// loaded rows to output (--where, then --sort, --limit, --fields, then the format).
import type { Command } from 'commander';
import { UsageError } from '../../src/diagnostics/index.ts';
import {
  checkField,
  fieldPaths,
  meets,
  parseCondition,
  parseSort,
  pickFields,
  type Row,
  sortRows,
  valueAt,
} from '../../src/query/fields.ts';
import { type Format, renderRows } from '../../src/query/render.ts';
import type { FlatFormat } from '../output.ts';

/** The options every collection takes. */
export interface QueryOptions {
  data: string;
  cacheDir: string;
  format: Format;
  fields?: string;
  where?: string[];
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
  /**
   * Loads the rows (validated data and computed estimates, never raw YAML) its own options keep, and `all` of them
   * (for the count under a table and the fields there are).
   */
  rows: (options: O) => Promise<{ rows: readonly Row[]; all: readonly Row[] }>;
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

/** The --fields list, trimmed; undefined when not given. */
function fieldList(text: string | undefined): string[] | undefined {
  if (text === undefined) return undefined;
  const fields = text
    .split(',')
    .map((field) => field.trim())
    .filter(Boolean);
  if (fields.length === 0) throw new UsageError('--fields needs at least one field, e.g. --fields id,name');
  return fields;
}

/**
 * The text a collection prints for the shared options (and the count for under a table): its rows kept by --where,
 * sorted, cut to --limit, narrowed to --fields and rendered. Every field named is checked before any of that, so a
 * typo is a usage error (UsageError, exit 2) listing the fields there are, whatever the rows.
 */
export async function runQuery<O extends QueryOptions>(
  collection: QueryCollection<O>,
  options: O,
): Promise<{ output: string; footer?: string }> {
  const { rows: loaded, all } = await collection.rows(options);
  // A field is known when a row has it (any row, not just those the collection's own filters kept: none may be
  // left) or it is a default column. Listing every path costs ~5 ms on cars, so only a typo's message pays it.
  const every = [...all, ...loaded];
  const check = (field: string, option: string) => {
    if (collection.columns.includes(field) || every.some((row) => valueAt(row, field) !== undefined)) return;
    checkField(field, [...new Set([...fieldPaths(every), ...collection.columns])], option, collection.name);
  };
  const conditions = (options.where ?? []).map(parseCondition);
  for (const condition of conditions) check(condition.field, '--where');
  const named = options.sort !== undefined && collection.sorts?.names.includes(options.sort);
  const order = options.sort === undefined || named ? undefined : parseSort(options.sort);
  if (order) {
    try {
      check(order.field, '--sort');
    } catch (error) {
      // A collection with named orders (cars: price-low...) lists them too: a misspelt one is the likelier mistake.
      if (collection.sorts && error instanceof UsageError)
        throw new UsageError(`${error.message}; or a named order: ${collection.sorts.names.join(', ')}`);
      throw error;
    }
  }
  const fields = fieldList(options.fields);
  for (const field of fields ?? []) check(field, '--fields');

  let rows = loaded.filter((row) => conditions.every((condition) => meets(row, condition)));
  if (named && collection.sorts) rows = [...collection.sorts.sort(rows, options.sort!)];
  if (order) rows = sortRows(rows, order);
  if (options.limit !== undefined) rows = rows.slice(0, options.limit);

  const { format } = options;
  const flat = format === 'table' || format === 'csv';
  const output =
    collection.render && !fields && flat
      ? collection.render(rows, format)
      : renderRows(fields && !flat ? pickFields(rows, fields) : rows, format, fields ?? collection.columns);
  if (format !== 'table') return { output };
  return { output, footer: collection.footer?.(rows.length, all.length, options) ?? `${rows.length} of ${all.length} ${collection.name}` };
}
