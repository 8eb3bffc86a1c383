import type { z } from 'zod';
import { arrayElement, hindiShape, isFreeList, needsHindi, objectShape } from '../schema/hindi.ts';
import type { RawEntry } from '../source/index.ts';
import { collections, type Collection, type CollectionName } from '../schema/index.ts';
import type { Located, Parsed } from './parsed.ts';

/** A text of the data with no Hindi beside it (or an empty one, or a list of another length): the Hindi page shows the English. */
export interface Untranslated {
  entry: RawEntry;
  /** The field the warning points at: the Hindi one when it is there but wrong, else the English one. */
  path: PropertyKey[];
  /** The English field, for the message: `pros`, `timeline[2].what`; for a post or page, its Hindi file. */
  field: string;
  problem: UntranslatedProblem;
}

/** How a text lacks its Hindi: no field, an empty one, a list of another length, or no Hindi file for a post or page. */
export type UntranslatedProblem = 'missing' | 'empty' | 'length' | 'no-twin';

/** The Markdown collections whose Hindi twins sit in a folder of their own (data/posts/hi/ beside data/posts/). */
const MARKDOWN_TWINS: readonly [english: 'post' | 'page', hindi: 'post-hi' | 'page-hi'][] = [
  ['post', 'post-hi'],
  ['page', 'page-hi'],
];

/**
 * Every text that needs a Hindi form and lacks one: a field of a record's `hi:` left out, empty, or a list of another
 * length than the English; a post or page without its Hindi twin. Which fields need one is what each schema's `hi`
 * lists, so a collection that gains a translatable field is checked without a change here.
 */
export function findUntranslated(data: Parsed): Untranslated[] {
  const found: Untranslated[] = [];
  for (const collection of collections as readonly Collection[]) {
    const shape = hindiShape(collection.schema);
    if (!shape) continue;
    for (const { value, entry } of data[collection.name as CollectionName] as Located<Record<string, unknown>>[]) {
      compare(shape, value, (value.hi ?? {}) as Record<string, unknown>, value.hi === undefined, entry, [], found);
    }
  }
  for (const [english, hindi] of MARKDOWN_TWINS) {
    const twins = new Set(data[hindi].map(({ value }) => value.slug));
    for (const { value, entry } of data[english]) {
      const twin = entry.displayPath.replace(/[^/]+$/, (file) => `hi/${file}`);
      if (!twins.has(value.slug)) found.push({ entry, path: ['title'], field: twin, problem: 'no-twin' });
    }
  }
  return found;
}

/** Compares the English fields that `shape` names with their Hindi, recording each missing, empty or misfit one. */
function compare(
  shape: Record<string, z.ZodType>,
  english: Record<string, unknown>,
  hindi: Record<string, unknown>,
  noHindi: boolean,
  entry: RawEntry,
  at: PropertyKey[],
  found: Untranslated[],
): void {
  const hindiPath = (key: PropertyKey, ...rest: PropertyKey[]) => ['hi', ...at, key, ...rest];
  for (const [key, type] of Object.entries(shape)) {
    const source = english[key];
    if (!needsHindi(type, source)) continue;
    const field = formatPath([...at, key]);
    const target = hindi[key];
    // Without a Hindi object at all, say so once per field, at the English.
    if (target === undefined) {
      found.push({ entry, path: noHindi || at.length === 0 ? [...at, key] : hindiPath(key), field, problem: 'missing' });
      continue;
    }
    if (typeof source === 'string') {
      if (target === '') found.push({ entry, path: hindiPath(key), field, problem: 'empty' });
      continue;
    }
    if (Array.isArray(source)) {
      const items = target as unknown[];
      if (isFreeList(type)) {
        if (items.length === 0 || items.includes('')) found.push({ entry, path: hindiPath(key), field, problem: 'empty' });
        continue;
      }
      if (items.length !== source.length) {
        found.push({ entry, path: hindiPath(key), field, problem: 'length' });
        continue;
      }
      const element = arrayElement(type);
      const inner = element && objectShape(element);
      source.forEach((item, index) => {
        if (inner)
          compare(
            inner,
            item as Record<string, unknown>,
            items[index] as Record<string, unknown>,
            false,
            entry,
            [...at, key, index],
            found,
          );
        else if (items[index] === '') found.push({ entry, path: hindiPath(key, index), field: `${field}[${index}]`, problem: 'empty' });
      });
      continue;
    }
    const inner = objectShape(type);
    if (inner) compare(inner, source as Record<string, unknown>, target as Record<string, unknown>, false, entry, [...at, key], found);
  }
}

/** A field path as messages write it: `timeline[2].what`. */
const formatPath = (path: readonly PropertyKey[]): string =>
  path.map((part, index) => (typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`)).join('');
