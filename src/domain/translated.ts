/**
 * The key under which a record of the Hindi site lists its fields still in English (see src/routes/hindi-site.ts):
 * absent on English pages and on a record whose Hindi is whole.
 */
export const UNTRANSLATED = 'untranslated';

/**
 * The `lang` a field of a record needs where it is shown: "en" when a Hindi page shows it in English because it has
 * no Hindi yet, else nothing (the page's own language). Put it on the element that holds the text.
 */
export function langOf(record: object, field: string): 'en' | undefined {
  const missing = (record as { [UNTRANSLATED]?: readonly string[] })[UNTRANSLATED];
  return missing?.includes(field) ? 'en' : undefined;
}

/** A record's list of fields still in English, to spread into a view made of it, so the view's `langOf` still knows. */
export function untranslatedOf(record: object): { [UNTRANSLATED]?: readonly string[] } {
  const missing = (record as { [UNTRANSLATED]?: readonly string[] })[UNTRANSLATED];
  return missing ? { [UNTRANSLATED]: missing } : {};
}
