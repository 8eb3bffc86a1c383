import type { Crumb } from '../../src/domain/page.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { Island } from '../islands/Island.tsx';
import type { CarCompareProps } from '../islands/CarCompare.tsx';

/** /compare: up to three cars side by side. */
export function ComparePage({ compare, crumbs }: { compare: CarCompareProps; crumbs: readonly Crumb[] }) {
  return (
    <div className="container page">
      <PageHeader crumbs={crumbs} title="Compare electric cars">
        Put up to three cars side by side: price, range, charging, size, safety and features, with the better figure of each row marked.
      </PageHeader>
      <Island name="CarCompare" hydrate="load" props={compare} />
    </div>
  );
}
