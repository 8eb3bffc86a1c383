import type { ReactNode } from 'react';

/**
 * Said only when JavaScript is off: what a widget that needs it shows instead. Its controls that only script can
 * work carry the `needs-script` class, which hides them then (base.css), so none of them seems to work and does not.
 */
export function ScriptNote({ children }: { children: ReactNode }) {
  return (
    <noscript>
      <p className="car-status script-note">{children}</p>
    </noscript>
  );
}

/** A calculator's note: without JavaScript its sliders and choices are hidden, and its results are for the figures shown. */
export function FixedFiguresNote() {
  return <ScriptNote>Changing these figures needs JavaScript, which is off: the results are worked out for the figures shown.</ScriptNote>;
}
