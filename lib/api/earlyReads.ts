import { hashKey, type QueryKey } from '@tanstack/react-query';
import type { SentRequest } from './client';

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

/** What a prerendered page asks the API for itself, and where it draws the answer (components/ui/earlyPaint). */
export interface EarlyPaint {
  /** The API address, relative to the page, without the id that `idParameter` adds. */
  url: string;
  /** The query string parameter of the page's own address whose value the request carries (`?id=7`). */
  idParameter?: string;
  /** Where the request is left for the app's read to take over (`takePrerenderRead`). */
  slot: string;
  /** The covers are the screen's main image: loaded at once, at high priority. */
  mainImage?: boolean;
  /** The screen needs a token: for a visitor, whom the guard sends away, nothing is read. */
  signedInOnly?: boolean;
}

/**
 * The request a prerendered page's inline script sent under `slot` (components/ui/earlyPaint), handed over once;
 * the API client reads its answer only if it asked for the same address (RequestOptions.sent).
 */
export function takePrerenderRead(slot: string): SentRequest | undefined {
  const holder = window as unknown as Record<string, SentRequest | undefined>;
  const early = holder[slot];
  delete holder[slot];
  return early;
}
