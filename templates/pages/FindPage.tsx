import type { Crumb } from '../../src/domain/page.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import type { FinderProps } from '../islands/Finder.tsx';
import { Island } from '../islands/Island.tsx';

/** /find: which electric car fits a buyer, from their distances, charging, state, budget and priorities. */
export function FindPage({ crumbs, finder }: { crumbs: readonly Crumb[]; finder: FinderProps }) {
  return (
    <div className="container page">
      <PageHeader crumbs={crumbs} title="Which electric car fits you?">
        Tell us how you drive, where you charge and what you can spend on the road. Every variant of every car on sale is checked against
        it: those that fit are ranked with the numbers behind them, and the rest say what rules them out.
      </PageHeader>
      <Island name="Finder" hydrate="load" props={finder} />
    </div>
  );
}
