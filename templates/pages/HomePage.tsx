import type { Brand, Calculators, Car, Recommendation } from '../../src/schema/index.ts';
import { formatLakh, formatMonthYear, formatNumber, formatPriceRange } from '../../src/query/index.ts';
import { CarArt } from '../components/CarArt.tsx';
import { Icon, type IconName } from '../components/Icon.tsx';
import { SectionHeading } from '../components/SectionHeading.tsx';
import { Stars } from '../components/Stars.tsx';
import { Island } from '../islands/Island.tsx';
import type { FinanceTabsProps } from '../islands/FinanceTabs.tsx';
import type { SearchItem } from '../islands/HeroSearch.tsx';
import type { IncentiveEstimatorProps } from '../islands/IncentiveEstimator.tsx';
import type { TopCarsProps } from '../islands/TopCars.tsx';
import type { UpcomingCard } from '../islands/UpcomingLaunches.tsx';
import { useHasPage, useSite } from '../layout/site-context.ts';

export interface HomePageProps {
  search: readonly SearchItem[];
  topCars: TopCarsProps;
  recommendations: readonly (Recommendation & { carData: Car })[];
  showcases: readonly { brand: Brand; cars: readonly Car[] }[];
  upcoming: readonly UpcomingCard[];
  calculators: Calculators;
  incentives: Omit<IncentiveEstimatorProps, 'constants'>;
  finance: FinanceTabsProps;
  stats: { cars: number; brands: number; maxRangeKm: number; minPriceLakh: number };
}

function Hero({ stats, search }: Pick<HomePageProps, 'stats' | 'search'>) {
  const { buildDate } = useSite();
  const hasPage = useHasPage();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <p className="eyebrow eyebrow--on-dark">Updated {formatMonthYear(buildDate)}</p>
        <h1 id="hero-title" className="hero__title">
          Find the right electric car for India, <span className="hero__accent">{formatMonthYear(buildDate)}</span>
        </h1>
        <p className="hero__lede">
          Compare every electric car on sale by price in lakh, real range, charging and running cost, then work out
          what switching would save you.
        </p>
        <Island name="HeroSearch" hydrate="idle" props={{ cars: search }} />
        <div className="hero__actions">
          <a className="button button--light" href="/cars">Find Your EV <Icon name="arrowRight" size={18} /></a>
          {hasPage('/calculator') && <a className="button button--outline-light" href="/#calculator">Calculate Savings</a>}
        </div>
        <dl className="hero__stats">
          <div><dt>EVs compared</dt><dd>{stats.cars}</dd></div>
          <div><dt>Brands</dt><dd>{stats.brands}</dd></div>
          <div><dt>Longest claimed range</dt><dd>{formatNumber(stats.maxRangeKm)} km</dd></div>
          <div><dt>Prices from</dt><dd>₹{formatLakh(stats.minPriceLakh)} Lakh</dd></div>
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
                <h3><a href={`/cars/${item.carData.id}`}>{item.carData.name}</a></h3>
                <p className="recommendation__price">{formatPriceRange(item.carData.price)}</p>
                <Stars rating={item.carData.rating} />
                <p className="recommendation__savings"><Icon name="rupee" size={16} /> {item.savings}</p>
                <ul className="ticks">
                  {item.reasons.map((reason) => (
                    <li key={reason}><Icon name="check" size={16} /> {reason}</li>
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
                <h3><a href={`/brands/${brand.slug}`}>{brand.name}</a></h3>
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

const benefits: { icon: IconName; title: string; text: string }[] = [
  { icon: 'rupee', title: 'Up to 80% lower fuel cost', text: 'Charging at home costs about ₹1.5 to ₹2 a km, against ₹6 to ₹8 a km for petrol.' },
  { icon: 'charge', title: '10,000+ public charging points', text: 'Fast chargers now line the main highways and most city malls and fuel stations.' },
  { icon: 'shield', title: '5% GST, not 28%', text: 'EVs carry the lowest GST rate, and many states waive road tax and registration fees.' },
  { icon: 'battery', title: '8-year battery warranty', text: 'Most makers cover the battery for 8 years or 1,60,000 km; some for life for the first owner.' },
];

/** The home page: search, top cars, picks, launches, savings, brands, finance, impact, incentives, newsletter. */
export function HomePage({ search, topCars, recommendations, showcases, upcoming, calculators, incentives, finance, stats }: HomePageProps) {
  const { settings } = useSite();
  return (
    <>
      <Hero stats={stats} search={search} />

      <section className="section" id="top-evs" aria-labelledby="top-evs-title">
        <div className="container">
          <SectionHeading id="top-evs-title" eyebrow="Our picks" title="Top electric cars in India">
            The cars we would shortlist first, across budgets from city hatchbacks to luxury SUVs.
          </SectionHeading>
          <Island name="TopCars" props={topCars} />
          <p className="section__more"><a className="button button--ghost" href="/cars">See all electric cars <Icon name="arrowRight" size={18} /></a></p>
        </div>
      </section>

      <Recommendations items={recommendations} />

      {upcoming.length > 0 && (
        <section className="section" id="upcoming" aria-labelledby="upcoming-title">
          <div className="container">
            <SectionHeading id="upcoming-title" eyebrow="Coming soon" title="Upcoming electric cars">
              Launches expected in India, with what is known so far. Leave your e-mail to hear when they arrive.
            </SectionHeading>
            <Island name="UpcomingLaunches" props={{ cars: upcoming }} />
          </div>
        </section>
      )}

      <section className="section section--tinted" id="benefits" aria-labelledby="benefits-title">
        <div className="container">
          <SectionHeading id="benefits-title" eyebrow="Why electric" title="What an EV gives you" />
          <ul className="benefits">
            {benefits.map((benefit) => (
              <li key={benefit.title} className="benefit">
                <span className="benefit__icon"><Icon name={benefit.icon} /></span>
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
          <Island name="SavingsCalculator" props={{ constants: calculators.savings, phone: settings.phone, headingLevel: 3 }} />
        </div>
      </section>

      <BrandShowcases showcases={showcases} />

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
          <Island name="EnvironmentalCalculator" props={{ constants: calculators.environmental }} />
        </div>
      </section>

      <section className="section section--tinted" id="incentives" aria-labelledby="incentives-title">
        <div className="container">
          <SectionHeading id="incentives-title" eyebrow="Incentives" title="Government benefits for EV buyers" />
          <ul className="benefits benefits--compact">
            <li className="benefit"><h3>Subsidy up to ₹1.5 Lakh</h3><p>Under FAME III, ₹10,000 per kWh of battery for cars.</p></li>
            <li className="benefit"><h3>GST {calculators.incentives.gstEvPercent}% vs {calculators.incentives.gstPetrolPercent}%</h3><p>EVs pay the lowest GST rate.</p></li>
            <li className="benefit"><h3>Section 80EEB: ₹{formatLakh(calculators.incentives.section80eebLakh)} Lakh</h3><p>Income-tax deduction on EV loan interest (loans sanctioned up to 31 March 2023).</p></li>
            <li className="benefit"><h3>Road tax waivers</h3><p>Many states waive road tax and registration fees on EVs.</p></li>
          </ul>
          <Island name="IncentiveEstimator" props={{ ...incentives, constants: calculators.incentives }} />
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
