'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState, type ReactNode } from 'react';
import { loadTestWalletIfEnabled } from '@/lib/chain/load-test-wallet';
import { useConnectPromptText } from './connectPromptText';
import { ConnectRequestContext, createConnectRequest } from './connectRequest';
import { ConnectWalletPromptView } from './ConnectWalletPromptView';
import { loadWalletProviders } from './loadWalletProviders';
import { PrerenderedWalletFallback, useStoredWalletConnection, WalletStackFallback, WalletStackLoading } from './WalletStackFallback';

/** The wallet stack only exists in the browser, and only once a wallet route asks for it. */
const WalletProviders = dynamic(loadWalletProviders, { ssr: false, loading: WalletStackLoading });

/**
 * The wallet routes' way in, mounted once by their layout (WalletRoutesLayout): the wallet stack, with the route's
 * page inside, at once for a returning connected reader, whom wagmi reconnects; for anyone else the connect prompt,
 * whose press loads the stack and connects (reaching for the button starts the download). A reader who only looks
 * downloads no wallet code. Moving between the routes of one layout keeps the stack and its connection mounted.
 */
export function WalletStackGate({ children }: { children: ReactNode }) {
  const promptText = useConnectPromptText();
  const storedConnection = useStoredWalletConnection();
  const [connectRequest] = useState(createConnectRequest);
  const [pressed, setPressed] = useState(false);

  // A wallet extension injects itself before the page runs; the test wallet of test builds comes as early.
  useEffect(() => {
    void loadTestWalletIfEnabled();
  }, []);

  if (storedConnection === null) return <PrerenderedWalletFallback promptText={promptText} />;
  if (!storedConnection && !pressed) {
    const connect = () => {
      connectRequest.press();
      setPressed(true);
    };
    // A download that fails here (offline) is simply tried again by the press.
    const preload = () => void loadWalletProviders().catch(() => {});
    return <ConnectWalletPromptView text={promptText} onConnect={connect} onIntent={preload} />;
  }
  return (
    <ConnectRequestContext value={connectRequest}>
      <WalletProviders fallback={<WalletStackFallback promptText={promptText} />}>{children}</WalletProviders>
    </ConnectRequestContext>
  );
}
