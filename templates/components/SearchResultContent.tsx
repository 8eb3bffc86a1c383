import type { SearchEntry } from '../../src/domain/search.ts';

/**
 * What a search result shows, in the dialog and on the search page: a car's picture, the title and its line. Without
 * `picture`, the picture's place is kept but nothing is fetched (a dialog not yet opened).
 */
export function SearchResultContent({ entry, picture = true }: { entry: SearchEntry; picture?: boolean }) {
  return (
    <>
      {entry.image && <img src={picture ? `/${entry.image}` : undefined} alt="" width={64} height={36} loading="lazy" />}
      <span className="search-result__name" lang={entry.titleLang}>
        {entry.title}
      </span>
      <span className="search-result__meta" lang={entry.metaLang}>
        {entry.meta}
      </span>
    </>
  );
}
