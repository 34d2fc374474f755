'use client';

import { useQuery } from '@tanstack/react-query';
import { useIsLoggedIn } from '@/lib/session/store';
import { walletAccountQuery } from './walletAccountQuery';

/** The signed-in user's wallet-service account (walletAccountQuery), for a screen that shows it. */
export function useWalletAccount() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...walletAccountQuery, enabled: loggedIn });
}
