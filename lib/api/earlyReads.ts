import { hashKey, type QueryKey } from '@tanstack/react-query';

/** Reads sent before the query that needs them exists, by the hash of that query's key. */
const sentEarly = new Map<string, Promise<unknown>>();

/**
 * Sends a read as soon as a page's module runs in the browser (just before hydration), so its answer is on
 * the way while React hydrates. It stays outside the query cache until its query asks for it (see
 * `takeEarlyRead`): filled before hydration, the cache would make the first render differ from the
 * prerendered page (React error 418), which a service worker answering at once made happen.
 */
export function sendEarlyRead(queryKey: QueryKey, send: () => Promise<unknown>): void {
  if (typeof window === 'undefined') return;
  sentEarly.set(hashKey(queryKey), send());
}

/** The read sent early for this query, handed over once; otherwise (later fetches, refetches) a new one. */
export function takeEarlyRead<T>(queryKey: QueryKey, send: () => Promise<T>): Promise<T> {
  const hash = hashKey(queryKey);
  const early = sentEarly.get(hash) as Promise<T> | undefined;
  sentEarly.delete(hash);
  return early ?? send();
}
