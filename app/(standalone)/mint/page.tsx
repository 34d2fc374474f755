import { MintTalk } from '@/components/nft/MintTalk';

export default function MintPage() {
  return <MintTalk />;
}
