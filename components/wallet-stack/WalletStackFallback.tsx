'use client';

import { useSyncExternalStore } from 'react';
import { markDocumentScript, PrerenderScript } from '@/components/ui/PrerenderScript';
import { useConnectPromptText } from './connectPromptText';
import { useConnectRequest } from './connectRequest';
import { ConnectWalletPromptView } from './ConnectWalletPromptView';
import { WalletSkeleton } from './WalletSkeleton';

/** Where wagmi persists its connections by default (createStorage's `wagmi` prefix, the store named `store`). */
export const WAGMI_STORE_KEY = 'wagmi.store';

/**
 * Whether wagmi will try to reconnect a wallet, read from its persisted state without loading wagmi:
 * a current connection means a returning connected reader. Unreadable storage counts as one, so the
 * skeleton (never a wrong prompt) shows until wagmi decides. Self-contained, as the page's inline script
 * runs its source too.
 */
export function hasStoredWalletConnection(storeKey: string): boolean {
  try {
    const stored = window.localStorage.getItem(storeKey);
    if (!stored) return false;
    const { state } = JSON.parse(stored) as { state?: { current?: unknown } };
    return typeof state?.current === 'string';
  } catch {
    return true;
  }
}

/**
 * Runs while the prerendered page is parsed, before its first paint: marks the document of a returning
 * connected reader, for whom the `wallet-stored` variant swaps the connect prompt for the skeleton.
 */
const MARK_STORED_CONNECTION_SCRIPT = markDocumentScript(hasStoredWalletConnection, WAGMI_STORE_KEY, 'data-wallet-stored');

const noSubscription = () => () => {};
const readStoredConnection = () => hasStoredWalletConnection(WAGMI_STORE_KEY);
/** The prerender cannot read the reader's storage. */
const unknownInPrerender = () => null;

/** Whether the reader has a wallet connection wagmi will restore; null in the prerender and at hydration. */
export function useStoredWalletConnection(): boolean | null {
  return useSyncExternalStore(noSubscription, readStoredConnection, unknownInPrerender);
}

/**
 * A wallet screen in the prerendered page: the connect prompt and the skeleton, of which its inline script
 * shows the right one from the first paint. Hydration draws the same, then the screen itself decides.
 */
export function PrerenderedWalletFallback({ promptText }: { promptText: string }) {
  return (
    <>
      <PrerenderScript source={MARK_STORED_CONNECTION_SCRIPT} />
      <div className="wallet-stored:hidden">
        <ConnectWalletPromptView text={promptText} />
      </div>
      <div className="hidden wallet-stored:block">
        <WalletSkeleton />
      </div>
    </>
  );
}

/**
 * A wallet screen while its wallet stack loads: the prompt, connecting, when the reader pressed Connect to
 * load it; otherwise the skeleton of a returning connected reader's screen.
 */
export function WalletStackFallback({ promptText }: { promptText: string }) {
  const connectRequest = useConnectRequest();
  return connectRequest?.isPending() ? <ConnectWalletPromptView text={promptText} isConnecting /> : <WalletSkeleton />;
}

/** A wallet route while a chunk loads, the wallet stack's or its screen's (next/dynamic's `loading`), with the route's prompt. */
export function WalletStackLoading() {
  const promptText = useConnectPromptText();
  return <WalletStackFallback promptText={promptText} />;
}
