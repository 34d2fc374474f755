import { Incubator } from '@/components/nft/Incubator';

export default function NftIncubatorPage() {
  return <Incubator />;
}
