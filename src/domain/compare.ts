/** How many cars can be compared side by side. */
export const COMPARE_LIMIT = 3;

/** Parses `?cars=a,b,c`: known ids only, no repeats, at most COMPARE_LIMIT, in the order given. */
export function parseCompareIds(value: string | null | undefined, known?: ReadonlySet<string>): string[] {
  const ids: string[] = [];
  for (const raw of (value ?? '').split(',')) {
    const id = raw.trim().toLowerCase();
    if (id && !ids.includes(id) && (!known || known.has(id)) && ids.length < COMPARE_LIMIT) ids.push(id);
  }
  return ids;
}

/** The compare page's URL for these cars. */
export function compareHref(ids: readonly string[]): string {
  return ids.length > 0 ? `/compare?cars=${ids.map(encodeURIComponent).join(',')}` : '/compare';
}

/** Which way a row of the comparison is better, or undefined when neither is (drive type, say). */
export type Better = 'higher' | 'lower' | 'true';

/**
 * The positions holding the best value of a row: the highest or lowest number, or `true`. Nothing is marked
 * when fewer than two values are known or all known values are equal.
 */
export function bestIndexes(values: readonly (number | boolean | null | undefined)[], better: Better | undefined): number[] {
  if (!better) return [];
  const known = values.map((value, index) => ({ value, index })).filter((item) => item.value !== null && item.value !== undefined);
  if (known.length < 2) return [];
  const score = (value: number | boolean | null | undefined) =>
    better === 'true' ? (value === true ? 1 : 0) : better === 'higher' ? Number(value) : -Number(value);
  const best = Math.max(...known.map((item) => score(item.value)));
  if (known.every((item) => score(item.value) === best)) return [];
  return known.filter((item) => score(item.value) === best).map((item) => item.index);
}
