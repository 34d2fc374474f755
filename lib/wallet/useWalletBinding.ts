'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Address } from 'viem';
import { useSignMessage } from 'wagmi';
import { bindWalletAddress, requestBindNonce } from '@/lib/api/wallet';
import { queryKeys } from '@/lib/api/queryKeys';
import { toChainError, type ChainError } from '@/lib/chain/errors';
import type { UserInfo } from '@/lib/session/store';
import { addressBindMessage } from '@/lib/protocol';

export function isWalletBound(userInfo: UserInfo | null, address: Address): boolean {
  return userInfo?.wallets.some((wallet) => wallet.address.toLowerCase() === address.toLowerCase()) ?? false;
}

/** `refused`: the server said no, and the API client has already shown why (e.g. the 10030 dialog). */
export type BindWalletResult = { ok: true } | { ok: false; error: ChainError } | { ok: false; refused: true };

/**
 * Proves ownership with a signature of the bind message (the account and a fresh server nonce), then binds
 * the address to the account. The message is built here from the shared builder, so the wallet is only
 * ever asked to sign a bind message.
 */
export function useBindWallet() {
  const { mutateAsync: signMessage } = useSignMessage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ address }: { address: Address }): Promise<BindWalletResult> => {
      const challenge = await requestBindNonce(address);
      if (!challenge) return { ok: false, refused: true };
      let signature;
      try {
        signature = await signMessage({
          account: address,
          message: addressBindMessage({ accountId: challenge.accountId, address, nonce: challenge.nonce }),
        });
      } catch (error) {
        return { ok: false, error: toChainError(error) };
      }
      if (!(await bindWalletAddress({ address, nonce: challenge.nonce, signature }))) return { ok: false, refused: true };
      await queryClient.invalidateQueries({ queryKey: queryKeys.user.info() });
      return { ok: true };
    },
  });
}
