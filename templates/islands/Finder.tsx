import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { rememberedSituation, rememberSituation } from './situation-store.ts';
import { finderSituation, findVariants, type FinderContext, type FinderInputs, type FinderVariant } from '../../src/domain/finder.ts';
import { describeSituation, parseSituation, type Situation } from '../../src/domain/situation.ts';
import type { Calculators, Slider } from '../../src/schema/index.ts';
import type { SituationFieldsContext } from '../components/SituationFields.tsx';
import { fillNodes, Verified } from '../components/Verified.tsx';
import { Fits, FinderForm, RuledOut } from './finder-parts.tsx';
import { defaults, finderQuery, parseFinderQuery } from './finder-query.ts';
import { fill, useHref, useText } from '../i18n/context.ts';

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
  const { finder: text, situation: situationText } = useText();
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
  const fits = (count: number) => fill(count === 1 ? text.fitsOne : text.fitsOther, { count });
  return (
    <div className="finder">
      <FinderForm inputs={inputs} set={set} context={context} />
      <div className="finder__results">
        <h2>
          {result.fits.length === 0 ? text.noneFitsYet : fits(result.fits.length)}
          <span className="muted">
            {' '}
            {fill(text.summary, {
              daily: shown.dailyKm,
              trip: shown.tripKm > 0 ? fill(text.summaryTrip, { km: shown.tripKm }) : '',
              home: shown.home === 'none' ? text.summaryNoHome : fill(text.summaryHomeShare, { percent: shown.homeShare }),
              state: state.state,
              budget: shown.budgetLakh === null ? '' : fill(text.summaryBudget, { lakh: shown.budgetLakh }),
            })}
          </span>
        </h2>
        <p className="visually-hidden" aria-live="polite">
          {result.fits.length === 0
            ? text.liveNone
            : fill(text.liveFits, { fits: fits(result.fits.length), name: result.fits[0]!.variant.name })}
        </p>
        <noscript>
          <p className="car-status">{text.noscript}</p>
        </noscript>
        <Fits result={result} />
        <RuledOut result={result} />
        <p className="finder__note muted small">
          {fillNodes(text.note, {
            state: state.state,
            situation: describeSituation(finderSituation(shown), context),
            verified: <Verified asOf={publicCharging.asOf} source={publicCharging.source} verb={situationText.priceChecked} />,
            years: context.years,
          })}
        </p>
      </div>
    </div>
  );
}
