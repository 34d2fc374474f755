'use client';

import { NextIntlClientProvider, useLocale, useMessages } from 'next-intl';
import { useMemo, type ReactNode } from 'react';
import { reportIntlError } from '@/lib/i18n/intlErrors';
import type { WalletScreenMessages } from '@/lib/i18n/catalogues';

/**
 * Adds the prerendered language's texts of a screen's own namespaces to the interface's messages. Once a
 * reader's whole catalogue has loaded (LocaleProvider), its namespaces take the place of these.
 */
export function ScopedMessages({ prerendered, children }: { prerendered: WalletScreenMessages; children: ReactNode }) {
  const locale = useLocale();
  const active = useMessages();
  const messages = useMemo(() => ({ ...prerendered, ...active }), [prerendered, active]);
  return (
    <NextIntlClientProvider locale={locale} messages={messages} onError={reportIntlError}>
      {children}
    </NextIntlClientProvider>
  );
}
