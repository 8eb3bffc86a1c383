import { memo, startTransition, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import {
  advancedCount,
  choiceCounts,
  directoryFilters,
  directoryQuery,
  EMPTY_DIRECTORY,
  filterCars,
  isFiltered,
  parseDirectoryQuery,
  sortCars,
  type CarFilterContext,
  type CarSummary,
  type CountedField,
  type DirectoryOptions,
  type DirectoryState,
  type VariantFigures,
} from '../../src/domain/index.ts';
import { CarCard, MAX_STAGGERED } from '../components/CarCard.tsx';
import { CompareToggle, CompareTray } from '../components/CompareControls.tsx';
import { Icon } from '../components/Icon.tsx';
import { Pagination } from '../components/Pagination.tsx';
import { SelectField } from '../components/SelectField.tsx';
import { advancedFilters, DiscontinuedChoice, FilterBar, FilterSelects, type Update } from './directory-filters.tsx';
import { useIndex } from './use-index.ts';
import { pricerFor, useOnRoadPricing, type OnRoadFrom, type OnRoadProps } from './use-on-road.ts';
import { withCounts } from '../components/options.ts';

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
  /** The home tariff the cards' cost a km is at, rupees a kWh (the savings calculator's standard home price). */
  homeTariff: number;
  /** Where every car's summary is published, fetched when a filter, search or sort needs them all. */
  indexUrl: string;
  showCalculate: boolean;
}

/**
 * The line above the results: how many cars it shows, of how many. When 'Show more' holds some of the matches back,
 * it counts the cards shown, and says how many match.
 */
function countLine(matching: number, shown: number, listed: number): string {
  if (shown >= matching) return `Showing ${matching} of ${listed} electric cars`;
  return `Showing ${shown} of ${matching} ${matching === listed ? 'electric cars' : `matching cars (${listed} in all)`}`;
}

/**
 * The directory's state, which lives in the URL: read on load and on back and forward. `update` applies a change
 * and records it (a new history entry, except while the search text is typed).
 */
function useDirectoryUrl(options: DirectoryOptions, page: number) {
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
    const url = `${isFiltered(next) || page === 1 ? '/cars' : window.location.pathname}${directoryQuery(next)}`;
    if (typing && state.search !== '') window.history.replaceState(null, '', url);
    else window.history.pushState(null, '', url);
  };
  return { state, update, advancedOpen, setAdvancedOpen };
}

/** The cards of the results, or what to do when there are none; rendered again only when they change. */
const ResultCards = memo(function ResultCards({
  cars,
  arrival,
  settled,
  brandNames,
  showCalculate,
  onRoadFrom,
  onClear,
}: {
  cars: readonly CarSummary[];
  /**
   * Each car's place among the cards the page arrived with: its fade-in delay and whether its picture loads at once.
   * Other cars count as past the first few.
   */
  arrival: ReadonlyMap<string, number>;
  /**
   * The list is no longer the one the page arrived with (the visitor changed it, or the URL asked for a filtered view).
   * A card React moves is taken out of the document and put back, which starts its fade-in again: a sort would blank
   * the cards it moved and cost the frame after it. Once settled, cards just show.
   */
  settled: boolean;
  brandNames: ReadonlyMap<string, string>;
  showCalculate: boolean;
  onRoadFrom: (car: CarSummary) => OnRoadFrom | undefined;
  onClear: () => void;
}) {
  if (cars.length === 0)
    return (
      <div className="empty-state">
        <Icon name="search" size={32} />
        <h2>No cars found</h2>
        <p>Try adjusting your filters to see more results.</p>
        <button type="button" className="button button--primary" onClick={onClear}>
          Clear All Filters
        </button>
      </div>
    );
  return (
    <div className={settled ? 'card-grid card-grid--settled' : 'card-grid'}>
      {cars.map((car) => {
        const onRoad = onRoadFrom(car);
        return (
          <DirectoryCard
            key={car.id}
            car={car}
            brandName={brandNames.get(car.brand) ?? car.brand}
            // Where the car arrived, not where it is now: a card that moves keeps its props and is not rendered again.
            index={arrival.get(car.id) ?? MAX_STAGGERED}
            showCalculate={showCalculate}
            onRoadRupees={onRoad?.rupees}
            onRoadState={onRoad?.state}
          />
        );
      })}
    </div>
  );
});

/**
 * One result card, rendered again only when what it shows changes: a new sort or filter moves most cards without
 * changing them, and re-rendering every card cost a phone's frame.
 */
const DirectoryCard = memo(function DirectoryCard({
  car,
  brandName,
  index,
  showCalculate,
  onRoadRupees,
  onRoadState,
}: {
  car: CarSummary;
  brandName: string;
  index: number;
  showCalculate: boolean;
  onRoadRupees: number | undefined;
  onRoadState: string | undefined;
}) {
  return (
    <CarCard
      car={car}
      brandName={brandName}
      index={index}
      headingLevel={2}
      showCalculate={showCalculate}
      {...(onRoadRupees !== undefined && onRoadState !== undefined ? { onRoadFrom: { rupees: onRoadRupees, state: onRoadState } } : {})}
      action={<CompareToggle car={{ id: car.id, name: car.name }} />}
    />
  );
});

/**
 * The state whose on-road prices show (see useOnRoadPricing) and its select. A state in the URL (a shared view, or a
 * step back) is shown without being remembered; choosing one remembers it on this device (the car pages and the
 * finder follow) and writes it in the URL. With an on-road budget set, each state says how many cars fit it there.
 */
function useOnRoad(
  onRoad: OnRoadProps,
  state: DirectoryState,
  update: Update,
  countIn: ((pricer: (variant: VariantFigures) => number) => number) | undefined,
) {
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
      label="On-road prices in"
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

/**
 * The directory: search, ex-showroom and on-road price (in the visitor's state), brand and sort, an Advanced Filters
 * panel (body type, claimed and real-world range, running cost per km, fast charging, discontinued cars), the result
 * count and the cards. Each choice says how many cars it would show. Its whole state lives in the URL, so a filtered
 * view can be shared, the back button steps through changes, and /cars?search=... (the home page's SearchAction)
 * works. Before it hydrates, the controls are a plain GET form to /cars.
 */
export function CarDirectory({
  cars,
  page,
  pageCount,
  pageSize,
  total,
  discontinuedCount,
  indexUrl,
  onRoad,
  homeTariff,
  brands,
  bodyTypes,
  priceBuckets,
  rangeBuckets,
  showCalculate,
}: CarDirectoryProps) {
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
  const index = useIndex<CarSummary>(indexUrl, isFiltered(state) || engaged, pageCount === 1 && discontinuedCount === 0 ? cars : undefined);
  const all = index.items;
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
  const { onRoadOf, onRoadFrom, stateChoice, stateName, stateSlug } = useOnRoad(onRoad, state, update, countIn);
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

      <section id="advanced-filters" className="advanced-filters" aria-label="Advanced Filters" hidden={!advancedOpen}>
        <FilterSelects
          filters={advancedFilters(options)}
          state={state}
          update={update}
          {...(countsOf && advancedOpen ? { countsOf } : {})}
        />
        {discontinuedCount > 0 && <DiscontinuedChoice state={state} update={update} count={discontinuedShown} />}
      </section>

      <p className={loading ? 'result-count result-count--loading' : 'result-count'} role="status">
        {results === null
          ? loading
            ? 'Loading every car...'
            : 'The full list of cars could not be loaded. Check your connection and try again.'
          : countLine(results.length, visible?.length ?? 0, listed)}
      </p>
      <details className="muted directory__note">
        <summary>
          On-road prices are estimates for {stateName}; cost per km is for charging at home at ₹{homeTariff} a kWh.
        </summary>
        Each on-road price is the cheapest variant's: ex-showroom price, road tax, registration, insurance and FASTag, less any state
        incentive, plus 1% TCS on a car above ₹10 lakh, which comes back in your tax return. Each car's page shows the sum line by line.
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
            Show more ({results.length - shown} left)
          </button>
        </p>
      )}
      {!filtering && <Pagination base="/cars" page={page} pageCount={pageCount} label="Directory pages" />}
      <CompareTray />
    </div>
  );
}
