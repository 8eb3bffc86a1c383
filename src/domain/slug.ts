/** A URL fragment for a text: lowercase, every run of other characters a single hyphen ("Battery (BMS)" -> "battery-bms"). */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
