import type { RenderedContent } from '../markdown/index.ts';
import {
  carEstimates,
  describeSituation,
  formatMonthYear,
  formatPriceRange,
  formatRange,
  onRoadContext,
  onSale,
  siteMix,
  siteSituation,
  situationContext,
  toSummary,
} from '../domain/index.ts';
import type { PropsOf } from '../registry.ts';
import type { Site } from '../schema/index.ts';
import { postCard } from './blog.ts';
import { incentiveProps } from './incentives.ts';
import { organizationLd, websiteLd } from './json-ld.ts';
import { limits } from '../domain/limits.ts';
import { glossaryUpdated } from './glossary.ts';
import { pageTitle } from './prose.ts';
import { definePage, ogImage } from './types.ts';
import { toUpcomingCard, upcomingFrom } from './upcoming.ts';
import { CAR_INDEX_PATH, dataPath, routeText, SEARCH_INDEX_PATH, siteStateSlug, siteTitle, type PageKind } from './view.ts';
import { fill } from '../domain/locale.ts';
import { untranslatedOf } from '../domain/translated.ts';

/** How many posts the home page lists beside the featured one. */
const HOME_LATEST = 3;

/**
 * How fresh the data is on the build date: how many of its verified facts (prices, rates, taxes, tariffs) were
 * confirmed within site.yaml's staleAfterDays, of how many. The hero states it, rather than the newest date alone.
 */
function freshnessOf(site: Pick<Site, 'verifiedDates' | 'settings'>, buildDate: Date): { fresh: number; total: number; days: number } {
  const days = site.settings.staleAfterDays;
  const since = new Date(buildDate.getTime() - days * 86_400_000).toISOString().slice(0, 10);
  return { fresh: site.verifiedDates.filter((asOf) => asOf >= since).length, total: site.verifiedDates.length, days };
}

/** The home page. */
export const homePage: PageKind = ({ site, view, context, content }) => {
  const { settings } = site;
  const { selling, lineup, carById, brandOf } = view;
  const featured = selling.filter((car) => car.featured);
  const verified = site.lastVerified;
  const year = context.buildDate.getUTCFullYear();
  return [
    definePage({
      path: '/',
      kind: 'page',
      head: {
        title: siteTitle(settings, fill(routeText().homeTitle, { year })),
        description: fill(routeText().homeDescription, {
          count: selling.length,
          tagline: settings.tagline,
          month: formatMonthYear(new Date(`${verified}T00:00:00Z`)),
        }),
        canonicalPath: '/',
        ogType: 'website',
        image: ogImage('home'),
        jsonLd: [websiteLd(settings), organizationLd(settings)],
      },
      template: 'HomePage',
      props: {
        teasers: homeTeasers(site, content, context.buildDate),
        search: {
          cars: (selling.length > limits.inlineSearch ? selling.slice(0, 6) : selling).map((car) => ({
            id: car.id,
            name: car.name,
            brandName: brandOf.get(car.brand)!.name,
            price: formatPriceRange(car.price),
            range: formatRange(car),
            image: car.image,
            searchNames: [...(car.searchNames ?? []), ...(brandOf.get(car.brand)!.searchNames ?? [])],
          })),
          ...(selling.length > limits.inlineSearch ? { indexUrl: dataPath(CAR_INDEX_PATH) } : {}),
          searchUrl: dataPath(SEARCH_INDEX_PATH),
          brandNames: Object.fromEntries(site.brands.map((brand) => [brand.slug, brand.name])),
        },
        topCars: {
          cars: featured.map((car) => toSummary(car, site.calculators, siteMix(site))),
          brands: lineup.filter((brand) => featured.some((car) => car.brand === brand.slug)).map(({ slug, name }) => ({ slug, name })),
          bands: settings.filters.homePrice,
          onRoad: { ...onRoadContext(site.incentives, site.calculators), initialState: siteStateSlug(site) },
        },
        // What the recommendations and showcases show of each car, and no more: editing a car's prose does not render
        // the home page again.
        recommendations: site.recommendations.map((item) => {
          const { id, name, image, bodyType, price, rating, scoreCriteria } = carById.get(item.car)!;
          return { ...item, carData: { id, name, image, bodyType, price, rating, scoreCriteria } };
        }),
        showcases: lineup.map((brand) => ({
          brand,
          cars: brand.showcase.map((id) => carById.get(id)!).map(({ id, name, price }) => ({ id, name, price })),
        })),
        upcoming: upcomingFrom(site, context.buildDate).map(toUpcomingCard),
        calculators: site.calculators,
        incentives: incentiveProps(site),
        finance: {
          lenders: site.lenders.map((lender) => {
            const { name, slug, rate, maxTenureMonths, features } = lender;
            return { name, slug, rate, maxTenureMonths, features, ...untranslatedOf(lender) };
          }),
          insurers: site.insurers.map((insurer) => {
            const { name, slug, addOns, features } = insurer;
            return { name, slug, features, ...(addOns ? { addOns } : {}), ...untranslatedOf(insurer) };
          }),
          links: { loans: '/ev-loans', insurance: '/ev-insurance' },
        },
        whyElectric: whyElectric(site),
        lastVerified: verified,
        freshness: freshnessOf(site, context.buildDate),
        stats: {
          cars: selling.length,
          brands: new Set(selling.map((car) => car.brand)).size,
          maxRangeKm: Math.max(...selling.map((car) => car.range.claimedKm)),
          minPriceLakh: Math.min(...selling.map((car) => car.price.min)),
        },
      },
    }),
  ];
};

/** The home page's teasers of the blog, the glossary and the maintenance guide, from the data. */
function homeTeasers(site: Site, content: RenderedContent, buildDate: Date): PropsOf<'HomePage'>['teasers'] {
  const featured = site.posts.find((post) => post.featured);
  const guide = site.pages.find((page) => page.slug === 'ev-maintenance-guide');
  return {
    ...(featured ? { featured: postCard(featured, content) } : {}),
    latest: site.posts
      .filter((post) => post !== featured)
      .slice(0, HOME_LATEST)
      .map((post) => postCard(post, content)),
    glossary: {
      count: site.glossary.length,
      updatedLabel: glossaryUpdated(site),
      letters: [...new Set(site.glossary.map((term) => term.term.charAt(0).toUpperCase()))],
    },
    ...(guide
      ? {
          maintenance: {
            title: pageTitle(guide, buildDate),
            sections: (content.pages.get(guide.slug)?.headings ?? []).filter((h) => h.depth === 2).map((h) => h.text),
          },
        }
      : {}),
  };
}

/**
 * The home page's case for electric, every figure from the data: what a km costs on the cars here (the estimates,
 * at the savings calculator's default tariff) against a petrol car at its default price and mileage, the official
 * count of public chargers, GST, and how many cars carry an 8-year battery warranty.
 */
function whyElectric(site: Site): PropsOf<'HomePage'>['whyElectric'] {
  const { savings, taxes } = site.calculators;
  const cars = onSale(site.cars);
  const situation = siteSituation(site);
  const context = situationContext(site);
  const perKm = cars.map((car) => carEstimates(car, site.calculators, siteMix(site)).costPerKm);
  const { petrol: petrolPrice, state } = site.incentives.find((item) => item.slug === situation.state) ?? site.incentives[0]!;
  // Of the cars whose warranty is confirmed: an unconfirmed one is neither for nor against.
  const warranties = cars.flatMap((car) => (car.battery.warranty ? [car.battery.warranty] : []));
  return {
    evPerKm: { min: Math.min(...perKm), max: Math.max(...perKm), situation: describeSituation(situation, context) },
    petrol: {
      perKm: Math.round((petrolPrice.perLitre / savings.mileage.default) * 100) / 100,
      price: petrolPrice.perLitre,
      mileage: savings.mileage.default,
      state,
    },
    chargers: site.settings.publicChargingStations,
    gst: taxes.gst,
    warranty: { years: 8, cars: warranties.filter((warranty) => warranty.years >= 8).length, of: warranties.length },
  };
}
