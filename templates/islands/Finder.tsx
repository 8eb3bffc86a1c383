import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { rememberedSituation, rememberSituation } from './situation-store.ts';
import {
  describeSituation,
  finderSituation,
  parseSituation,
  findVariants,
  type FinderContext,
  type FinderInputs,
  type FinderVariant,
  type Situation,
} from '../../src/domain/index.ts';
import type { Calculators, Slider } from '../../src/schema/index.ts';
import type { SituationFieldsContext } from '../components/SituationFields.tsx';
import { Verified } from '../components/Verified.tsx';
import { Fits, FinderForm, RuledOut } from './finder-parts.tsx';
import { defaults, finderQuery, parseFinderQuery } from './finder-query.ts';
import { useHref } from '../i18n/context.ts';

export interface FinderProps {
  variants: readonly FinderVariant[];
  context: FinderContext;
  /** The site's situation, shown until the visitor sets their own (here, or on any page that takes it). */
  situation: Situation;
  situationContext: SituationFieldsContext;
  /** The margin a trip must have to spare, percent: its default and bounds. */
  tripMargin: Slider;
  publicCharging: Calculators['publicCharging'];
}

/**
 * The finder: the server renders it for the default situation; in the browser it reads the URL, recomputes as the
 * visitor changes anything (src/domain/finder.ts), and writes the inputs back to the URL so a result can be shared.
 */
export function Finder({ variants, context, situation, situationContext, tripMargin, publicCharging }: FinderProps) {
  const to = useHref();
  const stateSlugs = context.states.map((state) => state.slug);
  const usualShare = situationContext.bounds.homeSharePercent.default;
  const [inputs, setInputs] = useState<FinderInputs>(() => defaults(situation, tripMargin.default, usualShare));
  // The URL's inputs once hydrated (the server cannot know them); what the URL does not give, the situation this
  // device keeps from the directory, a car page or an earlier visit.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once on mount by design; the props never change.
  useEffect(() => {
    const fallback = defaults(rememberedSituation(situation, situationContext), tripMargin.default, usualShare);
    const given = withinBounds(parseFinderQuery(window.location.search, fallback, stateSlugs));
    setInputs(given);
    // An answer opened from its address is the visitor's situation too: the car pages it links to then agree with it.
    if (window.location.search) rememberSituation(finderSituation(given));
  }, []);
  /**
   * The inputs within the data's bounds for a situation (calculators.yaml), as every other page reads the situation
   * this keeps: the finder's figures and theirs are then for the same inputs.
   */
  const withinBounds = (given: FinderInputs): FinderInputs => {
    const kept = parseSituation(finderSituation(given), situation, situationContext);
    const margin = Math.min(tripMargin.max, Math.max(tripMargin.min, given.tripMarginPercent));
    return {
      ...given,
      dailyKm: kept.dailyKm,
      homeShare: given.home === 'none' ? given.homeShare : kept.homeShare,
      homePerKwh: kept.homePerKwh,
      publicPerKwh: kept.publicPerKwh,
      tripMarginPercent: margin,
    };
  };
  const set = (next: Partial<FinderInputs>) => {
    const merged = withinBounds({ ...inputs, ...next });
    setInputs(merged);
    // The situation's part of the inputs is kept for every page; the trip, budget, seats and priorities are the finder's.
    rememberSituation(finderSituation(merged));
    window.history.replaceState(null, '', to(`/find${finderQuery(merged)}`));
  };
  // The form follows each change at once; the ranking follows in a render that yields to the browser.
  const shown = useDeferredValue(inputs);
  const result = useMemo(() => findVariants(variants, shown, context), [variants, shown, context]);
  const state = context.states.find((item) => item.slug === shown.state) ?? context.states[0]!;
  return (
    <div className="finder">
      <FinderForm inputs={inputs} set={set} context={context} />
      <div className="finder__results">
        <h2>
          {result.fits.length === 0 ? 'No car fits yet' : `${result.fits.length} ${result.fits.length === 1 ? 'car fits' : 'cars fit'}`}
          <span className="muted">
            {' '}
            for {shown.dailyKm} km a day{shown.tripKm > 0 ? `, ${shown.tripKm} km trips` : ''},{' '}
            {shown.home === 'none' ? 'no home charger' : `${shown.homeShare}% home charging`}, {state.state}
            {shown.budgetLakh === null ? '' : `, up to ₹${shown.budgetLakh} lakh on the road`}
          </span>
        </h2>
        <p className="visually-hidden" aria-live="polite">
          {result.fits.length === 0
            ? 'No car fits.'
            : `${result.fits.length} ${result.fits.length === 1 ? 'car fits' : 'cars fit'}; first, the ${result.fits[0]!.variant.name}.`}
        </p>
        <noscript>
          <p className="car-status">
            The finder works out its answer in your browser, which needs JavaScript: below is its answer for the situation shown, not for
            one typed into the form.
          </p>
        </noscript>
        <Fits result={result} />
        <RuledOut result={result} />
        <p className="finder__note muted small">
          Ranges are real-world estimates from each variant's claim; on-road prices add {state.state}'s road tax, the insurance a new car
          must carry, a FASTag and TCS. Charging costs are for {describeSituation(finderSituation(shown), context)}; public fast charging:{' '}
          <Verified asOf={publicCharging.asOf} source={publicCharging.source} verb="price checked" />. The {context.years}-year cost is the
          car page's cost of ownership: the price with road tax and registration, less incentives, then {context.years} years of charging,
          insurance and servicing.
        </p>
      </div>
    </div>
  );
}
