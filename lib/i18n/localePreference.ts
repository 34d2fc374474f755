'use client';

import { useSyncExternalStore } from 'react';
import { localStore } from '@/lib/session/storage';
import { DEFAULT_LOCALE, LANGUAGE_KEY, resolveLocale, type AppLocale } from './locales';

const listeners = new Set<() => void>();

export function readStoredLocale(): AppLocale {
  return resolveLocale(localStore.get<string>(LANGUAGE_KEY));
}

/** Stores the reader's choice; every subscribed provider switches without a reload. */
export function setStoredLocale(locale: AppLocale): void {
  localStore.set(LANGUAGE_KEY, locale);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The stored locale; en-US during the prerender and hydration so the HTML matches. */
export function useStoredLocale(): AppLocale {
  return useSyncExternalStore(subscribe, readStoredLocale, () => DEFAULT_LOCALE);
}
