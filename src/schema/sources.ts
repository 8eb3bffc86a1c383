// Made by `npm run generate` from the declarations in src/schema/collections.ts: edit those, then run it.
// Each collection's files and how `evguide query` lists it, without zod, for the commands that answer from their
// cache (loading the declarations loads zod and every schema). tests/unit/schema.test.ts fails when this is stale.
import type { CollectionSource, QueryDefaults } from './collection.ts';

/** Every collection's files, by collection name, in the order they are loaded and reported. */
export const sources = {
  site: { kind: 'single', file: 'site.yaml' },
  calculators: { kind: 'single', file: 'calculators.yaml' },
  brand: { kind: 'entries', dir: 'brands', key: 'slug' },
  car: { kind: 'entries', dir: 'cars', key: 'id' },
  recommendation: { kind: 'list', file: 'recommendations.yaml' },
  post: { kind: 'markdown', dir: 'posts' },
  page: { kind: 'markdown', dir: 'pages' },
  'post-hi': { kind: 'markdown', dir: 'posts/hi' },
  'page-hi': { kind: 'markdown', dir: 'pages/hi' },
  glossary: { kind: 'list', file: 'glossary.yaml' },
  faq: { kind: 'list', file: 'faqs.yaml' },
  upcoming: { kind: 'list', file: 'upcoming.yaml' },
  'also-on-sale': { kind: 'list', file: 'also-on-sale.yaml', optional: true },
  incentive: { kind: 'list', file: 'incentives.yaml' },
  lender: { kind: 'list', file: 'lenders.yaml' },
  insurer: { kind: 'list', file: 'insurers.yaml' },
  'emi-sample': { kind: 'list', file: 'emi-samples.yaml' },
} as const satisfies Record<string, CollectionSource>;

/** The name of a collection of data/. */
export type SourceName = keyof typeof sources;

/** The catalogue, which `evguide query cars` loads alone to answer fast. */
export const catalogueNames: readonly SourceName[] = ['site', 'calculators', 'brand', 'car', 'incentive'];

/** The collections `evguide query` lists, in load order: the collection, its field of the Site, and its defaults. */
export const queryDefaults: readonly (QueryDefaults & { collection: SourceName; siteKey: string })[] = [
  {
    collection: 'brand',
    siteKey: 'brands',
    name: 'brands',
    description: 'brands, with carCount: how many electric models each has',
    columns: ['slug', 'name', 'established', 'headquarters', 'carCount'],
  },
  {
    collection: 'car',
    siteKey: 'cars',
    name: 'cars',
    description:
      'cars on sale with their estimates (real-world range, cost per km, DC time), asOf (the date of the price) and priceMove (a rise since it); filters of their own, see --help',
    columns: ['id', 'name', 'brand', 'bodyType', 'price.min', 'price.max', 'range.claimedKm', 'battery.capacityKwh', 'rating', 'estimates'],
  },
  {
    collection: 'post',
    siteKey: 'posts',
    name: 'posts',
    description: 'blog posts, newest first: slug and front matter (title, category, date, tags...), without the Markdown',
    columns: ['slug', 'date', 'category', 'title'],
  },
  {
    collection: 'glossary',
    siteKey: 'glossary',
    name: 'glossary',
    description: 'glossary terms with their definitions, A to Z',
    columns: ['term', 'updated', 'definition'],
  },
  {
    collection: 'upcoming',
    siteKey: 'upcoming',
    name: 'upcoming',
    description: 'cars not yet on sale, in launch order, with expected price, range and status',
    columns: ['id', 'name', 'brand', 'launch', 'status', 'expectedPrice.min', 'expectedPrice.max', 'expectedRangeKm'],
  },
  {
    collection: 'incentive',
    siteKey: 'incentives',
    name: 'states',
    description:
      'states of incentives.yaml, with name (= state), roadTax ({ev, petrol} in force on the build date), roadTaxNote and tariff (₹/kWh)',
    columns: ['slug', 'name', 'roadTax', 'maxRebateLakh', 'tariff', 'petrol.perLitre'],
  },
  {
    collection: 'lender',
    siteKey: 'lenders',
    name: 'lenders',
    description: 'banks and finance companies that lend for EVs: interest rate, tenure, processing fee',
    columns: ['slug', 'name', 'kind', 'rate.from', 'rate.to', 'maxTenureMonths'],
  },
];
