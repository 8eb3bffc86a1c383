/** The letters of the A-Z bar. */
export const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

/** The letter a term is listed under (its first letter, upper case). */
export const letterOf = (term: string): string => term.trim().charAt(0).toUpperCase();

/** Reads `?letter=`: a single letter A-Z in any case, else the fallback (E, the letter the glossary opens on). */
export function parseLetter(query: string, fallback: string): string {
  const value = new URLSearchParams(query).get('letter')?.trim() ?? '';
  return /^[a-z]$/i.test(value) ? value.toUpperCase() : fallback;
}

/** Terms whose term or definition contains the search, any case; with an empty search, the terms under the letter. */
export function glossaryView<T extends { term: string; slug: string; definition: string }>(
  terms: readonly T[],
  letter: string,
  search: string,
): T[] {
  const needle = search.trim().toLowerCase();
  if (needle) return terms.filter((term) => term.term.toLowerCase().includes(needle) || term.definition.toLowerCase().includes(needle));
  return terms.filter((term) => termLetter(term) === letter);
}

/**
 * The letter a term is listed under: its anchor's first, which is its English term's in both languages (a Hindi
 * term is listed where its English one is, so the A-Z bar and its links are the same on both pages).
 */
export const termLetter = (term: { slug: string }): string => letterOf(term.slug);
