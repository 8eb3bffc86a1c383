/** How many cars can be compared side by side. */
export const COMPARE_LIMIT = 3;

/**
 * A car chosen for the comparison and the variant its column shows: the variant's slug, or undefined for its
 * cheapest (which the URL leaves out, so each comparison has one URL).
 */
export interface CompareChoice {
  id: string;
  variant?: string | undefined;
}

/** One `id` or `id:variant-slug` of `?cars=`, lowercased; undefined when it names no car. */
export function parseCompareChoice(raw: string): CompareChoice | undefined {
  const colon = raw.indexOf(':');
  const id = (colon < 0 ? raw : raw.slice(0, colon)).trim().toLowerCase();
  const slug =
    colon < 0
      ? ''
      : raw
          .slice(colon + 1)
          .trim()
          .toLowerCase();
  if (!id) return undefined;
  return slug ? { id, variant: slug } : { id };
}

/**
 * Parses `?cars=a:variant,b,c`: known ids only, no car twice (its first mention wins), at most COMPARE_LIMIT, in
 * the order given. A variant is kept as written; which variant it names is settled once the car's record is
 * loaded (see settleCompareChoice), since only the record lists them.
 */
export function parseCompareChoices(value: string | null | undefined, known?: ReadonlySet<string>): CompareChoice[] {
  const choices: CompareChoice[] = [];
  for (const raw of (value ?? '').split(',')) {
    const choice = parseCompareChoice(raw);
    if (!choice || choices.length >= COMPARE_LIMIT || (known && !known.has(choice.id))) continue;
    if (!choices.some((other) => other.id === choice.id)) choices.push(choice);
  }
  return choices;
}

/** The position of the variant a slug names in a car's variants (cheapest first): 0, the cheapest, when it names none. */
export function compareVariantIndex(variants: readonly { slug: string }[], slug: string | undefined): number {
  const index = slug === undefined ? -1 : variants.findIndex((variant) => variant.slug === slug);
  return Math.max(index, 0);
}

/**
 * A choice as its URL should say it, given the car's variants: a slug the car does not have, or its cheapest's,
 * is dropped, so a stale or mistyped link shows the cheapest and the address bar says so.
 */
export function settleCompareChoice(choice: CompareChoice, variants: readonly { slug: string }[]): CompareChoice {
  const index = compareVariantIndex(variants, choice.variant);
  return index === 0 ? { id: choice.id } : { id: choice.id, variant: variants[index]!.slug };
}

/** The compare page's URL for these cars (ids, or choices with their variants): `/compare?cars=a:variant,b`. */
export function compareHref(cars: readonly (string | CompareChoice)[]): string {
  const part = (car: string | CompareChoice) =>
    typeof car === 'string'
      ? encodeURIComponent(car)
      : `${encodeURIComponent(car.id)}${car.variant ? `:${encodeURIComponent(car.variant)}` : ''}`;
  return cars.length > 0 ? `/compare?cars=${cars.map(part).join(',')}` : '/compare';
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
