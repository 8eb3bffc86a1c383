import { useRef, type KeyboardEvent } from 'react';
import { searchKindLabels, type SearchEntry, type SearchKind } from '../../src/domain/index.ts';
import { searchResultClass } from '../components/SearchControls.tsx';
import { SearchResultContent } from '../components/SearchResultContent.tsx';

/** Results of one kind of page. */
export type ResultGroup = { kind: SearchKind; entries: SearchEntry[] };

/**
 * A modal <dialog> opened from a box on the page: `open` shows it (focus on its `input`), with `seed` as the
 * query (what was typed in the box), and `close` closes it. Closing a modal dialog gives focus back to the box;
 * that focus must not open the dialog again. It is recognised by where it comes from (inside the dialog) or by
 * following a close at once.
 */
export function useSearchDialog(onOpen: (seed: string) => void) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLInputElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const closedAt = useRef(-Infinity);
  const open = (seed = '') => {
    if (dialog.current?.open || performance.now() - closedAt.current < 500) return;
    onOpen(seed);
    dialog.current?.showModal();
    input.current?.focus();
  };
  const closed = () => {
    closedAt.current = performance.now();
  };
  const close = () => {
    closed();
    dialog.current?.close();
  };
  // The dialog element's own events. A click on the dialog element itself is one on the backdrop, outside the
  // panel; from the keyboard, Esc (the dialog's cancel) and the panel's close button close it.
  const events = {
    onCancel: closed,
    onClose: () => {
      closed();
      opener.current?.focus();
    },
    onClick: (event: { target: unknown }) => {
      if (event.target === dialog.current) close();
    },
  };
  return { dialog, opener, input, open, close, events };
}

export type SearchDialog = ReturnType<typeof useSearchDialog>;

/**
 * The combobox's keys: Escape closes the dialog at once (a search field with text would only clear itself), the
 * arrows move the active result round the list, and Enter opens it.
 */
export const comboboxKeys =
  (
    results: readonly SearchEntry[],
    activeIndex: number,
    setActive: (index: number) => void,
    go: (url: string) => void,
    close: () => void,
  ) =>
  (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
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

/** The results listbox, a group of options for each kind of page; the active option is the one Enter opens. */
export function ResultList({
  listId,
  groups,
  results,
  activeIndex,
  onPick,
  onHover,
}: {
  listId: string;
  groups: readonly ResultGroup[];
  results: readonly SearchEntry[];
  activeIndex: number;
  onPick: (url: string) => void;
  onHover: (index: number) => void;
}) {
  return (
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
                className={searchResultClass(entry)}
                onClick={() => onPick(entry.url)}
                onMouseEnter={() => onHover(index)}
              >
                <SearchResultContent entry={entry} />
              </li>
            );
          })}
        </ul>
      ))}
    </div>
  );
}
