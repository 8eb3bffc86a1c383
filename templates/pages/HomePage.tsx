import type { Brand, Car, Recommendation } from '../../src/schema/index.ts';
import { formatLakh, formatMonthYear, formatNumber, formatPriceRange } from '../../src/query/index.ts';
import { CarArt } from '../components/CarArt.tsx';
import { CompactCarCard } from '../components/CompactCarCard.tsx';
import { Icon } from '../components/Icon.tsx';
import { SectionHeading } from '../components/SectionHeading.tsx';
import { Stars } from '../components/Stars.tsx';
import { useHasPage, useSite } from '../layout/site-context.ts';

export interface HomePageProps {
  /** The cars flagged `featured`, best rated first. */
  topCars: readonly Car[];
  recommendations: readonly (Recommendation & { carData: Car })[];
  showcases: readonly { brand: Brand; cars: readonly Car[] }[];
  stats: { cars: number; brands: number; maxRangeKm: number; minPriceLakh: number };
}

function Hero({ stats }: Pick<HomePageProps, 'stats'>) {
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
        <form className="hero-search" action="/cars" method="get" role="search">
          <label htmlFor="hero-search-input" className="visually-hidden">Search by car name or brand</label>
          <Icon name="search" />
          <input id="hero-search-input" name="search" type="search" placeholder="Search by car name or brand..." autoComplete="off" />
          <button type="submit" className="button button--primary">Search</button>
        </form>
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

function TopCars({ cars }: { cars: readonly Car[] }) {
  return (
    <section className="section" id="top-evs" aria-labelledby="top-evs-title">
      <div className="container">
        <SectionHeading id="top-evs-title" eyebrow="Our picks" title="Top electric cars in India">
          The cars we would shortlist first, across budgets from city hatchbacks to luxury SUVs.
        </SectionHeading>
        <p className="count-badge">{cars.length} cars found</p>
        <div className="card-grid card-grid--compact">
          {cars.map((car) => <CompactCarCard key={car.id} car={car} />)}
        </div>
        <p className="section__more"><a className="button button--ghost" href="/cars">See all electric cars <Icon name="arrowRight" size={18} /></a></p>
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

/** The home page: hero, top cars, recommendations and brand showcases. */
export function HomePage({ topCars, recommendations, showcases, stats }: HomePageProps) {
  return (
    <>
      <Hero stats={stats} />
      <TopCars cars={topCars} />
      <Recommendations items={recommendations} />
      <BrandShowcases showcases={showcases} />
    </>
  );
}
