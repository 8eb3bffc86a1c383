import { useSyncExternalStore } from 'react';
import type { Situation } from '../../src/domain/situation.ts';

// The buyer's situation a visitor set (their state, home tariff, daily distance, share charged at home and public
// price), kept on this device (localStorage) and shared by every island and tab: choose Karnataka for a car's on-road
// price and its cost of ownership, the directory's costs a km and the finder follow. Nothing is kept until the visitor
// chooses; the server renders the site's own situation, so hydration matches.

const KEY = 'evguide-situation';
/** Where the first version kept the state alone; read when no situation is kept yet. */
const STATE_KEY = 'evguide-state';
const CHANGED = `${KEY}:changed`;
let memory: string | null = null;

/** The kept situation as its JSON text (a stable snapshot for useSyncExternalStore), or null. */
export function read(): string | null {
  try {
    const kept = window.localStorage.getItem(KEY);
    if (kept !== null) return kept;
    const state = window.localStorage.getItem(STATE_KEY);
    return state === null ? memory : JSON.stringify({ state });
  } catch {
    // Storage blocked (private modes, strict settings): the choice lasts for the page.
    return memory;
  }
}

/** Keeps a change to the situation, over what is kept, and tells every island of this tab. */
export function write(change: Partial<Situation>): void {
  const kept = read();
  let previous: Record<string, unknown> = {};
  try {
    previous = kept === null ? {} : (JSON.parse(kept) as Record<string, unknown>);
  } catch {
    // A kept value this code cannot read is replaced.
  }
  memory = JSON.stringify({ ...previous, ...change });
  try {
    window.localStorage.setItem(KEY, memory);
  } catch {
    // Kept in memory only; see read().
  }
  window.dispatchEvent(new Event(CHANGED));
}

/** Calls `onChange` when the kept situation changes, in this tab or another. */
export function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}

/** The kept JSON text read back; null when there is none or it cannot be read. */
export const parse = (kept: string | null): unknown => {
  try {
    return kept === null ? null : JSON.parse(kept);
  } catch {
    return null;
  }
};

/**
 * The chosen state's slug, or `initial` until the visitor has chosen one of `known`, and a setter that remembers the
 * choice on this device: the part of the situation an on-road price needs.
 */
export function useChosenState(initial: string, known: readonly string[]): [string, (slug: string) => void] {
  const kept = useSyncExternalStore(subscribe, read, () => null);
  const state = (parse(kept) as { state?: unknown } | null)?.state;
  return [typeof state === 'string' && known.includes(state) ? state : initial, (slug) => write({ state: slug })];
}
