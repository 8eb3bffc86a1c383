import {
  advancedCount,
  chargingOptions,
  perKmOptions,
  realRangeOptions,
  type CarSort,
  type DirectoryOptions,
  type DirectoryState,
} from '../../src/domain/index.ts';
import { Icon } from '../components/Icon.tsx';
import { bucketOptions, brandOptions } from '../components/options.ts';
import { CAR_SEARCH_PLACEHOLDER, SearchField, SearchForm } from '../components/SearchControls.tsx';
import { SelectField } from '../components/SelectField.tsx';

// The directory's controls. Each select is named for its URL parameter, so that before hydration the bar is a plain
// GET form to /cars that the directory reads back.

const sortLabels = {
  'price-low': 'Price: Low to High',
  'price-high': 'Price: High to Low',
  range: 'Longest Range',
  'real-range': 'Real-World Range',
  'cost-per-km': 'Cheapest per km',
  'dc-time': 'Fastest DC Charge',
  rating: 'Highest score',
} as const satisfies Record<CarSort, string>;

/** One select of the directory: named for its URL parameter (the no-JavaScript form's too), bound to one key of the state. */
interface DirectoryFilter {
  field: keyof DirectoryState;
  name: string;
  label: string;
  anyLabel: string;
  options: readonly { value: string; label: string }[];
  className?: string;
}

/** The filter bar's selects, after the search box. */
const barFilters = ({ priceBuckets, brands }: DirectoryOptions): DirectoryFilter[] => [
  { field: 'price', name: 'price', label: 'Price', anyLabel: 'All Prices', options: bucketOptions(priceBuckets) },
  { field: 'brand', name: 'brand', label: 'Brand', anyLabel: 'All Brands', options: brandOptions(brands) },
  {
    field: 'sort',
    name: 'sort',
    label: 'Sort by',
    anyLabel: 'Recommended',
    className: 'field field--sort',
    options: Object.entries(sortLabels).map(([value, label]) => ({ value, label })),
  },
];

/** The Advanced Filters panel's selects. */
export const advancedFilters = ({ bodyTypes, rangeBuckets }: DirectoryOptions): DirectoryFilter[] => [
  {
    field: 'body',
    name: 'body',
    label: 'Body type',
    anyLabel: 'All Body Types',
    options: bodyTypes.map((type) => ({ value: type, label: type })),
  },
  { field: 'range', name: 'range', label: 'Claimed range', anyLabel: 'Any Range', options: bucketOptions(rangeBuckets) },
  { field: 'realRange', name: 'real-range', label: 'Real-world range', anyLabel: 'Any Real-World Range', options: realRangeOptions },
  { field: 'perKm', name: 'per-km', label: 'Running cost', anyLabel: 'Any Running Cost', options: perKmOptions },
  { field: 'charging', name: 'charging', label: 'Charging', anyLabel: 'Any Charging', options: chargingOptions },
];

/** Applies a change to the directory's state. */
export type Update = (patch: Partial<DirectoryState>, typing?: boolean) => void;

/** A select for each filter, showing and changing its key of the state. */
export function FilterSelects({ filters, state, update }: { filters: readonly DirectoryFilter[]; state: DirectoryState; update: Update }) {
  return filters.map(({ field, ...filter }) => (
    <SelectField
      key={filter.name}
      id={`directory-${filter.name}`}
      {...filter}
      value={state[field]}
      onChange={(value) => update({ [field]: value })}
    />
  ));
}

/** The bar above the results: search, price, brand and sort, and the button that opens Advanced Filters. */
export function FilterBar({
  state,
  update,
  options,
  advancedOpen,
  onToggleAdvanced,
}: {
  state: DirectoryState;
  update: Update;
  options: DirectoryOptions;
  advancedOpen: boolean;
  onToggleAdvanced: () => void;
}) {
  const advanced = advancedCount(state);
  return (
    <SearchForm className="filter-bar" action="/cars" label="Filter electric cars">
      <SearchField
        id="directory-search"
        name="search"
        type="search"
        placeholder={CAR_SEARCH_PLACEHOLDER}
        autoComplete="off"
        value={state.search}
        onChange={(event) => update({ search: event.target.value }, true)}
      />
      <FilterSelects filters={barFilters(options)} state={state} update={update} />
      <button
        type="button"
        className="button button--ghost filter-bar__advanced"
        aria-expanded={advancedOpen}
        aria-controls="advanced-filters"
        onClick={onToggleAdvanced}
      >
        <Icon name="filter" size={18} /> Advanced Filters{advanced > 0 ? ` (${advanced})` : ''}
      </button>
      <noscript>
        <button type="submit" className="button button--primary">
          Apply
        </button>
      </noscript>
    </SearchForm>
  );
}
