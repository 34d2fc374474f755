import { WalletTab } from '@/components/wallet/WalletTab';

/** Its texts and the wallet stack come from the wallet routes' layout. */
export default function WalletPage() {
  return <WalletTab />;
}
