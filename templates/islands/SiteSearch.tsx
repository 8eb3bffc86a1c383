import { useEffect, useRef, useState } from 'react';
import { searchSite, type SearchEntry, type SearchKind } from '../../src/domain/search.ts';
import { asksOfCars, readSearchQuery } from '../../src/domain/search-query.ts';
import { formatLakhPrice } from '../../src/domain/format.ts';
import { onRoadOptions } from '../../src/domain/directory.ts';
import { SearchForm, SearchInput, searchResultClass } from '../components/SearchControls.tsx';
import { SearchResultContent } from '../components/SearchResultContent.tsx';
import { useIndex } from './use-index.ts';
import { fill, useHref, useText } from '../i18n/context.ts';
import type { Text } from '../i18n/en.ts';

export interface SiteSearchProps {
  /** The site search index (every car, post, glossary term and guide), fetched when the page hydrates. */
  searchUrl: string;
  /** How many things of each kind the index holds, for the line under the box. */
  counts: Readonly<Record<SearchKind, number>>;
}

type Groups = ReturnType<typeof searchSite>;

/** "19 cars, 10 articles, 69 glossary terms and 4 guides". */
function describeCounts(text: Text, counts: Readonly<Record<SearchKind, number>>): string {
  const { content } = text;
  const nouns: Record<SearchKind, [string, string]> = {
    car: [content.carOne, content.carOther],
    post: [content.articleOne, content.articleOther],
    glossary: [content.glossaryTermOne, content.glossaryTermOther],
    guide: [content.guideOne, content.guideOther],
  };
  const parts = (Object.keys(nouns) as SearchKind[])
    .filter((kind) => counts[kind] > 0)
    .map((kind) => fill(nouns[kind][counts[kind] === 1 ? 0 : 1], { count: counts[kind] }));
  return parts.length > 1
    ? `${parts.slice(0, -1).join(content.listComma)}${content.listAnd}${parts.at(-1)}`
    : (parts[0] ?? content.searchNothingYet);
}

/** The line under the box: what can be searched, how the loading goes, or how much was found. */
function searchStatus(
  text: Text,
  query: string,
  groups: Groups,
  index: { items: unknown; failed: boolean },
  counts: SiteSearchProps['counts'],
) {
  const { content } = text;
  const found = groups.reduce((sum, group) => sum + group.entries.length, 0);
  // A failed load is said at once, not only when the visitor has typed.
  return index.failed
    ? content.searchFailed
    : query.trim() === ''
      ? fill(content.searchWhat, { what: describeCounts(text, counts) })
      : !index.items
        ? content.searchLoading
        : found === 0
          ? fill(content.searchNothing, { query: query.trim() })
          : fill(found === 1 ? content.resultOne : content.resultOther, { count: found, query: query.trim() });
}

/**
 * How the search read a query about cars, so the visitor sees what the list answers: "Cars up to ₹15.00 Lakh
 * ex-showroom, with a sunroof on at least one variant, cheapest first." After a price, a link to the directory's
 * on-road budget nearest it (not above), since a buyer's budget is usually on-road, and that differs by state.
 */
function QueryReading({ query }: { query: string }) {
  const to = useHref();
  const { content } = useText();
  const read = readSearchQuery(query);
  if (!asksOfCars(read)) return null;
  // The directory's on-road budget nearest the price asked, without going over it.
  const onRoad = read.maxLakh === undefined ? undefined : onRoadOptions.findLast((option) => option.maxOnRoad <= read.maxLakh!);
  const parts = [
    read.maxLakh !== undefined && fill(content.searchReadUnder, { price: formatLakhPrice(read.maxLakh) }),
    read.seats !== undefined && fill(content.searchReadSeats, { count: read.seats }),
    read.feature && fill(content.searchReadFeature, { feature: content.searchReadFeatures[read.feature] }),
    (read.cheapest || read.maxLakh !== undefined) && content.searchReadCheapest,
  ].filter(Boolean);
  return (
    <p className="site-search__reading muted small">
      {fill(content.searchReading, { what: parts.join(content.listComma) })}
      {onRoad && (
        <>
          {` ${content.searchOnRoad} `}
          <a href={to(`/cars?on-road=${onRoad.value}`)}>{fill(content.searchOnRoadLink, { price: formatLakhPrice(onRoad.maxOnRoad) })}</a>
        </>
      )}
    </p>
  );
}

/**
 * The query, which lives in the URL (`/search?q=...`): read on load and on back and forward, and written as it is
 * typed (replacing the entry, so back leaves the page). The box takes focus on load.
 */
function useUrlQuery() {
  const to = useHref();
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const fromUrl = () => setQuery(new URLSearchParams(window.location.search).get('q') ?? '');
    fromUrl();
    input.current?.focus();
    window.addEventListener('popstate', fromUrl);
    return () => window.removeEventListener('popstate', fromUrl);
  }, []);

  const change = (next: string) => {
    setQuery(next);
    const url = to(next.trim() === '' ? '/search' : `/search?q=${encodeURIComponent(next.trim())}`);
    window.history.replaceState(null, '', url);
  };
  return { query, change, input };
}

/** The results, a section of links for each kind of page. */
function ResultGroups({ groups }: { groups: Groups }) {
  const to = useHref();
  const text = useText();
  return groups.map((group) => (
    <section key={group.kind} className="site-search__group" aria-labelledby={`search-${group.kind}`}>
      <h2 id={`search-${group.kind}`}>
        {text.common.searchKinds[group.kind]} <span className="site-search__count">{group.entries.length}</span>
      </h2>
      <ul className="site-search__list">
        {group.entries.map((entry) => (
          <li key={entry.url}>
            <a href={to(entry.url)} className={searchResultClass(entry)}>
              <SearchResultContent entry={entry} />
            </a>
          </li>
        ))}
      </ul>
    </section>
  ));
}

/**
 * The /search page: one box over the whole site, results grouped by kind as plain links. The query lives in the
 * URL (`/search?q=fast+charging`), so a search can be shared and the header's search link lands here on every
 * page without that page shipping any JavaScript.
 */
export function SiteSearch({ searchUrl, counts }: SiteSearchProps) {
  const to = useHref();
  const text = useText();
  const { query, change, input } = useUrlQuery();
  const index = useIndex<SearchEntry>(searchUrl, true, undefined);
  const groups = index.items ? searchSite(index.items, query, Infinity) : [];

  return (
    <div className="site-search">
      {/* Without JavaScript a search could only reload this page, so the box and its status give way to the note below. */}
      <SearchForm className="site-search__form needs-script" action="/search" label={text.content.searchLandmark}>
        <label htmlFor="site-search-input" className="visually-hidden">
          {text.content.searchBoxLabel}
        </label>
        <SearchInput
          ref={input}
          id="site-search-input"
          name="q"
          type="search"
          placeholder={text.content.searchPlaceholder}
          autoComplete="off"
          value={query}
          onChange={(event) => change(event.target.value)}
        />
      </SearchForm>
      <p className="site-search__status needs-script" role="status">
        {searchStatus(text, query, groups, index, counts)}
      </p>
      <QueryReading query={query} />
      <noscript>
        <p className="site-search__status">
          {text.content.noscriptStart}
          <a href={to('/cars')}>{text.content.carDirectory}</a>
          {text.content.noscriptComma}
          <a href={to('/blog')}>{text.content.blog}</a>
          {text.content.noscriptAnd}
          <a href={to('/ev-glossary')}>{text.content.glossary}</a>
          {text.content.noscriptEnd}
        </p>
      </noscript>
      <ResultGroups groups={groups} />
    </div>
  );
}
