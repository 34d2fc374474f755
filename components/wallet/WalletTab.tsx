'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useWalletAccount } from '@/lib/wallet/useWalletAccount';
import { WalletStackGate } from '@/components/wallet-stack/WalletStackGate';
import { WalletTabLoading } from '@/components/wallet-stack/WalletStackFallback';

const loadWalletTabContent = () => import('./WalletTabContent');

/** The wallet stack only exists in the browser and only on the routes that need it. */
const WalletTabContent = dynamic(loadWalletTabContent, { ssr: false, loading: WalletTabLoading });

/** The Wallet tab; the reader's wallet-service account is asked for on opening it, connected or not. */
export function WalletTab() {
  const t = useTranslations('wallet');
  useWalletAccount();
  return (
    <WalletStackGate promptText={t('connectPrompt')} loadStack={loadWalletTabContent}>
      <WalletTabContent />
    </WalletStackGate>
  );
}
