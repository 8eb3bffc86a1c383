import type { ReactNode } from 'react';
import { useText } from '../i18n/context.ts';

/** The note under an estimate that opens to say how it is worked out: its children are the list's items. */
export function HowWorkedOut({ className, children }: { className: string; children: ReactNode }) {
  const text = useText();
  return (
    <details className={className}>
      <summary>{text.situation.howWorkedOut}</summary>
      <ul>{children}</ul>
    </details>
  );
}
