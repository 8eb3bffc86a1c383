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
import { catalogueNames, sources, type CollectionSource } from './sources.ts';
import type { FaqItem } from './primitives.ts';

export * from './brand.ts';
export * from './calculators.ts';
export * from './car.ts';
export * from './editorial.ts';
export * from './primitives.ts';
export * from './site.ts';
export * from './sources.ts';

/** One field compared when ordering a collection's entries; text and dates compare as written. */
export interface OrderKey {
  field: string;
  descending?: true;
}

/**
 * A collection of data/, declared once: everything that loads, checks, orders or lists it reads this.
 * Adding a collection means a schema, a line here and a field of {@link Site}, then the page that shows it.
 */
export interface Collection {
  name: string;
  schema: z.ZodType;
  source: CollectionSource;
  /** The field of {@link Site} that holds its valid entries (a single file's one object, else a list). */
  siteKey: keyof Site;
  /** The order of its entries in the Site, by these fields in turn; without it, the order of the files. */
  order?: readonly OrderKey[];
  /** For a list: the field that names each entry; no two entries may share it (compared as URL slugs if `slugged`). */
  key?: { kind: string; field: string; slugged?: true };
  /** Fields holding a range (`{ low, high }` named as given), whose low end must not be above the high end. */
  ranges?: readonly { field: string; low: string; high: string }[];
  /** Fields naming a car of data/cars/; with `onSale`, one put forward to buyers, so it must still be sold new. */
  carReferences?: readonly { field: string; onSale?: string }[];
}

/** Declares a collection: its name, schema, files and field of {@link Site}, and the rest of {@link Collection}. */
const collection = <const N extends string, S extends z.ZodType, Source extends CollectionSource>(
  name: N,
  schema: S,
  source: Source,
  siteKey: keyof Site,
  rules: CollectionRules = {},
): { name: N; schema: S; source: Source; siteKey: keyof Site } & CollectionRules => ({ name, schema, source, siteKey, ...rules });

/** What a collection declares beyond its name, schema, files and field of {@link Site}. */
type CollectionRules = Omit<Collection, 'name' | 'schema' | 'source' | 'siteKey'>;

const byId = [{ field: 'id' }] as const;
const bySlug = [{ field: 'slug' }] as const;

/** Every collection of data/, in the order they are loaded and reported. */
export const collections = [
  collection('site', siteSchema, sources.site, 'settings'),
  collection('calculators', calculatorsSchema, sources.calculators, 'calculators'),
  collection('brand', brandSchema, sources.brand, 'brands', { order: bySlug }),
  collection('car', carSchema, sources.car, 'cars', { order: byId }),
  collection('recommendation', recommendationSchema, sources.recommendation, 'recommendations', {
    carReferences: [{ field: 'car', onSale: 'recommended' }],
  }),
  collection('post', postSchema, sources.post, 'posts', {
    order: [{ field: 'date', descending: true }, ...bySlug],
  }),
  collection('page', pageSchema, sources.page, 'pages', { order: bySlug }),
  collection('glossary', glossaryTermSchema, sources.glossary, 'glossary', {
    key: { kind: 'glossary term', field: 'term', slugged: true },
  }),
  collection('faq', faqSchema, sources.faq, 'faqs'),
  collection('upcoming', upcomingCarSchema, sources.upcoming, 'upcoming', {
    order: [{ field: 'launch' }],
    key: { kind: 'upcoming car', field: 'id' },
    ranges: [{ field: 'expectedPrice', low: 'min', high: 'max' }],
  }),
  collection('also-on-sale', alsoOnSaleSchema, sources['also-on-sale'], 'alsoOnSale'),
  collection('incentive', stateIncentiveSchema, sources.incentive, 'incentives', {
    key: { kind: 'state', field: 'slug' },
  }),
  collection('lender', loanProviderSchema, sources.lender, 'lenders', {
    key: { kind: 'lender', field: 'slug' },
    ranges: [{ field: 'rate', low: 'from', high: 'to' }],
  }),
  collection('insurer', insurerSchema, sources.insurer, 'insurers', { key: { kind: 'insurer', field: 'slug' } }),
  collection('emi-sample', emiSampleSchema, sources['emi-sample'], 'emiSamples', {
    carReferences: [{ field: 'car' }],
  }),
] as const;

/** The name of a collection. */
export type CollectionName = (typeof collections)[number]['name'];

/** The collections of the catalogue (see {@link catalogueNames}). */
export const catalogueCollections: readonly Collection[] = collections.filter((collection) => catalogueNames.includes(collection.name));

/** The declared collections of the given names, in load order. */
export const collectionsNamed = (names: readonly CollectionName[]): readonly Collection[] =>
  collections.filter((collection) => names.includes(collection.name));

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
  /** The day the newest dated fact was verified, as an ISO date: found by validation, from every dated fact. */
  lastVerified: string;
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
