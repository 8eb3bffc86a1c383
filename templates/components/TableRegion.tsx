import type { ReactNode } from 'react';

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
 * A table that may be wider than a phone: it scrolls sideways in a region of its own, which takes keyboard focus so
 * it can be scrolled without a pointer, and is named for screen readers. `columns` are its header cells.
 */
export function TableRegion({
  label,
  tableClass = 'table',
  columns,
  children,
}: {
  label: string;
  tableClass?: string;
  columns: readonly ReactNode[];
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements lint/a11y/noNoninteractiveTabindex: a scrollable table region must take keyboard focus to be scrolled (axe: scrollable-region-focusable); a <section> would change the HTML
    <div className="table-wrap" role="region" aria-label={label} tabIndex={0}>
      <table className={tableClass}>
        <TableHead columns={columns} />
        {children}
      </table>
    </div>
  );
}
