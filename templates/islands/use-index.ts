import { startTransition, useEffect, useState } from 'react';

/**
 * A JSON list fetched once, when `needed` first becomes true, unless `complete` already holds all of it.
 * Returns the list, or null while loading, and whether loading failed.
 */
export function useIndex<T>(
  url: string,
  needed: boolean,
  complete: readonly T[] | undefined,
): { items: readonly T[] | null; failed: boolean } {
  const [items, setItems] = useState<readonly T[] | null>(complete ?? null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!needed || items) return;
    let cancelled = false;
    fetch(url)
      .then((response) => (response.ok ? (response.json() as Promise<T[]>) : Promise.reject(new Error(String(response.status)))))
      // A transition: what the whole list makes (every card, every count) renders without holding up a tap.
      .then((list) => !cancelled && startTransition(() => setItems(list)))
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [url, needed, items]);
  return { items, failed };
}

/** An index that a page may not publish: without `url`, an empty list at once. */
export function useOptionalIndex<T>(url: string | undefined, needed: boolean) {
  return useIndex<T>(url ?? '', needed && !!url, url ? undefined : []);
}
