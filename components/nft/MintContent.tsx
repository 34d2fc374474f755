'use client';

import { WalletProviders } from '@/components/wallet/WalletProviders';
import { WalletSkeleton } from '@/components/wallet/WalletSkeleton';
import { MintScreen } from './MintScreen';

/** The mint page with its wallet stack, as one chunk the route loads after the first paint. */
export default function MintContent() {
  return (
    <WalletProviders fallback={<WalletSkeleton />}>
      <MintScreen />
    </WalletProviders>
  );
}
