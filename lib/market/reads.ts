import { parseAbi, type Address, type PublicClient } from 'viem';
import { isNftApprovalInPlace, nftApprovalReads } from '@/lib/chain/tx/quote';
import type { MarketToken, Royalty } from './orders';
import { SEAPORT_ABI } from './seaport';

// What an order is built from that only the chain knows, read in one round before the wallet is asked to sign.

const ERC2981_ABI = parseAbi(['function royaltyInfo(uint256 tokenId, uint256 salePrice) view returns (address receiver, uint256 amount)']);

/** What a maker's order needs from the chain: its counter at Seaport and the token's royalty on the price. */
export interface OrderChainTerms {
  counter: bigint;
  royalty: Royalty;
}

export async function readOrderChainTerms(
  client: PublicClient,
  { seaport, maker, token, price }: { seaport: Address; maker: Address; token: MarketToken; price: bigint },
): Promise<OrderChainTerms> {
  const [counter, [receiver, amount]] = await client.multicall({
    allowFailure: false,
    contracts: [
      { address: seaport, abi: SEAPORT_ABI, functionName: 'getCounter', args: [maker] },
      { address: token.collection, abi: ERC2981_ABI, functionName: 'royaltyInfo', args: [token.tokenId, price] },
    ],
  });
  return { counter, royalty: { receiver, amount } };
}

/** Whether Seaport may move `owner`'s token: approved over it, or over the whole collection. A listing needs one. */
export async function isSeaportApproved(
  client: PublicClient,
  { seaport, owner, token }: { seaport: Address; owner: Address; token: MarketToken },
): Promise<boolean> {
  const need = { collection: token.collection, spender: seaport, tokenId: token.tokenId };
  const answers = await client.multicall({ allowFailure: false, contracts: nftApprovalReads(need, owner) });
  return isNftApprovalInPlace(answers, seaport);
}
