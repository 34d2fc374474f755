'use client';

import { Wallet } from 'lucide-react';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useCallback, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { OpenInWalletApp } from '@/components/wallet-stack/OpenInWalletApp';
import { useFailureText } from '@/lib/api/useFailureText';
import { afterRuntimeConfig } from '@/lib/runtime-config';
import type { WalletLoginResult } from '@/lib/session/useWalletLogin';

/** wagmi and viem stay out of the login page until the reader chooses the wallet. */
const WalletSignInAttempt = dynamic(
  afterRuntimeConfig(() => import('./WalletSignInAttempt')),
  { ssr: false },
);

/** "Sign in with wallet": connect, sign the server's EIP-4361 message, log in; failures shown inline. */
export function WalletSignIn() {
  const t = useTranslations('login');
  const tWallet = useTranslations('wallet');
  const failureText = useFailureText();
  const [attempt, setAttempt] = useState(0);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [walletMissing, setWalletMissing] = useState(false);

  const onSettled = useCallback(
    (result: WalletLoginResult) => {
      setPending(false);
      if (!result.ok) setError('error' in result ? tWallet(result.error.messageKey) : failureText(result.failure));
      setWalletMissing(!result.ok && 'error' in result && result.error.kind === 'WALLET_NOT_FOUND');
    },
    [tWallet, failureText],
  );

  function start() {
    setError(null);
    setWalletMissing(false);
    setPending(true);
    setAttempt((count) => count + 1);
  }

  return (
    <section className="flex flex-col gap-3 px-5 pb-8">
      <div className="flex items-center gap-3 text-sm text-ink-soft" aria-hidden="true">
        <span className="h-px flex-1 bg-line" />
        {t('or')}
        <span className="h-px flex-1 bg-line" />
      </div>
      <Button variant="secondary" onClick={start} disabled={pending} aria-busy={pending} className="w-full">
        <Wallet aria-hidden="true" className="size-4" />
        {pending ? t('withWalletPending') : t('withWallet')}
      </Button>
      {error ? (
        <p role="alert" data-testid="wallet-login-error" className="rounded-xl bg-danger/10 px-3 py-2 text-sm text-danger">
          {error}
        </p>
      ) : null}
      {walletMissing ? <OpenInWalletApp /> : null}
      {attempt > 0 ? <WalletSignInAttempt attempt={attempt} onSettled={onSettled} /> : null}
    </section>
  );
}
