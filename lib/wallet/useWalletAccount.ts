'use client';

import { useQuery } from '@tanstack/react-query';
import { createWalletAccount } from '@/lib/api/wallet';
import { queryKeys } from '@/lib/api/queryKeys';
import { session, useIsLoggedIn } from '@/lib/session/store';

/**
 * The signed-in user's wallet-service account; its id is kept in the session for transaction reports.
 * Without wagmi, so the Wallet tab asks for it before any wallet code has loaded.
 */
export function useWalletAccount() {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: queryKeys.wallet.account(),
    queryFn: async ({ signal }) => {
      const account = await createWalletAccount({ signal });
      if (account) session.set({ accountId: account.accountId });
      return account;
    },
    enabled: loggedIn,
    staleTime: Infinity,
  });
}
