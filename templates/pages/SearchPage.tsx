import type { Crumb } from '../../src/domain/page.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { Island } from '../islands/Island.tsx';
import type { SiteSearchProps } from '../islands/SiteSearch.tsx';

/** /search: the whole site's search, reached from the search link in every page's header. */
export function SearchPage({ search, crumbs }: { search: SiteSearchProps; crumbs: readonly Crumb[] }) {
  return (
    <div className="container page">
      <PageHeader crumbs={crumbs} title="Search">
        Find a car, an article, a term from the glossary or a guide.
      </PageHeader>
      <Island name="SiteSearch" hydrate="load" props={search} />
    </div>
  );
}
