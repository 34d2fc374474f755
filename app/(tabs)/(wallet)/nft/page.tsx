import { NftTab } from '@/components/nft/NftTab';

/** Its texts and the wallet stack come from the wallet routes' layout. */
export default function NftPage() {
  return <NftTab />;
}
