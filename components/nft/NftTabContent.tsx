'use client';

import { WalletProviders } from '@/components/wallet/WalletProviders';
import { WalletSkeleton } from '@/components/wallet/WalletSkeleton';
import { NftScreen } from './NftScreen';

/** The NFT tab with its wallet stack, as one chunk the route loads after the first paint. */
export default function NftTabContent() {
  return (
    <WalletProviders fallback={<WalletSkeleton />}>
      <NftScreen />
    </WalletProviders>
  );
}
