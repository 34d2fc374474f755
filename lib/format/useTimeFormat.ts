'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { formatClockDate, formatTimeAgo, type TimeTexts, type TimeValue } from './time';

/** The time formats bound to the interface language. */
export function useTimeFormat() {
  const t = useTranslations('time');
  return useMemo(() => {
    const say: TimeTexts = (key, values) => t(key, values);
    return {
      clockDate: (value: TimeValue) => formatClockDate(value, say),
      timeAgo: (value: TimeValue) => formatTimeAgo(value, say),
    };
  }, [t]);
}
