'use client';

import { useMutation } from '@tanstack/react-query';
import { ProviderNotFoundError, useConfig, useSignMessage } from 'wagmi';
import { getConnection } from 'wagmi/actions';
import type { ApiFailure } from '@/lib/api/failure';
import { loginByWallet, requestSignInMessage } from '@/lib/api/user';
import { toChainError, type ChainError } from '@/lib/chain/errors';
import { useConnectWallet } from '@/lib/chain/useConnectWallet';
import { useCompleteLogin } from './account';

/** A wallet the reader refused or could not use (`error`), or a sign-in the server turned down (`failure`). */
export type WalletLoginResult = { ok: true } | { ok: false; error: ChainError } | { ok: false; failure: ApiFailure };

/**
 * Wallet sign-in (EIP-4361): connects the wallet if it is not yet, asks the server for the message,
 * has the wallet sign it and exchanges the signature for a session. Uses the wallet stack, so only
 * lazily loaded components may call it.
 */
export function useWalletLogin() {
  const config = useConfig();
  const { connectWallet } = useConnectWallet();
  const { mutateAsync: signMessage } = useSignMessage();
  const completeLogin = useCompleteLogin();

  return useMutation({
    mutationFn: async (): Promise<WalletLoginResult> => {
      if (getConnection(config).status !== 'connected') {
        const connected = await connectWallet();
        if (!connected.ok) return connected;
      }
      const { address } = getConnection(config);
      if (!address) return { ok: false, error: toChainError(new ProviderNotFoundError()) };

      const issued = await requestSignInMessage({ address });
      if (!issued.ok) return issued;
      let signature;
      try {
        signature = await signMessage({ account: address, message: issued.data.message });
      } catch (error) {
        return { ok: false, error: toChainError(error) };
      }
      const login = await loginByWallet({ message: issued.data.message, signature });
      if (!login.ok) return login;
      await completeLogin(login.data);
      return { ok: true };
    },
  });
}
