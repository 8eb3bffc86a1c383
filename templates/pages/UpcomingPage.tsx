import type { Crumb } from '../../src/domain/page.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { Island } from '../islands/Island.tsx';
import type { UpcomingDetail } from '../islands/UpcomingBrowser.tsx';
import { useText } from '../i18n/context.ts';

/** /upcoming: electric cars expected in India. */
export function UpcomingPage({ cars, title, crumbs }: { cars: readonly UpcomingDetail[]; title: string; crumbs: readonly Crumb[] }) {
  const text = useText();
  return (
    <div className="container page">
      <PageHeader crumbs={crumbs} title={title}>
        {text.content.upcomingLede}
      </PageHeader>
      <Island name="UpcomingBrowser" hydrate="load" props={{ cars }} />
      <Island name="Toaster" hydrate="idle" props={{}} />
    </div>
  );
}
