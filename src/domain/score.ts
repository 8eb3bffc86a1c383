import type { Calculators, CarData } from '../schema/index.ts';
import { chargingFit } from './charging.ts';
import { realWorldRange, wallKwhPerKm } from './range.ts';
import { wordTable, words, wordsIn } from './words.ts';

/** The score's rules (data/calculators.yaml, `score`). */
export type ScoreModel = Calculators['score'];

/** The five things a car is scored on, in the order the car page lists them. */
export const scoreCriteria = ['range', 'charging', 'efficiency', 'safety', 'value'] as const;
export type ScoreCriterion = (typeof scoreCriteria)[number];

/** One criterion of a car's score: the figure it is judged on and the points (0 to 5) that figure earns. */
export interface ScorePart {
  criterion: ScoreCriterion;
  /** The car's figure, as the page shows it, e.g. "375 km" or "5 stars (Bharat NCAP 2024), ADAS". */
  figure: string;
  /** 0 to 5, one decimal; null when a figure it needs is not confirmed, and the part is left out of the average. */
  points: number | null;
}

/** A car's score out of 5: the plain average of the parts that could be scored, one decimal. */
export interface CarScore {
  overall: number;
  /** How many parts could be scored: 5 unless a figure is not confirmed. */
  counted: number;
  parts: readonly ScorePart[];
}

/** The score a car shows (its rating) and how many criteria it rests on. */
export function ratingOf(car: ScoredCar, calculators: Pick<Calculators, 'ownership' | 'score'>): { rating: number; scoreCriteria: number } {
  const { overall, counted } = scoreOf(car, calculators);
  return { rating: overall, scoreCriteria: counted };
}

/** The words of the figures a score is judged on, in each language. */
export const scoreWords = /* @__PURE__ */ wordTable('score', {
  untestedUnknown: 'not crash-tested, airbags not confirmed',
  rated: (stars: number, agency: string, year: number) => `${stars} stars (${agency} ${year})`,
  untested: (airbags: string) => `not crash-tested, ${airbags}`,
  noDc: 'no DC fast charging',
  dcUnknown: 'DC charging time not confirmed',
  dcTime: (minutes: number) => `${minutes} min, 10 to 80% on DC`,
  priceUnknown: (kwh: number) => `price of the ${kwh} kWh version not confirmed`,
  perLakh: (km: string) => `${km} km a lakh`,
});

const word = () => wordsIn(scoreWords);

type Scale = { zero: number; five: number };
type ScoredCar = Pick<CarData, 'range' | 'battery' | 'charging' | 'safety' | 'price'>;

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** Points on a straight line from 0 (at `zero`) to 5 (at `five`), clamped; works whichever way the scale runs. */
export function pointsOn(value: number, { zero, five }: Scale): number {
  const share = (value - zero) / (five - zero);
  return oneDecimal(5 * Math.min(1, Math.max(0, share)));
}

/**
 * The ex-showroom price of the variant the range claim is for: the cheapest variant with the largest pack when the
 * variants are listed, the starting price when there is only one pack, and the top price otherwise (the largest
 * pack is then the dearest for all we know); null when there are several packs and only the starting price is known.
 */
export function rangeVariantPrice(car: Pick<CarData, 'battery' | 'price' | 'variants'>): number | null {
  const largest = car.battery.capacityKwh;
  const withLargest = car.variants?.filter((variant) => (variant.batteryKwh ?? largest) === largest) ?? [];
  if (withLargest.length > 0) return Math.min(...withLargest.map((variant) => variant.lakh));
  const packs = car.battery.options ?? [largest];
  if (packs.length <= 1) return car.price.min;
  return car.price.max ?? null;
}

/**
 * Safety points: crash-test stars, or a share of a point per airbag when untested, plus a bonus for ADAS (none when
 * its ADAS is not confirmed). An untested car whose airbags are not confirmed cannot be scored on safety.
 */
function safetyPart(safety: CarData['safety'], model: ScoreModel['safety']): ScorePart {
  const adas = (safety.adasFeatures?.length ?? 0) > 0;
  if (!safety.ncap && safety.airbags === null) return { criterion: 'safety', figure: word().untestedUnknown, points: null };
  const base = safety.ncap ? safety.ncap.stars : Math.min(model.untestedMax, safety.airbags! * model.perAirbagUntested);
  const tested = safety.ncap
    ? word().rated(safety.ncap.stars, safety.ncap.agency, safety.ncap.year)
    : word().untested(words().airbags(safety.airbags!));
  return {
    criterion: 'safety',
    figure: adas ? `${tested}, ADAS` : tested,
    points: oneDecimal(Math.min(5, base + (adas ? model.adasBonus : 0))),
  };
}

/**
 * A car's score: five criteria, each worth 0 to 5 points on a stated scale, averaged (a criterion whose figure is not
 * confirmed is left out and said so). Everything comes from the car's
 * data and the site's models (real-world range, charging and energy use from src/domain/range.ts and charging.ts), so
 * the same data always gives the same score and the car page can show how it was reached.
 */
export function scoreOf(car: ScoredCar, calculators: Pick<Calculators, 'ownership' | 'score'>): CarScore {
  const { score: model, ownership } = calculators;
  const band = realWorldRange(car, ownership.realRange);
  const realKm = band.measured ?? band.city;
  const fit = chargingFit(car, ownership);
  const hasDc = fit.tenToEightyOn === 'DC';
  const dcMinutes = hasDc ? fit.tenToEightyMinutes : null;
  const perKm = wallKwhPerKm(car, ownership);
  const lakh = rangeVariantPrice(car);
  const kmPerLakh = lakh === null ? null : realKm / lakh;
  const parts: ScorePart[] = [
    { criterion: 'range', figure: `${realKm} km`, points: pointsOn(realKm, model.realWorldKm) },
    {
      criterion: 'charging',
      figure: !hasDc ? word().noDc : dcMinutes === null ? word().dcUnknown : word().dcTime(dcMinutes),
      points: !hasDc ? 0 : dcMinutes === null ? null : pointsOn(dcMinutes, model.dcTenToEightyMinutes),
    },
    { criterion: 'efficiency', figure: words().perKm(`${perKm.toFixed(3)} kWh`), points: pointsOn(perKm, model.wallKwhPerKm) },
    safetyPart(car.safety, model.safety),
    kmPerLakh === null
      ? { criterion: 'value', figure: word().priceUnknown(car.battery.capacityKwh), points: null }
      : { criterion: 'value', figure: word().perLakh(kmPerLakh.toFixed(1)), points: pointsOn(kmPerLakh, model.realKmPerLakh) },
  ];
  const scored = parts.flatMap((part) => (part.points === null ? [] : [part.points]));
  const overall = oneDecimal(scored.reduce((sum, points) => sum + points, 0) / scored.length);
  return { overall, counted: scored.length, parts };
}
