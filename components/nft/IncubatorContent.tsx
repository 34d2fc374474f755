'use client';

import { WalletProviders } from '@/components/wallet/WalletProviders';
import { WalletSkeleton } from '@/components/wallet/WalletSkeleton';
import { IncubatorScreen } from './IncubatorScreen';

/** The incubator with its wallet stack, as one chunk the route loads after the first paint. */
export default function IncubatorContent() {
  return (
    <WalletProviders fallback={<WalletSkeleton />}>
      <IncubatorScreen />
    </WalletProviders>
  );
}
