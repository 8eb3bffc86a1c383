import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { rememberedState, rememberState } from './chosen-state.ts';
import { findVariants, type FinderContext, type FinderInputs, type FinderVariant } from '../../src/domain/index.ts';
import type { Calculators } from '../../src/schema/index.ts';
import { Verified } from '../components/Verified.tsx';
import { Fits, FinderForm, RuledOut } from './finder-parts.tsx';
import { defaults, finderQuery, parseFinderQuery } from './finder-query.ts';

export interface FinderProps {
  variants: readonly FinderVariant[];
  context: FinderContext;
  /** The state shown until the visitor picks one: the site's own. */
  initialState: string;
  publicCharging: Calculators['publicCharging'];
}

/**
 * The finder: the server renders it for the default situation; in the browser it reads the URL, recomputes as the
 * visitor changes anything (src/domain/finder.ts), and writes the inputs back to the URL so a result can be shared.
 */
export function Finder({ variants, context, initialState, publicCharging }: FinderProps) {
  const stateSlugs = context.states.map((state) => state.slug);
  const [inputs, setInputs] = useState<FinderInputs>(() => defaults(initialState));
  // The URL's inputs once hydrated (the server cannot know them); without a state there, the one this device
  // remembers from the directory or a car page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once on mount by design; the props never change.
  useEffect(() => {
    const fallback = defaults(rememberedState(stateSlugs) ?? initialState);
    setInputs(parseFinderQuery(window.location.search, fallback, stateSlugs));
  }, []);
  const set = (next: Partial<FinderInputs>) => {
    const merged = { ...inputs, ...next };
    setInputs(merged);
    if (next.state) rememberState(next.state);
    window.history.replaceState(null, '', `/find${finderQuery(merged)}`);
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
          must carry, a FASTag and TCS. Charging costs {state.state}'s home tariff (₹{state.homePerKwh} a kWh) and a public fast charger's ₹
          {publicCharging.dcPerKwh} a kWh: <Verified asOf={publicCharging.asOf} source={publicCharging.source} />. The {context.years}-year
          cost adds charging, servicing and insurance to the on-road price.
        </p>
      </div>
    </div>
  );
}
