import { WalletScreenMessages } from '@/components/i18n/WalletScreenMessages';
import { WalletTab } from '@/components/wallet/WalletTab';

export default function WalletPage() {
  return (
    <WalletScreenMessages>
      <WalletTab />
    </WalletScreenMessages>
  );
}
