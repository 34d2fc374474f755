'use client';

import { NextIntlClientProvider } from 'next-intl';
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { DEFAULT_MESSAGES, loadMessages, type Messages } from '@/lib/i18n/catalogues';
import { useStoredLocale } from '@/lib/i18n/localePreference';
import { DEFAULT_LOCALE, type AppLocale } from '@/lib/i18n/locales';

const subscribeToNothing = () => () => {};
const deviceTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const PRERENDER_TIME_ZONE = 'UTC';

interface ActiveCatalogue {
  locale: AppLocale;
  messages: Messages;
}

/**
 * Provides the stored locale's messages. The page is prerendered in en-US; another locale's catalogue
 * loads on demand and the interface switches when it arrives, without a reload.
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const wanted = useStoredLocale();
  // The device's zone once running in the browser; the prerender has none of its own.
  const timeZone = useSyncExternalStore(subscribeToNothing, deviceTimeZone, () => PRERENDER_TIME_ZONE);
  const [active, setActive] = useState<ActiveCatalogue>({ locale: DEFAULT_LOCALE, messages: DEFAULT_MESSAGES });

  useEffect(() => {
    if (wanted === active.locale) return;
    let superseded = false;
    loadMessages(wanted)
      .then((messages) => {
        if (!superseded) setActive({ locale: wanted, messages });
      })
      .catch(() => {
        // The catalogue could not load (offline before it was cached): keep the current language.
      });
    return () => {
      superseded = true;
    };
  }, [wanted, active.locale]);

  useEffect(() => {
    document.documentElement.lang = active.locale;
  }, [active.locale]);

  return (
    <NextIntlClientProvider locale={active.locale} messages={active.messages} timeZone={timeZone}>
      {children}
    </NextIntlClientProvider>
  );
}
