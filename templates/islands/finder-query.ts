// The finder's inputs in its URL, so a result can be shared: read, each parameter checked, and written.
import { finderPriorities, homeChargers, type FinderInputs, type HomeCharger } from '../../src/domain/finder.ts';
import type { Situation } from '../../src/domain/situation.ts';

/** The seats a visitor can ask for, and the highest budget the finder takes, in lakh. */
export const seatChoices = [2, 4, 5, 6, 7] as const;
export const MAX_BUDGET = 500;
/** The whole numbers the finder takes for each distance and share: the form's fields and the URL's parameters alike. */
export const BOUNDS = { dailyKm: [1, 1000], tripKm: [0, 2000], homeShare: [0, 100], tripMarginPercent: [0, 100] } as const;
/** The rupees a kWh the URL can give for a home or public price. */
const RATE_BOUNDS = [0.5, 100] as const;

/**
 * The inputs a visitor starts from: their situation (the site's, or the one this device keeps), no trip, no budget,
 * four seats and the stated trip margin. Without a home charger the share field keeps `usualShare` for when one is
 * chosen again.
 */
export const defaults = (situation: Situation, tripMarginPercent: number, usualShare = 90): FinderInputs => ({
  dailyKm: situation.dailyKm,
  tripKm: 0,
  home: situation.homeShare > 0 ? '3.3' : 'none',
  homeShare: situation.homeShare > 0 ? situation.homeShare : usualShare,
  homePerKwh: situation.homePerKwh,
  publicPerKwh: situation.publicPerKwh,
  tripMarginPercent,
  state: situation.state,
  budgetLakh: null,
  seats: 4,
  priorities: [],
});

/** A price a kWh of the URL: a number within bounds, or undefined (missing, or malformed). */
const rateOf = (value: string | null): number | undefined => {
  const number = Number(value);
  return value !== null && value.trim() !== '' && Number.isFinite(number) && number >= RATE_BOUNDS[0] && number <= RATE_BOUNDS[1]
    ? Math.round(number * 100) / 100
    : undefined;
};

export const whole = (value: string | null, min: number, max: number): number | undefined => {
  const number = Number(value);
  return value !== null && value.trim() !== '' && Number.isFinite(number) ? Math.min(max, Math.max(min, Math.round(number))) : undefined;
};

/** The inputs of a /find URL, each parameter checked; anything missing or malformed keeps its default. */
export function parseFinderQuery(search: string, fallback: FinderInputs, states: readonly string[]): FinderInputs {
  const query = new URLSearchParams(search);
  const home = query.get('home');
  const state = query.get('state');
  const budget = Number(query.get('budget'));
  const seats = Number(query.get('seats'));
  // Priorities as one comma-separated value (what the island writes) or repeated (what the form sends), once each.
  const priorities = query.getAll('priority').flatMap((value) => value.split(','));
  return {
    dailyKm: whole(query.get('daily'), ...BOUNDS.dailyKm) ?? fallback.dailyKm,
    tripKm: whole(query.get('trip'), ...BOUNDS.tripKm) ?? fallback.tripKm,
    home: (homeChargers as readonly string[]).includes(home ?? '') ? (home as HomeCharger) : fallback.home,
    homeShare: whole(query.get('share'), ...BOUNDS.homeShare) ?? fallback.homeShare,
    homePerKwh: rateOf(query.get('tariff')) ?? fallback.homePerKwh,
    publicPerKwh: rateOf(query.get('public')) ?? fallback.publicPerKwh,
    tripMarginPercent: whole(query.get('margin'), ...BOUNDS.tripMarginPercent) ?? fallback.tripMarginPercent,
    state: state && states.includes(state) ? state : fallback.state,
    budgetLakh: query.get('budget') && budget > 0 && budget <= MAX_BUDGET ? Math.round(budget * 100) / 100 : fallback.budgetLakh,
    seats: (seatChoices as readonly number[]).includes(seats) ? seats : fallback.seats,
    priorities: finderPriorities.filter((priority) => priorities.includes(priority)),
  };
}

/** The URL query of a set of inputs, so a result can be shared. */
export function finderQuery(inputs: FinderInputs): string {
  const query = new URLSearchParams({
    daily: String(inputs.dailyKm),
    trip: String(inputs.tripKm),
    home: inputs.home,
    share: String(inputs.home === 'none' ? 0 : inputs.homeShare),
    state: inputs.state,
    ...(inputs.homePerKwh === null ? {} : { tariff: String(inputs.homePerKwh) }),
    ...(inputs.publicPerKwh === null ? {} : { public: String(inputs.publicPerKwh) }),
    margin: String(inputs.tripMarginPercent),
    ...(inputs.budgetLakh === null ? {} : { budget: String(inputs.budgetLakh) }),
    seats: String(inputs.seats),
    ...(inputs.priorities.length > 0 ? { priority: inputs.priorities.join(',') } : {}),
  });
  return `?${query.toString()}`;
}
