'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useSyncExternalStore } from 'react';
import { lazyAfterHydration } from '@/components/ui/lazyAfterHydration';
import { findRoute } from '@/lib/navigation/routes';
import { registerServiceWorker, serviceWorkerUpdate } from '@/lib/pwa/serviceWorker';
import { useInstallPrompt } from '@/lib/pwa/useInstallPrompt';
import { useReaderEngaged } from '@/lib/pwa/useReaderEngaged';
import { OfflineBanner } from './OfflineBanner';

// A prompt whose script cannot load (the network went meanwhile) shows nothing: lazyAfterHydration's default.
const UpdatePrompt = lazyAfterHydration(() => import('./UpdatePrompt').then((module) => module.UpdatePrompt));
const InstallPrompt = lazyAfterHydration(() => import('./InstallPrompt').then((module) => module.InstallPrompt));

/** Loads both prompts' scripts ahead of their first appearance, which then waits only on the app's own state. */
export async function preloadPwaPrompts(): Promise<void> {
  await Promise.all([UpdatePrompt.preload(), InstallPrompt.preload()]);
}

const noUpdateBeforeHydration = () => false;

/**
 * The installable-app layer over every screen: registers the service worker and shows, floating above
 * the content (so nothing shifts), the offline banner, the update prompt and the install offer. The two
 * prompts' scripts load only once they are to appear (most visits see neither); the offline banner stays in
 * the page's own script, as it must appear when the network is gone and a script may no longer load.
 */
export function PwaLayer() {
  const aboveTabBar = findRoute(usePathname())?.tab ?? false;
  const updateWaiting = useSyncExternalStore(serviceWorkerUpdate.subscribe, serviceWorkerUpdate.isWaiting, noUpdateBeforeHydration);
  // The browser's offer is caught from the start; ours appears only once the reader has started using the page.
  const { available: installOffered, install, dismiss } = useInstallPrompt();
  const engaged = useReaderEngaged();

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
      {updateWaiting && <UpdatePrompt />}
      {installOffered && engaged && <InstallPrompt install={install} dismiss={dismiss} />}
    </div>
  );
}
