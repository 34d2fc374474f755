import { queryOptions } from '@tanstack/react-query';
import { createWalletAccount } from '@/lib/api/wallet';
import { walletQueryKeys } from '@/lib/api/walletQueryKeys';
import { session } from '@/lib/session/store';

/**
 * The signed-in user's wallet-service account; its id is kept in the session for transaction reports. Without
 * wagmi, so the wallet routes ask for it before any wallet code has loaded (WalletServiceAccount prefetches it).
 */
export const walletAccountQuery = queryOptions({
  queryKey: walletQueryKeys.wallet.account(),
  queryFn: async ({ signal }) => {
    const account = await createWalletAccount({ signal });
    if (account) session.set({ accountId: account.accountId });
    return account;
  },
  staleTime: Infinity,
});
