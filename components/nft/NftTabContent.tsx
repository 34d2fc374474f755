'use client';

import { WalletProviders } from '@/components/wallet-stack/WalletProviders';
import { NftScreen } from './NftScreen';
import { NftScreenFallback } from './NftScreenFallback';

/** The NFT tab with its wallet stack, as one chunk the route loads once the reader connects or returns connected (gatedNftScreen). */
export default function NftTabContent() {
  return (
    <WalletProviders fallback={<NftScreenFallback />}>
      <NftScreen />
    </WalletProviders>
  );
}
