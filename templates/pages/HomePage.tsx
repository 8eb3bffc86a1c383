import type { Calculators } from '../../src/schema/index.ts';
import type { FinanceTabsProps } from '../islands/FinanceTabs.tsx';
import type { IncentiveEstimatorProps } from '../islands/IncentiveEstimator.tsx';
import { Island } from '../islands/Island.tsx';
import type { TopCarsProps } from '../islands/TopCars.tsx';
import type { UpcomingCard } from '../islands/UpcomingLaunches.tsx';
import {
  BrandShowcases,
  type RecommendedCar,
  Recommendations,
  type Showcase,
  TopCarsSection,
  UpcomingSection,
} from './home/CarSections.tsx';
import { EvStrip, Hero, type HeroProps } from './home/Hero.tsx';
import { GlossaryTeaser, type HomeTeasers, MaintenanceTeaser, NewsletterSection, NewsSection } from './home/ReadingSections.tsx';
import {
  FinanceSection,
  IncentivesSection,
  SavingsSection,
  SustainabilitySection,
  type WhyElectric,
  WhyElectricSection,
} from './home/SwitchingSections.tsx';

export interface HomePageProps extends HeroProps {
  teasers: HomeTeasers;
  topCars: TopCarsProps;
  recommendations: readonly RecommendedCar[];
  showcases: readonly Showcase[];
  upcoming: readonly UpcomingCard[];
  calculators: Calculators;
  incentives: IncentiveEstimatorProps;
  finance: FinanceTabsProps;
  whyElectric: WhyElectric;
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
  freshness,
}: HomePageProps) {
  return (
    <>
      <EvStrip />
      <Hero stats={stats} search={search} lastVerified={lastVerified} freshness={freshness} />
      <TopCarsSection topCars={topCars} />
      <BrandShowcases showcases={showcases} />
      <Recommendations items={recommendations} />
      <NewsSection featured={teasers.featured} latest={teasers.latest} />
      <GlossaryTeaser glossary={teasers.glossary} />
      <UpcomingSection cars={upcoming} />
      <WhyElectricSection whyElectric={whyElectric} />
      <SavingsSection calculators={calculators} />
      <FinanceSection finance={finance} />
      <SustainabilitySection calculators={calculators} />
      <MaintenanceTeaser maintenance={teasers.maintenance} />
      <IncentivesSection incentives={incentives} />
      <NewsletterSection />
      <Island name="Toaster" hydrate="idle" props={{}} />
    </>
  );
}
