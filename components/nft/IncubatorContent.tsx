'use client';

import { WalletProviders } from '@/components/wallet-stack/WalletProviders';
import { NftScreenFallback } from './NftScreenFallback';
import { IncubatorScreen } from './IncubatorScreen';

/** The incubator with its wallet stack, as one chunk the route loads once the reader connects or returns connected (gatedNftScreen). */
export default function IncubatorContent() {
  return (
    <WalletProviders fallback={<NftScreenFallback />}>
      <IncubatorScreen />
    </WalletProviders>
  );
}
