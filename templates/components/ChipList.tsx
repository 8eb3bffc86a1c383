import type { ReactNode } from 'react';

/** Short labels as chips; `children` may add chips of its own after them ("+2 more"). */
export function ChipList({
  items,
  className = 'chips',
  label,
  children,
}: {
  items: readonly string[];
  className?: string;
  /** Names the list for screen readers. */
  label?: string;
  children?: ReactNode;
}) {
  return (
    <ul className={className} aria-label={label}>
      {items.map((item) => (
        <li key={item} className="chip">
          {item}
        </li>
      ))}
      {children}
    </ul>
  );
}
