// Field paths over the rows `evguide query` prints: which exist, what a row holds at one, and the --fields, --where
// and --sort options built on them. Generic on purpose: every collection is plain validated JSON, so one set of rules
// serves them all and a new collection needs no code here.
import { UsageError } from '../diagnostics/index.ts';

/** A row of a collection: validated data (and computed estimates) as plain JSON. */
export type Row = Readonly<Record<string, unknown>>;

/** A plain object (not an array, not null): the values whose keys make dotted paths. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Every field path the rows hold, top-level and dotted (`battery`, `battery.capacityKwh`), in first-seen order.
 * Arrays are leaves: their items have no paths, as a table cell holds the whole list.
 */
export function fieldPaths(rows: readonly Row[]): string[] {
  const seen = new Set<string>();
  const walk = (value: Record<string, unknown>, prefix: string) => {
    for (const [key, child] of Object.entries(value)) {
      const path = prefix + key;
      seen.add(path);
      if (isRecord(child)) walk(child, `${path}.`);
    }
  };
  for (const row of rows) walk(row, '');
  return [...seen];
}

/** The value at a dotted path; undefined where a step is missing. */
export function valueAt(row: unknown, path: string): unknown {
  let value: unknown = row;
  for (const key of path.split('.')) {
    // Own fields only: `toString` or `constructor` are no field of the data.
    if (!isRecord(value) || !Object.hasOwn(value, key)) return undefined;
    value = value[key];
  }
  return value;
}

/** Throws the usage error for a field no row has, naming every field that exists so the fix is at hand. */
export function checkField(field: string, known: readonly string[], option: string, collection: string): void {
  if (known.includes(field)) return;
  const top = known.filter((path) => !path.includes('.'));
  const dotted = known.filter((path) => path.includes('.'));
  throw new UsageError(
    `${option} ${field}: no row of ${collection} has a field "${field}". Fields: ${top.join(', ')}` +
      (dotted.length > 0 ? `; dotted paths: ${dotted.join(', ')}` : ''),
  );
}

/** The rows with only the given fields, nested as in the data (`battery.capacityKwh` stays under `battery`). */
export function pickFields(rows: readonly Row[], fields: readonly string[]): Row[] {
  return rows.map((row) => {
    const out: Record<string, unknown> = {};
    for (const field of fields) {
      const value = valueAt(row, field);
      if (value === undefined) continue;
      const keys = field.split('.');
      let target = out;
      for (const key of keys.slice(0, -1)) {
        if (!isRecord(target[key])) target[key] = {};
        target = target[key] as Record<string, unknown>;
      }
      target[keys.at(-1)!] = value;
    }
    return out;
  });
}

/** The operators of --where: equals, more than, less than, contains. */
const OPERATORS = ['=', '>', '<', '~'] as const;
type Operator = (typeof OPERATORS)[number];

/** One --where condition, parsed. */
export interface Condition {
  field: string;
  op: Operator;
  value: string;
}

/** Numbers as written in a condition (`12`, `-5`, `1.25`). */
const NUMBER = /^-?(\d+(\.\d*)?|\.\d+)$/;

/** Parses `field=value` (or `>`, `<`, `~`): the field is everything before the first operator. */
export function parseCondition(text: string): Condition {
  const at = text.search(/[=<>~]/);
  if (at <= 0) throw new UsageError(`--where ${text}: write field=value, field>number, field<number or field~text`);
  return { field: text.slice(0, at).trim(), op: text[at] as Operator, value: text.slice(at + 1).trim() };
}

/** The text a value is compared as: arrays of plain values item by item, objects as compact JSON. */
const texts = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(texts)
    : value === null || value === undefined
      ? []
      : [isRecord(value) ? JSON.stringify(value) : String(value)];

/**
 * Whether a row meets a condition. `=` compares text case-insensitively (numbers as numbers), `~` finds text
 * case-insensitively, `>` and `<` compare numbers, or text as written (ISO dates sort so); a list meets a condition
 * when one of its items does.
 */
export function meets(row: Row, { field, op, value }: Condition): boolean {
  const wanted = value.toLowerCase();
  const numeric = NUMBER.test(value);
  return texts(valueAt(row, field)).some((text) => {
    const actual = text.toLowerCase();
    const both = numeric && NUMBER.test(text);
    if (op === '=') return both ? Number(text) === Number(value) : actual === wanted;
    if (op === '~') return actual.includes(wanted);
    if (both) return op === '>' ? Number(text) > Number(value) : Number(text) < Number(value);
    // Text against text as written, a number included: `date>2025` keeps the dates of 2025 and later.
    return op === '>' ? actual > wanted : actual < wanted;
  });
}

/** A --sort order: a field, ascending unless written `field:desc`. */
export interface SortOrder {
  field: string;
  descending: boolean;
}

/** Parses `field`, `field:asc` or `field:desc`. */
export function parseSort(text: string): SortOrder {
  const match = /^(.+?)(?::(asc|desc))?$/i.exec(text.trim());
  if (!match) throw new UsageError(`--sort ${text}: write a field, or field:desc for the largest first`);
  return { field: match[1]!, descending: match[2]?.toLowerCase() === 'desc' };
}

/** Compares two values: numbers as numbers, the rest as text (case-insensitively); a missing value always last. */
function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return texts(a).join(', ').localeCompare(texts(b).join(', '), 'en', { sensitivity: 'base', numeric: true });
}

/** The rows sorted by a field (stable: ties keep their order); rows without the field come last either way. */
export function sortRows<R extends Row>(rows: readonly R[], { field, descending }: SortOrder): R[] {
  const missing = (value: unknown) => value === undefined || value === null;
  return [...rows].sort((x, y) => {
    const [a, b] = [valueAt(x, field), valueAt(y, field)];
    if (missing(a) || missing(b)) return Number(missing(a)) - Number(missing(b));
    return descending ? compare(b, a) : compare(a, b);
  });
}
