import type { WordTable } from '../words.ts';

// The Hindi of the domain's word tables, gathered here as the files beside this one are loaded, for addHindi
// (src/domain/words.ts) to take in. Nothing here imports the domain's code, only its types: a Hindi page's script
// carries the words and nothing else.

/** Every table's Hindi, by the table's name. */
export const tables: [name: string, words: unknown][] = [];

/** A table's Hindi, typed as its English, so a missing or extra word, or a wrong name, fails the type check. */
export function hindi<Table extends WordTable<unknown>>(name: Table['name'], words: Table['en']): void {
  tables.push([name, words]);
}
