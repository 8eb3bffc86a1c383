import type { Calculators } from '../schema/index.ts';
import { formatOverBudget, formatRupeesInLakh, LAKH } from './format.ts';
import { buyerContext, buyerFigures, type BuyerContext } from './buyer.ts';
import type { StateToday } from './taxes.ts';
import { safetyValue, type SafetyRules } from './finder-safety.ts';
import { finderWords } from './finder-words.ts';
import { mixPerKwh } from './running.ts';
import { situationMix, situationState, type Situation } from './situation.ts';

/**
 * The finder: a buyer's situation in, the variants that fit out, ranked, each with its reasons in numbers, and what
 * rules the others out. Every figure comes from the site's models: real-world range, charging, the on-road price and
 * the charging-mix running cost. The page ships the variants as compact JSON and runs this in the browser.
 */

/** What a buyer can put first. */
export const finderPriorities = ['running-cost', 'range-margin', 'safety', 'performance'] as const;
export type FinderPriority = (typeof finderPriorities)[number];

/** The home chargers a buyer can have: none, or a charger of so many kW. */
export const homeChargers = ['none', '3.3', '7.2'] as const;
export type HomeCharger = (typeof homeChargers)[number];

/** A buyer's situation. */
export interface FinderInputs {
  dailyKm: number;
  /** The longest trip they make regularly, km one way without charging; 0 for none. */
  tripKm: number;
  home: HomeCharger;
  /** Percent of charging done at home; 0 without a home charger. */
  homeShare: number;
  /** Rupees a kWh at home; null for the state's typical household tariff (as a Situation's). */
  homePerKwh: number | null;
  /** Rupees a kWh at a public fast charger; null for the dated public price. */
  publicPerKwh: number | null;
  /** Percent of the trip the real highway range must have to spare (detours, cold, a busy charger). */
  tripMarginPercent: number;
  /** A state's slug. */
  state: string;
  /** Highest on-road price, in lakh; null for no limit. */
  budgetLakh: number | null;
  seats: number;
  priorities: readonly FinderPriority[];
}

/** One variant as the finder reads it: a few hundred bytes, built at build time. */
export interface FinderVariant {
  car: string;
  name: string;
  /** The variant's name; empty for a car sold in one version. */
  variant: string;
  /** The variant's part of a URL (variantSlug), for compare's address. */
  slug: string;
  /** The date its price was confirmed. */
  asOf: string;
  path: string;
  seating: number;
  lakh: number;
  batteryKwh: number;
  powerBhp: number | null;
  zeroToHundredS: number | null;
  wallKwhPerKm: number;
  cityKm: number;
  highwayKm: number;
  /** Whether the range rests on an estimated claim (the variant's own is not confirmed). */
  rangeEstimated: boolean;
  /** Peak DC power, or null without DC charging. */
  dcKw: number | null;
  dcKmIn30Min: number | null;
  /** Km an hour of charging at home, by charger ("3.3", "7.2"); null when its charger is not confirmed. */
  homeKmPerHour: Record<string, number | null>;
  ncap: { agency: string; stars: number; year: number } | null;
  airbags: number | null;
  /** The rise its maker announced after its price was confirmed, when there was one (src/domain/price-moves.ts). */
  priceMove?: { percent: number; basis: 'up to' | 'about' };
}

/** What the finder needs besides the variants: each state's rules and the models' constants (see buyer.ts). */
export interface FinderContext extends BuyerContext {
  /** How a crash-test rating counts when safety is put first, and an untested car's airbags (see safetyValue). */
  safety: SafetyRules;
  /** The year of the build, which the age of a rating is counted to. */
  year: number;
}

/** The finder's context from the data: each state's road tax (as in force: see statesInForce) and home tariff, and the models' constants. */
export function finderContext(
  incentives: readonly StateToday[],
  calculators: Pick<Calculators, 'onRoad' | 'taxes' | 'publicCharging' | 'ownership' | 'savings' | 'finder' | 'score'>,
  buildYear: number,
): FinderContext {
  return {
    ...buyerContext(incentives, calculators),
    safety: {
      ...calculators.finder.safety,
      perAirbagUntested: calculators.score.safety.perAirbagUntested,
      untestedMax: calculators.score.safety.untestedMax,
    },
    year: buildYear,
  };
}

/** The buyer's situation of the finder's inputs: the same object every other page's costs are worked out from. */
export const finderSituation = (inputs: FinderInputs): Situation => ({
  state: inputs.state,
  homePerKwh: inputs.homePerKwh,
  dailyKm: inputs.dailyKm,
  homeShare: inputs.home === 'none' ? 0 : Math.min(100, Math.max(0, inputs.homeShare)),
  publicPerKwh: inputs.publicPerKwh,
});

/** Why a variant does not fit. */
export type RuleOut = 'budget' | 'seats' | 'trip' | 'charging';

/** A variant that fits, with its figures and its reasons. */
export interface FinderFit {
  variant: FinderVariant;
  onRoad: number;
  costPerKm: number;
  totalCost: number;
  reasons: string[];
  /** How many other variants of the same car fit too. */
  otherFits: number;
}

/** A car none of whose variants fits, with the reasons of its nearest variant. */
export interface FinderMiss {
  variant: FinderVariant;
  onRoad: number;
  why: RuleOut[];
  detail: string[];
}

export interface FinderResult {
  fits: FinderFit[];
  missed: FinderMiss[];
  /** Cars ruled out by each constraint (a car can be ruled out by several). */
  ruledOut: Record<RuleOut, number>;
}

/** The real highway range a trip needs: the trip and the margin the buyer asked for. */
const tripNeedsKm = (inputs: Pick<FinderInputs, 'tripKm' | 'tripMarginPercent'>): number =>
  inputs.tripKm * (1 + inputs.tripMarginPercent / 100);

/** The value of a variant for a priority, higher is better; null when unknown. */
function priorityValue(
  priority: FinderPriority,
  fit: Omit<FinderFit, 'reasons' | 'otherFits'>,
  inputs: FinderInputs,
  context: FinderContext,
): number | null {
  const { variant } = fit;
  switch (priority) {
    case 'running-cost':
      return -fit.costPerKm;
    case 'range-margin':
      return inputs.tripKm > 0 ? variant.highwayKm / inputs.tripKm : variant.cityKm / Math.max(1, inputs.dailyKm);
    case 'safety':
      return safetyValue(variant, context.safety, context.year).value;
    case 'performance':
      // One measure only: a 0-100 km/h time where the maker gives one; without it, unknown rather than guessed.
      return variant.zeroToHundredS === null ? null : -variant.zeroToHundredS;
  }
}

/** A 0-1 score: each chosen priority's value placed between the worst and best of the variants that fit, averaged. */
function scores(fits: readonly Omit<FinderFit, 'reasons' | 'otherFits'>[], inputs: FinderInputs, context: FinderContext): number[] {
  if (inputs.priorities.length === 0) return fits.map(() => 0);
  const columns = inputs.priorities.map((priority) => fits.map((fit) => priorityValue(priority, fit, inputs, context)));
  return fits.map(
    (_, index) =>
      columns.reduce((sum, column) => {
        const known = column.filter((value): value is number => value !== null);
        const value = column[index];
        if (value === null || value === undefined || known.length === 0) return sum;
        const low = Math.min(...known);
        const high = Math.max(...known);
        return sum + (high === low ? 1 : (value - low) / (high - low));
      }, 0) / columns.length,
  );
}

/** The reasons a fitting variant is shown, in numbers. */
function reasonsOf(
  fit: Omit<FinderFit, 'reasons' | 'otherFits'>,
  inputs: FinderInputs,
  context: FinderContext,
  state: FinderContext['states'][number],
): string[] {
  const { variant } = fit;
  const words = finderWords();
  const estimated = variant.rangeEstimated ? words.estimated : '';
  const reasons: string[] = [];
  if (inputs.tripKm > 0) {
    const spare = Math.round(((variant.highwayKm - inputs.tripKm) / inputs.tripKm) * 100);
    reasons.push(`${words.tripCovered(variant.highwayKm, inputs.tripKm, spare, inputs.tripMarginPercent)}${estimated}`);
  } else {
    reasons.push(`${words.daysInTown(variant.cityKm, Math.floor(variant.cityKm / inputs.dailyKm), inputs.dailyKm)}${estimated}`);
  }
  if (inputs.home === 'none') {
    reasons.push(words.noHomeCharger(variant.dcKw, variant.dcKmIn30Min));
  } else {
    const perHour = variant.homeKmPerHour[inputs.home];
    if (perHour) {
      reasons.push(words.homeCharger(inputs.home, perHour, inputs.dailyKm, Math.ceil((inputs.dailyKm / perHour) * 10) / 10));
    }
  }
  // The situation in full is under the results (describeSituation); each result names the average price it is at.
  const mix = situationMix(finderSituation(inputs), context);
  reasons.push(words.perKm(fit.costPerKm.toFixed(2), (Math.round(mixPerKwh(mix) * 100) / 100).toString()));
  reasons.push(words.costOver(formatRupeesInLakh(fit.totalCost), context.years, state.state));
  reasons.push(safetyValue(variant, context.safety, context.year).note);
  if (inputs.priorities.includes('performance') && variant.zeroToHundredS !== null)
    reasons.push(words.zeroToHundred(variant.zeroToHundredS));
  return reasons;
}

/**
 * The variants that fit a buyer, best first, one per car (its best variant, with how many others fit), and the
 * cars ruled out with why. A variant fits when its on-road price in the buyer's state is within the budget, it seats
 * enough, its real highway range covers the longest trip without a stop, and, without a home charger, it takes DC
 * fast charging. Without priorities the cheapest over the years ranks first; with them, the average of where each
 * priority places it among the variants that fit, the cost over the years breaking ties.
 */
export function findVariants(variants: readonly FinderVariant[], inputs: FinderInputs, context: FinderContext): FinderResult {
  const situation = finderSituation(inputs);
  const state = situationState(situation, context.states);
  // The reasons speak of the share that was used: none without a home charger.
  const used = { ...inputs, homeShare: situation.homeShare };
  const evaluated = variants.map((variant) => {
    // The same figures as the car page's and compare's, at the same inputs.
    const { onRoad: price, costPerKm: perKm, costOver: totalCost } = buyerFigures(variant, situation, context);
    const why: RuleOut[] = [];
    if (inputs.budgetLakh !== null && price.total > inputs.budgetLakh * LAKH) why.push('budget');
    if (variant.seating < inputs.seats) why.push('seats');
    if (inputs.tripKm > 0 && variant.highwayKm < tripNeedsKm(inputs)) why.push('trip');
    if (inputs.home === 'none' && variant.dcKw === null) why.push('charging');
    return { variant, onRoad: price.total, costPerKm: perKm, totalCost, why };
  });
  const fitting = evaluated.filter((item) => item.why.length === 0);
  const score = scores(fitting, inputs, context);
  // A variant whose figure for a priority is unknown ranks after one that is known, however poor.
  const unknown = (item: (typeof fitting)[number]) =>
    inputs.priorities.filter((priority) => priorityValue(priority, item, inputs, context) === null).length;
  const ranked = fitting
    .map((item, index) => ({ ...item, score: score[index]!, unknown: unknown(item) }))
    .sort(
      (a, b) => b.score - a.score || a.unknown - b.unknown || a.totalCost - b.totalCost || a.variant.name.localeCompare(b.variant.name),
    );
  const fits: FinderFit[] = [];
  for (const item of ranked) {
    const first = fits.find((fit) => fit.variant.car === item.variant.car);
    if (first) first.otherFits++;
    else
      fits.push({
        variant: item.variant,
        onRoad: item.onRoad,
        costPerKm: item.costPerKm,
        totalCost: item.totalCost,
        reasons: reasonsOf(item, used, context, state),
        otherFits: 0,
      });
  }
  const missed: FinderMiss[] = [];
  const ruledOut: Record<RuleOut, number> = { budget: 0, seats: 0, trip: 0, charging: 0 };
  for (const car of new Set(variants.map((variant) => variant.car))) {
    if (fits.some((fit) => fit.variant.car === car)) continue;
    const nearest = evaluated
      .filter((item) => item.variant.car === car)
      // The nearest: fewest reasons; then, short on a trip, the longest range (its best answer to the trip); then the cheapest.
      .sort(
        (a, b) =>
          a.why.length - b.why.length ||
          (a.why.includes('trip') && b.why.includes('trip') ? b.variant.highwayKm - a.variant.highwayKm : 0) ||
          a.onRoad - b.onRoad,
      )[0]!;
    for (const reason of nearest.why) ruledOut[reason]++;
    missed.push({ variant: nearest.variant, onRoad: nearest.onRoad, why: nearest.why, detail: missDetail(nearest, inputs) });
  }
  return { fits, missed, ruledOut };
}

/** What rules a car out, in numbers, from its nearest variant. */
function missDetail(item: { variant: FinderVariant; onRoad: number; why: RuleOut[] }, inputs: FinderInputs): string[] {
  const words = finderWords();
  const detail: Record<RuleOut, string> = {
    budget: words.overBudget(formatOverBudget(item.onRoad, inputs.budgetLakh ?? 0), inputs.budgetLakh),
    seats: words.seats(item.variant.seating, inputs.seats),
    trip: words.tripShort(item.variant.highwayKm, inputs.tripKm, inputs.tripMarginPercent, Math.ceil(tripNeedsKm(inputs))),
    charging: words.noCharging,
  };
  return item.why.map((why) => detail[why]);
}
