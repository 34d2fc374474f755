import { WalletScreenMessages } from '@/components/i18n/WalletScreenMessages';
import { MintTalk } from '@/components/nft/MintTalk';

export default function MintPage() {
  return (
    <WalletScreenMessages>
      <MintTalk />
    </WalletScreenMessages>
  );
}
