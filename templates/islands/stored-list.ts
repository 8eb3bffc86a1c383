import { useSyncExternalStore } from 'react';

/** A list kept in localStorage, shared by every island and tab; empty on the server, so hydration matches. */
export interface StoredList<T> {
  /** The list now (empty on the server and during hydration). */
  useList(): readonly T[];
  /**
   * One thing picked from the list now; the component renders again only when it changes (compared with
   * Object.is), so many buttons can watch one list and a change renders only the ones it concerns.
   */
  useSelected<R>(select: (items: readonly T[]) => R): R;
  /** The list as stored (for effects: during hydration useList() still gives the server's empty view). */
  read(): readonly T[];
  write(items: readonly T[]): void;
}

/**
 * Makes a stored list. `accept` keeps only well-formed items (storage is user-editable); `limit` caps its length.
 * When storage is blocked (private modes, strict settings) the list lives for the page only.
 */
export function storedList<T>(key: string, accept: (item: unknown) => item is T, limit = Infinity): StoredList<T> {
  const changed = `${key}:changed`;
  const empty: readonly T[] = Object.freeze([]);
  let cache: { raw: string | null; items: readonly T[] } = { raw: null, items: empty };
  let memory: string | null = null;

  const parse = (raw: string | null): readonly T[] => {
    try {
      const value: unknown = JSON.parse(raw ?? '[]');
      return Array.isArray(value) ? Object.freeze(value.filter(accept).slice(0, limit)) : empty;
    } catch {
      return empty;
    }
  };
  const read = (): readonly T[] => {
    let raw: string | null;
    try {
      raw = window.localStorage.getItem(key);
    } catch {
      raw = memory;
    }
    if (raw !== cache.raw) cache = { raw, items: parse(raw) };
    return cache.items;
  };
  const write = (items: readonly T[]): void => {
    const raw = JSON.stringify(items.slice(0, limit));
    try {
      window.localStorage.setItem(key, raw);
    } catch {
      memory = raw;
    }
    window.dispatchEvent(new Event(changed));
  };
  const subscribe = (onChange: () => void) => {
    window.addEventListener(changed, onChange);
    window.addEventListener('storage', onChange);
    return () => {
      window.removeEventListener(changed, onChange);
      window.removeEventListener('storage', onChange);
    };
  };
  return {
    useList: () => useSyncExternalStore(subscribe, read, () => empty),
    useSelected: (select) =>
      useSyncExternalStore(
        subscribe,
        () => select(read()),
        () => select(empty),
      ),
    read,
    write,
  };
}

/** Whether a value is an object with these string fields. */
export const hasStrings =
  <K extends string>(...keys: K[]) =>
  (item: unknown): item is Record<K, string> =>
    typeof item === 'object' && item !== null && keys.every((key) => typeof (item as Record<string, unknown>)[key] === 'string');
