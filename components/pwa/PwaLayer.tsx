'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { findRoute } from '@/lib/navigation/routes';
import { registerServiceWorker } from '@/lib/pwa/serviceWorker';
import { InstallPrompt } from './InstallPrompt';
import { OfflineBanner } from './OfflineBanner';
import { UpdatePrompt } from './UpdatePrompt';

/**
 * The installable-app layer over every screen: registers the service worker and shows, floating above
 * the content (so nothing shifts), the offline banner, the update prompt and the install offer.
 */
export function PwaLayer() {
  const aboveTabBar = findRoute(usePathname())?.tab ?? false;

  useEffect(() => {
    registerServiceWorker();
  }, []);

  return (
    <div
      className={`pointer-events-none fixed inset-x-0 z-40 mx-auto flex max-w-[480px] flex-col items-center gap-2 px-3 ${
        // Clear of the tab bar (3.5rem and its border) where there is one.
        aboveTabBar ? 'bottom-[calc(env(safe-area-inset-bottom)+4rem)]' : 'bottom-[calc(env(safe-area-inset-bottom)+0.75rem)]'
      }`}
    >
      <OfflineBanner />
      <UpdatePrompt />
      <InstallPrompt />
    </div>
  );
}
