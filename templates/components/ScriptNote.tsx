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
