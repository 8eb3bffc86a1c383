// The JSON-LD blocks of a built page, typed by their @type with the properties the tests read. The types say what
// src/routes/json-ld.ts means to write; JSON.parse cannot check them, so the tests' assertions do.

interface Block<Type extends string> {
  '@context': string;
  '@type': Type;
}

/** A nested node: typed, and perhaps named. */
interface Thing {
  '@type': string;
  name: string;
}

export interface WebSite extends Block<'WebSite'> {
  name: string;
  url: string;
  potentialAction: { '@type': string; target: { '@type': string; urlTemplate: string }; 'query-input': string };
}

export interface Organization extends Block<'Organization'> {
  name: string;
  url: string;
  logo: string;
}

export interface BreadcrumbList extends Block<'BreadcrumbList'> {
  itemListElement: { '@type': string; position: number; name: string; item: string }[];
}

export interface ItemList extends Block<'ItemList'> {
  numberOfItems: number;
  itemListElement: { '@type': string; position: number; name: string; url: string }[];
}

export interface Car extends Block<'Car'> {
  name: string;
  url: string;
  image: string;
  fuelType: string;
  brand: Thing;
  offers: { '@type': string; priceCurrency: string; lowPrice: number; highPrice?: number };
  review: { '@type': string; reviewRating: { '@type': string; ratingValue: number; bestRating: number } };
}

export interface BlogPosting extends Block<'BlogPosting'> {
  headline: string;
  url: string;
  image: string;
  datePublished: string;
  dateModified: string;
  author: Thing;
  publisher: Thing;
}

export interface FAQPage extends Block<'FAQPage'> {
  mainEntity: { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }[];
}

export interface DefinedTermSet extends Block<'DefinedTermSet'> {
  '@id': string;
  hasDefinedTerm: { '@type': string; name: string; url: string; inDefinedTermSet: string }[];
}

/** A top-level JSON-LD block of a page. */
export type JsonLd = WebSite | Organization | BreadcrumbList | ItemList | Car | BlogPosting | FAQPage | DefinedTermSet;

/** The block of a given @type. */
export type JsonLdOf<Type extends JsonLd['@type']> = Extract<JsonLd, { '@type': Type }>;

/** The JSON-LD blocks of a page's HTML, in order. */
export const jsonLdBlocks = (html: string): JsonLd[] =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as JsonLd);
