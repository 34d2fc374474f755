'use client';

import { WalletProviders } from '@/components/wallet-stack/WalletProviders';
import { WalletScreen } from './WalletScreen';
import { WalletTabLoading } from '@/components/wallet-stack/WalletStackFallback';

/** The whole Wallet tab with its wallet stack, as one chunk the route loads once the reader connects or returns connected (WalletStackGate). */
export default function WalletTabContent() {
  return (
    <WalletProviders fallback={<WalletTabLoading />}>
      <WalletScreen />
    </WalletProviders>
  );
}
