import type { BodyType, Bucket } from '../schema/index.ts';
import { filterCars, isCarSort, type CarFilterContext, type CarFilters, type CarListItem, type CarSort } from './cars.ts';
import { wordTable, wordsIn } from './words.ts';

/** The directory's filters, its sort and the visitor's state, as strings ('' when unset), exactly as the URL holds them. */
export interface DirectoryState {
  search: string;
  price: string;
  /** Highest on-road price of a variant in the chosen state, in lakh (`on-road=15`). */
  onRoad: string;
  brand: string;
  body: string;
  range: string;
  /** Minimum estimated real-world range in km (`real-range=300`). */
  realRange: string;
  /** Maximum running cost in rupees per km (`per-km=1.25`). */
  perKm: string;
  charging: string;
  /** 'show' to list cars no longer sold new beside the rest. */
  discontinued: string;
  sort: string;
  /**
   * The state whose on-road prices the cards show and the on-road budget uses: set in the URL when a visitor chooses
   * one, so a shared view prices cars where its sender did. Not a filter: it changes figures, not which cars show.
   */
  state: string;
}

/** The state with nothing chosen: what 'Clear All Filters' returns to. */
export const EMPTY_DIRECTORY: DirectoryState = Object.freeze({
  search: '',
  price: '',
  onRoad: '',
  brand: '',
  body: '',
  range: '',
  realRange: '',
  perKm: '',
  charging: '',
  discontinued: '',
  sort: '',
  state: '',
});

/** Each state key's name in the query string, in the order the URL lists them. */
const QUERY_KEYS = {
  search: 'search',
  price: 'price',
  onRoad: 'on-road',
  brand: 'brand',
  body: 'body',
  range: 'range',
  realRange: 'real-range',
  perKm: 'per-km',
  charging: 'charging',
  discontinued: 'discontinued',
  sort: 'sort',
  state: 'state',
} as const satisfies Record<keyof DirectoryState, string>;

/** The choices a URL value is checked against. */
export interface DirectoryOptions {
  brands: readonly { slug: string; name: string }[];
  bodyTypes: readonly BodyType[];
  priceBuckets: readonly Bucket[];
  rangeBuckets: readonly Bucket[];
  /** Slugs of the states on-road prices can be worked out for (none: a `state` in the URL is dropped). */
  states?: readonly string[];
}

/** The filters' choices as a select names them, in each language (templates may name them from their catalogue). */
export const choiceWords = /* @__PURE__ */ wordTable('directory', {
  dc: 'DC Fast Charging',
  dcMinutes: (minutes: number) => `DC, 10-80% in ${minutes} min or less`,
  dcHour: 'DC, 10-80% in an hour or less',
  realRange: (km: number) => `${km} km or more`,
  perKm: (rupees: string) => `Up to ₹${rupees} per km`,
  onRoad: (lakh: number) => `Up to ₹${lakh} lakh on-road`,
});

const word = () => wordsIn(choiceWords);

/** Values of the charging filter. */
export const CHARGING_DC = 'dc';

/** The charging filter's choices: any DC port, or a DC charge from 10 to 80% within so many minutes. */
export const chargingOptions: readonly { value: string; label: string; maxDcMinutes?: number }[] = [
  {
    value: CHARGING_DC,
    get label() {
      return word().dc;
    },
  },
  {
    value: 'dc-45',
    get label() {
      return word().dcMinutes(45);
    },
    maxDcMinutes: 45,
  },
  {
    value: 'dc-60',
    get label() {
      return word().dcHour;
    },
    maxDcMinutes: 60,
  },
];

/** The real-world range filter's choices: at least so many km on a charge, by the model in range.ts. */
export const realRangeOptions: readonly { value: string; label: string; minRealRange: number }[] = [250, 300, 400].map((km) => ({
  value: String(km),
  get label() {
    return word().realRange(km);
  },
  minRealRange: km,
}));

/**
 * The running-cost filter's choices: at most so many rupees of electricity a km, for the visitor's situation (from
 * about ₹0.6 on a cheap home tariff to ₹4 with no home charger).
 */
export const perKmOptions: readonly { value: string; label: string; maxCostPerKm: number }[] = [1, 1.25, 1.5, 2, 2.5, 3].map((rupees) => ({
  value: String(rupees),
  get label() {
    return word().perKm(rupees.toFixed(2));
  },
  maxCostPerKm: rupees,
}));

/** The on-road budget's choices: every variant that costs at most so many lakh on the road in the chosen state. */
export const onRoadOptions: readonly { value: string; label: string; maxOnRoad: number }[] = [8, 10, 12, 15, 20, 25, 30, 40, 60].map(
  (lakh) => ({
    value: String(lakh),
    get label() {
      return word().onRoad(lakh);
    },
    maxOnRoad: lakh,
  }),
);

/** The value of the discontinued choice that lists cars no longer sold new. */
export const SHOW_DISCONTINUED = 'show';

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
    onRoad: choiceOf(onRoadOptions, get('onRoad'))?.value ?? '',
    brand,
    body,
    range: bucket(options.rangeBuckets, 'range'),
    realRange: choiceOf(realRangeOptions, get('realRange'))?.value ?? '',
    perKm: choiceOf(perKmOptions, get('perKm'))?.value ?? '',
    charging: choiceOf(chargingOptions, lower('charging'))?.value ?? '',
    discontinued: lower('discontinued') === SHOW_DISCONTINUED ? SHOW_DISCONTINUED : '',
    sort: isCarSort(sort) ? sort : '',
    state: options.states?.includes(lower('state')) ? lower('state') : '',
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
    includeDiscontinued: state.discontinued === SHOW_DISCONTINUED,
  };
  const maxOnRoad = choiceOf(onRoadOptions, state.onRoad)?.maxOnRoad;
  if (maxOnRoad !== undefined) filters.maxOnRoad = maxOnRoad;
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
  [state.body, state.range, state.realRange, state.perKm, state.charging, state.discontinued].filter(Boolean).length;

/** Whether any filter, the search or the sort is set (the state is not one): the view then needs the whole catalogue. */
export const isFiltered = (state: DirectoryState): boolean => Object.entries(state).some(([key, value]) => key !== 'state' && value !== '');

/** The filters a select's choices can be counted for: each key of the state that narrows the list. */
export type CountedField = 'price' | 'onRoad' | 'brand' | 'body' | 'range' | 'realRange' | 'perKm' | 'charging';

/**
 * How many cars each choice of one select would show, the other filters as they are: the '' choice ("any") and every
 * value given. Lets a select say "(0)" instead of leading to an empty list.
 */
export function choiceCounts<C extends CarListItem>(
  cars: readonly C[],
  state: DirectoryState,
  field: CountedField,
  values: readonly string[],
  context: CarFilterContext,
): Map<string, number> {
  const counts = new Map<string, number>();
  for (const value of ['', ...values])
    counts.set(value, filterCars(cars, directoryFilters({ ...state, [field]: value }).filters, context).length);
  return counts;
}

/** Path of a page of a paginated list: page 1 is the list itself (`/cars`), then `/cars/page/2`, ... */
export const pagePath = (base: string, page: number): string => (page <= 1 ? base : `${base}/page/${page}`);
