'use client';

import { createContext, lazy, Suspense, use, useState, type ComponentType, type ReactNode } from 'react';

/** A part whose script loads when it first renders; `preload` loads it ahead, and the part then waits on nothing else. */
export type LazyPart<Props extends object> = ComponentType<Props> & { preload: () => Promise<void> };

/** What a part shows when its script could not load (the network went meanwhile); `retry` loads it again. */
export type LoadFailure = (retry: () => void) => ReactNode;

const RetryLoad = createContext<() => void>(() => {});

/**
 * A part of the page whose script loads the first time it renders, for parts that only a state of the browser
 * brings (a toast, a failure, a prompt, the reader's scrolling) and a prerendered page never holds: `fallback`
 * shows while the script loads, nothing unless given (a part that must hold its place gives its skeleton).
 * A script that cannot load never breaks the page: the part shows `failed`, or nothing, and loads again when
 * `failed`'s retry is called.
 * React's own `lazy`, not next/dynamic, whose loader and server bailout would add 1.3 KB gzip to every page's start.
 */
export function lazyAfterHydration<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: ReactNode = null,
  failed: LoadFailure = () => null,
): LazyPart<Props> {
  let loading: Promise<ComponentType<Props>> | undefined;
  // One load for the part and its preload; a failed one is forgotten, so the next attempt loads again.
  const loadOnce = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  function Failed() {
    return failed(use(RetryLoad));
  }
  const partLoader = () =>
    lazy(async (): Promise<{ default: ComponentType<Props> }> => ({ default: await loadOnce().catch(() => Failed) }));
  let Part = partLoader();
  function LazyPart(props: Props) {
    const [, setAttempts] = useState(0);
    const retry = () => {
      Part = partLoader();
      setAttempts((attempts) => attempts + 1);
    };
    return (
      <RetryLoad value={retry}>
        <Suspense fallback={fallback}>
          <Part {...props} />
        </Suspense>
      </RetryLoad>
    );
  }
  return Object.assign(LazyPart, {
    preload: () =>
      loadOnce().then(
        () => undefined,
        () => undefined,
      ),
  });
}
