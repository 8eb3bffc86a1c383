import type { Crumb } from '../../src/domain/page.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { Island } from '../islands/Island.tsx';
import type { SiteSearchProps } from '../islands/SiteSearch.tsx';
import { useText } from '../i18n/context.ts';

/** /search: the whole site's search, reached from the search link in every page's header. */
export function SearchPage({ search, crumbs }: { search: SiteSearchProps; crumbs: readonly Crumb[] }) {
  const text = useText();
  return (
    <div className="container page">
      <PageHeader crumbs={crumbs} title={text.content.searchTitle}>
        {text.content.searchLede}
      </PageHeader>
      <Island name="SiteSearch" hydrate="load" props={search} />
    </div>
  );
}
