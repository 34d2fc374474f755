'use client';

import { useTranslations } from 'next-intl';
import { useConnectWallet } from '@/lib/chain/useConnectWallet';
import { ConnectWalletPromptView } from './ConnectWalletPromptView';
import { useReportWalletError } from './useReportWalletError';

/** Shown where a screen needs the wallet and none is connected. */
export function ConnectWalletPrompt({ text }: { text: string }) {
  const t = useTranslations('wallet');
  const { connectWallet, isConnecting } = useConnectWallet();
  const reportError = useReportWalletError();

  async function handleConnect() {
    const result = await connectWallet();
    if (!result.ok) reportError(t('connectFailed'), result.error);
  }

  return <ConnectWalletPromptView text={text} isConnecting={isConnecting} onConnect={handleConnect} />;
}
