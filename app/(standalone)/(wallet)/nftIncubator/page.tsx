import { Incubator } from '@/components/nft/Incubator';

/** Its texts and the wallet stack come from the wallet routes' layout. */
export default function NftIncubatorPage() {
  return <Incubator />;
}
