import { startTransition, useEffect, useId, useState } from 'react';
import { matchesSearch, type CarSummary } from '../../src/domain/cars.ts';
import { formatPriceRange, formatRange } from '../../src/domain/format.ts';
import { searchSite, type SearchEntry } from '../../src/domain/search.ts';
import { useOptionalIndex } from './use-index.ts';
import { Icon } from '../components/Icon.tsx';
import { SearchForm, SearchInput } from '../components/SearchControls.tsx';
import { comboboxKeys, ResultList, useSearchDialog, type ResultGroup, type SearchDialog } from './search-dialog.tsx';
import { useHref, useText } from '../i18n/context.ts';

/** A car as the search dialog lists it. */
export interface SearchItem {
  id: string;
  name: string;
  brandName: string;
  /** "₹12.49 - 17.19 Lakh". */
  price: string;
  /** "489 km". */
  range: string;
  image: string;
  /** The car's and its maker's names as Hindi readers type them (नेक्सॉन, टाटा): search finds it by them. */
  searchNames?: readonly string[];
}

/** Runs `work` in a task after the next frame has been painted. */
const afterPaint = (work: () => void) => requestAnimationFrame(() => setTimeout(work, 0));

/** With an empty query the dialog lists this many cars. */
const DEFAULT_COUNT = 6;

export interface HeroSearchProps {
  cars: readonly SearchItem[];
  indexUrl?: string;
  /** The site search index (every car, post, glossary term and guide), fetched when the dialog first opens. */
  searchUrl?: string;
  brandNames: Readonly<Record<string, string>>;
}

const carRow = (car: SearchItem): SearchEntry => ({
  kind: 'car',
  title: car.name,
  meta: `${car.brandName} · ${car.price} · ${car.range}`,
  url: `/cars/${car.id}`,
  keywords: '',
  image: car.image,
});

/** What the dialog lists for a query, grouped by kind, and what to say while the cars it needs are loading. */
function useResults({ cars, indexUrl, searchUrl, brandNames }: HeroSearchProps, opened: boolean, query: string) {
  // A large catalogue is not carried inline: its index is fetched the first time the dialog opens.
  const index = useOptionalIndex<CarSummary>(indexUrl, opened);
  const site = useOptionalIndex<SearchEntry>(searchUrl, opened);
  const text = useText();
  const all: readonly SearchItem[] =
    indexUrl && index.items
      ? index.items.map((car) => ({
          id: car.id,
          name: car.name,
          brandName: brandNames[car.brand] ?? car.brand,
          ...(car.searchNames ? { searchNames: car.searchNames } : {}),
          price: car.status ? text.home.noLongerSold : formatPriceRange(car.price),
          range: formatRange(car),
          image: car.image,
        }))
      : cars;
  // With the site index loaded, a query finds every kind of page, grouped; before that (or without it), cars.
  const groups: ResultGroup[] =
    query.trim() === ''
      ? [{ kind: 'car', entries: cars.slice(0, DEFAULT_COUNT).map(carRow) }]
      : searchUrl && site.items
        ? searchSite(site.items, query)
        : [
            {
              kind: 'car' as const,
              entries: all.filter((car) => matchesSearch(query, car.name, car.brandName, ...(car.searchNames ?? []))).map(carRow),
            },
          ].filter((group) => group.entries.length > 0);
  const loading = query.trim() !== '' && indexUrl && !index.items ? (index.failed ? text.home.carsNotLoaded : text.home.loadingCars) : null;
  return [groups, loading] as const;
}

/** The box in the hero: a plain search form until hydrated, then the opener of the dialog. */
function HeroSearchForm({ enhanced, dialog }: { enhanced: boolean; dialog: SearchDialog }) {
  const { open } = dialog;
  const text = useText();
  return (
    <SearchForm
      className="hero-search"
      action="/cars"
      onSubmit={(event) => {
        if (enhanced) {
          event.preventDefault();
          open(dialog.opener.current?.value);
        }
      }}
    >
      <label htmlFor="hero-search-input" className="visually-hidden">
        {text.common.carSearchPrompt}
      </label>
      <Icon name="search" />
      <input
        ref={dialog.opener}
        id="hero-search-input"
        name="search"
        type="search"
        placeholder={text.common.carSearchPlaceholder}
        autoComplete="off"
        readOnly={enhanced}
        aria-haspopup={enhanced ? 'dialog' : undefined}
        onFocus={
          enhanced ? (event) => (dialog.dialog.current?.contains(event.relatedTarget as Node | null) ? undefined : open()) : undefined
        }
        onClick={enhanced ? () => open() : undefined}
      />
      <button type="submit" className="button button--primary">
        {text.home.search}
      </button>
    </SearchForm>
  );
}

/**
 * The hero's search box. Before hydration it is a plain search form for /cars?search=...; once hydrated it is
 * read-only and opens the 'Search Electric Cars' dialog (modal: focus stays inside and Esc closes it), whose
 * results respond to the arrow keys and Enter; focus returns to the box on close.
 */
export function HeroSearch(props: HeroSearchProps) {
  const to = useHref();
  const text = useText();
  const [enhanced, setEnhanced] = useState(false);
  const [opened, setOpened] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const titleId = useId();

  const [groups, loading] = useResults(props, opened, query);
  const results = groups.flatMap((group) => group.entries);
  const activeIndex = Math.min(active, Math.max(0, results.length - 1));
  // The dialog opens at once with its query. Fetching the full indexes (and what they list) waits until the open
  // dialog has been painted, and then renders as a transition, so the tap that opened it is answered in one frame.
  // (State set to what it already holds can still cost a render of the whole dialog, so only a change is set.)
  const dialog = useSearchDialog((seed) => {
    if (seed !== query) setQuery(seed);
    if (active) setActive(0);
    afterPaint(() => startTransition(() => setOpened(true)));
  });

  // Until hydrated the box is a plain search field. Once hydrated, the (closed) dialog is rendered; then text typed
  // in the box before that (or the focus) moves into the dialog at once.
  useEffect(() => setEnhanced(true), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the dialog is there; `dialog` is new on every render
  useEffect(() => {
    const box = dialog.opener.current;
    if (!enhanced || !box || (box.value.trim() === '' && document.activeElement !== box)) return;
    dialog.open(box.value);
    box.value = '';
  }, [enhanced]);

  /** Opens a result's page, closing the dialog first (so going back does not find it open). */
  const go = (url: string) => {
    dialog.close();
    window.location.assign(to(url));
  };

  const onKeyDown = comboboxKeys(results, activeIndex, setActive, go);

  return (
    <>
      <HeroSearchForm enhanced={enhanced} dialog={dialog} />

      {enhanced && (
        <div role="dialog" aria-modal="true" className="search-dialog" aria-labelledby={titleId} {...dialog.props}>
          <div className="search-dialog__panel">
            <header className="search-dialog__header">
              <h2 id={titleId}>{text.home.searchTitle}</h2>
              <button type="button" className="icon-button" aria-label={text.home.closeSearch} onClick={dialog.close}>
                <Icon name="close" />
              </button>
            </header>
            <SearchInput
              ref={dialog.input}
              type="text"
              role="combobox"
              aria-label={text.common.carSearchPrompt}
              aria-expanded="true"
              aria-controls={listId}
              aria-activedescendant={results.length > 0 ? `${listId}-${activeIndex}` : undefined}
              aria-autocomplete="list"
              placeholder={text.common.carSearchPlaceholder}
              autoComplete="off"
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setActive(0);
              }}
              onKeyDown={onKeyDown}
            />
            {loading ? (
              <p className="search-empty" role="status">
                {loading}
              </p>
            ) : results.length > 0 ? (
              <ResultList
                listId={listId}
                groups={groups}
                results={results}
                activeIndex={activeIndex}
                onPick={go}
                onHover={setActive}
                pictures={opened}
              />
            ) : (
              <div id={listId} className="search-empty" role="status">
                <p className="search-empty__title">{text.home.noCarsFound}</p>
                <p>{text.home.tryDifferentSearch}</p>
              </div>
            )}
            <a className="button button--ghost button--block" href={to('/cars')}>
              {text.home.viewAllCars}
            </a>
          </div>
        </div>
      )}
    </>
  );
}
