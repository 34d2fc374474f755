'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { WagmiProvider } from 'wagmi';
import { loadTestWalletIfEnabled } from '@/lib/chain/load-test-wallet';
import { useResumePendingTransactions } from '@/lib/chain/tx/useTransactor';
import { useWalletSessionGuard } from '@/lib/chain/useWalletSessionGuard';
import { getWalletConfig } from '@/lib/chain/wagmi';

/** Wallets inject themselves before a page runs; the test wallet must be there too before wagmi starts. */
const WAITS_FOR_TEST_WALLET = process.env.NEXT_PUBLIC_TEST_WALLET === '1';

function WalletSessionGuard() {
  useWalletSessionGuard();
  return null;
}

/** A reload must not lose a transaction in flight: its wait resumes wherever the wallet stack loads. */
function PendingTransactionsResume() {
  useResumePendingTransactions();
  return null;
}

/**
 * The wallet stack (wagmi over the app's QueryClient) for the routes that need a wallet.
 * Browser only: load it with next/dynamic and `ssr: false` so other pages never download it.
 */
export function WalletProviders({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  // Made once the test wallet is announced, so wagmi finds it among the wallets at its start: one announced later,
  // before wagmi has read its stored state, is never added (a reconnect then finds no wallet).
  const [config, setConfig] = useState(() => (WAITS_FOR_TEST_WALLET ? undefined : getWalletConfig()));

  useEffect(() => {
    if (WAITS_FOR_TEST_WALLET) void loadTestWalletIfEnabled().then(() => setConfig(getWalletConfig()));
  }, []);

  if (!config) return fallback;
  return (
    <WagmiProvider config={config}>
      <WalletSessionGuard />
      <PendingTransactionsResume />
      {children}
    </WagmiProvider>
  );
}

export default WalletProviders;
