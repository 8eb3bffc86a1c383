import { useSyncExternalStore } from 'react';

/** A short message shown by the Toaster island; destructive ones report a problem. */
export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: 'default' | 'destructive';
}

// One store per page: every island imports this module from the shared chunk, so a toast raised by one island
// is shown by the page's Toaster island, even if the Toaster hydrates after the toast was raised.
const DISMISS_AFTER_MS = 5000;
let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const EMPTY: readonly Toast[] = [];

function emit(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Shows a toast; it dismisses itself after a few seconds. */
export function toast(message: Omit<Toast, 'id' | 'variant'> & { variant?: Toast['variant'] }): void {
  const id = nextId++;
  emit([...toasts, { variant: 'default', ...message, id }]);
  setTimeout(() => dismissToast(id), DISMISS_AFTER_MS);
}

/** Removes a toast. */
export function dismissToast(id: number): void {
  emit(toasts.filter((item) => item.id !== id));
}

/** The toasts showing now (none on the server). */
export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    () => EMPTY,
  );
}
