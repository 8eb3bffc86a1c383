import type { Car } from '../../src/schema/index.ts';
import type { Crumb } from '../../src/routes/types.ts';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { CarCard } from '../components/CarCard.tsx';
import { useSite } from '../layout/site-context.ts';

export interface CarsPageProps {
  cars: readonly Car[];
  crumbs: readonly Crumb[];
}

/** The directory: every car as a card. */
export function CarsPage({ cars, crumbs }: CarsPageProps) {
  const { buildDate } = useSite();
  return (
    <div className="container page">
      <Breadcrumbs crumbs={crumbs} />
      <header className="page-header">
        <h1>Electric Cars in India {buildDate.getUTCFullYear()}</h1>
        <p className="lede">
          Every electric car on sale in India with its ex-showroom price in lakh, claimed range, battery, power and
          charging time, so you can shortlist the ones that fit your budget and your driving.
        </p>
      </header>
      <p className="result-count" role="status">
        Showing {cars.length} of {cars.length} electric cars
      </p>
      <div className="card-grid">
        {cars.map((car, index) => <CarCard key={car.id} car={car} index={index} headingLevel={2} />)}
      </div>
    </div>
  );
}
