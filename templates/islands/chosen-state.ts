import { useSyncExternalStore } from 'react';

// The state a visitor chose for prices and running costs, kept on this device (localStorage) and shared by every
// island and tab: choose Karnataka for a car's on-road price and its cost of ownership follows. Nothing is kept
// until the visitor chooses; the server renders the site's default state, so hydration matches.

const KEY = 'evguide-state';
const CHANGED = `${KEY}:changed`;
let memory: string | null = null;

function read(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    // Storage blocked (private modes, strict settings): the choice lasts for the page.
    return memory;
  }
}

function write(slug: string): void {
  memory = slug;
  try {
    window.localStorage.setItem(KEY, slug);
  } catch {
    // Kept in memory only; see read().
  }
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}

/**
 * The chosen state's slug, or `initial` until the visitor has chosen one of `known`, and a setter that remembers the
 * choice on this device.
 */
export function useChosenState(initial: string, known: readonly string[]): [string, (slug: string) => void] {
  const stored = useSyncExternalStore(subscribe, read, () => null);
  return [stored !== null && known.includes(stored) ? stored : initial, write];
}

/** The state this device remembers, if one of `known`: for an island that reads it once, on mount (the finder). */
export function rememberedState(known: readonly string[]): string | undefined {
  const stored = read();
  return stored !== null && known.includes(stored) ? stored : undefined;
}

/** Remembers a state on this device, as the state selects do. */
export const rememberState = write;
