'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { loadTestWalletIfEnabled } from '@/lib/chain/load-test-wallet';
import { ConnectRequestContext, createConnectRequest } from './connectRequest';
import { ConnectWalletPromptView } from './ConnectWalletPromptView';
import { PrerenderedWalletFallback, useStoredWalletConnection } from './WalletStackFallback';

/**
 * A wallet screen's entry: the wallet stack (`children`, loaded by `loadStack`) at once for a returning
 * connected reader, whom wagmi reconnects; for anyone else the connect prompt, whose press loads the stack
 * and connects (reaching for the button starts the download). A reader who only looks downloads no wallet code.
 */
export function WalletStackGate({ promptText, loadStack, children }: { promptText: string; loadStack: () => Promise<unknown>; children: ReactNode }) {
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
    const preload = () => void loadStack().catch(() => {});
    return <ConnectWalletPromptView text={promptText} onConnect={connect} onIntent={preload} />;
  }
  return <ConnectRequestContext value={connectRequest}>{children}</ConnectRequestContext>;
}
