import type { ReactNode } from 'react';

/** What a list shows when nothing matches: what happened, and what to try instead. */
export function EmptyState({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className="empty-state">
      <h2>{title}</h2>
      <p>{children}</p>
    </div>
  );
}
