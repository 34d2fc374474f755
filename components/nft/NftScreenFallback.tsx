'use client';

import { useTranslations } from 'next-intl';
import { WalletStackFallback } from '@/components/wallet-stack/WalletStackFallback';

/** An NFT screen (the tab, the incubator, mint) while its wallet stack loads. */
export function NftScreenFallback() {
  const t = useTranslations('nft');
  return <WalletStackFallback promptText={t('connectPrompt')} />;
}
