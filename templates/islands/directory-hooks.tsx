// The directory's hooks: its state in the URL, and the state whose on-road prices its cards show.
import { useEffect, useMemo, useState } from 'react';
import type { VariantFigures } from '../../src/domain/cars.ts';
import {
  advancedCount,
  directoryQuery,
  EMPTY_DIRECTORY,
  isFiltered,
  parseDirectoryQuery,
  type DirectoryOptions,
  type DirectoryState,
} from '../../src/domain/directory.ts';
import { SelectField } from '../components/SelectField.tsx';
import { withCounts } from '../components/options.ts';
import type { Update } from './directory-filters.tsx';
import { pricerFor, useOnRoadPricing, type OnRoadProps } from './use-on-road.ts';
import { useHref, useText } from '../i18n/context.ts';

/**
 * The directory's state, which lives in the URL: read on load and on back and forward. `update` applies a change
 * and records it (a new history entry, except while the search text is typed).
 */
export function useDirectoryUrl(options: DirectoryOptions, page: number) {
  const to = useHref();
  const [state, setState] = useState<DirectoryState>(EMPTY_DIRECTORY);
  const [advancedOpen, setAdvancedOpen] = useState(false);

  useEffect(() => {
    const fromUrl = () => {
      const next = parseDirectoryQuery(window.location.search, options);
      setState(next);
      if (advancedCount(next) > 0) setAdvancedOpen(true);
    };
    fromUrl();
    window.addEventListener('popstate', fromUrl);
    return () => window.removeEventListener('popstate', fromUrl);
  }, [options]);

  const update: Update = (patch, typing = false) => {
    const next = { ...state, ...patch };
    setState(next);
    // Filters apply to the whole directory, so they live on /cars, whichever page they were chosen on.
    const url = `${isFiltered(next) || page === 1 ? to('/cars') : window.location.pathname}${directoryQuery(next)}`;
    if (typing && state.search !== '') window.history.replaceState(null, '', url);
    else window.history.pushState(null, '', url);
  };
  return { state, update, advancedOpen, setAdvancedOpen };
}

/**
 * The state whose on-road prices show (see useOnRoadPricing) and its select. A state in the URL (a shared view, or a
 * step back) is shown without being remembered; choosing one remembers it on this device (the car pages and the
 * finder follow) and writes it in the URL. With an on-road budget set, each state says how many cars fit it there.
 */
export function useDirectoryOnRoad(
  onRoad: OnRoadProps,
  state: DirectoryState,
  update: Update,
  countIn: ((pricer: (variant: VariantFigures) => number) => number) | undefined,
) {
  const text = useText();
  const { current, choose, onRoadOf, onRoadFrom } = useOnRoadPricing(onRoad, state.state);
  const stateCounts = useMemo(
    () =>
      countIn && state.onRoad
        ? new Map(
            onRoad.states.map((item) => [item.slug, item.slug === current.slug ? countIn(onRoadOf) : countIn(pricerFor(onRoad, item))]),
          )
        : undefined,
    [countIn, state.onRoad, onRoad, current, onRoadOf],
  );
  const stateChoice = (
    <SelectField
      id="directory-state"
      name="state"
      label={text.directory.onRoadPricesIn}
      value={current.slug}
      onChange={(next) => {
        choose(next);
        update({ state: next });
      }}
      options={withCounts(
        onRoad.states.map((item) => ({ value: item.slug, label: item.state })),
        stateCounts,
      )}
    />
  );
  return { onRoadOf, onRoadFrom, stateChoice, stateName: current.state, stateSlug: current.slug };
}
