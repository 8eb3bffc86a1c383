import { useEffect, useMemo, useState } from 'react';
import {
  advancedCount,
  directoryFilters,
  directoryQuery,
  EMPTY_DIRECTORY,
  filterCars,
  isFiltered,
  parseDirectoryQuery,
  sortCars,
  type CarSummary,
  type DirectoryOptions,
  type DirectoryState,
} from '../../src/domain/index.ts';
import { CarCard } from '../components/CarCard.tsx';
import { CompareToggle, CompareTray } from '../components/CompareControls.tsx';
import { Icon } from '../components/Icon.tsx';
import { Pagination } from '../components/Pagination.tsx';
import { advancedFilters, FilterBar, FilterSelects, type Update } from './directory-filters.tsx';
import { useIndex } from './use-index.ts';

export interface CarDirectoryProps extends DirectoryOptions {
  /** The cars of this page of the directory, in the default (recommended) order. */
  cars: readonly CarSummary[];
  /** This page's number, and how many pages the unfiltered directory has. */
  page: number;
  pageCount: number;
  /** How many cars there are in all. */
  total: number;
  /** Where every car's summary is published, fetched when a filter, search or sort needs them all. */
  indexUrl: string;
  showCalculate: boolean;
}

/** Filtered results are shown this many at a time, with 'Show more'. */
const RESULTS_STEP = 24;

/**
 * The directory's state, which lives in the URL: read on load and on back and forward. `update` applies a change
 * and records it (a new history entry, except while the search text is typed), and the results start again at
 * their first RESULTS_STEP.
 */
function useDirectoryUrl(options: DirectoryOptions, page: number) {
  const [state, setState] = useState<DirectoryState>(EMPTY_DIRECTORY);
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const [shown, setShown] = useState(RESULTS_STEP);

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
    setShown(RESULTS_STEP);
    // Filters apply to the whole directory, so they live on /cars, whichever page they were chosen on.
    const url = `${isFiltered(next) || page === 1 ? '/cars' : window.location.pathname}${directoryQuery(next)}`;
    if (typing && state.search !== '') window.history.replaceState(null, '', url);
    else window.history.pushState(null, '', url);
  };
  const showMore = () => setShown(shown + RESULTS_STEP);
  return { state, update, advancedOpen, setAdvancedOpen, shown, showMore };
}

/** The cards of the results, or what to do when there are none. */
function ResultCards({
  cars,
  brandNames,
  showCalculate,
  onClear,
}: {
  cars: readonly CarSummary[];
  brandNames: ReadonlyMap<string, string>;
  showCalculate: boolean;
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
    <div className="card-grid">
      {cars.map((car, index) => (
        <CarCard
          key={car.id}
          car={car}
          brandName={brandNames.get(car.brand) ?? car.brand}
          index={index}
          headingLevel={2}
          showCalculate={showCalculate}
          action={<CompareToggle car={{ id: car.id, name: car.name }} />}
        />
      ))}
    </div>
  );
}

/**
 * The directory: search, price, brand and sort, an Advanced Filters panel (body type, claimed and real-world
 * range, running cost per km, fast charging),
 * the result count and the cards. Its whole state lives in the URL, so a filtered view can be shared, the
 * back button steps through changes, and /cars?search=... (the home page's SearchAction) works. Before it
 * hydrates, the controls are a plain GET form to /cars.
 */
export function CarDirectory({
  cars,
  page,
  pageCount,
  total,
  indexUrl,
  brands,
  bodyTypes,
  priceBuckets,
  rangeBuckets,
  showCalculate,
}: CarDirectoryProps) {
  const options = useMemo(() => ({ brands, bodyTypes, priceBuckets, rangeBuckets }), [brands, bodyTypes, priceBuckets, rangeBuckets]);
  const { state, update, advancedOpen, setAdvancedOpen, shown, showMore } = useDirectoryUrl(options, page);
  const filtering = isFiltered(state);
  // A directory of one page already holds every car; a larger one fetches the index when first filtered.
  const index = useIndex<CarSummary>(indexUrl, filtering, pageCount === 1 ? cars : undefined);

  const brandNames = useMemo(() => new Map(brands.map((brand) => [brand.slug, brand.name])), [brands]);
  const { filters, sort } = directoryFilters(state);
  const results = filtering
    ? index.items
      ? sortCars(filterCars(index.items, filters, { brandNames, priceBuckets, rangeBuckets }), sort)
      : null
    : cars;
  const visible = filtering && results ? results.slice(0, shown) : results;

  return (
    <div className="directory">
      <FilterBar
        state={state}
        update={update}
        options={options}
        advancedOpen={advancedOpen}
        onToggleAdvanced={() => setAdvancedOpen(!advancedOpen)}
      />

      <section id="advanced-filters" className="advanced-filters" aria-label="Advanced Filters" hidden={!advancedOpen}>
        <FilterSelects filters={advancedFilters(options)} state={state} update={update} />
      </section>

      <p className="result-count" role="status">
        {results === null
          ? index.failed
            ? 'The full list of cars could not be loaded. Check your connection and try again.'
            : 'Loading every car...'
          : `Showing ${results.length} of ${total} electric cars`}
      </p>

      {visible && (
        <ResultCards cars={visible} brandNames={brandNames} showCalculate={showCalculate} onClear={() => update(EMPTY_DIRECTORY)} />
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
