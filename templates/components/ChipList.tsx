import type { ReactNode } from 'react';

/** Short labels as chips; `children` may add chips of its own after them ("+2 more"). */
export function ChipList({
  items,
  className = 'chips',
  label,
  children,
  lang,
}: {
  items: readonly string[];
  className?: string;
  /** Names the list for screen readers. */
  label?: string;
  children?: ReactNode;
  /** "en" when the items are shown in English on a page in another language (see langOf). */
  lang?: 'en' | undefined;
}) {
  return (
    <ul className={className} aria-label={label}>
      {/* On each item, not the list: a chip of `children` ("+2 more") is in the page's language. */}
      {items.map((item) => (
        <li key={item} className="chip" lang={lang}>
          {item}
        </li>
      ))}
      {children}
    </ul>
  );
}
