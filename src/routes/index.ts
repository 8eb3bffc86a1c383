import type { Car, Site } from '../schema/index.ts';
import {
  bestLoanTerms,
  brandsByLineup,
  loanPartnersOf,
  estimatesOf,
  isOnSale,
  onSale,
  formatMonthYear,
  formatPriceRange,
  formatRange,
  pagePath,
  scoreOf,
  searchCounts,
  sortCars,
  toSummary,
} from '../domain/index.ts';
import { bodyTypes } from '../schema/index.ts';
import { incentiveProps } from './incentives.ts';
import { SEARCH_PATH } from '../domain/nav.ts';
import { editorialRoutes, homeTeasers, toUpcomingCard, upcomingFrom } from './editorial.ts';
import { breadcrumbLd, carLd, carListLd, organizationLd, websiteLd } from './json-ld.ts';
import { limits } from './limits.ts';
import { definePage, ogImage, type Crumb, type Page, type RouteContext } from './types.ts';
import type { OwnershipContext, PropsOf } from '../registry.ts';
import { datedFacts } from '../validate/index.ts';

export type { Crumb, Head, JsonLd, Page, RouteContext } from './types.ts';

/** Where each car's full record is published as JSON, for the compare page: `${CAR_DATA_PATH}${id}.json`. */
export const CAR_DATA_PATH = '/data/cars/';

/** Where every car's summary is published, for filters and search over the whole catalogue. */
export const CAR_INDEX_PATH = '/data/cars.json';

/** Where the site search's index of every car, post, glossary term and guide is published. */
export const SEARCH_INDEX_PATH = '/data/search.json';

/** How many cars the directory's ItemList names: the first ten, as search engines show no more. */
const ITEM_LIST_LENGTH = 10;
const HOME: Crumb = { name: 'Home', path: '/' };
const CARS: Crumb = { name: 'Electric Cars', path: '/cars' };

/** Every page of the site, derived from the validated data: home, directory, cars, brands, redirects, 404. */
export function buildRoutes(site: Site, context: RouteContext): Page[] {
  const { settings } = site;
  const year = context.buildDate.getUTCFullYear();
  const brandOf = new Map(site.brands.map((brand) => [brand.slug, brand]));
  const carById = new Map(site.cars.map((car) => [car.id, car]));
  const byRating = sortCars(site.cars, 'rating');
  // Each brand's cars, best-rated first, grouped once: car pages and brand pages take slices of them.
  const ratedByBrand = new Map<string, Car[]>();
  for (const car of byRating) {
    const list = ratedByBrand.get(car.brand);
    if (list) list.push(car);
    else ratedByBrand.set(car.brand, [car]);
  }
  // The cars sold new today: what counts, lists and choices offer; a discontinued car keeps its own page.
  const selling = onSale(byRating);
  const featured = selling.filter((car) => car.featured);
  const lineup = brandsByLineup(site.brands, site.cars);
  const pages: Page[] = [];
  const verified = lastVerified(site);

  pages.push(
    definePage({
      path: '/',
      kind: 'page',
      head: {
        title: `Best Electric Cars in India ${year}: Prices, Range and Reviews | ${settings.name}`,
        description: `Compare ${selling.length} electric cars on sale in India by price, range, charging and running cost. ${settings.tagline}, facts verified up to ${formatMonthYear(new Date(`${verified}T00:00:00Z`))}.`,
        canonicalPath: '/',
        ogType: 'website',
        image: ogImage('home'),
        jsonLd: [websiteLd(settings), organizationLd(settings)],
      },
      template: 'HomePage',
      props: {
        teasers: homeTeasers(site, context),
        search: {
          cars: (selling.length > limits.inlineSearch ? selling.slice(0, 6) : selling).map((car) => ({
            id: car.id,
            name: car.name,
            brandName: brandOf.get(car.brand)!.name,
            price: formatPriceRange(car.price),
            range: formatRange(car),
            image: car.image,
          })),
          ...(selling.length > limits.inlineSearch ? { indexUrl: CAR_INDEX_PATH } : {}),
          searchUrl: SEARCH_INDEX_PATH,
          brandNames: Object.fromEntries(site.brands.map((brand) => [brand.slug, brand.name])),
        },
        topCars: {
          cars: featured.map((car) => toSummary(car, site.calculators)),
          brands: lineup.filter((brand) => featured.some((car) => car.brand === brand.slug)).map(({ slug, name }) => ({ slug, name })),
          bands: settings.filters.homePrice,
        },
        recommendations: site.recommendations.map((item) => ({ ...item, carData: carById.get(item.car)! })),
        showcases: lineup.map((brand) => ({ brand, cars: brand.showcase.map((id) => carById.get(id)!) })),
        upcoming: upcomingFrom(site, context.buildDate).map(toUpcomingCard),
        calculators: site.calculators,
        incentives: incentiveProps(site),
        finance: {
          lenders: site.lenders.map(({ name, slug, rate, maxTenureMonths, features }) => ({ name, slug, rate, maxTenureMonths, features })),
          insurers: site.insurers.map(({ name, slug, addOns, features }) => ({ name, slug, features, ...(addOns ? { addOns } : {}) })),
          links: { loans: '/ev-loans', insurance: '/ev-insurance' },
        },
        whyElectric: whyElectric(site),
        lastVerified: verified,
        stats: {
          cars: selling.length,
          brands: new Set(selling.map((car) => car.brand)).size,
          maxRangeKm: Math.max(...selling.map((car) => car.range.claimedKm)),
          minPriceLakh: Math.min(...selling.map((car) => car.price.min)),
        },
      },
    }),
  );

  const calculatorCrumbs = [HOME, { name: 'Savings Calculator', path: '/calculator' }];
  pages.push(
    definePage({
      path: '/calculator',
      kind: 'page',
      head: {
        title: `EV Savings Calculator: Electric vs Petrol Running Cost | ${settings.name}`,
        description:
          'Work out what an electric car saves you over a petrol car in India: fuel, maintenance, monthly and 5-year savings, at your own distance and prices.',
        canonicalPath: '/calculator',
        ogType: 'website',
        image: ogImage('money'),
        jsonLd: [breadcrumbLd(settings, calculatorCrumbs)],
      },
      template: 'CalculatorPage',
      props: {
        constants: site.calculators.savings,
        emissions: site.calculators.emissions,
        loans: bestLoanTerms(site.lenders),
        crumbs: calculatorCrumbs,
      },
    }),
  );

  const directoryCrumbs = [HOME, CARS];
  const directoryOptions = {
    brands: lineup.map(({ slug, name }) => ({ slug, name })),
    bodyTypes: [...bodyTypes],
    priceBuckets: settings.filters.directoryPrice,
    rangeBuckets: settings.filters.directoryRange,
  };
  const pageCount = Math.max(1, Math.ceil(selling.length / limits.directoryPage));
  const discontinued = byRating
    .filter((car) => !isOnSale(car))
    .map((car) => ({
      id: car.id,
      name: car.name,
      since: car.status!.since,
      ...(car.status!.successor ? { successor: { id: car.status!.successor, name: carById.get(car.status!.successor)!.name } } : {}),
      ...(car.status!.successorName ? { successorName: car.status!.successorName } : {}),
    }));
  for (let page = 1; page <= pageCount; page++) {
    const path = pagePath('/cars', page);
    const crumbs = page === 1 ? directoryCrumbs : [...directoryCrumbs, { name: `Page ${page}`, path }];
    const suffix = page === 1 ? '' : ` (page ${page} of ${pageCount})`;
    pages.push(
      definePage({
        path,
        kind: 'page',
        head: {
          title: `Electric Cars in India ${year}: Prices, Range and Specs${suffix} | ${settings.name}`,
          description: `All ${selling.length} electric cars on sale in India with ex-showroom prices in lakh, claimed range, battery size, power and charging times${suffix}.`,
          canonicalPath: path,
          ogType: 'website',
          image: ogImage('cars'),
          jsonLd: [breadcrumbLd(settings, crumbs), ...(page === 1 ? [carListLd(settings, selling.slice(0, ITEM_LIST_LENGTH))] : [])],
        },
        template: 'CarsPage',
        props: {
          crumbs,
          discontinued: page === pageCount ? discontinued : [],
          alsoOnSale:
            page === pageCount
              ? site.alsoOnSale.map((car) => ({ ...car, brandName: car.brand ? brandOf.get(car.brand)?.name : undefined }))
              : [],
          directory: {
            ...directoryOptions,
            cars: selling
              .slice((page - 1) * limits.directoryPage, page * limits.directoryPage)
              .map((car) => toSummary(car, site.calculators)),
            page,
            pageCount,
            total: selling.length,
            indexUrl: CAR_INDEX_PATH,
          },
        },
      }),
    );
  }

  // One object for every car page: its props' JSON, and so the render key, is the same for all of them.
  const { calculators } = site;
  const ownership: OwnershipContext = {
    states: site.incentives.map(({ state, slug, roadTaxPercent, maxRebateLakh, purchaseIncentive, electricity, petrol }) => ({
      state,
      slug,
      roadTaxPercent,
      maxRebateLakh,
      ...(purchaseIncentive ? { purchaseIncentive } : {}),
      electricity,
      petrol,
    })),
    initialState: site.incentives.find((item) => item.state === settings.location.state)?.slug ?? site.incentives[0]?.slug ?? '',
    dailyKm: calculators.savings.dailyKm,
    model: { ...calculators.ownership, maintenancePerYear: calculators.savings.maintenancePerYear, taxes: calculators.taxes },
  };
  for (const car of site.cars) {
    const brand = brandOf.get(car.brand)!;
    const crumbs = [HOME, CARS, { name: car.name, path: `/cars/${car.id}` }];
    pages.push(
      definePage({
        path: `/cars/${car.id}`,
        kind: 'page',
        head: {
          title: `${car.name} Price in India, Range and Specs | ${settings.name}`,
          description: `${car.name}: ${formatPriceRange(car.price)} ex-showroom, ${formatRange(car)} claimed range${car.performance.powerBhp === null ? '' : `, ${car.performance.powerBhp} bhp`}. Specs, features, safety and our verdict.`,
          canonicalPath: `/cars/${car.id}`,
          ogType: 'product',
          image: ogImage('cars'),
          jsonLd: [breadcrumbLd(settings, crumbs), carLd(settings, car, brand)],
        },
        template: 'CarPage',
        props: {
          car,
          brand,
          ownership,
          ...(car.status?.successor ? { successor: { id: car.status.successor, name: carById.get(car.status.successor)!.name } } : {}),
          running: { costPerKm: estimatesOf(car, calculators).costPerKm, tariff: calculators.savings.electricityPrice.default },
          score: { result: scoreOf(car, calculators), model: calculators.score },
          siblings: (ratedByBrand.get(car.brand) ?? [])
            .slice(0, limits.siblings + 1)
            .filter((other) => other.id !== car.id)
            .slice(0, limits.siblings),
          crumbs,
        },
      }),
    );
    for (const alias of car.aliases ?? []) {
      pages.push(redirect(`/cars/${alias}`, `/cars/${car.id}`, car.name, settings.name));
    }
  }

  for (const brand of site.brands) {
    const crumbs = [HOME, { name: brand.name, path: `/brands/${brand.slug}` }];
    const cars = ratedByBrand.get(brand.slug) ?? [];
    pages.push(
      definePage({
        path: `/brands/${brand.slug}`,
        kind: 'page',
        head: {
          title: `${brand.name} Electric Cars in India ${year}: Prices and Models | ${settings.name}`,
          description: `${cars.length} ${brand.name} electric car${cars.length === 1 ? '' : 's'} on sale in India with prices, range and specs, plus loan and insurance partners.`,
          canonicalPath: `/brands/${brand.slug}`,
          ogType: 'website',
          image: ogImage('brands'),
          jsonLd: [breadcrumbLd(settings, crumbs)],
        },
        template: 'BrandPage',
        props: {
          brand,
          loanPartners: loanPartnersOf(brand, site.lenders),
          cars: cars.slice(0, limits.brandPageCars),
          total: cars.length,
          crumbs,
        },
      }),
    );
  }

  const compareCrumbs = [HOME, CARS, { name: 'Compare', path: '/compare' }];
  pages.push(
    definePage({
      path: '/compare',
      kind: 'page',
      head: {
        title: `Compare Electric Cars Side by Side | ${settings.name}`,
        description:
          'Compare up to three electric cars sold in India on price, range, charging, size, safety and features, with the better figure marked.',
        canonicalPath: '/compare',
        ogType: 'website',
        image: ogImage('cars'),
        jsonLd: [breadcrumbLd(settings, compareCrumbs)],
      },
      template: 'ComparePage',
      props: {
        crumbs: compareCrumbs,
        compare: {
          dataPath: CAR_DATA_PATH,
          options: lineup.flatMap((brand) =>
            byRating
              .slice(0, limits.carChoices)
              .filter((car) => car.brand === brand.slug)
              .map((car) => ({ id: car.id, name: car.name, brandName: brand.name })),
          ),
        },
      },
    }),
  );

  const searchCrumbs = [HOME, { name: 'Search', path: SEARCH_PATH }];
  pages.push(
    definePage({
      path: SEARCH_PATH,
      kind: 'page',
      head: {
        title: `Search | ${settings.name}`,
        description: `Search ${site.cars.length} electric cars, the articles, the glossary and the guides on ${settings.name}.`,
        canonicalPath: SEARCH_PATH,
        ogType: 'website',
        image: ogImage('cars'),
        jsonLd: [breadcrumbLd(settings, searchCrumbs)],
        // A search page has no content of its own for a search engine; what it finds is indexed where it lives.
        noindex: true,
      },
      template: 'SearchPage',
      props: {
        crumbs: searchCrumbs,
        search: {
          searchUrl: SEARCH_INDEX_PATH,
          counts: searchCounts(site),
        },
      },
    }),
  );

  pages.push(...editorialRoutes(site, context.content, context.buildDate));

  pages.push(
    definePage({
      path: '/404',
      kind: 'not-found',
      head: {
        title: `Page not found | ${settings.name}`,
        description: 'The page you asked for does not exist.',
        ogType: 'website',
        image: ogImage('home'),
        jsonLd: [],
        noindex: true,
      },
      template: 'NotFoundPage',
      props: {},
      scripts: ['not-found'],
    }),
  );
  return pages;
}

function redirect(from: string, to: string, name: string, siteName: string): Page {
  return definePage({
    path: from,
    kind: 'redirect',
    head: {
      title: `${name} has moved | ${siteName}`,
      description: `This page has moved to ${to}.`,
      canonicalPath: to,
      ogType: 'website',
      image: ogImage('home'),
      jsonLd: [],
      noindex: true,
      refreshTo: to,
    },
    template: 'RedirectPage',
    props: { to, name },
  });
}

/**
 * The home page's case for electric, every figure from the data: what a km costs on the cars here (the estimates,
 * at the savings calculator's default tariff) against a petrol car at its default price and mileage, the official
 * count of public chargers, GST, and how many cars carry an 8-year battery warranty.
 */
function whyElectric(site: Site): PropsOf<'HomePage'>['whyElectric'] {
  const { savings, taxes } = site.calculators;
  const cars = onSale(site.cars);
  const perKm = cars.map((car) => estimatesOf(car, site.calculators).costPerKm);
  return {
    evPerKm: { min: Math.min(...perKm), max: Math.max(...perKm), tariff: savings.electricityPrice.default },
    petrol: {
      perKm: Math.round((savings.petrolPrice.default / savings.mileage.default) * 100) / 100,
      price: savings.petrolPrice.default,
      mileage: savings.mileage.default,
    },
    chargers: site.settings.publicChargingStations,
    gst: taxes.gst,
    // Of the cars whose warranty is confirmed: an unconfirmed one is neither for nor against.
    warranty: (() => {
      const known = cars.flatMap((car) => (car.battery.warranty ? [car.battery.warranty] : []));
      return { years: 8, cars: known.filter((warranty) => warranty.years >= 8).length, of: known.length };
    })(),
  };
}

/**
 * The day the newest of the site's facts was verified (a price, a rate, a tax, a tariff): what "Updated" means on
 * the home page, rather than the day of the build. Upcoming cars' expected prices are reports, not verifications.
 */
function lastVerified(site: Site): string {
  const as = <T>(value: T) => ({ value, entry: null });
  const facts = datedFacts({
    cars: site.cars.map(as),
    incentives: site.incentives.map(as),
    lenders: site.lenders.map(as),
    brands: site.brands.map(as),
    upcoming: [],
    alsoOnSale: site.alsoOnSale.map(as),
    calculators: as(site.calculators),
    settings: as(site.settings),
  });
  // biome-ignore lint/complexity/useMathMinMax: asOf is an ISO date string, which Math.max would turn into NaN
  return facts.map((fact) => fact.asOf).reduce((newest, asOf) => (asOf > newest ? asOf : newest));
}
