import type { Crumb } from '../../src/routes/types.ts';
import type { CarDirectoryProps } from '../islands/CarDirectory.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { Island } from '../islands/Island.tsx';
import { useSite } from '../layout/site-context.ts';

export interface CarsPageProps {
  directory: Omit<CarDirectoryProps, 'showCalculate'>;
  crumbs: readonly Crumb[];
}

/** The directory page: every car, with filters, sorting and comparing. */
export function CarsPage({ directory, crumbs }: CarsPageProps) {
  const { buildDate, paths } = useSite();
  return (
    <div className="container page">
      <PageHeader crumbs={crumbs} title={`Electric Cars in India ${buildDate.getUTCFullYear()}`}>
          Every electric car on sale in India with its ex-showroom price in lakh, claimed range, battery, power and
          charging time, so you can shortlist the ones that fit your budget and your driving.
      </PageHeader>
      <Island name="CarDirectory" hydrate="load" props={{ ...directory, showCalculate: paths.has('/calculator') }} />
    </div>
  );
}
