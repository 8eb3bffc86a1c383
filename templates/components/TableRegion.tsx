import type { ReactNode } from 'react';
import { useText } from '../i18n/context.ts';

/** A table's header row: a column header for each of `columns`. */
export function TableHead({ columns }: { columns: readonly ReactNode[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a header row never reorders
          <th key={index} scope="col">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/**
 * A region that scrolls sideways when what it holds is wider than the screen. It takes keyboard focus so it can be
 * scrolled without a pointer, and is named for screen readers. Above it, "Swipe to see more" shows only while it
 * overflows: the stylesheet shows the cue through a scroll timeline, which is live only when there is something to
 * scroll, so no script measures it (the CSP allows none inline) and a table that fits shows nothing.
 */
export function ScrollRegion({ label, className = 'table-wrap', children }: { label: string; className?: string; children: ReactNode }) {
  const text = useText();
  return (
    <div className="scroll-box">
      <p className="scroll-cue" aria-hidden="true">
        {text.money.swipeCue}
      </p>
      {/* biome-ignore lint/a11y/useSemanticElements lint/a11y/noNoninteractiveTabindex: a scrollable table region must take keyboard focus to be scrolled (axe: scrollable-region-focusable); a <section> would change the HTML */}
      <div className={className} role="region" aria-label={label} tabIndex={0}>
        {children}
      </div>
    </div>
  );
}

/**
 * A table that may be wider than a phone, in a ScrollRegion; `columns` are its header cells. A `stack` table is
 * laid out on a phone as a card a row, each cell under its column's name (its `data-label`), instead of scrolling:
 * for tables of many columns and long rows, whose sideways scroll would leave screens of blank height.
 */
export function TableRegion({
  label,
  tableClass = 'table',
  columns,
  stack = false,
  children,
}: {
  label: string;
  tableClass?: string;
  columns: readonly ReactNode[];
  stack?: boolean;
  children: ReactNode;
}) {
  return (
    <ScrollRegion label={label}>
      <table className={stack ? `${tableClass} table--stack` : tableClass}>
        <TableHead columns={columns} />
        {children}
      </table>
    </ScrollRegion>
  );
}
