import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  formatPriceRange,
  formatRange,
  matchesSearch,
  searchKindLabels,
  searchSite,
  type CarSummary,
  type SearchEntry,
  type SearchKind,
} from '../../src/domain/index.ts';
import { useIndex } from './use-index.ts';
import { Icon } from '../components/Icon.tsx';
import { SearchResultContent } from '../components/SearchResultContent.tsx';

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
}

/** With an empty query the dialog lists this many cars. */
const DEFAULT_COUNT = 6;

/**
 * The hero's search box. Before hydration it is a plain search form for /cars?search=...; once hydrated it is
 * read-only and opens the 'Search Electric Cars' dialog (a modal <dialog>, so focus stays inside and Esc closes
 * it), whose results respond to the arrow keys and Enter; focus returns to the box on close.
 */
export interface HeroSearchProps {
  cars: readonly SearchItem[];
  indexUrl?: string;
  /** The site search index (every car, post, glossary term and guide), fetched when the dialog first opens. */
  searchUrl?: string;
  brandNames: Readonly<Record<string, string>>;
}

export function HeroSearch({ cars, indexUrl, searchUrl, brandNames }: HeroSearchProps) {
  const [enhanced, setEnhanced] = useState(false);
  const [opened, setOpened] = useState(false);
  // A large catalogue is not carried inline: its index is fetched the first time the dialog opens.
  const index = useIndex<CarSummary>(indexUrl ?? '', opened && !!indexUrl, indexUrl ? undefined : []);
  const all: readonly SearchItem[] =
    indexUrl && index.items
      ? index.items.map((car) => ({
          id: car.id,
          name: car.name,
          brandName: brandNames[car.brand] ?? car.brand,
          price: formatPriceRange(car.price),
          range: formatRange(car),
          image: car.image,
        }))
      : cars;
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLInputElement>(null);
  const input = useRef<HTMLInputElement>(null);
  // Closing a modal dialog gives focus back to the box; that focus must not open the dialog again. It is
  // recognised by where it comes from (inside the dialog) or by following a close at once.
  const closedAt = useRef(-Infinity);
  const listId = useId();
  const titleId = useId();
  useEffect(() => setEnhanced(true), []);

  const site = useIndex<SearchEntry>(searchUrl ?? '', opened && !!searchUrl, searchUrl ? undefined : []);
  const carRow = (car: SearchItem): SearchEntry => ({
    kind: 'car',
    title: car.name,
    meta: `${car.brandName} · ${car.price} · ${car.range}`,
    url: `/cars/${car.id}`,
    keywords: '',
    image: car.image,
  });
  // With the site index loaded, a query finds every kind of page, grouped; before that (or without it), cars.
  const groups: { kind: SearchKind; entries: SearchEntry[] }[] =
    query.trim() === ''
      ? [{ kind: 'car', entries: cars.slice(0, DEFAULT_COUNT).map(carRow) }]
      : searchUrl && site.items
        ? searchSite(site.items, query)
        : [{ kind: 'car' as const, entries: all.filter((car) => matchesSearch(query, car.name, car.brandName)).map(carRow) }].filter(
            (group) => group.entries.length > 0,
          );
  const results = groups.flatMap((group) => group.entries);
  const activeIndex = Math.min(active, Math.max(0, results.length - 1));

  const open = () => {
    if (dialog.current?.open || performance.now() - closedAt.current < 500) return;
    setQuery('');
    setActive(0);
    setOpened(true);
    dialog.current?.showModal();
    input.current?.focus();
  };
  const close = () => {
    closedAt.current = performance.now();
    dialog.current?.close();
  };

  /** Opens a result's page, closing the dialog first (so going back does not find it open). */
  const go = (url: string) => {
    close();
    window.location.assign(url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      // A search field with text would only clear itself on Escape; the dialog should close at once.
      event.preventDefault();
      close();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + results.length) % results.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const result = results[activeIndex];
      if (result) go(result.url);
    }
  };

  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: role=search on the form is the established search landmark; a <search> element would change the HTML */}
      <form
        className="hero-search"
        action="/cars"
        method="get"
        role="search"
        onSubmit={(event) => {
          if (enhanced) {
            event.preventDefault();
            open();
          }
        }}
      >
        <label htmlFor="hero-search-input" className="visually-hidden">
          Search by car name or brand
        </label>
        <Icon name="search" />
        <input
          ref={opener}
          id="hero-search-input"
          name="search"
          type="search"
          placeholder="Search by car name or brand..."
          autoComplete="off"
          readOnly={enhanced}
          aria-haspopup={enhanced ? 'dialog' : undefined}
          onFocus={enhanced ? (event) => (dialog.current?.contains(event.relatedTarget as Node | null) ? undefined : open()) : undefined}
          onClick={enhanced ? open : undefined}
        />
        <button type="submit" className="button button--primary">
          Search
        </button>
      </form>

      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the click is on the backdrop; from the keyboard, Esc (the dialog's cancel) and the Close search button close it */}
      <dialog
        ref={dialog}
        className="search-dialog"
        aria-labelledby={titleId}
        onCancel={() => {
          closedAt.current = performance.now();
        }}
        onClose={() => {
          closedAt.current = performance.now();
          opener.current?.focus();
        }}
        onClick={(event) => {
          if (event.target === dialog.current) close();
        }}
      >
        <div className="search-dialog__panel">
          <header className="search-dialog__header">
            <h2 id={titleId}>Search Electric Cars</h2>
            <button type="button" className="icon-button" aria-label="Close search" onClick={close}>
              <Icon name="close" />
            </button>
          </header>
          <div className="input-with-icon">
            <Icon name="search" size={18} />
            <input
              ref={input}
              type="text"
              role="combobox"
              aria-label="Search by car name or brand"
              aria-expanded="true"
              aria-controls={listId}
              aria-activedescendant={results.length > 0 ? `${listId}-${activeIndex}` : undefined}
              aria-autocomplete="list"
              placeholder="Search by car name or brand..."
              autoComplete="off"
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setActive(0);
              }}
              onKeyDown={onKeyDown}
            />
          </div>
          {query.trim() !== '' && indexUrl && !index.items ? (
            <p className="search-empty" role="status">
              {index.failed ? 'The list of cars could not be loaded.' : 'Loading every car...'}
            </p>
          ) : results.length > 0 ? (
            <div id={listId} role="listbox" aria-label="Results" className="search-results">
              {groups.map((group) => (
                // biome-ignore lint/a11y/useSemanticElements: a group of options inside the listbox (ARIA listbox pattern), where a <fieldset> has no place
                <ul key={group.kind} role="group" aria-label={searchKindLabels[group.kind]} className="search-group">
                  {groups.length > 1 && (
                    <li role="presentation" className="search-group__label" aria-hidden="true">
                      {searchKindLabels[group.kind]}
                    </li>
                  )}
                  {group.entries.map((entry) => {
                    const index = results.indexOf(entry);
                    return (
                      // An option may not contain a link (nested-interactive), so the row itself navigates.
                      // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: combobox with aria-activedescendant: focus stays in the input, whose arrow keys and Enter (onKeyDown) choose and open a result; the click is for the pointer
                      <li
                        key={entry.url}
                        id={`${listId}-${index}`}
                        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an option of the results listbox (ARIA combobox pattern); another element would change the HTML
                        role="option"
                        aria-selected={index === activeIndex}
                        className={`search-result${entry.image ? '' : ' search-result--text'}`}
                        onClick={() => go(entry.url)}
                        onMouseEnter={() => setActive(index)}
                      >
                        <SearchResultContent entry={entry} />
                      </li>
                    );
                  })}
                </ul>
              ))}
            </div>
          ) : (
            <div id={listId} className="search-empty" role="status">
              <p className="search-empty__title">No cars found</p>
              <p>Try a different search term</p>
            </div>
          )}
          <a className="button button--ghost button--block" href="/cars">
            View All Electric Cars
          </a>
        </div>
      </dialog>
    </>
  );
}
