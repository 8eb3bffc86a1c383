import type { z } from 'zod';
import { catalogue, diagnostic, type Definition, type Diagnostic } from '../diagnostics/index.ts';
import { formatFieldPath, type RawEntry } from '../source/index.ts';
import { carSchema, computedCarFields } from '../schema/car.ts';
import { closest } from '../domain/suggest.ts';

type Issue = z.core.$ZodIssue;
type AnySchema = z.core.$ZodType;

/** Turns the issues of one entry's failed parse into located diagnostics. */
export function issuesToDiagnostics(entry: RawEntry, schema: AnySchema, issues: readonly Issue[]): Diagnostic[] {
  // A misspelt key is one mistake, not two: when an unknown key's suggestion is a field that is missing, only the
  // "did you mean" is reported.
  const misspelt = new Set<string>();
  for (const issue of issues) {
    if (issue.code !== 'unrecognized_keys') continue;
    const allowed = Object.keys(shapeOf(schemaAt(schema, issue.path)) ?? {});
    for (const key of issue.keys) {
      const suggestion = closest(key, allowed);
      if (suggestion) misspelt.add(JSON.stringify([...issue.path, suggestion]));
    }
  }
  return issues
    .filter(
      (issue) =>
        !(issue.code !== 'unrecognized_keys' && valueAt(entry.value, issue.path) === undefined && misspelt.has(JSON.stringify(issue.path))),
    )
    .flatMap((issue) => toDiagnostics(entry, schema, issue));
}

function toDiagnostics(entry: RawEntry, schema: AnySchema, issue: Issue): Diagnostic[] {
  if (issue.code === 'unrecognized_keys') {
    const allowed = Object.keys(shapeOf(schemaAt(schema, issue.path)) ?? {});
    return issue.keys.map((key) => {
      // Own entries only: `toString` is no field evguide works out, though every object inherits one.
      const how =
        schema === carSchema && issue.path.length === 0 && Object.hasOwn(computedCarFields, key) ? computedCarFields[key] : undefined;
      if (how) return located(entry, [key], catalogue.ComputedField, { key, how });
      const suggestion = closest(key, allowed);
      return located(entry, [...issue.path, key], catalogue.UnknownField, suggestion ? { key, suggestion } : { key });
    });
  }
  const value = valueAt(entry.value, issue.path);
  const found = describeFound(entry, issue.path, value);
  const expected = describeExpected(schemaAt(schema, issue.path), issue);
  switch (issue.code) {
    case 'invalid_type':
      return value === undefined
        ? [located(entry, issue.path, catalogue.MissingField, { expected })]
        : [located(entry, issue.path, catalogue.WrongType, { expected, found })];
    case 'invalid_union':
      return [located(entry, issue.path, catalogue.WrongType, { expected, found })];
    case 'invalid_value':
      return [located(entry, issue.path, catalogue.InvalidValue, { expected, found })];
    case 'too_small':
    case 'too_big':
      return [located(entry, issue.path, catalogue.OutOfRange, { expected, found, of: issue.origin })];
    case 'not_multiple_of':
      return [located(entry, issue.path, catalogue.OutOfRange, { expected, found })];
    default:
      return [located(entry, issue.path, catalogue.InvalidFormat, { expected, found })];
  }
}

/** A diagnostic located at a field of an entry, with its code frame. */
export function located<Args>(entry: RawEntry, path: readonly PropertyKey[], definition: Definition<Args>, args: Args): Diagnostic {
  const full = [...entry.path, ...path];
  const loc = entry.file.locate(full);
  const field = formatFieldPath(full) || undefined;
  return diagnostic(definition, args, { loc, frame: entry.file.frame(loc), ...(field ? { field } : {}) });
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let value = root;
  for (const segment of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[segment];
  }
  return value;
}

function describeFound(entry: RawEntry, path: readonly PropertyKey[], value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null (an empty value)';
  if (Array.isArray(value)) return `a list (${entry.file.sourceOf([...entry.path, ...path]) ?? '...'})`;
  if (typeof value === 'object') return 'a mapping';
  const source = entry.file.sourceOf([...entry.path, ...path]);
  if (typeof value === 'string') return `the text ${JSON.stringify(value.length > 50 ? `${value.slice(0, 47)}...` : value)}`;
  return source ?? String(value);
}

const typeNames: Record<string, string> = {
  string: 'a text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'a mapping',
  array: 'a list',
  null: 'null',
  undefined: 'nothing',
};

function describeExpected(schema: AnySchema | undefined, issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type': {
      const shape = shapeOf(schema);
      if (issue.expected === 'object' && shape) {
        // The keys it must have: optional ones (a price's variants) would only lengthen the message.
        const required = Object.keys(shape).filter((key) => shape[key]?._zod.optin !== 'optional');
        return `a mapping with ${listKeys(required.length > 0 ? required : Object.keys(shape))}`;
      }
      const inner = unwrap(schema);
      if (inner?._zod.def.type === 'number' && isInt(inner)) return 'a whole number';
      const base = typeNames[issue.expected] ?? issue.expected;
      return isNullable(schema) ? `${base} or null` : base;
    }
    case 'invalid_value':
      return issue.values.length === 1
        ? JSON.stringify(issue.values[0])
        : `one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'invalid_union':
      return describeUnion(schema);
    case 'too_small': {
      const what = issue.origin === 'array' ? 'a list of' : issue.origin === 'string' ? 'a text of' : 'a number';
      const unit = issue.origin === 'array' ? ' items' : issue.origin === 'string' ? ' characters' : '';
      const bound = String(issue.minimum);
      if (issue.origin === 'array' && issue.exact) return `a list of exactly ${bound} items`;
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return 'a non-empty text';
      return `${what} at least ${issue.inclusive === false && unit === '' ? `above ${bound}` : bound}${unit}`.replace(
        'at least above',
        'above',
      );
    }
    case 'too_big': {
      const what = issue.origin === 'array' ? 'a list of' : issue.origin === 'string' ? 'a text of' : 'a number';
      const unit = issue.origin === 'array' ? ' items' : issue.origin === 'string' ? ' characters' : '';
      if (issue.origin === 'array' && issue.exact) return `a list of exactly ${String(issue.maximum)} items`;
      return `${what} at most ${String(issue.maximum)}${unit}`;
    }
    case 'not_multiple_of':
      return `a multiple of ${String(issue.divisor)}`;
    default:
      return issue.message.replace(/^Invalid input: /, '');
  }
}

function describeUnion(schema: AnySchema | undefined): string {
  const options = (schema?._zod.def as { options?: AnySchema[] } | undefined)?.options ?? [];
  const names = options.map((option) => {
    const def = option._zod.def as { type: string; values?: unknown[] };
    if (def.type === 'literal') return (def.values ?? []).map((v) => JSON.stringify(v)).join(' or ');
    return typeNames[def.type] ?? def.type;
  });
  return names.length > 0 ? names.join(' or ') : 'a different value';
}

function listKeys(keys: string[]): string {
  if (keys.length > 6) return `${keys.slice(0, 6).join(', ')}, ...`;
  return keys.length <= 1 ? keys.join('') : `${keys.slice(0, -1).join(', ')} and ${keys.at(-1)}`;
}

/** The sub-schema that validates the value at `path`, looking through optional, nullable and defaults. */
export function schemaAt(schema: AnySchema, path: readonly PropertyKey[]): AnySchema | undefined {
  let current: AnySchema | undefined = schema;
  for (const segment of path) {
    current = unwrap(current);
    if (!current) return undefined;
    const def = current._zod.def as { type: string; shape?: Record<string, AnySchema>; element?: AnySchema };
    if (def.type === 'object' && typeof segment === 'string') current = def.shape?.[segment];
    else if (def.type === 'array') current = def.element;
    else return undefined;
  }
  return current;
}

function unwrap(schema: AnySchema | undefined): AnySchema | undefined {
  let current = schema;
  for (;;) {
    const def = current?._zod.def as { type: string; innerType?: AnySchema; in?: AnySchema } | undefined;
    if (!def) return current;
    if (def.type === 'optional' || def.type === 'nullable' || def.type === 'default') current = def.innerType;
    else if (def.type === 'pipe') current = def.in;
    else return current;
  }
}

function isNullable(schema: AnySchema | undefined): boolean {
  let current = schema;
  while (current) {
    const def = current._zod.def as { type: string; innerType?: AnySchema };
    if (def.type === 'nullable') return true;
    if (def.type !== 'optional' && def.type !== 'default') return false;
    current = def.innerType;
  }
  return false;
}

function isInt(schema: AnySchema): boolean {
  const integer = (format?: string) => format === 'safeint' || format === 'int32' || format === 'int64';
  const def = schema._zod.def as { format?: string; checks?: { _zod: { def: { format?: string } } }[] };
  return integer(def.format) || (def.checks ?? []).some((check) => integer(check._zod.def.format));
}

function shapeOf(schema: AnySchema | undefined): Record<string, AnySchema> | undefined {
  const def = unwrap(schema)?._zod.def as { type: string; shape?: Record<string, AnySchema> } | undefined;
  return def?.type === 'object' ? def.shape : undefined;
}
