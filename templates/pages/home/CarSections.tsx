// The home page's cars: our picks, each brand's line-up, what we would buy, and what is coming.
import { formatPriceRange } from '../../../src/domain/format.ts';
import type { Brand, Car, Recommendation } from '../../../src/schema/index.ts';
import { CarArt } from '../../components/CarArt.tsx';
import { Icon } from '../../components/Icon.tsx';
import { MoreLink } from '../../components/MoreLink.tsx';
import { Stars } from '../../components/Stars.tsx';
import { TickList } from '../../components/TickList.tsx';
import { Island } from '../../islands/Island.tsx';
import type { TopCarsProps } from '../../islands/TopCars.tsx';
import type { UpcomingCard } from '../../islands/UpcomingLaunches.tsx';
import { useHasPage } from '../../layout/site-context.ts';
import { fill, useText } from '../../i18n/context.ts';
import { SectionHeading } from '../../components/SectionHeading.tsx';
import { HomeSection } from './HomeSection.tsx';

/** A brand's card on the home page: the brand and its cars. */
export interface Showcase {
  brand: Brand;
  cars: readonly Pick<Car, 'id' | 'name' | 'price'>[];
}

/** A car we would buy, with why, and the car itself. */
export type RecommendedCar = Recommendation & {
  carData: Pick<Car, 'id' | 'name' | 'image' | 'bodyType' | 'price' | 'rating' | 'scoreCriteria'>;
};

/** Our picks, the TopCars widget, and the way to the directory. */
export function TopCarsSection({ topCars }: { topCars: TopCarsProps }) {
  const text = useText();
  return (
    <HomeSection id="top-evs">
      <SectionHeading id="top-evs-title" eyebrow={text.home.topCarsEyebrow} title={text.home.topCarsTitle}>
        {text.home.topCarsLede}
        <a href="/find">{text.home.topCarsFinderLink}</a>
        {text.home.topCarsFinderAfter}
      </SectionHeading>
      <Island name="TopCars" props={topCars} />
      <MoreLink href="/cars" label={text.home.seeAllCars} />
    </HomeSection>
  );
}

/** Each brand with its cars and their prices, linked to the brand's page. */
export function BrandShowcases({ showcases }: { showcases: readonly Showcase[] }) {
  const text = useText();
  return (
    <HomeSection id="brands">
      <SectionHeading id="brands-title" eyebrow={text.home.brandsEyebrow} title={text.home.brandsTitle}>
        {text.home.brandsLede}
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
              {fill(text.home.allBrandEvs, { brand: brand.name })} <Icon name="arrowRight" size={16} />
            </a>
          </article>
        ))}
      </div>
    </HomeSection>
  );
}

/** The cars we would buy today: why, and what they save. */
export function Recommendations({ items }: { items: readonly RecommendedCar[] }) {
  const text = useText();
  return (
    <HomeSection id="recommendations-section" titleId="recommendations-title" tinted>
      <SectionHeading id="recommendations-title" eyebrow={text.home.recommendationsEyebrow} title={text.home.recommendationsTitle}>
        {text.home.recommendationsLede}
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
              <TickList items={item.reasons} />
            </div>
          </article>
        ))}
      </div>
    </HomeSection>
  );
}

/** Launches expected soon, with a way to hear when they arrive; nothing when none is expected. */
export function UpcomingSection({ cars }: { cars: readonly UpcomingCard[] }) {
  const hasPage = useHasPage();
  const text = useText();
  if (cars.length === 0) return null;
  return (
    <HomeSection id="upcoming">
      <SectionHeading id="upcoming-title" eyebrow={text.home.upcomingEyebrow} title={text.home.upcomingTitle}>
        {text.home.upcomingLede}
      </SectionHeading>
      <Island name="UpcomingLaunches" props={{ cars }} />
      {hasPage('/upcoming') && <MoreLink href="/upcoming" label={text.home.allUpcoming} />}
    </HomeSection>
  );
}
