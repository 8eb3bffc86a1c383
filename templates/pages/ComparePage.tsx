import type { Crumb } from '../../src/routes/types.ts';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { Island } from '../islands/Island.tsx';
import type { CarCompareProps } from '../islands/CarCompare.tsx';

export interface ComparePageProps {
  compare: CarCompareProps;
  crumbs: readonly Crumb[];
}

/** /compare: up to three cars side by side. */
export function ComparePage({ compare, crumbs }: ComparePageProps) {
  return (
    <div className="container page">
      <Breadcrumbs crumbs={crumbs} />
      <header className="page-header">
        <h1>Compare electric cars</h1>
        <p className="lede">
          Put up to three cars side by side: price, range, charging, size, safety and features, with the better figure
          of each row marked.
        </p>
      </header>
      <Island name="CarCompare" hydrate="load" props={compare} />
    </div>
  );
}
