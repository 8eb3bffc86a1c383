import type { ReactNode } from 'react';

/** A section's eyebrow, heading and lede. */
export function SectionHeading({ id, eyebrow, title, children }: { id: string; eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <header className="section-heading">
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h2 id={id}>{title}</h2>
      {children && <p className="lede">{children}</p>}
    </header>
  );
}
