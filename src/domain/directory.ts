import type { Bucket } from '../schema/index.ts';
import { isCarSort, type CarFilters, type CarSort } from './cars.ts';

/** The directory's eight filters and its sort, as strings ('' when unset), exactly as the URL holds them. */
export interface DirectoryState {
  search: string;
  price: string;
  brand: string;
  body: string;
  range: string;
  /** Minimum estimated real-world range in km (`real-range=300`). */
  realRange: string;
  /** Maximum running cost in rupees per km (`per-km=1.25`). */
  perKm: string;
  charging: string;
  sort: string;
}

/** The state with nothing chosen: what 'Clear All Filters' returns to. */
export const EMPTY_DIRECTORY: DirectoryState = Object.freeze({
  search: '',
  price: '',
  brand: '',
  body: '',
  range: '',
  realRange: '',
  perKm: '',
  charging: '',
  sort: '',
});

/** Each state key's name in the query string, in the order the URL lists them. */
const QUERY_KEYS = {
  search: 'search',
  price: 'price',
  brand: 'brand',
  body: 'body',
  range: 'range',
  realRange: 'real-range',
  perKm: 'per-km',
  charging: 'charging',
  sort: 'sort',
} as const satisfies Record<keyof DirectoryState, string>;

/** The choices a URL value is checked against. */
export interface DirectoryOptions {
  brands: readonly { slug: string; name: string }[];
  bodyTypes: readonly string[];
  priceBuckets: readonly Bucket[];
  rangeBuckets: readonly Bucket[];
}

/** Values of the charging filter. */
export const CHARGING_DC = 'dc';

/** The charging filter's choices: any DC port, or a DC charge from 10 to 80% within so many minutes. */
export const chargingOptions: readonly { value: string; label: string; maxDcMinutes?: number }[] = [
  { value: CHARGING_DC, label: 'DC Fast Charging' },
  { value: 'dc-45', label: 'DC, 10-80% in 45 min or less', maxDcMinutes: 45 },
  { value: 'dc-60', label: 'DC, 10-80% in an hour or less', maxDcMinutes: 60 },
];

/** The real-world range filter's choices: at least so many km on a charge, by the model in range.ts. */
export const realRangeOptions: readonly { value: string; label: string; minRealRange: number }[] = [250, 300, 400].map((km) => ({
  value: String(km),
  label: `${km} km or more`,
  minRealRange: km,
}));

/** The running-cost filter's choices: at most so many rupees per km at the national home tariff. */
export const perKmOptions: readonly { value: string; label: string; maxCostPerKm: number }[] = [1, 1.25, 1.5].map((rupees) => ({
  value: String(rupees),
  label: `Up to ₹${rupees.toFixed(2)} per km`,
  maxCostPerKm: rupees,
}));

/** The choice of a select whose value is `value`, if it is one. */
const choiceOf = <O extends { value: string }>(options: readonly O[], value: string): O | undefined =>
  options.find((option) => option.value === value);

/**
 * Reads the directory state from a query string (`?search=nexon&brand=Tata&sort=range`). Brand and body type are
 * matched case-insensitively (brand by slug or name) and stored in their canonical form; unknown values are dropped.
 */
export function parseDirectoryQuery(query: string, options: DirectoryOptions): DirectoryState {
  const params = new URLSearchParams(query);
  const get = (key: keyof DirectoryState) => (params.get(QUERY_KEYS[key]) ?? '').trim();
  const lower = (key: keyof DirectoryState) => get(key).toLowerCase();
  const brand = options.brands.find((b) => b.slug === lower('brand') || b.name.toLowerCase() === lower('brand'))?.slug ?? '';
  const body = options.bodyTypes.find((type) => type.toLowerCase() === lower('body')) ?? '';
  const bucket = (buckets: readonly Bucket[], key: 'price' | 'range') => (buckets.some((b) => b.id === lower(key)) ? lower(key) : '');
  const sort = lower('sort');
  return {
    search: get('search').slice(0, 100),
    price: bucket(options.priceBuckets, 'price'),
    brand,
    body,
    range: bucket(options.rangeBuckets, 'range'),
    realRange: choiceOf(realRangeOptions, get('realRange'))?.value ?? '',
    perKm: choiceOf(perKmOptions, get('perKm'))?.value ?? '',
    charging: choiceOf(chargingOptions, lower('charging'))?.value ?? '',
    sort: isCarSort(sort) ? sort : '',
  };
}

/** The query string for a state: only what is set, in a fixed order; '' when nothing is. */
export function directoryQuery(state: DirectoryState): string {
  const params = new URLSearchParams();
  for (const [key, name] of Object.entries(QUERY_KEYS) as [keyof DirectoryState, string][]) {
    const value = key === 'search' ? state.search.trim() : state[key];
    if (value) params.set(name, value);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The state as filters and a sort for filterCars and sortCars. */
export function directoryFilters(state: DirectoryState): { filters: CarFilters; sort?: CarSort } {
  const filters: CarFilters = {
    search: state.search,
    price: state.price,
    brand: state.brand,
    body: state.body,
    range: state.range,
    fastCharging: state.charging !== '',
  };
  const maxDcMinutes = choiceOf(chargingOptions, state.charging)?.maxDcMinutes;
  if (maxDcMinutes !== undefined) filters.maxDcMinutes = maxDcMinutes;
  const minRealRange = choiceOf(realRangeOptions, state.realRange)?.minRealRange;
  if (minRealRange !== undefined) filters.minRealRange = minRealRange;
  const maxCostPerKm = choiceOf(perKmOptions, state.perKm)?.maxCostPerKm;
  if (maxCostPerKm !== undefined) filters.maxCostPerKm = maxCostPerKm;
  return isCarSort(state.sort) ? { filters, sort: state.sort } : { filters };
}

/** How many of the Advanced Filters panel's filters are set. */
export const advancedCount = (state: DirectoryState): number =>
  [state.body, state.range, state.realRange, state.perKm, state.charging].filter(Boolean).length;

/** Whether any filter, the search or the sort is set: the view then needs the whole catalogue. */
export const isFiltered = (state: DirectoryState): boolean => Object.values(state).some((value) => value !== '');

/** Path of a page of a paginated list: page 1 is the list itself (`/cars`), then `/cars/page/2`, ... */
export const pagePath = (base: string, page: number): string => (page <= 1 ? base : `${base}/page/${page}`);
