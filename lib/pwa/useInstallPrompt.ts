'use client';

import { useCallback, useEffect, useState } from 'react';
import { localStore } from '@/lib/session/storage';

/** Chromium's install offer; not in the DOM typings. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** When the reader last said "not now" (ms since epoch); the offer stays away for a while after it. */
const INSTALL_DISMISSED_KEY = 'pwaInstallDismissedAt';
const QUIET_AFTER_DISMISS_MS = 30 * 24 * 60 * 60 * 1000;

function recentlyDismissed(now: number): boolean {
  const dismissedAt = localStore.get<number>(INSTALL_DISMISSED_KEY);
  return typeof dismissedAt === 'number' && now - dismissedAt < QUIET_AFTER_DISMISS_MS;
}

export interface InstallPrompt {
  /** True when the browser offers installation and the reader has not turned it down lately. */
  available: boolean;
  install(): Promise<void>;
  dismiss(): void;
}

/** The browser's install offer (beforeinstallprompt), shown in our own words instead of its mini-infobar. */
export function useInstallPrompt(): InstallPrompt {
  const [offer, setOffer] = useState<BeforeInstallPromptEvent | null>(null);

  useEffect(() => {
    const onOffer = (event: Event) => {
      event.preventDefault();
      if (!recentlyDismissed(Date.now())) setOffer(event as BeforeInstallPromptEvent);
    };
    const onInstalled = () => setOffer(null);
    window.addEventListener('beforeinstallprompt', onOffer);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onOffer);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  const install = useCallback(async () => {
    if (!offer) return;
    setOffer(null);
    await offer.prompt();
    // An offer can be used once; a declined one is remembered like "not now".
    if ((await offer.userChoice).outcome === 'dismissed') localStore.set(INSTALL_DISMISSED_KEY, Date.now());
  }, [offer]);

  const dismiss = useCallback(() => {
    setOffer(null);
    localStore.set(INSTALL_DISMISSED_KEY, Date.now());
  }, []);

  return { available: offer !== null, install, dismiss };
}
