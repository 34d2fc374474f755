/** The worker that scripts/pwa/build-sw.ts generates over the static export. */
export const SERVICE_WORKER_URL = '/sw.js';

type Listener = () => void;

/** The registration of this page, and whether a newer worker waits for the reader's go-ahead. */
let registration: ServiceWorkerRegistration | null = null;
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
    const waiting = registration?.waiting;
    if (!waiting || !updateWaiting) return;
    reloadRequested = true;
    // The generated worker takes over on this message (workbox-build's skipWaiting: false).
    waiting.postMessage({ type: 'SKIP_WAITING' });
  },
  dismiss(): void {
    setUpdateWaiting(false);
  },
};

/** How long registration may wait for an idle moment after the page has loaded. */
const IDLE_TIMEOUT_MS = 5000;

/**
 * Registers the worker once the page has loaded and the browser is idle, so its precaching never competes
 * with the first paint or hydration. Only production builds have one: `next dev` serves no /sw.js.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator) || registration) return;
  const register = async () => {
    const { serviceWorker } = navigator;
    const registered = await serviceWorker.register(SERVICE_WORKER_URL);
    registration = registered;
    // A worker installed while another controls the page is a new version; the first one takes over at once.
    const offerIfWaiting = () => {
      if (registered.waiting && serviceWorker.controller) setUpdateWaiting(true);
    };
    offerIfWaiting();
    registered.addEventListener('updatefound', () => {
      const installing = registered.installing;
      installing?.addEventListener('statechange', () => {
        if (installing.state === 'installed') offerIfWaiting();
      });
    });
    serviceWorker.addEventListener('controllerchange', () => {
      // Only the reload the reader asked for: a worker taking over a first visit needs none.
      if (reloadRequested) window.location.reload();
    });
    // A long-open app checks for a new version whenever it comes back to the foreground.
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') void registered.update();
    });
  };
  const start = () => {
    register().catch(() => {
      // No worker (private mode, blocked storage): the app still works online.
    });
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(start, 0);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
