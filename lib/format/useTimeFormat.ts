'use client';

import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import { resolveLocale } from '@/lib/i18n/locales';
import { formatClockDate, formatTimeAgo, type TimeValue } from './time';

/** The time formats bound to the interface language. */
export function useTimeFormat() {
  const locale = resolveLocale(useLocale());
  return useMemo(
    () => ({
      clockDate: (value: TimeValue) => formatClockDate(value, locale),
      timeAgo: (value: TimeValue) => formatTimeAgo(value, locale),
    }),
    [locale],
  );
}
