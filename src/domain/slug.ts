/**
 * A URL fragment for a text: lowercase, every run of other characters a single hyphen ("Battery (BMS)" -> "battery-bms").
 * Devanagari stays as it is written ("रेंज क्या है" -> "रेंज-क्या-है"), so a Hindi heading has an anchor of its own.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9\u0900-\u097f]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
