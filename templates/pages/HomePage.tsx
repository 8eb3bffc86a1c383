import { GLOSSARY_PATH } from '../../src/domain/nav.ts';
import type { Brand, Calculators, Car, Recommendation } from '../../src/schema/index.ts';
import { environmentalModel, formatLakh, formatMonthYear, formatNumber, formatPriceRange, type Taxes } from '../../src/domain/index.ts';
import type { ReactNode } from 'react';
import { Verified } from '../components/Verified.tsx';
import { CarArt } from '../components/CarArt.tsx';
import { Icon, type IconName } from '../components/Icon.tsx';
import { SectionHeading } from '../components/SectionHeading.tsx';
import { Stars } from '../components/Stars.tsx';
import { Island } from '../islands/Island.tsx';
import type { FinanceTabsProps } from '../islands/FinanceTabs.tsx';
import type { HeroSearchProps } from '../islands/HeroSearch.tsx';
import type { IncentiveEstimatorProps } from '../islands/IncentiveEstimator.tsx';
import type { TopCarsProps } from '../islands/TopCars.tsx';
import type { UpcomingCard } from '../islands/UpcomingLaunches.tsx';
import type { PostCard } from '../islands/BlogList.tsx';
import { LETTERS } from '../../src/domain/index.ts';
import { useHasPage, useSite } from '../layout/site-context.ts';
import { BuyingBenefits } from '../components/BuyingBenefits.tsx';

/** What the home page shows of the blog, the glossary and the maintenance guide. */
export interface HomeTeasers {
  featured?: PostCard;
  latest: readonly PostCard[];
  glossary: { count: number; updatedLabel: string; letters: readonly string[] };
  maintenance?: { title: string; sections: readonly string[] };
}

export interface HomePageProps {
  teasers: HomeTeasers;
  search: HeroSearchProps;
  topCars: TopCarsProps;
  recommendations: readonly (Recommendation & { carData: Car })[];
  showcases: readonly { brand: Brand; cars: readonly Car[] }[];
  upcoming: readonly UpcomingCard[];
  calculators: Calculators;
  incentives: IncentiveEstimatorProps;
  finance: FinanceTabsProps;
  stats: { cars: number; brands: number; maxRangeKm: number; minPriceLakh: number };
  whyElectric: WhyElectric;
  /** The day the newest fact was verified, YYYY-MM-DD: the hero's "Updated". */
  lastVerified: string;
}

function Hero({ stats, search, lastVerified }: Pick<HomePageProps, 'stats' | 'search' | 'lastVerified'>) {
  const { buildDate } = useSite();
  const hasPage = useHasPage();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <p className="eyebrow eyebrow--on-dark">Facts verified up to {formatMonthYear(new Date(`${lastVerified}T00:00:00Z`))}</p>
        <h1 id="hero-title" className="hero__title">
          Find the right electric car for India, <span className="hero__accent">{formatMonthYear(buildDate)}</span>
        </h1>
        <p className="hero__lede">
          Compare every electric car on sale by price in lakh, real range, charging and running cost, then work out what switching would
          save you.
        </p>
        <Island name="HeroSearch" hydrate="idle" props={search} />
        <div className="hero__actions">
          <a className="button button--light" href="/cars">
            Find Your EV <Icon name="arrowRight" size={18} />
          </a>
          {hasPage('/calculator') && (
            <a className="button button--outline-light" href="/#calculator">
              Calculate Savings
            </a>
          )}
        </div>
        <dl className="hero__stats">
          <div>
            <dt>EVs compared</dt>
            <dd>{stats.cars}</dd>
          </div>
          <div>
            <dt>Brands</dt>
            <dd>{stats.brands}</dd>
          </div>
          <div>
            <dt>Longest claimed range</dt>
            <dd>{formatNumber(stats.maxRangeKm)} km</dd>
          </div>
          <div>
            <dt>Prices from</dt>
            <dd>₹{formatLakh(stats.minPriceLakh)} Lakh</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}

function Recommendations({ items }: { items: HomePageProps['recommendations'] }) {
  return (
    <section className="section section--tinted" id="recommendations-section" aria-labelledby="recommendations-title">
      <div className="container">
        <SectionHeading id="recommendations-title" eyebrow="Expert recommendations" title="If we were buying today">
          Two cars that stand out for what they give for the money.
        </SectionHeading>
        <div className="recommendations">
          {items.map((item) => (
            <article key={item.category} className="recommendation">
              <CarArt car={item.carData} className="car-art recommendation__art" />
              <div className="recommendation__body">
                <p className="badge badge--primary">{item.category}</p>
                <h3>
                  <a href={`/cars/${item.carData.id}`}>{item.carData.name}</a>
                </h3>
                <p className="recommendation__price">{formatPriceRange(item.carData.price)}</p>
                <Stars rating={item.carData.rating} criteria={item.carData.scoreCriteria} />
                <p className="recommendation__savings">
                  <Icon name="rupee" size={16} /> {item.savings}
                </p>
                <ul className="ticks">
                  {item.reasons.map((reason) => (
                    <li key={reason}>
                      <Icon name="check" size={16} /> {reason}
                    </li>
                  ))}
                </ul>
              </div>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}

function BrandShowcases({ showcases }: Pick<HomePageProps, 'showcases'>) {
  return (
    <section className="section" id="brands" aria-labelledby="brands-title">
      <div className="container">
        <SectionHeading id="brands-title" eyebrow="Brands" title="Electric cars by brand">
          Who sells what in India, and where each maker is strongest.
        </SectionHeading>
        <div className="showcases">
          {showcases.map(({ brand, cars }) => (
            <article key={brand.slug} className="showcase">
              <header className="showcase__header">
                <img src={`/${brand.logo}`} alt="" width={120} height={32} className="showcase__logo" loading="lazy" />
                <h3>
                  <a href={`/brands/${brand.slug}`}>{brand.name}</a>
                </h3>
              </header>
              <ul className="showcase__cars">
                {cars.map((car) => (
                  <li key={car.id}>
                    <a href={`/cars/${car.id}`}>{car.name}</a>
                    <span>{formatPriceRange(car.price)}</span>
                  </li>
                ))}
              </ul>
              <a className="showcase__more" href={`/brands/${brand.slug}`}>
                All {brand.name} EVs <Icon name="arrowRight" size={16} />
              </a>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}

/** The figures of the home page's case for electric, all from the data (see whyElectric in src/routes/home.ts). */
export interface WhyElectric {
  evPerKm: { min: number; max: number; tariff: number };
  petrol: { perKm: number; price: number; mileage: number };
  chargers: { count: number; asOf: string; source: string };
  gst: Taxes['gst'];
  warranty: { years: number; cars: number; of: number };
}

/** The four reasons, in words, from their figures. */
function benefitsOf({ evPerKm, petrol, chargers, gst, warranty }: WhyElectric): { icon: IconName; title: string; text: ReactNode }[] {
  const rupees = (value: number) => `₹${value.toFixed(2)}`;
  return [
    {
      icon: 'rupee',
      title: `${rupees(evPerKm.min)} to ${rupees(evPerKm.max)} a km`,
      text: `What the cars here cost to run, charged at home at ₹${evPerKm.tariff} a kWh, against ${rupees(petrol.perKm)} a km for a ${petrol.mileage} km/L petrol car at ₹${petrol.price} a litre.`,
    },
    {
      icon: 'charge',
      title: `${formatNumber(chargers.count)} public charging stations`,
      text: (
        <>
          The latest official count across India: <Verified asOf={chargers.asOf} source={chargers.source} />
        </>
      ),
    },
    {
      icon: 'shield',
      title: `${gst.evPercent}% GST, not ${gst.petrolSmallPercent}% or ${gst.petrolLargePercent}%`,
      text: 'Electric cars carry the lowest GST rate; most states also waive their road tax and every state the registration fee.',
    },
    {
      icon: 'battery',
      title: `${warranty.years}-year battery warranty`,
      text: `${warranty.cars} of the ${warranty.of} cars here whose warranty we have confirmed cover the battery for at least ${warranty.years} years.`,
    },
  ];
}

/** A decorative strip with a car driving across, from 500 ms after load; still for reduced motion (CSS). */
function EvStrip() {
  return (
    <div className="ev-strip" aria-hidden="true">
      {/* biome-ignore lint/a11y/noSvgWithoutTitle: decorative, inside the aria-hidden strip; a <title> would change the HTML */}
      <svg className="ev-strip__car" viewBox="0 0 120 40" width="120" height="40">
        <path d="M8 28v-8l10-10h46l18 10h22l8 8v0a4 4 0 0 1-4 4H12a4 4 0 0 1-4-4z" fill="currentColor" />
        <path d="M24 12h18v8H18zM46 12h16l14 8H46z" fill="#dbeafe" />
        <circle cx="30" cy="32" r="7" fill="#1f2937" />
        <circle cx="90" cy="32" r="7" fill="#1f2937" />
        <path d="M104 16l4-6h-3l3-6" stroke="#fbbf24" strokeWidth="2" fill="none" />
      </svg>
    </div>
  );
}

function PostTeaser({ post, large = false }: { post: PostCard; large?: boolean }) {
  return (
    <article className={large ? 'post-card post-card--large' : 'post-card'}>
      <img className="post-card__image" src={`/${post.image}`} alt="" width={640} height={320} loading="lazy" />
      <div className="post-card__body">
        <p className="post-card__meta">
          <span className="badge badge--primary">{post.category}</span>
          {post.featured && <span className="badge badge--accent">Featured</span>}
        </p>
        <h3 className="post-card__title">
          <a href={`/blog/${post.slug}`}>{post.title}</a>
        </h3>
        {large && <p className="post-card__excerpt">{post.excerpt}</p>}
        <p className="post-card__footer">
          <span>
            {post.dateLabel} · {post.readTime}
          </span>
        </p>
      </div>
    </article>
  );
}

/** The home page, section by section; every section is fed from data/. */
export function HomePage({
  teasers,
  search,
  topCars,
  recommendations,
  showcases,
  upcoming,
  calculators,
  incentives,
  finance,
  stats,
  whyElectric,
  lastVerified,
}: HomePageProps) {
  const { settings } = useSite();
  const hasPage = useHasPage();
  return (
    <>
      <EvStrip />
      <Hero stats={stats} search={search} lastVerified={lastVerified} />

      <section className="section" id="top-evs" aria-labelledby="top-evs-title">
        <div className="container">
          <SectionHeading id="top-evs-title" eyebrow="Our picks" title="Top electric cars in India">
            The cars we would shortlist first, across budgets from city hatchbacks to luxury SUVs.
          </SectionHeading>
          <Island name="TopCars" props={topCars} />
          <p className="section__more">
            <a className="button button--ghost" href="/cars">
              See all electric cars <Icon name="arrowRight" size={18} />
            </a>
          </p>
        </div>
      </section>

      <BrandShowcases showcases={showcases} />

      <Recommendations items={recommendations} />

      {(teasers.featured || teasers.latest.length > 0) && (
        <section className="section" id="news" aria-labelledby="news-title">
          <div className="container">
            <SectionHeading id="news-title" eyebrow="News and guides" title="Read before you buy">
              Buying guides, cost comparisons, charging and finance, written for Indian buyers.
            </SectionHeading>
            <div className="news-grid">
              {teasers.featured && <PostTeaser post={teasers.featured} large />}
              <div className="news-grid__list">
                {teasers.latest.map((post) => (
                  <PostTeaser key={post.slug} post={post} />
                ))}
              </div>
            </div>
            <p className="section__more">
              <a className="button button--ghost" href="/blog">
                All articles <Icon name="arrowRight" size={18} />
              </a>
            </p>
          </div>
        </section>
      )}

      {teasers.glossary.count > 0 && (
        <section className="section section--tinted" id="glossary" aria-labelledby="glossary-title">
          <div className="container glossary-teaser">
            <div>
              <SectionHeading id="glossary-title" eyebrow="EV glossary" title="Know the words before the showroom">
                {teasers.glossary.count} terms from AC charging to the wall box, in plain English. Updated {teasers.glossary.updatedLabel}.
              </SectionHeading>
              <a className="button button--primary" href={GLOSSARY_PATH}>
                Open the glossary
              </a>
            </div>
            <nav aria-label="Glossary by letter" className="letter-bar letter-bar--links">
              {LETTERS.map((letter) =>
                teasers.glossary.letters.includes(letter) ? (
                  <a
                    key={letter}
                    className={letter === 'E' ? 'letter-bar__letter is-current' : 'letter-bar__letter'}
                    href={`${GLOSSARY_PATH}?letter=${letter}`}
                    aria-label={`Terms starting with ${letter}`}
                  >
                    {letter}
                  </a>
                ) : (
                  <span key={letter} className="letter-bar__letter is-empty" aria-hidden="true">
                    {letter}
                  </span>
                ),
              )}
            </nav>
          </div>
        </section>
      )}

      {upcoming.length > 0 && (
        <section className="section" id="upcoming" aria-labelledby="upcoming-title">
          <div className="container">
            <SectionHeading id="upcoming-title" eyebrow="Coming soon" title="Upcoming electric cars">
              Launches expected in India, with what is known so far. Leave your e-mail to hear when they arrive.
            </SectionHeading>
            <Island name="UpcomingLaunches" props={{ cars: upcoming }} />
            {hasPage('/upcoming') && (
              <p className="section__more">
                <a className="button button--ghost" href="/upcoming">
                  All upcoming launches <Icon name="arrowRight" size={18} />
                </a>
              </p>
            )}
          </div>
        </section>
      )}

      <section className="section section--tinted" id="benefits" aria-labelledby="benefits-title">
        <div className="container">
          <SectionHeading id="benefits-title" eyebrow="Why electric" title="What an EV gives you" />
          <ul className="benefits">
            {benefitsOf(whyElectric).map((benefit) => (
              <li key={benefit.title} className="benefit">
                <span className="benefit__icon">
                  <Icon name={benefit.icon} />
                </span>
                <h3>{benefit.title}</h3>
                <p>{benefit.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" id="calculator" aria-labelledby="calculator-title">
        <div className="container">
          <SectionHeading id="calculator-title" eyebrow="Savings calculator" title="How much would you save?">
            Move the sliders to your own driving and prices.
          </SectionHeading>
          <Island
            name="SavingsCalculator"
            props={{ constants: calculators.savings, emissions: calculators.emissions, phone: settings.phone, headingLevel: 3 }}
          />
        </div>
      </section>

      <section className="section section--tinted" id="finance" aria-labelledby="finance-title">
        <div className="container">
          <SectionHeading id="finance-title" eyebrow="Loans and insurance" title="Paying for it and covering it" />
          <Island name="FinanceTabs" props={finance} />
        </div>
      </section>

      <section className="section" id="sustainability" aria-labelledby="sustainability-title">
        <div className="container">
          <SectionHeading id="sustainability-title" eyebrow="Sustainability" title="Your impact on the air">
            What a year of electric driving spares, at your distance and prices.
          </SectionHeading>
          <Island name="EnvironmentalCalculator" props={{ constants: calculators.environmental, model: environmentalModel(calculators) }} />
        </div>
      </section>

      {teasers.maintenance && (
        <section className="section section--tinted" id="maintenance" aria-labelledby="maintenance-title">
          <div className="container maintenance-teaser">
            <SectionHeading id="maintenance-title" eyebrow="Ownership" title="Looking after an EV">
              Fewer moving parts, fewer bills, but the battery, tyres and software still need care. Our guide covers:
            </SectionHeading>
            <ul className="chips chips--large">
              {teasers.maintenance.sections.map((section) => (
                <li key={section} className="chip">
                  {section}
                </li>
              ))}
            </ul>
            <p>
              <a className="button button--primary" href="/ev-maintenance-guide">
                Read the {teasers.maintenance.title}
              </a>
            </p>
          </div>
        </section>
      )}

      <section className="section" id="incentives" aria-labelledby="incentives-title">
        <div className="container">
          <SectionHeading id="incentives-title" eyebrow="Incentives" title="Government benefits for EV buyers" />
          <BuyingBenefits taxes={incentives.taxes} states={incentives.states} />
          <Island name="IncentiveEstimator" props={incentives} />
          {hasPage('/ev-incentives') && (
            <p className="section__more">
              <a className="button button--ghost" href="/ev-incentives">
                Incentives by state <Icon name="arrowRight" size={18} />
              </a>
            </p>
          )}
        </div>
      </section>

      <section className="section newsletter" aria-labelledby="newsletter-title">
        <div className="container newsletter__inner">
          <div>
            <h2 id="newsletter-title">Get EV news and buying guides</h2>
            <p>One e-mail a month: new launches, price changes and the cars worth a test drive.</p>
          </div>
          <Island name="Newsletter" props={{}} />
        </div>
      </section>
      <Island name="Toaster" hydrate="idle" props={{}} />
    </>
  );
}
