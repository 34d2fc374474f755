import { WalletScreenMessages } from '@/components/i18n/WalletScreenMessages';
import { Incubator } from '@/components/nft/Incubator';

export default function NftIncubatorPage() {
  return (
    <WalletScreenMessages>
      <Incubator />
    </WalletScreenMessages>
  );
}
