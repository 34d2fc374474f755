'use client';

import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { ConnectWalletPromptView } from './ConnectWalletPromptView';
import { WalletSkeleton } from './WalletSkeleton';

/** Where wagmi persists its connections by default (createStorage's `wagmi` prefix, the store named `store`). */
export const WAGMI_STORE_KEY = 'wagmi.store';

/**
 * Whether wagmi will try to reconnect a wallet, read from its persisted state without loading wagmi:
 * a current connection means a returning connected reader. Unreadable storage counts as one, so the
 * skeleton (never a wrong prompt) shows until wagmi decides.
 */
export function hasStoredWalletConnection(): boolean {
  try {
    const stored = window.localStorage.getItem(WAGMI_STORE_KEY);
    if (!stored) return false;
    const { state } = JSON.parse(stored) as { state?: { current?: unknown } };
    return typeof state?.current === 'string';
  } catch {
    return true;
  }
}

function noSubscription() {
  return () => {};
}

/**
 * A wallet screen's first content while the wallet stack loads: the skeleton for a returning connected
 * reader, otherwise the connect prompt, operable once the stack is there.
 * The prerendered page cannot know, so it and hydration show the skeleton.
 */
export function WalletTabFallback({ promptText }: { promptText: string }) {
  const connected = useSyncExternalStore(noSubscription, hasStoredWalletConnection, () => true);
  return connected ? <WalletSkeleton /> : <ConnectWalletPromptView text={promptText} />;
}

/** The Wallet tab's connect prompt (or the skeleton for a connected reader) while the wallet stack loads. */
export function WalletTabLoading() {
  const t = useTranslations('wallet');
  return <WalletTabFallback promptText={t('connectPrompt')} />;
}
