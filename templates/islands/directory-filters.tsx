import type { CarSort } from '../../src/domain/cars.ts';
import {
  advancedCount,
  CHARGING_DC,
  chargingOptions,
  onRoadOptions,
  perKmOptions,
  realRangeOptions,
  SHOW_DISCONTINUED,
  type CountedField,
  type DirectoryOptions,
  type DirectoryState,
} from '../../src/domain/directory.ts';
import type { ReactNode } from 'react';
import { Icon } from '../components/Icon.tsx';
import { bucketOptions, brandOptions, withCounts } from '../components/options.ts';
import { SearchField, SearchForm } from '../components/SearchControls.tsx';
import { SelectField } from '../components/SelectField.tsx';
import { fill, useText } from '../i18n/context.ts';
import type { Text } from '../i18n/en.ts';
import { bodyTypeName } from '../../src/domain/body-types.ts';

// The directory's controls. Each select is named for its URL parameter, so that before hydration the bar is a plain
// GET form to /cars that the directory reads back.

const sortLabels = ({ directory }: Text) =>
  ({
    'price-low': directory.sortPriceLow,
    'price-high': directory.sortPriceHigh,
    range: directory.sortRange,
    'real-range': directory.sortRealRange,
    'cost-per-km': directory.sortCostPerKm,
    'dc-time': directory.sortDcTime,
    rating: directory.sortRating,
  }) satisfies Record<CarSort, string>;

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
const barFilters = ({ priceBuckets, brands }: DirectoryOptions, text: Text): DirectoryFilter[] => [
  {
    field: 'price',
    name: 'price',
    label: text.directory.exShowroom,
    anyLabel: text.directory.allPrices,
    options: bucketOptions(priceBuckets),
  },
  {
    field: 'onRoad',
    name: 'on-road',
    label: text.directory.onRoadBudget,
    anyLabel: text.directory.anyBudget,
    options: onRoadOptions.map(({ value, maxOnRoad }) => ({ value, label: fill(text.directory.onRoadUpTo, { lakh: maxOnRoad }) })),
  },
  { field: 'brand', name: 'brand', label: text.directory.brand, anyLabel: text.directory.allBrands, options: brandOptions(brands) },
  {
    field: 'sort',
    name: 'sort',
    label: text.directory.sortBy,
    anyLabel: text.directory.recommended,
    className: 'field field--sort',
    options: Object.entries(sortLabels(text)).map(([value, label]) => ({ value, label })),
  },
];

/** A charging choice's label: any DC fast charging, or 10-80% within so many minutes. */
const chargingLabel = ({ value, maxDcMinutes }: (typeof chargingOptions)[number], { directory }: Text): string =>
  value === CHARGING_DC || maxDcMinutes === undefined
    ? directory.chargingDc
    : maxDcMinutes === 60
      ? directory.chargingDcHour
      : fill(directory.chargingDcMinutes, { minutes: maxDcMinutes });

/** The Advanced Filters panel's selects. */
export const advancedFilters = ({ bodyTypes, rangeBuckets }: DirectoryOptions, text: Text): DirectoryFilter[] => [
  {
    field: 'body',
    name: 'body',
    label: text.directory.bodyType,
    anyLabel: text.directory.allBodyTypes,
    options: bodyTypes.map((type) => ({ value: type, label: bodyTypeName(type) })),
  },
  {
    field: 'range',
    name: 'range',
    label: text.directory.claimedRange,
    anyLabel: text.directory.anyRange,
    options: bucketOptions(rangeBuckets),
  },
  {
    field: 'realRange',
    name: 'real-range',
    label: text.directory.realWorldRange,
    anyLabel: text.directory.anyRealWorldRange,
    options: realRangeOptions.map(({ value, minRealRange }) => ({
      value,
      label: fill(text.directory.realRangeAtLeast, { km: minRealRange }),
    })),
  },
  {
    field: 'perKm',
    name: 'per-km',
    label: text.directory.runningCost,
    anyLabel: text.directory.anyRunningCost,
    options: perKmOptions.map(({ value, maxCostPerKm }) => ({
      value,
      label: fill(text.directory.perKmUpTo, { rupees: maxCostPerKm.toFixed(2) }),
    })),
  },
  {
    field: 'charging',
    name: 'charging',
    label: text.directory.charging,
    anyLabel: text.directory.anyCharging,
    options: chargingOptions.map((option) => ({ value: option.value, label: chargingLabel(option, text) })),
  },
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
  const text = useText();
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
      <label htmlFor="directory-discontinued">{fill(text.directory.includeDiscontinued, { count })}</label>
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
  const text = useText();
  const advanced = advancedCount(state);
  const bar = barFilters(options, text);
  const counting = countsOf ? { countsOf } : {};
  return (
    // A GET form, so a search typed before hydration still reaches /cars; without JavaScript none of it could filter.
    <SearchForm className="filter-bar needs-script" action="/cars" label={text.directory.filterCars}>
      <SearchField
        id="directory-search"
        name="search"
        type="search"
        placeholder={text.common.carSearchPlaceholder}
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
        <Icon name="filter" size={18} /> {text.directory.advancedFilters}
        {advanced > 0 ? ` (${advanced})` : ''}
      </button>
    </SearchForm>
  );
}
