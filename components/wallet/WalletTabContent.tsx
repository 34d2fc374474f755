'use client';

import { WalletProviders } from './WalletProviders';
import { WalletScreen } from './WalletScreen';
import { WalletSkeleton } from './WalletSkeleton';

/** The whole Wallet tab with its wallet stack, as one chunk the route loads after the first paint. */
export default function WalletTabContent() {
  return (
    <WalletProviders fallback={<WalletSkeleton />}>
      <WalletScreen />
    </WalletProviders>
  );
}
