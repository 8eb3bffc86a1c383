import type { Crumb } from '../../src/domain/page.ts';
import type { AlsoOnSale } from '../../src/schema/index.ts';
import type { CarDirectoryProps } from '../islands/CarDirectory.tsx';
import { formatMonthYear } from '../../src/domain/format.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { Verified } from '../components/Verified.tsx';
import { Island } from '../islands/Island.tsx';
import { useSite } from '../layout/site-context.ts';
import { fill, useText } from '../i18n/context.ts';

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
  const text = useText();
  return (
    <div className="container page">
      <PageHeader crumbs={crumbs} title={fill(text.directory.pageTitle, { year: buildDate.getUTCFullYear() })}>
        {text.directory.pageLede}
        <a href="/find">{text.directory.pageLedeFinderLink}</a>
        {text.directory.pageLedeAfter}
      </PageHeader>
      <Island name="CarDirectory" hydrate="load" props={{ ...directory, showCalculate: paths.has('/calculator') }} />
      {alsoOnSale.length > 0 && (
        <section className="section section--flush" aria-labelledby="also-on-sale-title">
          <h2 id="also-on-sale-title">{text.directory.alsoOnSaleTitle}</h2>
          <p className="muted">{text.directory.alsoOnSaleText}</p>
          <ul className="also-on-sale">
            {alsoOnSale.map((car) => (
              <li key={car.name}>
                <h3>{car.name}</h3>
                <p className="muted">
                  {fill(text.directory.onSaleSince, { month: formatMonthYear(new Date(`${car.since}-01T00:00:00Z`)) })}
                  {car.brand && car.brandName ? (
                    <>
                      {' · '}
                      <a href={`/brands/${car.brand}`}>{car.brandName}</a>
                    </>
                  ) : null}
                </p>
                <p>{car.confirmed}</p>
                <p className="muted">{fill(text.directory.notConfirmedYet, { items: car.notConfirmed })}</p>
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
          <h2 id="discontinued-title">{text.directory.discontinuedTitle}</h2>
          <p className="muted">{text.directory.discontinuedText}</p>
          <ul className="discontinued-list">
            {discontinued.map((car) => (
              <li key={car.id}>
                <a href={`/cars/${car.id}`}>{car.name}</a>
                {fill(text.directory.discontinuedIn, { month: formatMonthYear(new Date(`${car.since}-01T00:00:00Z`)) })}
                {car.successor ? (
                  <>
                    {text.directory.replacedByBefore}
                    <a href={`/cars/${car.successor.id}`}>{car.successor.name}</a>
                    {text.directory.replacedByAfter}
                  </>
                ) : car.successorName ? (
                  fill(text.directory.replacedByName, { name: car.successorName })
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
