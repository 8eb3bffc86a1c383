import type { Calculators } from '../schema/index.ts';
import { formatNumber } from './format.ts';
import { wordTable, wordsIn } from './words.ts';

/** How a crash-test rating counts when a buyer puts safety first (calculators.yaml's finder), and an untested car's airbags (its score's). */
export type SafetyRules = Calculators['finder']['safety'] & Pick<Calculators['score']['safety'], 'perAirbagUntested' | 'untestedMax'>;

/** The safety note's words, in each language. */
export const safetyWords = /* @__PURE__ */ wordTable('finder-safety', {
  notCrashTested: 'Not crash-tested',
  untested: (airbags: number) => `Not crash-tested; ${airbags} airbags`,
  abroad: 'a test of the car sold abroad',
  old: (years: number) => `${years} years old`,
  rated: (agency: string, stars: number, year: number) => `${agency} ${stars} stars (${year})`,
  counted: (value: string, why: string) => `: counted as ${value} for safety, ${why}`,
});

/**
 * What a crash-test rating is worth when a buyer puts safety first: its stars, less a star for a test of the car as
 * sold abroad (whose body and equipment may differ from the Indian car's), less so much a year for a test older than
 * a few years (protocols tighten); for an untested car, its airbags up to a cap. Null when nothing is known.
 */
export function safetyValue(
  variant: { ncap: { agency: string; stars: number; year: number } | null; airbags: number | null },
  rules: SafetyRules,
  year: number,
): { value: number | null; note: string } {
  const { ncap } = variant;
  const words = wordsIn(safetyWords);
  const agencies: readonly string[] = rules.indianAgencies;
  if (!ncap) {
    return variant.airbags === null
      ? { value: null, note: words.notCrashTested }
      : {
          value: Math.min(rules.untestedMax, variant.airbags * rules.perAirbagUntested),
          note: words.untested(variant.airbags),
        };
  }
  const abroad = agencies.includes(ncap.agency) ? 0 : rules.abroadLessStars;
  const age = Math.max(0, year - ncap.year - rules.freshYears) * rules.perOldYearLessStars;
  const value = Math.max(0, ncap.stars - abroad - age);
  const why = [abroad > 0 ? words.abroad : '', age > 0 ? words.old(year - ncap.year) : ''].filter(Boolean).join(', ');
  return {
    value,
    note: `${words.rated(ncap.agency, ncap.stars, ncap.year)}${why ? words.counted(formatNumber(Math.round(value * 100) / 100), why) : ''}`,
  };
}
