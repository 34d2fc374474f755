import { MintTalk } from '@/components/nft/MintTalk';

/** Its texts and the wallet stack come from the wallet routes' layout. */
export default function MintPage() {
  return <MintTalk />;
}
