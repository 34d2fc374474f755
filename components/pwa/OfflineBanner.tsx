'use client';

import { WifiOff } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useOnlineStatus } from '@/lib/pwa/useOnlineStatus';

/** Says the app runs from what it saved while the browser has no network; gone once it is back. */
export function OfflineBanner() {
  const t = useTranslations('pwa');
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <p
      role="status"
      data-testid="offline-banner"
      className="flex items-center gap-2 rounded-full bg-ink px-4 py-2 text-sm font-medium text-white shadow-lg"
    >
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      {t('offline')}
    </p>
  );
}
