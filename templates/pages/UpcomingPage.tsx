import type { Crumb } from '../../src/domain/page.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { Island } from '../islands/Island.tsx';
import type { UpcomingDetail } from '../islands/UpcomingBrowser.tsx';

/** /upcoming: electric cars expected in India. */
export function UpcomingPage({ cars, title, crumbs }: { cars: readonly UpcomingDetail[]; title: string; crumbs: readonly Crumb[] }) {
  return (
    <div className="container page">
      <PageHeader crumbs={crumbs} title={title}>
        The electric cars expected in India, with what is known so far: expected price, range, battery and where each one is on its way to
        showrooms.
      </PageHeader>
      <Island name="UpcomingBrowser" hydrate="load" props={{ cars }} />
      <Island name="Toaster" hydrate="idle" props={{}} />
    </div>
  );
}
