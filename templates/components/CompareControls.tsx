import { useId, useState } from 'react';
import { compareHref, COMPARE_LIMIT } from '../../src/domain/index.ts';
import { addCompare, removeCompare, useCompareEntry, useCompareList, type CompareEntry } from '../islands/compare-store.ts';
import { Icon } from './Icon.tsx';
import { useHref } from '../i18n/context.ts';

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
        aria-label={
          chosen
            ? `Remove ${car.name} from comparison`
            : otherVariant
              ? `Compare this variant of the ${car.name} instead of the one added`
              : `Add ${car.name} to comparison`
        }
        onClick={() => {
          if (chosen) removeCompare(car.id);
          else setFull(!addCompare(car));
        }}
      >
        <Icon name={chosen ? 'check' : 'compare'} size={18} /> {chosen ? 'Added' : otherVariant ? 'Compare this variant' : 'Compare'}
      </button>
      {full && !chosen && (
        <p className="compare-toggle__full" role="alert">
          You can compare up to {COMPARE_LIMIT} cars. Remove one from the tray first.
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
  const entries = useCompareList();
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (entries.length === 0) return null;
  return (
    <aside className={open ? 'compare-tray is-open' : 'compare-tray'} aria-label="Cars to compare">
      <p className="compare-tray__count">
        {entries.length} of {COMPARE_LIMIT} cars
      </p>
      <button type="button" className="compare-tray__toggle" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        {entries.length} car{entries.length === 1 ? '' : 's'}
        <Icon name="chevron" size={16} />
      </button>
      <ul className="compare-tray__list" id={listId}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <span>{entry.name}</span>
            <button
              type="button"
              className="icon-button"
              aria-label={`Remove ${entry.name} from comparison`}
              onClick={() => removeCompare(entry.id)}
            >
              <Icon name="close" size={16} />
            </button>
          </li>
        ))}
      </ul>
      {entries.length < 2 ? (
        <p className="compare-tray__hint">Add one more car to compare</p>
      ) : (
        <a className="button button--primary" href={to(compareHref(entries))}>
          Compare now
        </a>
      )}
    </aside>
  );
}
