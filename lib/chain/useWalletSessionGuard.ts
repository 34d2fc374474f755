'use client';

import { useEffect } from 'react';
import { useConfig } from 'wagmi';
import { getConnection, watchConnection } from 'wagmi/actions';
import { session } from '@/lib/session/store';
import { shouldClearWalletSession } from './wallet-session';

/**
 * The wallet session (docs/PRODUCT.md §4.2): when the account or chain changes to one the session was not
 * built for, clears it and reloads the page. The first wallet connected becomes the session's address
 * (persisted); a wallet that comes back on another account at load keeps the session and its address,
 * so the next change tells them apart. A disconnect forgets the address.
 */
export function useWalletSessionGuard(): void {
  const config = useConfig();

  useEffect(() => {
    // Once cleared, the page is on its way out: later events must not write the old wallet back.
    let cleared = false;
    // The wallet may have reconnected before this effect subscribed, which no change event reports.
    rememberFirstWallet(getConnection(config));
    return watchConnection(config, {
      onChange(next, previous) {
        if (cleared) return;
        const { address, userInfo } = session.get();
        const stored = {
          address,
          boundWallet: userInfo?.wallets?.[0]?.address,
          googleEmail: userInfo?.googleEmail,
        };
        if (shouldClearWalletSession(previous, next, stored)) {
          cleared = true;
          session.clearAll();
          window.location.reload();
          return;
        }
        rememberFirstWallet(next);
        if (previous.status === 'connected' && next.status === 'disconnected' && address) session.set({ address: null });
      },
    });
  }, [config]);
}

function rememberFirstWallet(connection: { status: string; address?: string }): void {
  if (connection.status === 'connected' && connection.address && !session.get().address) {
    session.set({ address: connection.address });
  }
}
