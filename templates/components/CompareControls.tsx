import { useId, useState } from 'react';
import { compareHref, COMPARE_LIMIT } from '../../src/domain/compare.ts';
import { addCompare, removeCompare, useCompareEntry, useCompareList, type CompareEntry } from '../islands/compare-store.ts';
import { Icon } from './Icon.tsx';
import { fill, useHref, useText } from '../i18n/context.ts';

/**
 * Adds a car to, or removes it from, the compare tray; says so when the tray is full. With `matchVariant` (a car
 * page, which shows one variant), the tray's entry counts only if it is this variant; if it is another, the button
 * offers to switch it to this one.
 */
export function CompareToggle({
  car,
  className = 'button button--ghost',
  matchVariant = false,
}: {
  car: CompareEntry;
  className?: string;
  matchVariant?: boolean;
}) {
  const { cards } = useText();
  const stored = useCompareEntry(car.id);
  const [full, setFull] = useState(false);
  const chosen = stored !== undefined && (!matchVariant || (stored.variant ?? '') === (car.variant ?? ''));
  const otherVariant = stored !== undefined && !chosen;
  return (
    <>
      <button
        type="button"
        // The tray it fills lives in the browser's storage, out of reach without JavaScript.
        className={`${className} compare-toggle needs-script`}
        aria-pressed={chosen}
        aria-label={fill(chosen ? cards.removeFromCompare : otherVariant ? cards.compareThisVariantOf : cards.addToCompare, {
          name: car.name,
        })}
        onClick={() => {
          if (chosen) removeCompare(car.id);
          else setFull(!addCompare(car));
        }}
      >
        <Icon name={chosen ? 'check' : 'compare'} size={18} />{' '}
        {chosen ? cards.added : otherVariant ? cards.compareThisVariant : cards.compare}
      </button>
      {full && !chosen && (
        <p className="compare-toggle__full" role="alert">
          {fill(cards.compareFull, { limit: COMPARE_LIMIT })}
        </p>
      )}
    </>
  );
}

/**
 * The tray fixed at the bottom of the screen while cars are chosen: their names and 'Compare now' (on the variants
 * they were added from). On a phone it is one line, "2 cars" and 'Compare now', so it covers little of the page; the
 * count there is a disclosure button that shows the names, each with its remove button.
 */
export function CompareTray() {
  const to = useHref();
  const { cards } = useText();
  const entries = useCompareList();
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (entries.length === 0) return null;
  return (
    <aside className={open ? 'compare-tray is-open' : 'compare-tray'} aria-label={cards.carsToCompare}>
      <p className="compare-tray__count">{fill(cards.trayCount, { count: entries.length, limit: COMPARE_LIMIT })}</p>
      <button type="button" className="compare-tray__toggle" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        {fill(entries.length === 1 ? cards.carOne : cards.carOther, { count: entries.length })}
        <Icon name="chevron" size={16} />
      </button>
      <ul className="compare-tray__list" id={listId}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <span>{entry.name}</span>
            <button
              type="button"
              className="icon-button"
              aria-label={fill(cards.removeFromCompare, { name: entry.name })}
              onClick={() => removeCompare(entry.id)}
            >
              <Icon name="close" size={16} />
            </button>
          </li>
        ))}
      </ul>
      {entries.length < 2 ? (
        <p className="compare-tray__hint">{cards.addOneMore}</p>
      ) : (
        <a className="button button--primary" href={to(compareHref(entries))}>
          {cards.compareNow}
        </a>
      )}
    </aside>
  );
}
