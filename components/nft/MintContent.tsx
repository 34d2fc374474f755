'use client';

import { WalletProviders } from '@/components/wallet-stack/WalletProviders';
import { NftScreenFallback } from './NftScreenFallback';
import { MintScreen } from './MintScreen';

/** The mint page with its wallet stack, as one chunk the route loads once the reader connects or returns connected (gatedNftScreen). */
export default function MintContent() {
  return (
    <WalletProviders fallback={<NftScreenFallback />}>
      <MintScreen />
    </WalletProviders>
  );
}
