import { WalletTab } from '@/components/wallet/WalletTab';

export default function WalletPage() {
  return <WalletTab />;
}
