import { Suspense } from 'react';
import { WalletScreenMessages } from '@/components/i18n/WalletScreenMessages';
import { NftTab } from '@/components/nft/NftTab';

export default function NftPage() {
  // The tab reads `?id=` (the creature to open); in a static export that needs a Suspense boundary.
  return (
    <WalletScreenMessages>
      <Suspense>
        <NftTab />
      </Suspense>
    </WalletScreenMessages>
  );
}
