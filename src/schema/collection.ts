import type { z } from 'zod';

// What a collection of data/ declares (src/schema/collections.ts lists them). This file imports nothing at run time
// (zod's types only), so that the generated src/schema/sources.ts can use its types without loading zod.

/**
 * Where a collection lives under data/:
 * - `entries`: one YAML file per entry in a folder, named after the entry's key field;
 * - `list`: one YAML file holding a list of entries;
 * - `single`: one YAML file holding one object;
 * - `markdown`: one Markdown file per entry in a folder, front matter and body.
 */
export type CollectionSource =
  | { kind: 'entries'; dir: string; key: string }
  | { kind: 'list'; file: string /** An absent file is an empty list. */; optional?: boolean }
  | { kind: 'single'; file: string }
  | { kind: 'markdown'; dir: string };

/** One field compared when ordering a collection's entries; text and dates compare as written. */
export interface OrderKey {
  field: string;
  descending?: true;
}

/** A figure of an entry that carries the date it was confirmed and its source. */
export interface DatedField {
  /** What it is, for people: "price of the Tata Nexon EV". */
  what: string;
  asOf: string;
  source: string;
  /** The field holding the figure, whose asOf is this fact's date. */
  path: PropertyKey[];
}

/** How `evguide query` lists a collection: its name there, what it holds, and the columns of its table. */
export interface QueryDefaults {
  name: string;
  description: string;
  columns: readonly string[];
}

/**
 * A page that shows a collection's entries: at `path`, drawn by the template of that name in templates/pages/,
 * which takes `{ entries, crumbs }` (the type check holds it to that); `text`, the name its title, breadcrumb and
 * description have in each language's catalogue (`<text>Title`, `<text>Crumb`, `<text>Description` of
 * templates/i18n/ `heads`); and its Open Graph image (one of templates/public/og/).
 */
export interface CollectionPage {
  path: string;
  template: string;
  text: string;
  image: string;
}

/** What a collection declares beyond its name, schema, files and field of the Site; `T` is a valid entry. */
export interface CollectionRules<T> {
  /** The order of its entries in the Site, by these fields in turn; without it, the order of the files. */
  order?: readonly OrderKey[];
  /** For a list: the field that names each entry; no two entries may share it (compared as URL slugs if `slugged`). */
  key?: { kind: string; field: string; slugged?: true };
  /** Fields holding a range (`{ low, high }` named as given), whose low end must not be above the high end. */
  ranges?: readonly { field: string; low: string; high: string }[];
  /** Fields naming a car of data/cars/; with `onSale`, one put forward to buyers, so it must still be sold new. */
  carReferences?: readonly { field: string; onSale?: string }[];
  /**
   * The dated figures of a valid entry. Each is stale once older than site.yaml's staleAfterDays (`validate` warns,
   * `query stale` lists it), and the newest of them is the home page's "Facts verified up to".
   */
  dated?: (entry: T) => DatedField[];
  /** Its dated figures are reports, not verifications: they go stale, but do not count as verified facts. */
  reported?: true;
  /** In the catalogue, which `evguide query cars` loads alone to answer fast. */
  catalogue?: true;
  /** Listed by `evguide query`. */
  query?: QueryDefaults;
  /** Shown on a page of its own. */
  page?: CollectionPage;
}

/** A collection of data/, declared once: everything that loads, checks, orders, dates or lists it reads this. */
export interface Collection extends CollectionRules<never> {
  name: string;
  schema: z.ZodType;
  source: CollectionSource;
  /** The field of the Site that holds its valid entries (a single file's one object, else a list). */
  siteKey: string;
}

/** Declares a collection; its literal name, files and Site field are kept in its type, from which the Site's follows. */
export const collection = <
  const N extends string,
  S extends z.ZodType,
  const Source extends CollectionSource,
  const K extends string,
  const Query extends QueryDefaults | undefined = undefined,
  const Page extends CollectionPage | undefined = undefined,
>(
  declaration: { name: N; schema: S; source: Source; siteKey: K; query?: Query; page?: Page } & Omit<
    CollectionRules<z.infer<S>>,
    'query' | 'page'
  >,
) => declaration;
