import { useRef, type KeyboardEvent } from 'react';
import type { SearchEntry, SearchKind } from '../../src/domain/search.ts';
import { searchResultClass } from '../components/SearchControls.tsx';
import { SearchResultContent } from '../components/SearchResultContent.tsx';
import { useText } from '../i18n/context.ts';
import type { Text } from '../i18n/en.ts';

/** Results of one kind of page. */
export type ResultGroup = { kind: SearchKind; entries: SearchEntry[] };

/** Each kind of page's name, as a group of the results. */
const kindLabels = ({ home }: Text): Record<SearchKind, string> => ({
  car: home.kindCar,
  post: home.kindPost,
  glossary: home.kindGlossary,
  guide: home.kindGuide,
});

/** What Tab moves between inside the dialog. */
const FOCUSABLE = 'a[href], button:not(:disabled), input:not(:disabled)';

/** Set on the dialog while it is open (by this hook, not by React: see useSearchDialog). */
const OPEN_ATTRIBUTE = 'data-open';

/**
 * A modal dialog opened from a box on the page: `open` shows it (focus on its `input`), with `seed` as the query
 * (what was typed in the box), and `close` closes it, giving focus back to the box; that focus must not open the
 * dialog again. It is recognised by where it comes from (inside the dialog) or by following a close at once.
 *
 * Opening must answer a tap within 100 ms on a slow phone, so it changes as little as possible. The dialog (a
 * `role="dialog"` `aria-modal` element, `props` spread on it) is rendered once the island has hydrated, closed:
 * laid out and painted in a layer of its own, but transparent, `inert` and `aria-hidden`. Opening lifts those, so
 * the dialog's contents are restyled but the page is neither laid out nor painted again; closing puts them back.
 * React renders the closed state (the same attribute values on every render, which React therefore never writes
 * again) and this hook alone changes it afterwards, so a re-render of the results never closes it.
 *
 * It is modal by its own means: it covers the page (so a pointer reaches nothing behind it, and a press and release
 * outside the panel closes it), it is `aria-modal`, Tab and Shift+Tab go round its controls, focus moved behind it
 * comes back, and Esc closes it wherever focus is. The page behind is not made inert, so a screen reader that
 * ignores `aria-modal` can still read it. A <dialog> opened with showModal() would make it inert, but restyling a
 * long page for that, then laying out and painting the dialog, took 144-160 ms of the tap at 4x CPU throttling.
 */
export function useSearchDialog(onOpen: (seed: string) => void) {
  const dialog = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLInputElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const closedAt = useRef(-Infinity);
  const isOpen = () => dialog.current?.hasAttribute(OPEN_ATTRIBUTE) ?? false;
  // Where the last press on the dialog began: a click on the overlay closes it only if the press began there too
  // (a text selection dragged out of the input ends with a click on the overlay).
  const pressedOn = useRef<EventTarget | null>(null);
  const open = (seed = '') => {
    const element = dialog.current;
    if (!element || performance.now() - closedAt.current < 500) return;
    if (isOpen()) {
      input.current?.focus();
      return;
    }
    onOpen(seed);
    element.inert = false;
    element.removeAttribute('aria-hidden');
    element.setAttribute(OPEN_ATTRIBUTE, '');
    input.current?.focus();
    document.addEventListener('focusin', guard.current);
    document.addEventListener('keydown', guard.current);
  };
  const close = () => {
    const element = dialog.current;
    if (!element || !isOpen()) return;
    document.removeEventListener('focusin', guard.current);
    document.removeEventListener('keydown', guard.current);
    closedAt.current = performance.now();
    element.removeAttribute(OPEN_ATTRIBUTE);
    element.setAttribute('aria-hidden', 'true');
    element.inert = true;
    opener.current?.focus();
  };
  // While open, focus that lands behind the dialog (the page is not inert) is brought back to its input, and Esc
  // closes it wherever focus is (a click on the panel's text leaves focus on the body). The listener is kept in a
  // ref, so the one `close` removes is the one `open` added; the first render's is kept, and the `close` it calls
  // touches only refs, so it is as good as any later render's.
  const guard = useRef((event: Event) => {
    if (event instanceof KeyboardEvent) {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      close();
    } else if (!dialog.current?.contains(event.target as Node | null)) input.current?.focus();
  });
  // The dialog element's own attributes and events. A click on the dialog element itself is one on the backdrop,
  // outside the panel; Tab wraps round the panel's controls.
  const props = {
    ref: dialog,
    'aria-hidden': true,
    inert: true,
    onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
      if (event.key !== 'Tab' || !dialog.current) return;
      const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const edge = event.shiftKey ? focusable[0] : focusable.at(-1);
      if (edge && document.activeElement === edge) {
        event.preventDefault();
        (event.shiftKey ? focusable.at(-1) : focusable[0])?.focus();
      }
    },
    onPointerDown: (event: { target: EventTarget }) => {
      pressedOn.current = event.target;
    },
    onClick: (event: { target: unknown }) => {
      if (event.target === dialog.current && pressedOn.current === dialog.current) close();
    },
  } as const;
  return { dialog, opener, input, open, close, props };
}

export type SearchDialog = ReturnType<typeof useSearchDialog>;

/**
 * The combobox's keys: the arrows move the active result round the list, and Enter opens it. (Escape is the
 * dialog's own key: see useSearchDialog.)
 */
export const comboboxKeys =
  (results: readonly SearchEntry[], activeIndex: number, setActive: (index: number) => void, go: (url: string) => void) =>
  (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
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

/**
 * The results listbox, a group of options for each kind of page; the active option is the one Enter opens. Without
 * `pictures`, the results' pictures are not fetched yet: a closed dialog is rendered (see useSearchDialog), and lazy
 * images in it would load, transparent as it is.
 */
export function ResultList({
  listId,
  groups,
  results,
  activeIndex,
  onPick,
  onHover,
  pictures,
}: {
  listId: string;
  groups: readonly ResultGroup[];
  results: readonly SearchEntry[];
  activeIndex: number;
  onPick: (url: string) => void;
  onHover: (index: number) => void;
  pictures: boolean;
}) {
  const text = useText();
  const labels = kindLabels(text);
  return (
    <div id={listId} role="listbox" aria-label={text.home.results} className="search-results">
      {groups.map((group) => (
        // biome-ignore lint/a11y/useSemanticElements: a group of options inside the listbox (ARIA listbox pattern), where a <fieldset> has no place
        <ul key={group.kind} role="group" aria-label={labels[group.kind]} className="search-group">
          {groups.length > 1 && (
            <li role="presentation" className="search-group__label" aria-hidden="true">
              {labels[group.kind]}
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
                className={searchResultClass(entry)}
                onClick={() => onPick(entry.url)}
                // A pointer that moves, not one the dialog opened under (a tap on the box leaves it where a result now is).
                onMouseMove={() => index === activeIndex || onHover(index)}
              >
                <SearchResultContent entry={entry} picture={pictures} />
              </li>
            );
          })}
        </ul>
      ))}
    </div>
  );
}
