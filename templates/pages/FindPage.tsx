import type { Crumb } from '../../src/domain/page.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import type { FinderProps } from '../islands/Finder.tsx';
import { Island } from '../islands/Island.tsx';
import { useText } from '../i18n/context.ts';

/** /find: which electric car fits a buyer, from their distances, charging, state, budget and priorities. */
export function FindPage({ crumbs, finder }: { crumbs: readonly Crumb[]; finder: FinderProps }) {
  const text = useText().finder;
  return (
    <div className="container page">
      <PageHeader crumbs={crumbs} title={text.title}>
        {text.intro}
      </PageHeader>
      <Island name="Finder" hydrate="load" props={finder} />
    </div>
  );
}
