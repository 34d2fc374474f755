'use client';

import { useEffect } from 'react';
import { useConfig } from 'wagmi';
import { watchConnection } from 'wagmi/actions';
import { session } from '@/lib/session/store';
import { shouldClearWalletSession } from './wallet-session';

/**
 * docs/PRODUCT.md §4.2 wallet session: keeps session.address in step with the connected wallet, and when the
 * account or chain changes to one the session was not built for, clears it and reloads the page.
 */
export function useWalletSessionGuard(): void {
  const config = useConfig();

  useEffect(
    () =>
      watchConnection(config, {
        onChange(next, previous) {
          const { address, userInfo } = session.get();
          const stored = {
            address,
            boundWallet: userInfo?.wallets?.[0]?.address,
            googleEmail: userInfo?.googleEmail,
          };
          if (shouldClearWalletSession(previous, next, stored)) {
            session.clearAll();
            window.location.reload();
            return;
          }
          const connectedAddress = next.status === 'connected' ? (next.address ?? null) : null;
          if (next.status !== 'reconnecting' && connectedAddress !== address) session.set({ address: connectedAddress });
        },
      }),
    [config],
  );
}
