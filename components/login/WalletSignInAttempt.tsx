'use client';

import { useEffect, useRef } from 'react';
import { useConnection } from 'wagmi';
import { WalletProviders } from '@/components/wallet-stack/WalletProviders';
import { toChainError } from '@/lib/chain/errors';
import { useWalletLogin, type WalletLoginResult } from '@/lib/session/useWalletLogin';

export interface WalletSignInAttemptProps {
  /** Counts the reader's presses: each new value runs one sign-in. */
  attempt: number;
  onSettled: (result: WalletLoginResult) => void;
}

function SignInRun({ attempt, onSettled }: WalletSignInAttemptProps) {
  const { status } = useConnection();
  const { mutateAsync: logIn } = useWalletLogin();
  const lastRun = useRef(0);
  // A wallet still reconnecting from an earlier visit is waited for rather than asked to connect again.
  const settledConnection = status === 'connected' || status === 'disconnected';

  useEffect(() => {
    if (!settledConnection || lastRun.current === attempt) return;
    lastRun.current = attempt;
    logIn().then(onSettled, (error: unknown) => onSettled({ ok: false, error: toChainError(error) }));
  }, [attempt, settledConnection, logIn, onSettled]);

  return null;
}

/** The wallet stack and one sign-in per press, as one chunk loaded only when the reader asks for it. */
export default function WalletSignInAttempt(props: WalletSignInAttemptProps) {
  return (
    <WalletProviders>
      <SignInRun {...props} />
    </WalletProviders>
  );
}
