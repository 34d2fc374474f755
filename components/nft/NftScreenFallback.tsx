'use client';

import { useTranslations } from 'next-intl';
import { WalletTabFallback } from '@/components/wallet/WalletTabFallback';

/** An NFT screen (the tab, the incubator, mint) while its wallet stack loads. */
export function NftScreenFallback() {
  const t = useTranslations('nft');
  return <WalletTabFallback promptText={t('connectPrompt')} />;
}
