/** A glossary term as the linker needs it. */
export interface GlossaryLink {
  href: string;
  /** Phrases that count as a mention, any case. */
  matches: readonly string[];
}

// Marks (\p{M}) are letters' parts in Devanagari (vowel signs, the virama): "चार्जरों" is one word, not "चार्जर" and more.
const ALNUM = /[\p{L}\p{M}\p{N}]/u;
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const ASCII = /^[\x00-\x7f]*$/;
const ASCII_WORD = /[a-z0-9]+/g;
const SPACE = /^\s$/u;

/**
 * Finds glossary mentions in text: phrases are indexed by their first word, so a text is scanned once, word by
 * word, however many terms there are (a regular expression of 1,000 alternatives costs about 1 ms a post).
 */
export class GlossaryLinker {
  private readonly byFirstWord = new Map<string, { phrase: string; term: GlossaryLink }[]>();
  private readonly terms: number;

  constructor(terms: readonly GlossaryLink[]) {
    const phrases = terms
      .flatMap((term) => term.matches.map((phrase) => ({ phrase: phrase.toLowerCase(), term })))
      .filter(({ phrase }) => phrase.trim().length >= 2 && ALNUM.test(phrase[0]!))
      .sort((a, b) => b.phrase.length - a.phrase.length);
    for (const entry of phrases) {
      const first = entry.phrase.match(WORD)![0];
      const list = this.byFirstWord.get(first) ?? [];
      list.push(entry);
      this.byFirstWord.set(first, list);
    }
    this.terms = new Set(phrases.map(({ term }) => term)).size;
  }

  get empty(): boolean {
    return this.byFirstWord.size === 0;
  }

  /** How many terms can be mentioned. */
  get size(): number {
    return this.terms;
  }

  /**
   * Calls `visit` for each mention in `text`, leftmost first, the longest phrase at a position, none overlapping,
   * until it returns false. Words are found on the lower-cased text with an ASCII pattern when the text is ASCII
   * (nearly all of it), else with the Unicode one.
   */
  mentions(text: string, visit: (index: number, length: number, term: GlossaryLink) => boolean): void {
    const lower = text.toLowerCase();
    // Lower-casing a few characters changes the length ("İ"); positions would then drift, so match per word.
    const sameLength = lower.length === text.length;
    const words = sameLength && ASCII.test(text) ? ASCII_WORD : WORD;
    words.lastIndex = 0;
    for (let word = words.exec(sameLength ? lower : text); word; word = words.exec(sameLength ? lower : text)) {
      const index = word.index;
      const candidates = this.byFirstWord.get(sameLength ? word[0] : word[0].toLowerCase());
      if (!candidates) continue;
      for (const { phrase, term } of candidates) {
        const end = index + phrase.length;
        const matches = sameLength ? lower.startsWith(phrase, index) : text.slice(index, end).toLowerCase() === phrase;
        if (!matches || (end < text.length && ALNUM.test(text[end]!))) continue;
        if (!visit(index, phrase.length, term)) return;
        words.lastIndex = end;
        break;
      }
    }
  }
}

/**
 * Words in a piece of text: runs between white space that hold a letter or digit ("|" and "—" are not words).
 * A scan by character code, since it runs over every word of every post.
 */
export const countWords = (text: string): number => {
  let words = 0;
  let counted = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 128) {
      if (code === 32 || (code >= 9 && code <= 13)) counted = false;
      else if (!counted && ((code - 48 < 10 && code >= 48) || ((code | 32) >= 97 && (code | 32) <= 122))) {
        words++;
        counted = true;
      }
      continue;
    }
    const wide = code >= 0xd800 && code <= 0xdbff ? 2 : 1;
    const char = text.slice(i, i + wide);
    i += wide - 1;
    if (SPACE.test(char)) counted = false;
    else if (!counted && ALNUM.test(char)) {
      words++;
      counted = true;
    }
  }
  return words;
};
