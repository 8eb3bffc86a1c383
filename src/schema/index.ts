import type { z } from 'zod';
import { brandSchema, type Brand } from './brand.ts';
import { calculatorsSchema, type Calculators } from './calculators.ts';
import { carSchema, type Car } from './car.ts';
import {
  alsoOnSaleSchema,
  emiSampleSchema,
  faqSchema,
  glossaryTermSchema,
  insurerSchema,
  loanProviderSchema,
  pageSchema,
  postSchema,
  recommendationSchema,
  stateIncentiveSchema,
  upcomingCarSchema,
  type AlsoOnSale,
  type EmiSample,
  type GlossaryTerm,
  type Insurer,
  type LoanProvider,
  type PageFrontMatter,
  type PostFrontMatter,
  type Recommendation,
  type StateIncentive,
  type UpcomingCar,
} from './editorial.ts';
import { siteSchema, type SiteSettings } from './site.ts';
import type { FaqItem } from './primitives.ts';

export * from './brand.ts';
export * from './calculators.ts';
export * from './car.ts';
export * from './editorial.ts';
export * from './primitives.ts';
export * from './site.ts';

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

/** A named collection of data/, its schema and where its files are. */
export interface Collection {
  name: string;
  schema: z.ZodType;
  source: CollectionSource;
  /** Whether `evguide build` loads it yet; the rest have schemas so editors can use them. */
  loaded: boolean;
}

/** Every collection of data/, in the order they are loaded and reported. */
export const collections = [
  { name: 'site', schema: siteSchema, source: { kind: 'single', file: 'site.yaml' }, loaded: true },
  { name: 'calculators', schema: calculatorsSchema, source: { kind: 'single', file: 'calculators.yaml' }, loaded: true },
  { name: 'brand', schema: brandSchema, source: { kind: 'entries', dir: 'brands', key: 'slug' }, loaded: true },
  { name: 'car', schema: carSchema, source: { kind: 'entries', dir: 'cars', key: 'id' }, loaded: true },
  { name: 'recommendation', schema: recommendationSchema, source: { kind: 'list', file: 'recommendations.yaml' }, loaded: true },
  { name: 'post', schema: postSchema, source: { kind: 'markdown', dir: 'posts' }, loaded: true },
  { name: 'page', schema: pageSchema, source: { kind: 'markdown', dir: 'pages' }, loaded: true },
  { name: 'glossary', schema: glossaryTermSchema, source: { kind: 'list', file: 'glossary.yaml' }, loaded: true },
  { name: 'faq', schema: faqSchema, source: { kind: 'list', file: 'faqs.yaml' }, loaded: true },
  { name: 'upcoming', schema: upcomingCarSchema, source: { kind: 'list', file: 'upcoming.yaml' }, loaded: true },
  { name: 'also-on-sale', schema: alsoOnSaleSchema, source: { kind: 'list', file: 'also-on-sale.yaml', optional: true }, loaded: true },
  { name: 'incentive', schema: stateIncentiveSchema, source: { kind: 'list', file: 'incentives.yaml' }, loaded: true },
  { name: 'lender', schema: loanProviderSchema, source: { kind: 'list', file: 'lenders.yaml' }, loaded: true },
  { name: 'insurer', schema: insurerSchema, source: { kind: 'list', file: 'insurers.yaml' }, loaded: true },
  { name: 'emi-sample', schema: emiSampleSchema, source: { kind: 'list', file: 'emi-samples.yaml' }, loaded: true },
] as const satisfies readonly Collection[];

/** The whole validated content of data/: what every later stage works from. */
export interface Site {
  settings: SiteSettings;
  calculators: Calculators;
  /** Sorted by id. */
  brands: readonly Brand[];
  /** Sorted by id. */
  cars: readonly Car[];
  recommendations: readonly Recommendation[];
  /** In launch order. */
  upcoming: readonly UpcomingCar[];
  /** Cars on sale that cannot be compared yet (too few figures confirmed), in file order. */
  alsoOnSale: readonly AlsoOnSale[];
  /** In file order. */
  incentives: readonly StateIncentive[];
  lenders: readonly LoanProvider[];
  insurers: readonly Insurer[];
  /** Newest first. */
  posts: readonly Post[];
  /** Prose pages (legal pages, the maintenance guide), by slug. */
  pages: readonly ProsePage[];
  /** In file order (alphabetical). */
  glossary: readonly GlossaryTerm[];
  /** The blog page's FAQ. */
  faqs: readonly FaqItem[];
  emiSamples: readonly EmiSample[];
}

/** Markdown as written, and the line of its file it starts on (for messages). */
export interface MarkdownBody {
  markdown: string;
  line: number;
  /** The file it came from, as messages name it. */
  file: string;
}

/** A blog post: its front matter, slug (the file name) and Markdown body. */
export type Post = PostFrontMatter & { slug: string; body: MarkdownBody };

/** A page of prose: front matter, slug (the file name, also its path) and Markdown body. */
export type ProsePage = PageFrontMatter & { slug: string; body: MarkdownBody };
