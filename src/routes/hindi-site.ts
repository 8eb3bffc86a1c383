import type { z } from 'zod';
import { collections, type Collection } from '../schema/index.ts';
import { arrayElement, hindiShape, isFreeList, needsHindi, objectShape } from '../schema/hindi.ts';
import { UNTRANSLATED } from '../domain/translated.ts';
import { slugify } from '../domain/slug.ts';
import type { SiteToday } from '../domain/index.ts';

/**
 * The site as its Hindi pages show it: each record's prose replaced by its Hindi (`hi:`), each post and page by its
 * Hindi twin's text. A field without a usable Hindi text keeps its English and is listed under the record's
 * UNTRANSLATED key, so the page can mark it `lang="en"` (see langOf). Figures, names and ids are the English record's
 * own: both languages show one set of facts.
 */
export function hindiSite(site: SiteToday): SiteToday {
  const out: Record<string, unknown> = { ...site };
  for (const collection of collections as readonly Collection[]) {
    const shape = hindiShape(collection.schema);
    const records = out[collection.siteKey];
    if (!shape || !records) continue;
    if (!Array.isArray(records)) {
      out[collection.siteKey] = translated(shape, records as Record<string, unknown>);
      continue;
    }
    // A record named by a slug of its text (a glossary term's anchor) keeps the English slug: links reach it in both.
    const slugged = collection.key?.slugged ? collection.key.field : undefined;
    out[collection.siteKey] = records.map((record: Record<string, unknown>) =>
      translated(shape, slugged ? { ...record, anchor: slugify(record[slugged] as string) } : record),
    );
  }
  const twinned = <T extends { slug: string }>(english: readonly T[], hindi: readonly Partial<T>[], fields: readonly (keyof T)[]) => {
    const bySlug = new Map(hindi.map((twin) => [twin.slug, twin]));
    return english.map((entry) => {
      const twin = bySlug.get(entry.slug);
      return twin ? { ...entry, ...pick(twin, fields) } : { ...entry, [UNTRANSLATED]: fields };
    });
  };
  out.posts = twinned(site.posts, site.postsHi as never, ['title', 'description', 'excerpt', 'faqs', 'body']);
  out.pages = twinned(site.pages, site.pagesHi as never, ['title', 'description', 'body']);
  return out as SiteToday;
}

/**
 * The site as its English pages show it: each record without its `hi:`, which they do not show (and which would
 * otherwise ride along in every island's props and every data file).
 */
export function englishSite(site: SiteToday): SiteToday {
  const out: Record<string, unknown> = { ...site };
  for (const collection of collections as readonly Collection[]) {
    const records = out[collection.siteKey];
    if (!hindiShape(collection.schema) || !records) continue;
    out[collection.siteKey] = Array.isArray(records) ? records.map(withoutHindi) : withoutHindi(records);
  }
  return out as SiteToday;
}

const withoutHindi = (record: unknown): unknown => {
  if (!record || typeof record !== 'object' || !('hi' in record)) return record;
  const { hi: _, ...rest } = record as Record<string, unknown>;
  return rest;
};

const pick = <T>(from: Partial<T>, fields: readonly (keyof T)[]): Partial<T> =>
  Object.fromEntries(fields.flatMap((field) => (from[field] === undefined ? [] : [[field, from[field]]]))) as Partial<T>;

/** A record with the Hindi of each field `shape` names, where it is whole; the others listed as untranslated. */
function translated(shape: Record<string, z.ZodType>, record: Record<string, unknown>): Record<string, unknown> {
  const { hi, ...english } = record as { hi?: Record<string, unknown> } & Record<string, unknown>;
  const out: Record<string, unknown> = { ...english };
  const missing: string[] = [];
  for (const [key, type] of Object.entries(shape)) {
    if (!needsHindi(type, english[key])) continue;
    const hindi = whole(type, english[key], hi?.[key]);
    if (hindi === undefined) missing.push(key);
    else out[key] = hindi;
  }
  if (missing.length > 0) out[UNTRANSLATED] = missing;
  return out;
}

/**
 * The English value with the Hindi laid over it, when the Hindi is whole: every text there and not empty, every list
 * as long as the English. A field is shown in one language, never half of each.
 */
function whole(type: z.ZodType, english: unknown, hindi: unknown): unknown {
  if (hindi === undefined || hindi === null) return undefined;
  if (typeof english === 'string') return typeof hindi === 'string' && hindi !== '' ? hindi : undefined;
  if (Array.isArray(english)) {
    if (isFreeList(type)) return Array.isArray(hindi) && hindi.length > 0 && !hindi.includes('') ? hindi : undefined;
    if (!Array.isArray(hindi) || hindi.length !== english.length) return undefined;
    const element = arrayElement(type) ?? type;
    const items = english.map((item, index) => whole(element, item, hindi[index]));
    return items.includes(undefined) ? undefined : items;
  }
  const shape = objectShape(type);
  if (!shape || typeof english !== 'object' || typeof hindi !== 'object') return undefined;
  const out: Record<string, unknown> = { ...(english as Record<string, unknown>) };
  for (const key of Object.keys(shape)) {
    const value = (english as Record<string, unknown>)[key];
    // Nothing to translate: a field the record leaves out, a figure not confirmed (null), a list with no text.
    if (!needsHindi(shape[key]!, value)) continue;
    const item = whole(shape[key]!, value, (hindi as Record<string, unknown>)[key]);
    if (item === undefined) return undefined;
    out[key] = item;
  }
  return out;
}
