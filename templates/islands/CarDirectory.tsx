import { startTransition, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { filterCars, sortCars, summaryAtMix, type CarFilterContext, type CarSummary, type VariantFigures } from '../../src/domain/cars.ts';
import {
  choiceCounts,
  directoryFilters,
  EMPTY_DIRECTORY,
  isFiltered,
  type CountedField,
  type DirectoryOptions,
} from '../../src/domain/directory.ts';
import { describeSituation, situationMix, type Situation } from '../../src/domain/situation.ts';
import { CompareTray } from '../components/CompareControls.tsx';
import { Pagination } from '../components/Pagination.tsx';
import { advancedFilters, DiscontinuedChoice, FilterBar, FilterSelects, type Update } from './directory-filters.tsx';
import { useDirectoryOnRoad, useDirectoryUrl } from './directory-hooks.tsx';
import { countLine, ResultCards } from './directory-results.tsx';
import { SituationFields, type SituationFieldsContext } from '../components/SituationFields.tsx';
import { useSituation } from './situation-store.ts';
import { useIndex } from './use-index.ts';
import type { OnRoadProps } from './use-on-road.ts';
import { fill, useText } from '../i18n/context.ts';

export interface CarDirectoryProps extends DirectoryOptions {
  /** The cars of this page of the directory, in the default (recommended) order. */
  cars: readonly CarSummary[];
  /** This page's number, and how many pages the unfiltered directory has. */
  page: number;
  pageCount: number;
  /** How many cars a page holds. Filtered results show as many at a time, with 'Show more'. */
  pageSize: number;
  /** How many cars are sold new, and how many more the directory lists when asked to include discontinued ones. */
  total: number;
  discontinuedCount: number;
  /** Each state's rules for on-road prices, and the state shown until a visitor chooses one (the site's own). */
  onRoad: OnRoadProps;
  /** The site's situation the cards' costs a km are for, until the visitor sets their own, and its fields' context. */
  situation: Situation;
  situationContext: SituationFieldsContext;
  /** Where every car's summary is published, fetched when a filter, search or sort needs them all. */
  indexUrl: string;
  showCalculate: boolean;
}

/**
 * The directory: search, ex-showroom and on-road price (in the visitor's state), brand and sort, an Advanced Filters
 * panel (body type, claimed and real-world range, running cost per km, fast charging, discontinued cars), the result
 * count and the cards. Each choice says how many cars it would show. Its whole state lives in the URL, so a filtered
 * view can be shared, the back button steps through changes, and /cars?search=... (the home page's SearchAction)
 * works. Before it hydrates, the controls are a plain GET form to /cars.
 */
export function CarDirectory({
  cars: pageCars,
  page,
  pageCount,
  pageSize,
  total,
  discontinuedCount,
  indexUrl,
  onRoad,
  situation: siteSituation,
  situationContext,
  brands,
  bodyTypes,
  priceBuckets,
  rangeBuckets,
  showCalculate,
}: CarDirectoryProps) {
  const text = useText();
  const states = useMemo(() => onRoad.states.map((item) => item.slug), [onRoad]);
  const options = useMemo(
    () => ({ brands, bodyTypes, priceBuckets, rangeBuckets, states }),
    [brands, bodyTypes, priceBuckets, rangeBuckets, states],
  );
  const { state, update, advancedOpen, setAdvancedOpen } = useDirectoryUrl(options, page);
  // The controls follow every change at once; the results and counts follow in a render that yields to the browser,
  // so a choice shows within a frame however many cards it reorders (the deferred state lags it by that render).
  const shownState = useDeferredValue(state);
  const filtering = isFiltered(shownState);
  // The whole list is fetched once the visitor reaches for a filter, so every choice can be counted; a directory of
  // one page already holds it, and a filtered view needs it at once.
  const [engaged, setEngaged] = useState(false);
  const index = useIndex<CarSummary>(
    indexUrl,
    isFiltered(state) || engaged,
    pageCount === 1 && discontinuedCount === 0 ? pageCars : undefined,
  );
  // Costs a km for the visitor's situation: the cards, the cost filter and the cost sort all read them.
  const [kept, changeSituation] = useSituation(siteSituation, situationContext);
  // The state the URL names wins, as it does for the on-road prices (useOnRoadPricing): a shared link prices alike.
  const situation = { ...kept, state: states.includes(state.state) ? state.state : kept.state };
  const mix = situationMix(situation, situationContext);
  const mixKey = `${mix.homeShare}/${mix.homePerKwh}/${mix.publicPerKwh}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: mixKey stands for mix, a new object on each render
  const all = useMemo(() => index.items?.map((car) => summaryAtMix(car, mix)), [index.items, mixKey]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: as above
  const cars = useMemo(() => pageCars.map((car) => summaryAtMix(car, mix)), [pageCars, mixKey]);
  const brandNames = useMemo(() => new Map(brands.map((brand) => [brand.slug, brand.name])), [brands]);
  const { filters, sort } = directoryFilters(shownState);
  const baseContext = useMemo(() => ({ brandNames, priceBuckets, rangeBuckets }), [brandNames, priceBuckets, rangeBuckets]);
  // How many cars the current filters give in a state, for the state select's counts.
  const countIn = useMemo(
    () =>
      all
        ? (onRoadOf: (variant: VariantFigures) => number) =>
            filterCars(all, directoryFilters(shownState).filters, { ...baseContext, onRoadOf }).length
        : undefined,
    [all, shownState, baseContext],
  );
  const { onRoadOf, onRoadFrom, stateChoice, stateName, stateSlug } = useDirectoryOnRoad(onRoad, state, update, countIn);
  // An on-road budget is a budget in one state: the URL names it, so a shared link prices cars the same way.
  const updatePriced: Update = (patch, typing) => update(patch.onRoad && !state.state ? { ...patch, state: stateSlug } : patch, typing);

  const context: CarFilterContext = { ...baseContext, onRoadOf };
  // biome-ignore lint/correctness/useExhaustiveDependencies: filters, sort and context are made from shownState and onRoadOf
  const results = useMemo(
    () => (filtering ? (all ? sortCars(filterCars(all, filters, context), sort) : null) : cars),
    [filtering, all, shownState, onRoadOf, cars],
  );
  // 'Show more' adds a page to the results of one state of the filters, and a new state starts again at one page. The
  // count is kept with the state it is for, so the old list keeps its length until the new one is rendered.
  const [more, setMore] = useState({ of: shownState, count: pageSize });
  const shown = more.of === shownState ? more.count : pageSize;
  const showMore = () => setMore({ of: shownState, count: shown + pageSize });
  const visible = useMemo(() => (filtering && results ? results.slice(0, shown) : results), [filtering, results, shown]);
  const arrival = useMemo(() => new Map(cars.map((car, place) => [car.id, place])), [cars]);
  const [settled, setSettled] = useState(false);
  if (!settled && visible !== cars) setSettled(true);
  // Each select's counts, worked out once per state of the filters (not on every render) and only when asked for.
  const countsOf = useMemo(() => {
    if (!all) return undefined;
    const memo = new Map<CountedField, ReadonlyMap<string, number>>();
    const context = { ...baseContext, onRoadOf };
    return (field: CountedField, values: readonly string[]) => {
      let counts = memo.get(field);
      if (!counts) {
        counts = choiceCounts(all, shownState, field, values, context);
        memo.set(field, counts);
      }
      return counts;
    };
  }, [all, shownState, baseContext, onRoadOf]);
  // The discontinued cars the other filters would let through: what "Include discontinued cars" adds.
  const discontinuedShown = all
    ? filterCars(all, { ...filters, includeDiscontinued: true }, context).length -
      filterCars(all, { ...filters, includeDiscontinued: false }, context).length
    : discontinuedCount;
  const listed = total + (shownState.discontinued ? discontinuedCount : 0);
  // A filtered view waiting for every car (see result-count--loading in the stylesheet).
  const loading = results === null && !index.failed;
  // The index is fetched once the page is idle (or when the visitor reaches for the directory first), and what it
  // renders (the counts of every choice) is a transition: that work is done before a tap, not during one.
  const engage = () => {
    if (!engaged) startTransition(() => setEngaged(true));
  };
  useEffect(() => {
    const ready = () => startTransition(() => setEngaged(true));
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(ready, { timeout: 4000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(ready, 1500);
    return () => clearTimeout(id);
  }, []);
  const clear = useRef(() => {});
  clear.current = () => update({ ...EMPTY_DIRECTORY, state: state.state });
  const onClear = useCallback(() => clear.current(), []);

  return (
    <div className="directory" onFocusCapture={engage} onPointerDownCapture={engage}>
      <FilterBar
        state={state}
        update={updatePriced}
        options={options}
        advancedOpen={advancedOpen}
        onToggleAdvanced={() => setAdvancedOpen(!advancedOpen)}
        stateChoice={stateChoice}
        {...(countsOf ? { countsOf } : {})}
      />

      <section id="advanced-filters" className="advanced-filters" aria-label={text.directory.advancedFilters} hidden={!advancedOpen}>
        <FilterSelects
          filters={advancedFilters(options, text)}
          state={state}
          update={update}
          {...(countsOf && advancedOpen ? { countsOf } : {})}
        />
        {discontinuedCount > 0 && <DiscontinuedChoice state={state} update={update} count={discontinuedShown} />}
      </section>

      <p className={loading ? 'result-count result-count--loading' : 'result-count'} role="status">
        {results === null
          ? loading
            ? text.directory.loadingCars
            : text.directory.carsNotLoaded
          : countLine(results.length, visible?.length ?? 0, listed, text)}
      </p>
      <details className="directory__note">
        <summary>
          {fill(text.directory.estimatesFor, { state: stateName, situation: describeSituation(situation, situationContext) })}{' '}
          <span className="directory__change">{text.directory.change}</span>
        </summary>
        <SituationFields
          id="directory-situation"
          situation={situation}
          onChange={changeSituation}
          context={situationContext}
          withoutState
        />
        <p className="muted small">{text.directory.onRoadExplained}</p>
      </details>

      {visible && (
        <ResultCards
          cars={visible}
          arrival={arrival}
          settled={settled}
          brandNames={brandNames}
          showCalculate={showCalculate}
          onRoadFrom={onRoadFrom}
          onClear={onClear}
        />
      )}
      {filtering && results && results.length > shown && (
        <p className="section__more">
          <button type="button" className="button button--ghost" onClick={showMore}>
            {fill(text.directory.showMore, { count: results.length - shown })}
          </button>
        </p>
      )}
      {!filtering && <Pagination base="/cars" page={page} pageCount={pageCount} label={text.directory.directoryPages} />}
      <CompareTray />
    </div>
  );
}
