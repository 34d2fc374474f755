'use client';

import { NextIntlClientProvider } from 'next-intl';
import { useEffect, useState, type ReactNode } from 'react';
import { reportIntlError } from '@/lib/i18n/intlErrors';
import { loadMessages, type Messages, type ShellMessages } from '@/lib/i18n/catalogues';
import { useStoredLocale } from '@/lib/i18n/localePreference';
import { DEFAULT_LOCALE, type AppLocale } from '@/lib/i18n/locales';

interface ActiveCatalogue {
  locale: AppLocale;
  messages: ShellMessages | Messages;
}

/**
 * Provides the stored locale's messages. The page is prerendered in en-US with `prerendered`, the en-US texts
 * of every page's interface, which the root layout hands over with the page (not in a script); another
 * locale's whole catalogue loads on demand and the interface switches when it arrives, without a reload.
 *
 * No time zone is given: the catalogues format no dates (lib/format/time.ts does, in the device's zone).
 * Reading the device's zone during hydration cost the first Intl.DateTimeFormat (28 ms unthrottled) and,
 * outside UTC, a second render of the whole tree to replace the prerender's zone.
 */
export function LocaleProvider({ prerendered, children }: { prerendered: ShellMessages; children: ReactNode }) {
  const wanted = useStoredLocale();
  const [active, setActive] = useState<ActiveCatalogue>({ locale: DEFAULT_LOCALE, messages: prerendered });

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
    // Assigning `lang`, even the value it holds, restyles the whole document: the prerendered page already says en-US.
    if (document.documentElement.lang !== active.locale) document.documentElement.lang = active.locale;
  }, [active.locale]);

  return (
    <NextIntlClientProvider locale={active.locale} messages={active.messages} onError={reportIntlError}>
      {children}
    </NextIntlClientProvider>
  );
}
