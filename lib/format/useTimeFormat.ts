'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { TimeTexts, TimeValue } from './time';

type TimeModule = typeof import('./time');

/**
 * dayjs and the formats of docs/PRODUCT.md §9 load apart from the scripts a page waits for before it hydrates:
 * no screen shows a time before its data has arrived, and a read whose answer carries one loads them beside it.
 */
let timeModule: TimeModule | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/**
 * Loads the time formats once. A load that fails (the network went meanwhile) leaves the times empty rather than
 * the screen, and the next call tries again.
 */
export function loadTimeFormats(): Promise<void> {
  loading ??= import('./time').then(
    (module) => {
      timeModule = module;
      for (const listener of listeners) listener();
    },
    () => {
      loading = null;
    },
  );
  return loading;
}

/** A read whose answer a screen shows with its times: it resolves once the time formats have loaded too. */
export async function withTimeFormats<T>(read: Promise<T>): Promise<T> {
  const [answer] = await Promise.all([read, loadTimeFormats()]);
  return answer;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const loadedTimeModule = () => timeModule;
const noTimeModuleInPrerender = () => null;

/**
 * The time formats bound to the interface language. Until they have loaded (a screen whose read did not load them
 * beside it), each format says nothing and the screen draws again once they are there.
 */
export function useTimeFormat() {
  const t = useTranslations('time');
  const time = useSyncExternalStore(subscribe, loadedTimeModule, noTimeModuleInPrerender);
  useEffect(() => {
    if (!time) void loadTimeFormats();
  }, [time]);
  return useMemo(() => {
    const say: TimeTexts = (key, values) => t(key, values);
    return {
      clockDate: (value: TimeValue) => (time ? time.formatClockDate(value, say) : ''),
      timeAgo: (value: TimeValue) => (time ? time.formatTimeAgo(value, say) : ''),
    };
  }, [t, time]);
}
