'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { WalletStackGate } from '@/components/wallet/WalletStackGate';
import { NftTabFallback } from './NftTabFallback';

const loadNftTabContent = () => import('./NftTabContent');

/** The wallet stack only exists in the browser and only on the routes that need it. */
const NftTabContent = dynamic(loadNftTabContent, { ssr: false, loading: NftTabFallback });

export function NftTab() {
  const t = useTranslations('nft');
  return (
    <WalletStackGate promptText={t('connectPrompt')} loadStack={loadNftTabContent}>
      <NftTabContent />
    </WalletStackGate>
  );
}
