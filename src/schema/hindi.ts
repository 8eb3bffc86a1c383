import type { z } from 'zod';
import { hindiPhrases } from './primitives.ts';

// Reading a schema's `hi:` (see `hindi` in primitives.ts): which fields of a record need a Hindi text, and how each
// is nested. Validation warns of a missing one by it, and the Hindi pages are made by it.

type Def = { _zod: { def: { type: string; innerType?: z.ZodType } } };

/** What a zod type holds, with optional wrappers taken off. */
function unwrapped(type: z.ZodType): z.ZodType {
  let current = type as unknown as Def;
  while (current._zod.def.type === 'optional' && current._zod.def.innerType) current = current._zod.def.innerType as unknown as Def;
  return current as unknown as z.ZodType;
}

/** The fields of an object type, or nothing when it is not one. */
export const objectShape = (type: z.ZodType): Record<string, z.ZodType> | undefined =>
  (unwrapped(type) as unknown as { shape?: Record<string, z.ZodType> }).shape;

/** The item type of a list type, or nothing when it is not one. */
export const arrayElement = (type: z.ZodType): z.ZodType | undefined => (unwrapped(type) as unknown as { element?: z.ZodType }).element;

/** The fields of a record schema's `hi:` object: those that need a Hindi text; nothing when its records have none. */
export function hindiShape(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  const hi = objectShape(schema)?.hi;
  return hi ? objectShape(hi) : undefined;
}

/** Whether a Hindi list is phrases of its own rather than the English list's items translated one for one. */
export const isFreeList = (type: z.ZodType): boolean => unwrapped(type) === hindiPhrases;

/**
 * Whether an English value holds a text for a Hindi page to translate: a text, or a list or object with one. An
 * empty list, or a brand's loan partners none of which has a note, needs no Hindi.
 */
export function needsHindi(type: z.ZodType, english: unknown): boolean {
  if (english === undefined || english === null) return false;
  if (typeof english === 'string') return true;
  if (Array.isArray(english)) {
    if (isFreeList(type)) return english.length > 0;
    const element = arrayElement(type) ?? type;
    return english.some((item) => needsHindi(element, item));
  }
  const shape = objectShape(type);
  return (
    shape !== undefined &&
    typeof english === 'object' &&
    Object.entries(shape).some(([key, field]) => needsHindi(field, (english as Record<string, unknown>)[key]))
  );
}
