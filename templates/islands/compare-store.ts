import { COMPARE_LIMIT } from '../../src/domain/index.ts';
import { hasStrings, storedList } from './stored-list.ts';

/** A car in the compare tray: its id, and its name for showing the tray on any page. */
export interface CompareEntry {
  id: string;
  name: string;
}

// The compare tray: up to three cars, kept in the browser so it survives page loads and is shared by every page.
const tray = storedList<CompareEntry>('evguide:compare', hasStrings('id', 'name'), COMPARE_LIMIT);

/** The cars in the compare tray (empty on the server and during hydration). */
export const useCompareList = tray.useList;

/** The tray as stored now (for effects, during hydration). */
export const readCompareList = tray.read;

/** Adds a car; returns false, changing nothing, when the tray already holds COMPARE_LIMIT cars. */
export function addCompare(entry: CompareEntry): boolean {
  const entries = tray.read();
  if (entries.some((other) => other.id === entry.id)) return true;
  if (entries.length >= COMPARE_LIMIT) return false;
  tray.write([...entries, { id: entry.id, name: entry.name }]);
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
