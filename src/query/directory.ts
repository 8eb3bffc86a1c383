import type { Bucket } from '../schema/index.ts';
import { isCarSort, type CarFilters, type CarSort } from './cars.ts';

/** The directory's six filters and its sort, as strings ('' when unset), exactly as the URL holds them. */
export interface DirectoryState {
  search: string;
  price: string;
  brand: string;
  body: string;
  range: string;
  charging: string;
  sort: string;
}

/** The state with nothing chosen: what 'Clear All Filters' returns to. */
export const EMPTY_DIRECTORY: DirectoryState = Object.freeze({ search: '', price: '', brand: '', body: '', range: '', charging: '', sort: '' });

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

/**
 * Reads the directory state from a query string (`?search=nexon&brand=Tata&sort=range`). Brand and body type are
 * matched case-insensitively (brand by slug or name) and stored in their canonical form; unknown values are dropped.
 */
export function parseDirectoryQuery(query: string, options: DirectoryOptions): DirectoryState {
  const params = new URLSearchParams(query);
  const get = (key: string) => (params.get(key) ?? '').trim();
  const lower = (key: string) => get(key).toLowerCase();
  const brand = options.brands.find((b) => b.slug === lower('brand') || b.name.toLowerCase() === lower('brand'))?.slug ?? '';
  const body = options.bodyTypes.find((type) => type.toLowerCase() === lower('body')) ?? '';
  const bucket = (buckets: readonly Bucket[], key: string) => (buckets.some((b) => b.id === lower(key)) ? lower(key) : '');
  const sort = lower('sort');
  return {
    search: get('search').slice(0, 100),
    price: bucket(options.priceBuckets, 'price'),
    brand,
    body,
    range: bucket(options.rangeBuckets, 'range'),
    charging: chargingOptions.find((option) => option.value === lower('charging'))?.value ?? '',
    sort: isCarSort(sort) ? sort : '',
  };
}

/** The query string for a state: only what is set, in a fixed order; '' when nothing is. */
export function directoryQuery(state: DirectoryState): string {
  const params = new URLSearchParams();
  for (const key of ['search', 'price', 'brand', 'body', 'range', 'charging', 'sort'] as const) {
    const value = key === 'search' ? state.search.trim() : state[key];
    if (value) params.set(key, value);
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
  const maxDcMinutes = chargingOptions.find((option) => option.value === state.charging)?.maxDcMinutes;
  if (maxDcMinutes !== undefined) filters.maxDcMinutes = maxDcMinutes;
  return isCarSort(state.sort) ? { filters, sort: state.sort } : { filters };
}

/** How many of the Advanced Filters panel's filters are set. */
export const advancedCount = (state: DirectoryState): number => [state.body, state.range, state.charging].filter(Boolean).length;

/** Whether any filter, the search or the sort is set: the view then needs the whole catalogue. */
export const isFiltered = (state: DirectoryState): boolean => Object.values(state).some((value) => value !== '');

/** Path of a page of a paginated list: page 1 is the list itself (`/cars`), then `/cars/page/2`, ... */
export const pagePath = (base: string, page: number): string => (page <= 1 ? base : `${base}/page/${page}`);
