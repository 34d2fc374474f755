'use client';

import { useTranslations } from 'next-intl';
import { WalletTabFallback } from '@/components/wallet/WalletTabFallback';

/** The NFT tab's connect prompt (or the skeleton for a connected reader) while the wallet stack loads. */
export function NftTabFallback() {
  const t = useTranslations('nft');
  return <WalletTabFallback promptText={t('connectPrompt')} />;
}
