import type { ReactNode } from 'react';

/** The note under an estimate that opens to say how it is worked out: its children are the list's items. */
export function HowWorkedOut({ className, children }: { className: string; children: ReactNode }) {
  return (
    <details className={className}>
      <summary>How this is worked out</summary>
      <ul>{children}</ul>
    </details>
  );
}
