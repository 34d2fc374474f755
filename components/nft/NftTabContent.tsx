'use client';

import { WalletProviders } from '@/components/wallet/WalletProviders';
import { NftScreen } from './NftScreen';
import { NftTabFallback } from './NftTabFallback';

/** The NFT tab with its wallet stack, as one chunk the route loads after the first paint. */
export default function NftTabContent() {
  return (
    <WalletProviders fallback={<NftTabFallback />}>
      <NftScreen />
    </WalletProviders>
  );
}
