import { NftTab } from '@/components/nft/NftTab';

export default function NftPage() {
  return <NftTab />;
}
