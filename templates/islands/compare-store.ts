import { COMPARE_LIMIT } from '../../src/domain/compare.ts';
import { hasStrings, storedList } from './stored-list.ts';

/**
 * A car in the compare tray: its id, its name for showing the tray on any page, and the variant it was added from
 * (a slug; absent for its cheapest), so "Compare now" opens the comparison on the variant the reader was looking at.
 */
export interface CompareEntry {
  id: string;
  name: string;
  variant?: string | undefined;
}

/** Whether a stored item is a tray entry (storage is user-editable, and older entries have no variant). */
const isEntry = (item: unknown): item is CompareEntry =>
  hasStrings('id', 'name')(item) && ['string', 'undefined'].includes(typeof (item as { variant?: unknown }).variant);

// The compare tray: up to three cars, kept in the browser so it survives page loads and is shared by every page.
const tray = storedList<CompareEntry>('evguide:compare', isEntry, COMPARE_LIMIT);

/** The cars in the compare tray (empty on the server and during hydration). */
export const useCompareList = tray.useList;

/** The tray's entry for one car, if it holds one: a change to another car does not render its watchers. */
export const useCompareEntry = (id: string): CompareEntry | undefined =>
  tray.useSelected((entries) => entries.find((entry) => entry.id === id));

/** The tray as stored now (for effects, during hydration). */
export const readCompareList = tray.read;

/**
 * Adds a car, or switches the tray's entry for that car to this variant (a column holds one variant of a car);
 * returns false, changing nothing, when the tray already holds COMPARE_LIMIT other cars.
 */
export function addCompare(entry: CompareEntry): boolean {
  const entries = tray.read();
  const stored = { id: entry.id, name: entry.name, ...(entry.variant ? { variant: entry.variant } : {}) };
  if (entries.some((other) => other.id === entry.id)) {
    tray.write(entries.map((other) => (other.id === entry.id ? stored : other)));
    return true;
  }
  if (entries.length >= COMPARE_LIMIT) return false;
  tray.write([...entries, stored]);
  return true;
}

/** Removes a car from the tray. */
export function removeCompare(id: string): void {
  tray.write(tray.read().filter((other) => other.id !== id));
}

/** Replaces the whole tray (the compare page keeps it in step with its URL). */
export function setCompare(entries: readonly CompareEntry[]): void {
  tray.write(entries);
}
