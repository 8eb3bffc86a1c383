import { useSyncExternalStore } from 'react';
import { COMPARE_LIMIT } from '../../src/query/index.ts';

/** A car in the compare tray: its id, and its name for showing the tray on any page. */
export interface CompareEntry {
  id: string;
  name: string;
}

// The compare tray: up to three cars, kept in localStorage so it survives page loads and is shared by every
// island and tab. Islands read it with useCompareList(); the server snapshot is empty, so hydration matches.
const KEY = 'evguide:compare';
const CHANGED = 'evguide:compare-changed';
const EMPTY: readonly CompareEntry[] = Object.freeze([]);
let cache: { raw: string | null; entries: readonly CompareEntry[] } = { raw: null, entries: EMPTY };
let memory: string | null = null;

function parse(raw: string | null): readonly CompareEntry[] {
  try {
    const value: unknown = JSON.parse(raw ?? '[]');
    if (!Array.isArray(value)) return EMPTY;
    const entries = value.filter(
      (item): item is CompareEntry => typeof item?.id === 'string' && typeof item?.name === 'string',
    );
    return Object.freeze(entries.slice(0, COMPARE_LIMIT));
  } catch {
    return EMPTY;
  }
}

function read(): readonly CompareEntry[] {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(KEY);
  } catch {
    // Storage can be blocked (private modes, strict settings): the tray then lives for this page only.
    raw = memory;
  }
  if (raw !== cache.raw) cache = { raw, entries: parse(raw) };
  return cache.entries;
}

function write(entries: readonly CompareEntry[]): void {
  const raw = JSON.stringify(entries.map(({ id, name }) => ({ id, name })));
  try {
    window.localStorage.setItem(KEY, raw);
  } catch {
    memory = raw;
  }
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The cars in the compare tray (empty on the server and during hydration). */
export function useCompareList(): readonly CompareEntry[] {
  return useSyncExternalStore(subscribe, read, () => EMPTY);
}

/** The tray as stored now (for effects: during hydration useCompareList() still gives the empty server view). */
export function readCompareList(): readonly CompareEntry[] {
  return read();
}

/** Adds a car; returns false, changing nothing, when the tray already holds COMPARE_LIMIT cars. */
export function addCompare(entry: CompareEntry): boolean {
  const entries = read();
  if (entries.some((other) => other.id === entry.id)) return true;
  if (entries.length >= COMPARE_LIMIT) return false;
  write([...entries, entry]);
  return true;
}

/** Removes a car from the tray. */
export function removeCompare(id: string): void {
  write(read().filter((other) => other.id !== id));
}

/** Replaces the whole tray (the compare page keeps it in step with its URL). */
export function setCompare(entries: readonly CompareEntry[]): void {
  write(entries.slice(0, COMPARE_LIMIT));
}
