// Where each collection lives under data/, kept apart from the zod schemas so that `evguide query` can tell whether
// its cached rows are fresh (by hashing these files) without loading zod and every schema (~50 ms a run).

/**
 * Where a collection lives under data/:
 * - `entries`: one YAML file per entry in a folder, named after the entry's key field;
 * - `list`: one YAML file holding a list of entries;
 * - `single`: one YAML file holding one object.
 */
export type CollectionSource =
  | { kind: 'entries'; dir: string; key: string }
  | { kind: 'list'; file: string /** An absent file is an empty list. */; optional?: boolean }
  | { kind: 'single'; file: string }
  | { kind: 'markdown'; dir: string };

/** Every collection's files, by collection name, in the order they are loaded and reported. */
export const sources = {
  site: { kind: 'single', file: 'site.yaml' },
  calculators: { kind: 'single', file: 'calculators.yaml' },
  brand: { kind: 'entries', dir: 'brands', key: 'slug' },
  car: { kind: 'entries', dir: 'cars', key: 'id' },
  recommendation: { kind: 'list', file: 'recommendations.yaml' },
  post: { kind: 'markdown', dir: 'posts' },
  page: { kind: 'markdown', dir: 'pages' },
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

/** The catalogue, which `evguide query cars` loads alone to answer fast: settings, models, brands, cars, states. */
export const catalogueNames: readonly SourceName[] = ['site', 'calculators', 'brand', 'car', 'incentive'];
