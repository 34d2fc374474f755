import { isAddressEqual, type Address, type PublicClient } from 'viem';
import type { MarketOrder } from '@/lib/api/market';
import type { NftContracts } from '@/lib/nft/contracts';
import type { CreatureCard, PendantCard } from '@/lib/nft/reads';
import type { MarketToken } from './orders';

/** What a market row pictures and describes of its token, read from the chain. */
export type MarketTokenCard =
  | { kind: 'creature'; tokenId: bigint; card: CreatureCard; rebirthCount: number; equipped: readonly PendantCard[] }
  | { kind: 'pendant'; tokenId: bigint; card: PendantCard };

/** The key a token's card is found by, whatever the case of its collection's address. */
export function tokenKey(token: { collection: string; tokenId: bigint | string }): string {
  return `${token.collection.toLowerCase()}:${String(token.tokenId)}`;
}

/** The tokens `orders` name, each once. */
export function tokensOfOrders(orders: readonly MarketOrder[]): MarketToken[] {
  const seen = new Map<string, MarketToken>();
  for (const order of orders) {
    const token = { collection: order.collection as Address, tokenId: BigInt(order.tokenId) };
    seen.set(tokenKey(token), token);
  }
  return [...seen.values()];
}

/**
 * The cards of `tokens` in one Multicall3 round trip: a creature's traits, rebirths and worn pendants (what its
 * picture needs), a pendant's card. A token whose reads fail (burnt, or not ours) has no card.
 */
export async function readMarketTokenCards(
  client: PublicClient,
  contracts: NftContracts,
  tokens: readonly MarketToken[],
): Promise<Map<string, MarketTokenCard>> {
  const { CreatureNft, CreatureUpgrade, PendantNft } = contracts;
  const creatures = tokens.filter((token) => isAddressEqual(token.collection, CreatureNft.address));
  const pendants = tokens.filter((token) => isAddressEqual(token.collection, PendantNft.address));
  const cards = new Map<string, MarketTokenCard>();
  if (creatures.length + pendants.length === 0) return cards;
  const reads = await client.multicall({
    allowFailure: true,
    contracts: [
      ...creatures.flatMap(({ tokenId }) => [
        { ...CreatureNft, functionName: 'creatureOf', args: [tokenId] } as const,
        { ...CreatureUpgrade, functionName: 'rebirthCount', args: [tokenId] } as const,
        { ...PendantNft, functionName: 'equippedCards', args: [tokenId] } as const,
      ]),
      ...pendants.map(({ tokenId }) => ({ ...PendantNft, functionName: 'pendantOf', args: [tokenId] }) as const),
    ],
  });
  creatures.forEach((token, index) => {
    const [card, rebirths, equipped] = reads.slice(index * 3, index * 3 + 3);
    if (card?.status !== 'success') return;
    cards.set(tokenKey(token), {
      kind: 'creature',
      tokenId: token.tokenId,
      card: card.result as CreatureCard,
      // The picture without its stars or pendants is better than none.
      rebirthCount: rebirths?.status === 'success' ? (rebirths.result as number) : 0,
      equipped: equipped?.status === 'success' ? (equipped.result as readonly PendantCard[]) : [],
    });
  });
  const pendantReads = reads.slice(creatures.length * 3);
  pendants.forEach((token, index) => {
    const read = pendantReads[index];
    if (read?.status === 'success')
      cards.set(tokenKey(token), { kind: 'pendant', tokenId: token.tokenId, card: read.result as PendantCard });
  });
  return cards;
}
