import type { Crumb } from '../../src/domain/page.ts';
import type { AlsoOnSale } from '../../src/schema/index.ts';
import type { CarDirectoryProps } from '../islands/CarDirectory.tsx';
import { formatMonthYear } from '../../src/domain/index.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { Verified } from '../components/Verified.tsx';
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
  /** Cars on sale that cannot be compared yet; shown under the last page of the directory. */
  alsoOnSale: readonly (AlsoOnSale & { brandName?: string | undefined })[];
  crumbs: readonly Crumb[];
}

/** The directory page: every car, with filters, sorting and comparing. */
export function CarsPage({ directory, discontinued, alsoOnSale, crumbs }: CarsPageProps) {
  const { buildDate, paths } = useSite();
  return (
    <div className="container page">
      <PageHeader crumbs={crumbs} title={`Electric Cars in India ${buildDate.getUTCFullYear()}`}>
        Every electric car on sale in India with its ex-showroom price in lakh, claimed range, battery, power and charging time, so you can
        shortlist the ones that fit your budget and your driving. Or <a href="/find">let the finder shortlist them</a> from your daily
        distance, longest trip, charging and on-road budget.
      </PageHeader>
      <Island name="CarDirectory" hydrate="load" props={{ ...directory, showCalculate: paths.has('/calculator') }} />
      {alsoOnSale.length > 0 && (
        <section className="section section--flush" aria-labelledby="also-on-sale-title">
          <h2 id="also-on-sale-title">Also on sale, not compared yet</h2>
          <p className="muted">
            These are sold in India too, but too few of their figures are confirmed by a source we could check to compare them fairly with
            the cars above. Here is what is confirmed.
          </p>
          <ul className="also-on-sale">
            {alsoOnSale.map((car) => (
              <li key={car.name}>
                <h3>{car.name}</h3>
                <p className="muted">
                  On sale since {formatMonthYear(new Date(`${car.since}-01T00:00:00Z`))}
                  {car.brand && car.brandName ? (
                    <>
                      {' · '}
                      <a href={`/brands/${car.brand}`}>{car.brandName}</a>
                    </>
                  ) : null}
                </p>
                <p>{car.confirmed}</p>
                <p className="muted">Not confirmed yet: {car.notConfirmed}.</p>
                <p>
                  <Verified asOf={car.asOf} source={car.source} />
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
      {discontinued.length > 0 && (
        <section className="section section--flush" aria-labelledby="discontinued-title">
          <h2 id="discontinued-title">No longer on sale</h2>
          <p className="muted">Their pages stay for owners and for buyers of used cars; they are left out of the list above.</p>
          <ul className="discontinued-list">
            {discontinued.map((car) => (
              <li key={car.id}>
                <a href={`/cars/${car.id}`}>{car.name}</a>: discontinued in {formatMonthYear(new Date(`${car.since}-01T00:00:00Z`))}
                {car.successor ? (
                  <>
                    , replaced by the <a href={`/cars/${car.successor.id}`}>{car.successor.name}</a>
                  </>
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
