import { formatLocale } from './locale.ts';

// The words the domain writes around its figures. Each module keeps its English words in a table beside its code
// (`wordTable`); their Hindi is in src/domain/hi/, a list of tables by name that `addHindi` takes in. The build takes
// it in at once (src/domain/hi/all.ts); in the browser only a page in Hindi loads it
// (templates/islands/runtime/mount.ts), so an English page carries no Hindi. The page's language is set around its
// render (locale.ts).

/** A module's words in English, by the name its Hindi is added under. */
export interface WordTable<T, Name extends string = string> {
  readonly name: Name;
  readonly en: T;
}

const hindi = new Map<string, unknown>();

/**
 * Declares a module's words, in English, under a name of their own. Each call is marked `@__PURE__`, so that the
 * islands' scripts drop the tables they do not use (the road-tax notes, which only the build writes): esbuild keeps
 * any call it cannot prove free of side effects.
 */
export function wordTable<T, const Name extends string = string>(name: Name, en: T): WordTable<T, Name> {
  return { name, en };
}

/** Takes in the Hindi of the tables (src/domain/hi/), each by its table's name. */
export function addHindi(tables: Iterable<readonly [name: string, words: unknown]>): void {
  for (const [name, words] of tables) hindi.set(name, words);
}

/** A module's words in the language figures are being written in. */
export function wordsIn<T>(table: WordTable<T>): T {
  if (formatLocale() === 'en') return table.en;
  const words = hindi.get(table.name);
  if (words === undefined) throw new Error(`The Hindi of the words "${table.name}" is not loaded: import src/domain/hi/all.ts first`);
  return words as T;
}

/** The words several modules write around figures. */
export const sharedWords = /* @__PURE__ */ wordTable('shared', {
  /** Money or a quantity over a year: "₹5,000 a year". */
  perYear: (amount: string) => `${amount} a year`,
  perMonth: (amount: string) => `${amount} a month`,
  perKwh: (amount: string) => `${amount} a kWh`,
  perKm: (amount: string) => `${amount} a km`,
  perLitre: (amount: string) => `${amount} a litre`,
  /** A price as its maker lists it: "₹12.49 - 17.19 Lakh ex-showroom". */
  exShowroom: (price: string) => `${price} ex-showroom`,
  /** A whole number of lakh written in a sentence: "₹25 lakh". */
  lakh: (value: number) => `₹${value} lakh`,
  /** A crash-test result: "5 stars". */
  stars: (count: number) => `${count} stars`,
  airbags: (count: number | string) => `${count} airbags`,
});

/** The shared words in the language figures are being written in. */
export const words = (): typeof sharedWords.en => wordsIn(sharedWords);
