import type { Workbox } from 'workbox-window';

/** The worker that scripts/pwa/build-sw.ts generates over the static export. */
export const SERVICE_WORKER_URL = '/sw.js';

type Listener = () => void;

/** This page's worker, and whether a newer one waits for the reader's go-ahead. */
let registering = false;
let workbox: Workbox | null = null;
let registration: ServiceWorkerRegistration | undefined;
let updateWaiting = false;
let reloadRequested = false;
const listeners = new Set<Listener>();

function setUpdateWaiting(waiting: boolean): void {
  updateWaiting = waiting;
  for (const listener of listeners) listener();
}

/** An external store for `useSyncExternalStore`: true while a new version waits to take over. */
export const serviceWorkerUpdate = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isWaiting: (): boolean => updateWaiting,
  /** Lets the waiting worker take over; the page reloads once it controls it. */
  apply(): void {
    if (!workbox || !registration?.waiting || !updateWaiting) return;
    reloadRequested = true;
    // Posts {type: 'SKIP_WAITING'} to the waiting worker, which the generated worker answers with skipWaiting().
    workbox.messageSkipWaiting();
  },
  dismiss(): void {
    setUpdateWaiting(false);
  },
};

/** How long registration may wait for an idle moment after the page has loaded. */
const IDLE_TIMEOUT_MS = 5000;

/**
 * Registers the worker through workbox-window once the page has loaded and the browser is idle, so its precaching
 * never competes with the first paint or hydration; workbox-window's own script loads only then, off the page's
 * start. Only production builds have one: `next dev` serves no /sw.js.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator) || registering) return;
  registering = true;
  const start = () => {
    import('workbox-window')
      .then(({ Workbox }) => {
        const worker = (workbox = new Workbox(SERVICE_WORKER_URL));
        // A new version installed while the released one controls the page, or one an earlier visit left waiting: the
        // first worker takes over at once (clientsClaim), so it never waits. One found by a later update check counts
        // too, though workbox-window calls it external.
        worker.addEventListener('waiting', () => setUpdateWaiting(true));
        worker.addEventListener('controlling', () => {
          // Only the reload the reader asked for: a worker taking over a first visit needs none.
          if (reloadRequested) window.location.reload();
        });
        return worker.register().then((registered) => {
          registration = registered;
          // A long-open app checks for a new version whenever it comes back to the foreground.
          document.addEventListener('visibilitychange', () => {
            if (document.visibilityState === 'visible') {
              worker.update().catch(() => {
                // Offline or the server unreachable: the next return to the foreground asks again.
              });
            }
          });
        });
      })
      .catch(() => {
        // No worker (private mode, blocked storage, or its script could not load): the app still works online.
      });
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(start, 0);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
