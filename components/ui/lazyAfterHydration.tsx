'use client';

import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/** A part whose script loads when it first renders; `preload` loads it ahead, and the part then waits on nothing else. */
export type LazyPart<Props extends object> = ComponentType<Props> & { preload: () => Promise<void> };

/**
 * A part of the page whose script loads the first time it renders, for parts that only a state of the browser
 * brings (a toast, a failure, a prompt, the reader's scrolling) and a prerendered page never holds: `fallback`
 * shows while the script loads, nothing unless given (a part that must hold its place gives its skeleton).
 * React's own `lazy`, not next/dynamic, whose loader and server bailout would add 1.3 KB gzip to every page's start.
 */
export function lazyAfterHydration<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: ReactNode = null,
): LazyPart<Props> {
  let loading: Promise<ComponentType<Props>> | undefined;
  // One load for the part and its preload.
  const loadOnce = () => (loading ??= load());
  const Part = lazy(async () => ({ default: await loadOnce() }));
  function LazyPart(props: Props) {
    return (
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyPart, { preload: () => loadOnce().then(() => undefined) });
}
