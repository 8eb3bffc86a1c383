import type { Calculators, Site, StateIncentive } from '../schema/index.ts';
import { homeStateSlug } from './onroad.ts';
import { mixPerKwh, type ChargingMix } from './running.ts';
import { wordTable, wordsIn } from './words.ts';

/**
 * A buyer's situation: every input a running cost or a cost of ownership on the site depends on, in one object.
 * Cards, the directory, car pages, compare, the finder and `query cars` all work their costs out from one of these,
 * through the functions below, so two pages that differ can only differ in an input they show.
 */
export interface Situation {
  /** The state the car is registered and charged in: a state's slug of incentives.yaml. */
  state: string;
  /** Rupees a kWh at home; null for the state's typical household rate (its `electricity.perKwh`). */
  homePerKwh: number | null;
  /** Km driven on an ordinary day. */
  dailyKm: number;
  /** Percent of the charging done at home, 0 to 100: 0 for a buyer with no charger at home. */
  homeShare: number;
  /** Rupees a kWh at a public fast charger; null for the dated price of calculators.yaml (publicCharging). */
  publicPerKwh: number | null;
}

/** What of the data a situation is read against: each state's tariff, and the public price with its bounds. */
export interface SituationContext {
  states: readonly { slug: string; state: string; electricity: Pick<StateIncentive['electricity'], 'perKwh'> }[];
  publicCharging: Pick<Calculators['publicCharging'], 'dcPerKwh'>;
  bounds: Calculators['situation'];
}

/** The situation every page shows until a visitor sets their own: the site's state at its typical tariff. */
export const defaultSituation = (state: string, bounds: Calculators['situation']): Situation => ({
  state,
  homePerKwh: null,
  dailyKm: bounds.dailyKm.default,
  homeShare: bounds.homeSharePercent.default,
  publicPerKwh: null,
});

/** A site's data as a situation reads it. */
export const situationContext = (site: Pick<Site, 'incentives' | 'calculators'>): SituationContext => ({
  states: site.incentives,
  publicCharging: site.calculators.publicCharging,
  bounds: site.calculators.situation,
});

/** The situation a site's pages are rendered for: its own state (site.yaml's location) and calculators.yaml's defaults. */
export const siteSituation = (site: Pick<Site, 'incentives' | 'calculators' | 'settings'>): Situation =>
  defaultSituation(homeStateSlug(site.incentives, site.settings.location.state), site.calculators.situation);

/** The charging mix of a site's own situation: what its static pages' costs a km are at. */
export const siteMix = (site: Pick<Site, 'incentives' | 'calculators' | 'settings'>): ChargingMix =>
  situationMix(siteSituation(site), situationContext(site));

/** The state of a situation (the first one when its slug is unknown). */
export const situationState = <S extends SituationContext['states'][number]>(
  situation: Pick<Situation, 'state'>,
  states: readonly S[],
): S => states.find((state) => state.slug === situation.state) ?? states[0]!;

/** The charging mix a situation stands for: its share at home, at its home tariff, and the rest at its public price. */
export function situationMix(situation: Situation, context: Pick<SituationContext, 'states' | 'publicCharging'>): ChargingMix {
  const state = situationState(situation, context.states);
  return {
    homeShare: Math.min(1, Math.max(0, situation.homeShare / 100)),
    homePerKwh: situation.homePerKwh ?? state.electricity.perKwh,
    publicPerKwh: situation.publicPerKwh ?? context.publicCharging.dcPerKwh,
  };
}

export { costPerKm } from './running.ts';

/** What describeSituation says, in each language: the rates as "9.5", the state's name as the page's data gives it. */
interface Described {
  state: string;
  dailyKm: number;
  homeShare: number;
  home: string;
  /** Whether the home rate is the state's typical tariff rather than the visitor's own. */
  typical: boolean;
  public: string;
  average: string;
}

export const situationWords = /* @__PURE__ */ wordTable('situation', (s: Described) => {
  const home = `₹${s.home} a kWh at home (${s.typical ? `${s.state}'s typical household tariff` : 'your tariff'})`;
  const where =
    s.homeShare <= 0
      ? `no home charger: all at public fast chargers, ₹${s.public} a kWh`
      : s.homeShare >= 100
        ? `all charged at ${home}`
        : `${s.homeShare}% charged at ${home}, the rest at public fast chargers, ₹${s.public} a kWh`;
  return `${s.state}, ${s.dailyKm} km a day, ${where}; average ₹${s.average} a kWh`;
});

/** The situation in a few words, every input named: "Maharashtra, ₹9.50 a kWh at home (typical household), 90% at home, 40 km a day". */
export function describeSituation(situation: Situation, context: Pick<SituationContext, 'states' | 'publicCharging'>): string {
  const state = situationState(situation, context.states);
  const mix = situationMix(situation, context);
  return wordsIn(situationWords)({
    state: state.state,
    dailyKm: situation.dailyKm,
    homeShare: situation.homeShare,
    home: rate(mix.homePerKwh),
    typical: situation.homePerKwh === null,
    public: rate(mix.publicPerKwh),
    average: rate(mixPerKwh(mix)),
  });
}

/** A tariff to the paisa, without trailing zeros: "8", "9.5", "16.85". */
const rate = (rupees: number) => String(Math.round(rupees * 100) / 100);

/**
 * A situation from anything (stored JSON, a URL, a CLI's flags): each field checked against the data and the
 * bounds, anything missing or malformed left at `fallback`'s.
 */
export function parseSituation(
  value: unknown,
  fallback: Situation,
  context: { states: readonly { slug: string }[]; bounds: SituationContext['bounds'] },
): Situation {
  if (typeof value !== 'object' || value === null) return fallback;
  const raw = value as Record<string, unknown>;
  const number = (field: string): number | undefined => {
    const parsed = typeof raw[field] === 'string' && raw[field] !== '' ? Number(raw[field]) : raw[field];
    return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : undefined;
  };
  const { bounds } = context;
  // Within the bounds, to the unit or the paisa, but not snapped to a slider's steps: the finder takes any whole km.
  const within = (field: string, limits: { min: number; max: number }, places: number) => {
    const found = number(field);
    return found === undefined ? undefined : Number(Math.min(limits.max, Math.max(limits.min, found)).toFixed(places));
  };
  const state = typeof raw.state === 'string' && context.states.some((item) => item.slug === raw.state) ? raw.state : fallback.state;
  const ownRate = (field: string, fallbackRate: number | null) =>
    raw[field] === null ? null : (within(field, bounds.perKwh, 2) ?? fallbackRate);
  return {
    state,
    homePerKwh: ownRate('homePerKwh', fallback.homePerKwh),
    dailyKm: within('dailyKm', bounds.dailyKm, 0) ?? fallback.dailyKm,
    homeShare: within('homeShare', bounds.homeSharePercent, 0) ?? fallback.homeShare,
    publicPerKwh: ownRate('publicPerKwh', fallback.publicPerKwh),
  };
}
