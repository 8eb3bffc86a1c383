import { brandSchema, type Brand } from './brand.ts';
import { calculatorsSchema, type Calculators } from './calculators.ts';
import { carSchema, type CarData } from './car.ts';
import { collection, type DatedField } from './collection.ts';
import {
  alsoOnSaleSchema,
  emiSampleSchema,
  faqSchema,
  glossaryTermSchema,
  insurerSchema,
  loanProviderSchema,
  pageHiSchema,
  pageSchema,
  postHiSchema,
  postSchema,
  recommendationSchema,
  stateIncentiveSchema,
  upcomingCarSchema,
  type StateIncentive,
} from './editorial.ts';
import { siteSchema } from './site.ts';

// Every collection of data/, each declared once: its schema, files, key and order, its dated figures, how
// `evguide query` lists it and the page that shows it. Loading, validation, the Site type, the JSON Schemas, the
// stale report, the query catalogue and the collections' pages all follow this list. src/schema/sources.ts is made
// from it (`npm run generate`) for the commands that must answer without loading zod; a test fails when it is out
// of date.

const byId = [{ field: 'id' }] as const;
const bySlug = [{ field: 'slug' }] as const;
const dated = ({ asOf, source }: { asOf: string; source: string }) => ({ asOf, source });

/** Every collection of data/, in the order they are loaded and reported. */
export const collections = [
  collection({
    name: 'site',
    schema: siteSchema,
    source: { kind: 'single', file: 'site.yaml' },
    siteKey: 'settings',
    catalogue: true,
    dated: (settings) => [
      { what: 'count of public charging stations', ...dated(settings.publicChargingStations), path: ['publicChargingStations'] },
    ],
  }),
  collection({
    name: 'calculators',
    schema: calculatorsSchema,
    source: { kind: 'single', file: 'calculators.yaml' },
    siteKey: 'calculators',
    catalogue: true,
    dated: calculatorFacts,
  }),
  collection({
    name: 'brand',
    schema: brandSchema,
    source: { kind: 'entries', dir: 'brands', key: 'slug' },
    siteKey: 'brands',
    order: bySlug,
    catalogue: true,
    dated: loanPartnerFacts,
    query: {
      name: 'brands',
      description: 'brands, with carCount: how many electric models each has',
      columns: ['slug', 'name', 'established', 'headquarters', 'carCount'],
    },
  }),
  collection({
    name: 'car',
    schema: carSchema,
    source: { kind: 'entries', dir: 'cars', key: 'id' },
    siteKey: 'cars',
    order: byId,
    catalogue: true,
    dated: carFacts,
    query: {
      name: 'cars',
      description:
        'cars on sale with their estimates (real-world range, cost per km, DC time), asOf (the date of the price) and priceMove (a rise since it); filters of their own, see --help',
      columns: [
        'id',
        'name',
        'brand',
        'bodyType',
        'price.min',
        'price.max',
        'range.claimedKm',
        'battery.capacityKwh',
        'rating',
        'estimates',
      ],
    },
  }),
  collection({
    name: 'recommendation',
    schema: recommendationSchema,
    source: { kind: 'list', file: 'recommendations.yaml' },
    siteKey: 'recommendations',
    carReferences: [{ field: 'car', onSale: 'recommended' }],
  }),
  collection({
    name: 'post',
    schema: postSchema,
    source: { kind: 'markdown', dir: 'posts' },
    siteKey: 'posts',
    // Newest first.
    order: [{ field: 'date', descending: true }, ...bySlug],
    query: {
      name: 'posts',
      description: 'blog posts, newest first: slug and front matter (title, category, date, tags...), without the Markdown',
      columns: ['slug', 'date', 'category', 'title'],
    },
  }),
  // Prose pages (legal pages, the maintenance guide).
  collection({ name: 'page', schema: pageSchema, source: { kind: 'markdown', dir: 'pages' }, siteKey: 'pages', order: bySlug }),
  // The Hindi twins of posts and pages, each named as its English file: their text, translated; the rest is the English's.
  collection({ name: 'post-hi', schema: postHiSchema, source: { kind: 'markdown', dir: 'posts/hi' }, siteKey: 'postsHi', order: bySlug }),
  collection({ name: 'page-hi', schema: pageHiSchema, source: { kind: 'markdown', dir: 'pages/hi' }, siteKey: 'pagesHi', order: bySlug }),
  collection({
    name: 'glossary',
    schema: glossaryTermSchema,
    source: { kind: 'list', file: 'glossary.yaml' },
    siteKey: 'glossary',
    key: { kind: 'glossary term', field: 'term', slugged: true },
    query: { name: 'glossary', description: 'glossary terms with their definitions, A to Z', columns: ['term', 'updated', 'definition'] },
  }),
  // The blog page's FAQ.
  collection({ name: 'faq', schema: faqSchema, source: { kind: 'list', file: 'faqs.yaml' }, siteKey: 'faqs' }),
  collection({
    name: 'upcoming',
    schema: upcomingCarSchema,
    source: { kind: 'list', file: 'upcoming.yaml' },
    siteKey: 'upcoming',
    order: [{ field: 'launch' }],
    key: { kind: 'upcoming car', field: 'id' },
    ranges: [{ field: 'expectedPrice', low: 'min', high: 'max' }],
    dated: (car) => [{ what: `expected price of the ${car.name}`, ...dated(car.expectedPrice), path: ['expectedPrice'] }],
    // Expected prices are what the press reports, not figures anyone confirmed.
    reported: true,
    query: {
      name: 'upcoming',
      description: 'cars not yet on sale, in launch order, with expected price, range and status',
      columns: ['id', 'name', 'brand', 'launch', 'status', 'expectedPrice.min', 'expectedPrice.max', 'expectedRangeKm'],
    },
  }),
  // Cars on sale that cannot be compared yet (too few figures confirmed), in file order.
  collection({
    name: 'also-on-sale',
    schema: alsoOnSaleSchema,
    source: { kind: 'list', file: 'also-on-sale.yaml', optional: true },
    siteKey: 'alsoOnSale',
    dated: (car) => [{ what: `status of the ${car.name}`, ...dated(car), path: [] }],
  }),
  collection({
    name: 'incentive',
    schema: stateIncentiveSchema,
    source: { kind: 'list', file: 'incentives.yaml' },
    siteKey: 'incentives',
    key: { kind: 'state', field: 'slug' },
    catalogue: true,
    dated: incentiveFacts,
    query: {
      name: 'states',
      description:
        'states of incentives.yaml, with name (= state), roadTax ({ev, petrol} in force on the build date), roadTaxNote and tariff (₹/kWh)',
      columns: ['slug', 'name', 'roadTax', 'maxRebateLakh', 'tariff', 'petrol.perLitre'],
    },
  }),
  collection({
    name: 'lender',
    schema: loanProviderSchema,
    source: { kind: 'list', file: 'lenders.yaml' },
    siteKey: 'lenders',
    key: { kind: 'lender', field: 'slug' },
    ranges: [{ field: 'rate', low: 'from', high: 'to' }],
    dated: (lender) => [{ what: `interest rate of ${lender.name}`, ...dated(lender.rate), path: ['rate'] }],
    query: {
      name: 'lenders',
      description: 'banks and finance companies that lend for EVs: interest rate, tenure, processing fee',
      columns: ['slug', 'name', 'kind', 'rate.from', 'rate.to', 'maxTenureMonths'],
    },
  }),
  collection({
    name: 'insurer',
    schema: insurerSchema,
    source: { kind: 'list', file: 'insurers.yaml' },
    siteKey: 'insurers',
    key: { kind: 'insurer', field: 'slug' },
    page: {
      path: '/ev-insurance',
      template: 'InsurancePage',
      text: 'insurance',
      image: 'money',
    },
  }),
  collection({
    name: 'emi-sample',
    schema: emiSampleSchema,
    source: { kind: 'list', file: 'emi-samples.yaml' },
    siteKey: 'emiSamples',
    carReferences: [{ field: 'car' }],
  }),
] as const;

/** The price of a car on sale and of its petrol alternative; a discontinued car's are history, and never stale. */
function carFacts(car: CarData): DatedField[] {
  if (car.status) return [];
  const price = { what: `price of the ${car.name}`, ...dated(car.price), path: ['price'] };
  if (!car.petrolAlternative) return [price];
  const alternative = car.petrolAlternative;
  return [price, { what: `price and mileage of the ${alternative.name}`, ...dated(alternative), path: ['petrolAlternative'] }];
}

/** A state's incentive policy, its purchase incentive, its electricity tariff and its petrol price. */
function incentiveFacts(state: StateIncentive): DatedField[] {
  return [
    { what: `${state.state} incentive policy`, ...dated(state), path: [] },
    ...(state.purchaseIncentive
      ? [{ what: `${state.state} purchase incentive`, ...dated(state.purchaseIncentive), path: ['purchaseIncentive'] }]
      : []),
    { what: `${state.state} electricity tariff`, ...dated(state.electricity), path: ['electricity'] },
    { what: `${state.state} petrol price`, ...dated(state.petrol), path: ['petrol'] },
  ];
}

/** The rate of each of a brand's finance partners that is not in lenders.yaml (one that is is dated there). */
function loanPartnerFacts(brand: Brand): DatedField[] {
  return brand.loanPartners.flatMap((partner, index) =>
    'lender' in partner
      ? []
      : [{ what: `rate of ${partner.name} for ${brand.name} buyers`, ...dated(partner.rate), path: ['loanPartners', index, 'rate'] }],
  );
}

/** What each dated figure of calculators.yaml is, for people, by its path. */
const CALCULATOR_FACTS = {
  taxes: { gst: 'GST rates on cars', registration: 'registration fees', centralSubsidy: 'central purchase subsidy for private cars' },
  // Burning petrol is chemistry, and its upstream CO2 and the generic car's test are studies: none of them dated.
  emissions: { gridKgCo2PerKwh: "CO2 of a kWh from India's grid", gridLossPercent: "India's transmission and distribution losses" },
  onRoad: {
    thirdParty: 'third-party insurance premiums',
    ownDamage: 'own-damage insurance estimate',
    tcs: 'TCS on cars above ₹10 lakh',
    fastag: 'FASTag fee and deposit',
  },
} as const;

/** The taxes on buying a car, the CO2 model's dated figures, public charging and on-road costs. */
function calculatorFacts(calculators: Calculators): DatedField[] {
  const group = <G extends keyof typeof CALCULATOR_FACTS>(name: G): DatedField[] =>
    Object.entries(CALCULATOR_FACTS[name]).map(([key, what]) => ({
      what,
      ...dated((calculators[name] as unknown as Record<string, { asOf: string; source: string }>)[key]!),
      path: [name, key],
    }));
  return [
    ...group('taxes'),
    ...group('emissions'),
    { what: 'public DC charging price', ...dated(calculators.publicCharging), path: ['publicCharging'] },
    ...group('onRoad'),
  ];
}
