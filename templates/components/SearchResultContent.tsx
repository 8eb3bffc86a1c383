import type { SearchEntry } from '../../src/domain/index.ts';

/** What a search result shows, in the dialog and on the search page: a car's picture, the title and its line. */
export function SearchResultContent({ entry }: { entry: SearchEntry }) {
  return (
    <>
      {entry.image && <img src={`/${entry.image}`} alt="" width={64} height={36} loading="lazy" />}
      <span className="search-result__name">{entry.title}</span>
      <span className="search-result__meta">{entry.meta}</span>
    </>
  );
}
