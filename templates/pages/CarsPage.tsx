import type { Crumb } from '../../src/routes/types.ts';
import type { CarDirectoryProps } from '../islands/CarDirectory.tsx';
import { formatMonthYear } from '../../src/query/index.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { Island } from '../islands/Island.tsx';
import { useSite } from '../layout/site-context.ts';

/** A car no longer sold new: its page stays, and the directory points at it and at what replaced it. */
export interface DiscontinuedCar {
  id: string;
  name: string;
  /** The month it stopped being sold, YYYY-MM. */
  since: string;
  successor?: { id: string; name: string };
  successorName?: string;
}

export interface CarsPageProps {
  directory: Omit<CarDirectoryProps, 'showCalculate'>;
  /** Shown under the last page of the directory. */
  discontinued: readonly DiscontinuedCar[];
  crumbs: readonly Crumb[];
}

/** The directory page: every car, with filters, sorting and comparing. */
export function CarsPage({ directory, discontinued, crumbs }: CarsPageProps) {
  const { buildDate, paths } = useSite();
  return (
    <div className="container page">
      <PageHeader crumbs={crumbs} title={`Electric Cars in India ${buildDate.getUTCFullYear()}`}>
          Every electric car on sale in India with its ex-showroom price in lakh, claimed range, battery, power and
          charging time, so you can shortlist the ones that fit your budget and your driving.
      </PageHeader>
      <Island name="CarDirectory" hydrate="load" props={{ ...directory, showCalculate: paths.has('/calculator') }} />
      {discontinued.length > 0 && (
        <section className="section section--flush" aria-labelledby="discontinued-title">
          <h2 id="discontinued-title">No longer on sale</h2>
          <p className="muted">Their pages stay for owners and for buyers of used cars; they are left out of the list above.</p>
          <ul className="discontinued-list">
            {discontinued.map((car) => (
              <li key={car.id}>
                <a href={`/cars/${car.id}`}>{car.name}</a>: discontinued in {formatMonthYear(new Date(`${car.since}-01T00:00:00Z`))}
                {car.successor ? (
                  <>, replaced by the <a href={`/cars/${car.successor.id}`}>{car.successor.name}</a></>
                ) : car.successorName ? (
                  <>, replaced by the {car.successorName}</>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
