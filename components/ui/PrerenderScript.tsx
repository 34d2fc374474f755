'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

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
  return inPrerender ? <script dangerouslySetInnerHTML={{ __html: source }} /> : null;
}
