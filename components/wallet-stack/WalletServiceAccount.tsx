'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useIsLoggedIn } from '@/lib/session/store';
import { walletAccountQuery } from '@/lib/wallet/walletAccountQuery';

/**
 * Asks for the signed-in reader's wallet-service account on opening a wallet route, connected or not, before any
 * wallet code loads: its id goes with each transaction report, and the Wallet tab's binding reads it. A prefetch,
 * so the routes' first load carries no query observer for it.
 */
export function WalletServiceAccount() {
  const queryClient = useQueryClient();
  const loggedIn = useIsLoggedIn();
  useEffect(() => {
    if (loggedIn) void queryClient.prefetchQuery(walletAccountQuery);
  }, [queryClient, loggedIn]);
  return null;
}
