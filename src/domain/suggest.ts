/** Edit distance between two strings (Levenshtein), for "did you mean" suggestions. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** The candidate closest to `input`, if it is close enough to be a likely typo. */
export function closest(input: string, candidates: Iterable<string>): string | undefined {
  const needle = input.toLowerCase();
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const distance = editDistance(needle, candidate.toLowerCase());
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  const limit = Math.max(2, Math.floor(input.length / 3));
  return bestDistance <= limit ? best : undefined;
}

/**
 * Up to `count` of the items whose keys are nearest `input`, nearest first, for a "did you mean" list: a key that
 * contains the input, or that the input contains (`tata-nexon` and `tata-nexon-ev`), comes first; then the closest by
 * edit distance, measured against the longer of the two, within half of it. Each item is listed once.
 */
export function nearest<T>(input: string, items: readonly T[], keys: (item: T) => readonly string[], count = 3): T[] {
  const needle = input.toLowerCase();
  const scored = items.flatMap((item) => {
    const distances = keys(item).map((key) => {
      const hay = key.toLowerCase();
      // Containment says little of one or two letters (every id contains "e").
      if (Math.min(hay.length, needle.length) >= 3 && (hay.includes(needle) || needle.includes(hay)))
        return Math.abs(hay.length - needle.length) / 1000;
      return editDistance(needle, hay) / Math.max(needle.length, hay.length);
    });
    const best = Math.min(...distances);
    return best <= 0.5 ? [{ item, best }] : [];
  });
  return scored
    .sort((a, b) => a.best - b.best)
    .slice(0, count)
    .map(({ item }) => item);
}
