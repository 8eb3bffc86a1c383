import {
  advancedCount,
  chargingOptions,
  onRoadOptions,
  perKmOptions,
  realRangeOptions,
  SHOW_DISCONTINUED,
  type CarSort,
  type CountedField,
  type DirectoryOptions,
  type DirectoryState,
} from '../../src/domain/index.ts';
import type { ReactNode } from 'react';
import { Icon } from '../components/Icon.tsx';
import { bucketOptions, brandOptions, withCounts } from '../components/options.ts';
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
  field: CountedField | 'sort';
  name: string;
  label: string;
  anyLabel: string;
  options: readonly { value: string; label: string }[];
  className?: string;
}

/** The filter bar's selects, after the search box. */
const barFilters = ({ priceBuckets, brands }: DirectoryOptions): DirectoryFilter[] => [
  { field: 'price', name: 'price', label: 'Ex-showroom', anyLabel: 'All Prices', options: bucketOptions(priceBuckets) },
  { field: 'onRoad', name: 'on-road', label: 'On-road budget', anyLabel: 'Any Budget', options: onRoadOptions },
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

/** How many cars each choice of a filter would show (see choiceCounts), once every car is at hand. */
export type CountsOf = (field: CountedField, values: readonly string[]) => ReadonlyMap<string, number>;

/**
 * A select for each filter, showing and changing its key of the state. With counts, each choice says how many cars it
 * would show.
 */
export function FilterSelects({
  filters,
  state,
  update,
  countsOf,
}: {
  filters: readonly DirectoryFilter[];
  state: DirectoryState;
  update: Update;
  countsOf?: CountsOf;
}) {
  return filters.map(({ field, options, anyLabel, ...filter }) => {
    const counts =
      field === 'sort' || !countsOf
        ? undefined
        : countsOf(
            field,
            options.map((option) => option.value),
          );
    return (
      <SelectField
        key={filter.name}
        id={`directory-${filter.name}`}
        {...filter}
        anyLabel={counts ? `${anyLabel} (${counts.get('') ?? 0})` : anyLabel}
        options={withCounts(options, counts)}
        value={state[field]}
        onChange={(value) => update({ [field]: value })}
      />
    );
  });
}

/** The choice to list cars no longer sold new, with how many there are. */
export function DiscontinuedChoice({ state, update, count }: { state: DirectoryState; update: Update; count: number }) {
  return (
    <div className="field field--check">
      <input
        id="directory-discontinued"
        type="checkbox"
        name="discontinued"
        value={SHOW_DISCONTINUED}
        checked={state.discontinued === SHOW_DISCONTINUED}
        onChange={(event) => update({ discontinued: event.target.checked ? SHOW_DISCONTINUED : '' })}
      />
      <label htmlFor="directory-discontinued">Include discontinued cars ({count})</label>
    </div>
  );
}

/** The bar above the results: search, prices, the state they are for, brand and sort, and the Advanced Filters button. */
export function FilterBar({
  state,
  update,
  options,
  advancedOpen,
  onToggleAdvanced,
  countsOf,
  stateChoice,
}: {
  state: DirectoryState;
  update: Update;
  options: DirectoryOptions;
  advancedOpen: boolean;
  onToggleAdvanced: () => void;
  countsOf?: CountsOf;
  /** The select of the state whose on-road prices the cards show. */
  stateChoice: ReactNode;
}) {
  const advanced = advancedCount(state);
  const bar = barFilters(options);
  const counting = countsOf ? { countsOf } : {};
  return (
    // A GET form, so a search typed before hydration still reaches /cars; without JavaScript none of it could filter.
    <SearchForm className="filter-bar needs-script" action="/cars" label="Filter electric cars">
      <SearchField
        id="directory-search"
        name="search"
        type="search"
        placeholder={CAR_SEARCH_PLACEHOLDER}
        autoComplete="off"
        value={state.search}
        onChange={(event) => update({ search: event.target.value }, true)}
      />
      {/* The state follows the on-road budget it prices. */}
      <FilterSelects filters={bar.slice(0, 2)} state={state} update={update} {...counting} />
      {stateChoice}
      <FilterSelects filters={bar.slice(2)} state={state} update={update} {...counting} />
      <button
        type="button"
        className="button button--ghost filter-bar__advanced"
        aria-expanded={advancedOpen}
        aria-controls="advanced-filters"
        onClick={onToggleAdvanced}
      >
        <Icon name="filter" size={18} /> Advanced Filters{advanced > 0 ? ` (${advanced})` : ''}
      </button>
    </SearchForm>
  );
}
