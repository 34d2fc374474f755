import { WalletScreenMessages } from '@/components/i18n/WalletScreenMessages';
import { NftTab } from '@/components/nft/NftTab';

export default function NftPage() {
  return (
    <WalletScreenMessages>
      <NftTab />
    </WalletScreenMessages>
  );
}
