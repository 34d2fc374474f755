'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * The source of a prerender script that sets `attribute` on the document element when `check(key)` holds, for
 * a CSS variant (app/globals.css) to show the right prerendered content from the first paint. `check` is run
 * from its own source text, so it must be self-contained: no imports, nothing from its closure.
 */
export function markDocumentScript(check: (key: string) => boolean, key: string, attribute: `data-${string}`): string {
  return `if((${check.toString()})(${JSON.stringify(key)}))document.documentElement.setAttribute(${JSON.stringify(attribute)},'')`;
}

/**
 * An inline script of the prerendered page: it runs while the browser parses the page, before the app's
 * code has loaded. Hydration keeps it as it is; a page React draws itself never holds it (React does not
 * run scripts it inserts). The server adds its hash to the page's CSP.
 */
export function PrerenderScript({ source }: { source: string }) {
  const inPrerender = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  // A script built by the prerender alone hydrates against an empty source in the browser: the page keeps the
  // prerender's, and React is told the difference is meant.
  return inPrerender ? <script dangerouslySetInnerHTML={{ __html: source }} suppressHydrationWarning /> : null;
}
