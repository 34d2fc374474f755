'use client';

import { useTranslations } from 'next-intl';
import { WalletTabFallback } from '@/components/wallet/WalletTabFallback';

/** The NFT tab while its wallet stack loads. */
export function NftTabFallback() {
  const t = useTranslations('nft');
  return <WalletTabFallback promptText={t('connectPrompt')} />;
}
