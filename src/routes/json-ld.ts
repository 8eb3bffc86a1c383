import type { Brand, Car, SiteSettings } from '../schema/index.ts';
import type { Crumb, JsonLd } from './types.ts';
import { LAKH } from '../domain/format.ts';
import { GLOSSARY_PATH } from '../domain/nav.ts';
import { categoryName } from '../domain/posts.ts';

const context = 'https://schema.org';

/** The site itself as a schema.org thing of `type`: its name and home page. */
const theSite = (type: string, settings: SiteSettings): JsonLd => ({
  '@context': context,
  '@type': type,
  name: settings.name,
  url: `${settings.baseUrl}/`,
});

/** The site as a WebSite whose search box searches the directory (/cars?search=...). */
export function websiteLd(settings: SiteSettings): JsonLd {
  return {
    ...theSite('WebSite', settings),
    inLanguage: settings.locale,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${settings.baseUrl}/cars?search={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** The publisher of the site. */
export function organizationLd(settings: SiteSettings): JsonLd {
  return {
    ...theSite('Organization', settings),
    logo: `${settings.baseUrl}/favicon.svg`,
    email: settings.contactEmail,
    address: {
      '@type': 'PostalAddress',
      addressLocality: settings.location.city,
      addressRegion: settings.location.state,
      addressCountry: 'IN',
    },
  };
}

/** The breadcrumb trail of an inner page. */
export function breadcrumbLd(settings: SiteSettings, crumbs: readonly Crumb[]): JsonLd {
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${settings.baseUrl}${crumb.path}`,
    })),
  };
}

/** A list of car pages, in the order shown. */
export function carListLd(settings: SiteSettings, cars: readonly Car[]): JsonLd {
  return {
    '@context': context,
    '@type': 'ItemList',
    numberOfItems: cars.length,
    itemListElement: cars.map((car, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: `${settings.baseUrl}/cars/${car.id}`,
      name: car.name,
    })),
  };
}

/** A car as a schema.org Car (a Product) with its ex-showroom price range as an AggregateOffer in INR. */
export function carLd(settings: SiteSettings, car: Car, brand: Brand): JsonLd {
  return {
    '@context': context,
    '@type': 'Car',
    name: car.name,
    url: `${settings.baseUrl}/cars/${car.id}`,
    image: `${settings.baseUrl}/${car.image}`,
    description: car.description,
    brand: { '@type': 'Brand', name: brand.name },
    manufacturer: { '@type': 'Organization', name: brand.name, url: brand.website },
    bodyType: car.bodyType,
    fuelType: 'Electric',
    vehicleSeatingCapacity: car.seating,
    ...(car.performance.driveType ? { driveWheelConfiguration: car.performance.driveType } : {}),
    ...(car.performance.transmission ? { vehicleTransmission: car.performance.transmission } : {}),
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: 'INR',
      lowPrice: Math.round(car.price.min * LAKH),
      // Left out while only the starting price is confirmed: a single price would claim there is no dearer version.
      ...(car.price.max === undefined ? {} : { highPrice: Math.round(car.price.max * LAKH) }),
      offerCount: 1,
      availability: 'https://schema.org/InStock',
    },
    review: {
      '@type': 'Review',
      author: { '@type': 'Organization', name: settings.name },
      reviewRating: { '@type': 'Rating', ratingValue: car.rating, bestRating: 5, worstRating: 0 },
      positiveNotes: {
        '@type': 'ItemList',
        itemListElement: car.pros.map((pro, i) => ({ '@type': 'ListItem', position: i + 1, name: pro })),
      },
      negativeNotes: {
        '@type': 'ItemList',
        itemListElement: car.cons.map((con, i) => ({ '@type': 'ListItem', position: i + 1, name: con })),
      },
    },
  };
}

/** A blog post as a BlogPosting. */
export function blogPostingLd(
  settings: SiteSettings,
  post: {
    slug: string;
    title: string;
    description: string;
    date: string;
    updated?: string | undefined;
    author: string;
    image: string;
    category: string;
  },
  words: number,
): JsonLd {
  const url = `${settings.baseUrl}/blog/${post.slug}`;
  return {
    '@context': context,
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    url,
    mainEntityOfPage: url,
    image: `${settings.baseUrl}/${post.image}`,
    datePublished: post.date,
    dateModified: post.updated ?? post.date,
    articleSection: categoryName(post.category),
    wordCount: words,
    inLanguage: settings.locale,
    author: { '@type': 'Organization', name: post.author },
    publisher: { '@type': 'Organization', name: settings.name, logo: { '@type': 'ImageObject', url: `${settings.baseUrl}/favicon.svg` } },
  };
}

/** Questions and answers shown on a page, as an FAQPage. */
export function faqPageLd(items: readonly { question: string; answer: string }[]): JsonLd {
  return {
    '@context': context,
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** The glossary as a DefinedTermSet, each term with its own anchor. */
export function definedTermSetLd(settings: SiteSettings, terms: readonly { term: string; slug: string; definition: string }[]): JsonLd {
  const url = `${settings.baseUrl}${GLOSSARY_PATH}`;
  return {
    '@context': context,
    '@type': 'DefinedTermSet',
    '@id': url,
    name: `${settings.name} EV glossary`,
    url,
    hasDefinedTerm: terms.map((term) => ({
      '@type': 'DefinedTerm',
      '@id': `${url}#${term.slug}`,
      name: term.term,
      description: term.definition,
      url: `${url}#${term.slug}`,
      inDefinedTermSet: url,
    })),
  };
}
