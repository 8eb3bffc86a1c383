import { useEffect, useMemo, useState, type ChangeEvent } from 'react';
import {
  advancedCount,
  CHARGING_DC,
  directoryFilters,
  directoryQuery,
  EMPTY_DIRECTORY,
  filterCars,
  parseDirectoryQuery,
  sortCars,
  type CarSummary,
  type DirectoryOptions,
  type DirectoryState,
} from '../../src/query/index.ts';
import { CarCard } from '../components/CarCard.tsx';
import { CompareToggle, CompareTray } from '../components/CompareControls.tsx';
import { Icon } from '../components/Icon.tsx';

export interface CarDirectoryProps extends DirectoryOptions {
  /** Every car, in the default (recommended) order. */
  cars: readonly CarSummary[];
  showCalculate: boolean;
}

const sortLabels = { 'price-low': 'Price: Low to High', 'price-high': 'Price: High to Low', range: 'Longest Range', rating: 'Top Rated' } as const;

/**
 * The directory: search, price, brand and sort, an Advanced Filters panel (body type, range, fast charging),
 * the result count and the cards. Its whole state lives in the URL, so a filtered view can be shared, the
 * back button steps through changes, and /cars?search=... (the home page's SearchAction) works. Before it
 * hydrates, the controls are a plain GET form to /cars.
 */
export function CarDirectory({ cars, brands, bodyTypes, priceBuckets, rangeBuckets, showCalculate }: CarDirectoryProps) {
  const options = useMemo(() => ({ brands, bodyTypes, priceBuckets, rangeBuckets }), [brands, bodyTypes, priceBuckets, rangeBuckets]);
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

  /** Applies a change and records it in the URL: a new history entry, except while the search text is typed. */
  const update = (patch: Partial<DirectoryState>, typing = false) => {
    const next = { ...state, ...patch };
    setState(next);
    const url = `${window.location.pathname}${directoryQuery(next)}`;
    if (typing && state.search !== '') window.history.replaceState(null, '', url);
    else window.history.pushState(null, '', url);
  };
  const select = (key: keyof DirectoryState) => (event: ChangeEvent<HTMLSelectElement>) => update({ [key]: event.target.value });

  const brandNames = useMemo(() => new Map(brands.map((brand) => [brand.slug, brand.name])), [brands]);
  const { filters, sort } = directoryFilters(state);
  const results = sortCars(filterCars(cars, filters, { brandNames, priceBuckets, rangeBuckets }), sort);
  const advanced = advancedCount(state);

  return (
    <div className="directory">
      <form className="filter-bar" action="/cars" method="get" role="search" aria-label="Filter electric cars" onSubmit={(event) => event.preventDefault()}>
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
        <div className="field">
          <label htmlFor="directory-price">Price</label>
          <select id="directory-price" name="price" value={state.price} onChange={select('price')}>
            <option value="">All Prices</option>
            {priceBuckets.map((bucket) => <option key={bucket.id} value={bucket.id}>{bucket.label}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor="directory-brand">Brand</label>
          <select id="directory-brand" name="brand" value={state.brand} onChange={select('brand')}>
            <option value="">All Brands</option>
            {brands.map((brand) => <option key={brand.slug} value={brand.slug}>{brand.name}</option>)}
          </select>
        </div>
        <div className="field field--sort">
          <label htmlFor="directory-sort">Sort by</label>
          <select id="directory-sort" name="sort" value={state.sort} onChange={select('sort')}>
            <option value="">Recommended</option>
            {Object.entries(sortLabels).map(([value, label]) => <option key={value} value={value}>{label}</option>)}
          </select>
        </div>
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
          <button type="submit" className="button button--primary">Apply</button>
        </noscript>
      </form>

      <section id="advanced-filters" className="advanced-filters" aria-label="Advanced Filters" hidden={!advancedOpen}>
        <div className="field">
          <label htmlFor="directory-body">Body type</label>
          <select id="directory-body" name="body" value={state.body} onChange={select('body')}>
            <option value="">All Body Types</option>
            {bodyTypes.map((type) => <option key={type} value={type}>{type}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor="directory-range">Range</label>
          <select id="directory-range" name="range" value={state.range} onChange={select('range')}>
            <option value="">Any Range</option>
            {rangeBuckets.map((bucket) => <option key={bucket.id} value={bucket.id}>{bucket.label}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor="directory-charging">Charging</label>
          <select id="directory-charging" name="charging" value={state.charging} onChange={select('charging')}>
            <option value="">Any Charging</option>
            <option value={CHARGING_DC}>DC Fast Charging</option>
          </select>
        </div>
      </section>

      <p className="result-count" role="status">
        Showing {results.length} of {cars.length} electric cars
      </p>

      {results.length > 0 ? (
        <div className="card-grid">
          {results.map((car, index) => (
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
      <CompareTray />
    </div>
  );
}
