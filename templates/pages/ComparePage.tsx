import type { Crumb } from '../../src/domain/page.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { Island } from '../islands/Island.tsx';
import type { CarCompareProps } from '../islands/CarCompare.tsx';
import { useText } from '../i18n/context.ts';

/** /compare: up to three cars side by side. */
export function ComparePage({ compare, crumbs }: { compare: CarCompareProps; crumbs: readonly Crumb[] }) {
  const text = useText().compare;
  return (
    <div className="container page">
      <PageHeader crumbs={crumbs} title={text.title}>
        {text.intro}
      </PageHeader>
      <Island name="CarCompare" hydrate="load" props={compare} />
    </div>
  );
}
