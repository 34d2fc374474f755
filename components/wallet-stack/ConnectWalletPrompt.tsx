'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useConnectWallet } from '@/lib/chain/useConnectWallet';
import { useConnectRequest } from './connectRequest';
import { ConnectWalletPromptView } from './ConnectWalletPromptView';
import { OpenInWalletApp } from './OpenInWalletApp';
import { useReportWalletError } from './useReportWalletError';

/** Shown where a screen needs the wallet and none is connected. */
export function ConnectWalletPrompt({ text }: { text: string }) {
  const t = useTranslations('wallet');
  const { connectWallet, isConnecting } = useConnectWallet();
  const reportError = useReportWalletError();
  const connectRequest = useConnectRequest();
  const [walletMissing, setWalletMissing] = useState(false);

  function handleConnect() {
    return connectWallet().then((result) => {
      if (!result.ok) reportError(t('connectFailed'), result.error);
      setWalletMissing(!result.ok && result.error.kind === 'WALLET_NOT_FOUND');
    });
  }

  // The press that loaded the wallet stack is carried out once, as soon as this prompt is here.
  useEffect(() => {
    if (connectRequest?.take()) void handleConnect();
  });

  return (
    <ConnectWalletPromptView text={text} isConnecting={isConnecting || (connectRequest?.isPending() ?? false)} onConnect={handleConnect}>
      {walletMissing ? <OpenInWalletApp /> : null}
    </ConnectWalletPromptView>
  );
}
