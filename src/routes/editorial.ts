import type { RenderedContent } from '../content/index.ts';
import { slugify } from '../content/index.ts';
import { readingMinutes } from '../content/index.ts';
import { bestLoanTerms, emi, formatDate, formatMonthYear, LAKH, launchHasPassed, onSale, pagePath, sortCars } from '../domain/index.ts';
import { limits } from './limits.ts';
import { postCategories, type Post, type Site, type UpcomingCar } from '../schema/index.ts';
import { blogPostingLd, breadcrumbLd, definedTermSetLd, faqPageLd } from './json-ld.ts';
import { defineMarkdownPage, definePage, ogImage, type Crumb, type OgKind, type Page } from './types.ts';
import { incentiveProps } from './incentives.ts';

/** Where every post's card is published, for searching the whole blog. */
export const POST_INDEX_PATH = '/data/posts.json';

const HOME: Crumb = { name: 'Home', path: '/' };
const BLOG: Crumb = { name: 'Blog', path: '/blog' };

/** A post's date as a Date (front matter dates are YYYY-MM-DD). */
const dateOf = (post: Pick<Post, 'date'>) => new Date(`${post.date}T00:00:00Z`);

/** A post as cards and lists show it. */
export function postCard(post: Post, content: RenderedContent) {
  return {
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    category: post.category,
    dateLabel: formatDate(dateOf(post)),
    readTime: `${readingMinutes(content.posts.get(post.slug)?.words ?? 0)} min read`,
    featured: post.featured ?? false,
    image: post.image,
  };
}

/** An upcoming car as its cards show it. */
export function toUpcomingCard(car: UpcomingCar) {
  const { id, name, brand, bodyType, expectedPrice, expectedRangeKm, batteryKwh, status, keyFeatures } = car;
  const launchLabel = formatMonthYear(new Date(`${car.launch}-01T00:00:00Z`));
  return { id, name, brand, bodyType, expectedPrice, expectedRangeKm, batteryKwh, status, keyFeatures, launchLabel };
}

/** The glossary's 'Last updated' date: its latest revised term, worked out so it stays true, or '' when none is dated. */
function glossaryUpdated(site: Site): string {
  const latest = site.glossary
    .map((term) => term.updated)
    .filter((date): date is string => !!date)
    .sort()
    .at(-1);
  return latest ? formatDate(new Date(`${latest}T00:00:00Z`)) : '';
}

/** How many posts the home page lists beside the featured one. */
const HOME_LATEST = 3;

/** The home page's teasers of the blog, the glossary and the maintenance guide, from the data. */
export function homeTeasers(site: Site, context: { content: RenderedContent; buildDate: Date }) {
  const featured = site.posts.find((post) => post.featured);
  const guide = site.pages.find((page) => page.slug === 'ev-maintenance-guide');
  return {
    ...(featured ? { featured: postCard(featured, context.content) } : {}),
    latest: site.posts
      .filter((post) => post !== featured)
      .slice(0, HOME_LATEST)
      .map((post) => postCard(post, context.content)),
    glossary: {
      count: site.glossary.length,
      updatedLabel: glossaryUpdated(site),
      letters: [...new Set(site.glossary.map((term) => term.term.charAt(0).toUpperCase()))],
    },
    ...(guide
      ? {
          maintenance: {
            title: pageTitle(guide, context.buildDate),
            sections: (context.content.pages.get(guide.slug)?.headings ?? []).filter((h) => h.depth === 2).map((h) => h.text),
          },
        }
      : {}),
  };
}

/** Upcoming cars not yet launched by the build date: a car whose launch month has passed drops off by itself. */
export function upcomingFrom(site: Site, buildDate: Date) {
  return site.upcoming.filter((car) => !launchHasPassed(car.launch, buildDate));
}

/** The blog, its posts, the glossary, upcoming cars, the money pages, prose pages and contact. */
export function editorialRoutes(site: Site, content: RenderedContent, buildDate: Date): Page[] {
  const { settings } = site;
  const pages: Page[] = [];
  const bySlug = new Map(site.posts.map((post) => [post.slug, post]));
  const loanTerms = bestLoanTerms(site.lenders);
  const lineupCars = sortCars(onSale(site.cars), 'rating')
    .slice(0, limits.carChoices)
    .map((car) => ({ id: car.id, name: car.name, priceLakh: car.price.min }));
  const crumbs = (name: string, path: string, parent: Crumb[] = [HOME]) => [...parent, { name, path }];
  const simple = (path: string, title: string, description: string, kind: OgKind, extraLd: Record<string, unknown>[] = []) => ({
    title: `${title} | ${settings.name}`,
    description,
    canonicalPath: path,
    ogType: 'website' as const,
    image: ogImage(kind),
    jsonLd: [breadcrumbLd(settings, crumbs(title, path)), ...extraLd],
  });

  const blogCrumbs = [HOME, BLOG];
  const cards = site.posts.map((post) => postCard(post, content));
  const blogPages = Math.max(1, Math.ceil(cards.length / limits.blogPage));
  for (let page = 1; page <= blogPages; page++) {
    const path = pagePath('/blog', page);
    const pageCrumbs = page === 1 ? blogCrumbs : [...blogCrumbs, { name: `Page ${page}`, path }];
    const suffix = page === 1 ? '' : ` (page ${page} of ${blogPages})`;
    const faqs = page === 1 ? site.faqs : [];
    pages.push(
      definePage({
        path,
        kind: 'page',
        head: {
          ...simple(
            path,
            `EV Blog: News, Buying Guides and Advice${suffix}`,
            `Guides, comparisons and news for electric-car buyers in India: ${site.posts.length} articles on costs, charging, loans and insurance${suffix}.`,
            'blog',
          ),
          jsonLd: [breadcrumbLd(settings, pageCrumbs), ...(faqs.length > 0 ? [faqPageLd(faqs)] : [])],
        },
        template: 'BlogPage',
        props: {
          posts: cards.slice((page - 1) * limits.blogPage, page * limits.blogPage),
          recent: cards.slice(0, 5),
          page,
          pageCount: blogPages,
          indexUrl: POST_INDEX_PATH,
          categories: [...postCategories],
          faqs,
          crumbs: pageCrumbs,
        },
      }),
    );
  }

  for (const post of site.posts) {
    const rendered = content.posts.get(post.slug)!;
    const path = `/blog/${post.slug}`;
    const postCrumbs = crumbs(post.title, path, [HOME, BLOG]);
    const related = (post.related ?? []).map((slug) => bySlug.get(slug)!).filter(Boolean);
    pages.push(
      defineMarkdownPage({
        path,
        kind: 'page',
        head: {
          title: `${post.title} | ${settings.name}`,
          description: post.description,
          canonicalPath: path,
          ogType: 'article',
          image: ogImage('blog'),
          jsonLd: [breadcrumbLd(settings, postCrumbs), blogPostingLd(settings, post, rendered.words), faqPageLd(post.faqs)],
        },
        template: 'PostPage',
        html: rendered,
        props: {
          post: {
            slug: post.slug,
            title: post.title,
            category: post.category,
            author: post.author,
            image: post.image,
            faqs: post.faqs,
            excerpt: post.excerpt,
          },
          dateLabel: formatDate(dateOf(post)),
          dateIso: post.date,
          ...(post.updated ? { updated: { label: formatDate(new Date(`${post.updated}T00:00:00Z`)), iso: post.updated } } : {}),
          readTime: `${readingMinutes(rendered.words)} min read`,
          url: `${settings.baseUrl}${path}`,
          related: related.map((item) => postCard(item, content)),
          crumbs: postCrumbs,
        },
      }),
    );
  }

  const terms = site.glossary.map((term) => ({
    term: term.term,
    slug: slugify(term.term),
    definition: term.definition,
    ...(term.related ? { related: term.related } : {}),
  }));
  pages.push(
    definePage({
      path: '/ev-glossary',
      kind: 'page',
      head: simple(
        '/ev-glossary',
        'EV Glossary: Electric Car Terms Explained',
        `${terms.length} electric-car terms explained in plain English for buyers in India, from AC charging and BMS to V2L and the wall box.`,
        'glossary',
        [definedTermSetLd(settings, terms)],
      ),
      template: 'GlossaryPage',
      props: { terms, updatedLabel: glossaryUpdated(site) || formatDate(buildDate), crumbs: crumbs('EV Glossary', '/ev-glossary') },
    }),
  );

  const year = buildDate.getUTCFullYear();
  const upcomingTitle = `Upcoming Electric Cars India ${year}-${year + 1}`;
  pages.push(
    definePage({
      path: '/upcoming',
      kind: 'page',
      head: simple(
        '/upcoming',
        upcomingTitle,
        'Electric cars expected in India, with expected prices in lakh, range, battery, launch dates and where each one stands.',
        'guides',
      ),
      template: 'UpcomingPage',
      props: {
        title: upcomingTitle,
        crumbs: crumbs('Upcoming', '/upcoming'),
        cars: upcomingFrom(site, buildDate).map((car) => ({
          ...toUpcomingCard(car),
          year: Number(car.launch.slice(0, 4)),
          description: car.description,
          powerBhp: car.powerBhp,
          timeline: car.timeline,
        })),
      },
    }),
  );

  const carName = new Map(site.cars.map((car) => [car.id, car.name]));
  pages.push(
    definePage({
      path: '/ev-loans',
      kind: 'page',
      head: simple(
        '/ev-loans',
        'EV Loans and EMI Calculator',
        `Work out the EMI on an electric car loan in India and compare lenders: rates from ${loanTerms.rateFrom}%, tenures up to ${loanTerms.maxTenureMonths} months, worked examples.`,
        'money',
      ),
      template: 'LoansPage',
      props: {
        calculator: { sliders: site.calculators.loans, cars: lineupCars },
        lenders: site.lenders,
        samples: site.emiSamples.map((sample) => {
          const result = emi(sample.priceLakh * LAKH, sample.ratePercent, sample.tenureYears * 12);
          return {
            car: carName.get(sample.car)!,
            carId: sample.car,
            priceLakh: sample.priceLakh,
            tenureYears: sample.tenureYears,
            ratePercent: sample.ratePercent,
            monthly: result.monthly,
            totalInterest: result.totalInterest,
          };
        }),
        crumbs: crumbs('EV Loans', '/ev-loans'),
      },
    }),
    definePage({
      path: '/ev-insurance',
      kind: 'page',
      head: simple(
        '/ev-insurance',
        'EV Insurance in India: Costs, Cover and Insurers',
        'What insuring an electric car costs in India, the add-ons worth having (battery, charger, zero depreciation) and insurers that offer them.',
        'money',
      ),
      template: 'InsurancePage',
      props: { insurers: site.insurers, crumbs: crumbs('EV Insurance', '/ev-insurance') },
    }),
    definePage({
      path: '/ev-incentives',
      kind: 'page',
      head: simple(
        '/ev-incentives',
        'EV Incentives in India: Central and State Benefits',
        'Central and state incentives for electric-car buyers in India: GST, road tax and registration waivers by state, and what no longer applies.',
        'money',
      ),
      template: 'IncentivesPage',
      props: { states: site.incentives, estimator: incentiveProps(site), crumbs: crumbs('EV Incentives', '/ev-incentives') },
    }),
  );

  for (const page of site.pages) {
    const rendered = content.pages.get(page.slug)!;
    const path = `/${page.slug}`;
    const title = pageTitle(page, buildDate);
    pages.push(
      defineMarkdownPage({
        path,
        kind: 'page',
        head: simple(path, title, page.description, 'guides'),
        template: 'ProsePage',
        html: rendered,
        props: {
          title,
          updatedLabel: formatMonthYear(new Date(`${page.updated}T00:00:00Z`)),
          headings: rendered.headings,
          crumbs: crumbs(title, path),
        },
      }),
    );
  }

  pages.push(
    definePage({
      path: '/contact',
      kind: 'page',
      head: simple(
        '/contact',
        'Contact Us',
        `Write to ${settings.name} about a car, a correction or a guide you would like: ${settings.contactEmail}, ${settings.location.city}. We reply within 24-48 hours.`,
        'guides',
      ),
      template: 'ContactPage',
      props: { crumbs: crumbs('Contact', '/contact') },
    }),
  );
  return pages;
}

/** A prose page's title, with the build year where the page asks for it (a guide kept current). */
function pageTitle(page: { title: string; titleWithYear?: boolean | undefined }, buildDate: Date): string {
  return page.titleWithYear ? `${page.title} ${buildDate.getUTCFullYear()}` : page.title;
}
