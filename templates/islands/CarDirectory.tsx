import { useEffect, useMemo, useState } from 'react';
import {
  advancedCount,
  chargingOptions,
  directoryFilters,
  directoryQuery,
  EMPTY_DIRECTORY,
  filterCars,
  isFiltered,
  parseDirectoryQuery,
  perKmOptions,
  realRangeOptions,
  sortCars,
  type CarSort,
  type CarSummary,
  type DirectoryOptions,
  type DirectoryState,
} from '../../src/domain/index.ts';
import { CarCard } from '../components/CarCard.tsx';
import { CompareToggle, CompareTray } from '../components/CompareControls.tsx';
import { Icon } from '../components/Icon.tsx';
import { bucketOptions, brandOptions } from '../components/options.ts';
import { Pagination } from '../components/Pagination.tsx';
import { SelectField } from '../components/SelectField.tsx';
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

const sortLabels = {
  'price-low': 'Price: Low to High',
  'price-high': 'Price: High to Low',
  range: 'Longest Range',
  'real-range': 'Real-World Range',
  'cost-per-km': 'Cheapest per km',
  'dc-time': 'Fastest DC Charge',
  rating: 'Highest score',
} as const satisfies Record<CarSort, string>;

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
  const [state, setState] = useState<DirectoryState>(EMPTY_DIRECTORY);
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const [shown, setShown] = useState(RESULTS_STEP);
  const filtering = isFiltered(state);
  // A directory of one page already holds every car; a larger one fetches the index when first filtered.
  const index = useIndex<CarSummary>(indexUrl, filtering, pageCount === 1 ? cars : undefined);

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

  /** Applies a change and records it in the URL: a new history entry, except while the search text is typed. */
  const update = (patch: Partial<DirectoryState>, typing = false) => {
    const next = { ...state, ...patch };
    setState(next);
    setShown(RESULTS_STEP);
    // Filters apply to the whole directory, so they live on /cars, whichever page they were chosen on.
    const url = `${isFiltered(next) || page === 1 ? '/cars' : window.location.pathname}${directoryQuery(next)}`;
    if (typing && state.search !== '') window.history.replaceState(null, '', url);
    else window.history.pushState(null, '', url);
  };
  const select = (key: keyof DirectoryState) => (value: string) => update({ [key]: value });

  const brandNames = useMemo(() => new Map(brands.map((brand) => [brand.slug, brand.name])), [brands]);
  const { filters, sort } = directoryFilters(state);
  const results = filtering
    ? index.items
      ? sortCars(filterCars(index.items, filters, { brandNames, priceBuckets, rangeBuckets }), sort)
      : null
    : cars;
  const visible = filtering && results ? results.slice(0, shown) : results;
  const advanced = advancedCount(state);

  return (
    <div className="directory">
      {/* biome-ignore lint/a11y/useSemanticElements: role=search on the form is the established search landmark; a <search> element would change the HTML */}
      <form
        className="filter-bar"
        action="/cars"
        method="get"
        role="search"
        aria-label="Filter electric cars"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="field field--search">
          <label htmlFor="directory-search">Search</label>
          <div className="input-with-icon">
            <Icon name="search" size={18} />
            <input
              id="directory-search"
              name="search"
              type="search"
              placeholder="Search by car name or brand..."
              autoComplete="off"
              value={state.search}
              onChange={(event) => update({ search: event.target.value }, true)}
            />
          </div>
        </div>
        <SelectField
          id="directory-price"
          name="price"
          label="Price"
          anyLabel="All Prices"
          value={state.price}
          onChange={select('price')}
          options={bucketOptions(priceBuckets)}
        />
        <SelectField
          id="directory-brand"
          name="brand"
          label="Brand"
          anyLabel="All Brands"
          value={state.brand}
          onChange={select('brand')}
          options={brandOptions(brands)}
        />
        <SelectField
          id="directory-sort"
          name="sort"
          label="Sort by"
          anyLabel="Recommended"
          className="field field--sort"
          value={state.sort}
          onChange={select('sort')}
          options={Object.entries(sortLabels).map(([value, label]) => ({ value, label }))}
        />
        <button
          type="button"
          className="button button--ghost filter-bar__advanced"
          aria-expanded={advancedOpen}
          aria-controls="advanced-filters"
          onClick={() => setAdvancedOpen(!advancedOpen)}
        >
          <Icon name="filter" size={18} /> Advanced Filters{advanced > 0 ? ` (${advanced})` : ''}
        </button>
        <noscript>
          <button type="submit" className="button button--primary">
            Apply
          </button>
        </noscript>
      </form>

      <section id="advanced-filters" className="advanced-filters" aria-label="Advanced Filters" hidden={!advancedOpen}>
        <SelectField
          id="directory-body"
          name="body"
          label="Body type"
          anyLabel="All Body Types"
          value={state.body}
          onChange={select('body')}
          options={bodyTypes.map((type) => ({ value: type, label: type }))}
        />
        <SelectField
          id="directory-range"
          name="range"
          label="Claimed range"
          anyLabel="Any Range"
          value={state.range}
          onChange={select('range')}
          options={bucketOptions(rangeBuckets)}
        />
        <SelectField
          id="directory-real-range"
          name="real-range"
          label="Real-world range"
          anyLabel="Any Real-World Range"
          value={state.realRange}
          onChange={select('realRange')}
          options={realRangeOptions}
        />
        <SelectField
          id="directory-per-km"
          name="per-km"
          label="Running cost"
          anyLabel="Any Running Cost"
          value={state.perKm}
          onChange={select('perKm')}
          options={perKmOptions}
        />
        <SelectField
          id="directory-charging"
          name="charging"
          label="Charging"
          anyLabel="Any Charging"
          value={state.charging}
          onChange={select('charging')}
          options={chargingOptions.map(({ value, label }) => ({ value, label }))}
        />
      </section>

      <p className="result-count" role="status">
        {results === null
          ? index.failed
            ? 'The full list of cars could not be loaded. Check your connection and try again.'
            : 'Loading every car...'
          : `Showing ${results.length} of ${total} electric cars`}
      </p>

      {visible === null ? null : visible.length > 0 ? (
        <div className="card-grid">
          {visible.map((car, index) => (
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
      ) : (
        <div className="empty-state">
          <Icon name="search" size={32} />
          <h2>No cars found</h2>
          <p>Try adjusting your filters to see more results.</p>
          <button type="button" className="button button--primary" onClick={() => update(EMPTY_DIRECTORY)}>
            Clear All Filters
          </button>
        </div>
      )}
      {filtering && results && results.length > shown && (
        <p className="section__more">
          <button type="button" className="button button--ghost" onClick={() => setShown(shown + RESULTS_STEP)}>
            Show more ({results.length - shown} left)
          </button>
        </p>
      )}
      {!filtering && <Pagination base="/cars" page={page} pageCount={pageCount} label="Directory pages" />}
      <CompareTray />
    </div>
  );
}
