'use client';

import { Wallet } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import { useReportWalletError } from './useReportWalletError';
import { useConnectWallet } from '@/lib/chain/useConnectWallet';

/** Shown where a screen needs the wallet and none is connected. */
export function ConnectWalletPrompt({ text }: { text: string }) {
  const t = useTranslations('wallet');
  const { connectWallet, isConnecting } = useConnectWallet();
  const reportError = useReportWalletError();

  async function handleConnect() {
    const result = await connectWallet();
    if (!result.ok) reportError(t('connectFailed'), result.error);
  }

  return (
    <section className="flex flex-col items-center gap-4 px-6 py-16 text-center">
      <div aria-hidden="true" className="flex size-14 items-center justify-center rounded-full bg-muted text-ink-soft">
        <Wallet className="size-6" />
      </div>
      <p className="max-w-xs text-sm text-ink-soft">{text}</p>
      <Button onClick={handleConnect} disabled={isConnecting} aria-busy={isConnecting}>
        {isConnecting ? t('connecting') : t('connect')}
      </Button>
    </section>
  );
}
