/** The worker that loads the engine's number and date formatting data off the page's main thread. */
export const INTL_WARM_UP_WORKER = '/intl-warm-up.js';

/**
 * Starts the worker at `url`. Self-contained (no imports, nothing from its closure): the prerendered page runs it
 * from its source text, see `INTL_WARM_UP_SCRIPT`. A worker that cannot start or load changes nothing: the page's
 * first format then loads the data itself, as it would without one.
 */
export function startIntlWarmUp(url: string): void {
  try {
    const worker = new Worker(url);
    worker.onerror = (event) => event.preventDefault();
  } catch {
    // Workers refused (a locked-down browser): nothing to warm up.
  }
}

/** The inline script that starts the warm-up as the browser parses the page, while the app's scripts download. */
export const INTL_WARM_UP_SCRIPT = `(${startIntlWarmUp.toString()})(${JSON.stringify(INTL_WARM_UP_WORKER)})`;
