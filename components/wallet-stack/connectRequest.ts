'use client';

import { createContext, useContext } from 'react';

/**
 * A Connect pressed before the wallet stack was there: the press loads the stack, and the stack's connect
 * prompt carries it out once, as soon as it can.
 */
export interface ConnectRequest {
  press(): void;
  /** Whether a press waits for the stack. */
  isPending(): boolean;
  /** Whether a press waits, forgetting it: true once per press. */
  take(): boolean;
}

export function createConnectRequest(): ConnectRequest {
  let pending = false;
  return {
    press: () => {
      pending = true;
    },
    isPending: () => pending,
    take: () => {
      const wasPending = pending;
      pending = false;
      return wasPending;
    },
  };
}

export const ConnectRequestContext = createContext<ConnectRequest | null>(null);

export function useConnectRequest(): ConnectRequest | null {
  return useContext(ConnectRequestContext);
}
