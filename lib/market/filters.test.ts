import { parseEther } from 'viem';
import type { MarketOrder } from '@/lib/api/market';
import { filterListings, NO_FILTERS, totalLevel } from './filters';
import { tokenKey, type MarketTokenCard } from './tokenCards';

const CREATURES = '0x00000000000000000000000000000000000000c1';
const PENDANTS = '0x00000000000000000000000000000000000000d1';

const listing = (collection: string, tokenId: number, price: string) =>
  ({ orderHash: `0x${tokenId}`, collection, tokenId: String(tokenId), price: parseEther(price).toString() }) as MarketOrder;

const creature = (tokenId: number, species: number, levels: number[], revealed = true): MarketTokenCard =>
  ({
    kind: 'creature',
    tokenId: BigInt(tokenId),
    card: { creature: { species, levels, revealed } },
    rebirthCount: 0,
    equipped: [],
  }) as unknown as MarketTokenCard;

const orders = [listing(CREATURES, 1, '0.1'), listing(CREATURES, 2, '1'), listing(CREATURES, 3, '2'), listing(PENDANTS, 4, '0.5')];
const cards = new Map<string, MarketTokenCard>([
  [tokenKey({ collection: CREATURES, tokenId: '1' }), creature(1, 0, [1, 1, 1, 1])],
  [tokenKey({ collection: CREATURES, tokenId: '2' }), creature(2, 3, [5, 2, 1, 0])],
  [tokenKey({ collection: CREATURES, tokenId: '3' }), creature(3, 3, [0, 0, 0, 0], false)],
]);
const ids = (list: MarketOrder[]) => list.map((order) => order.tokenId);

describe('the market’s own filters', () => {
  it('keep every listing, in the book’s order, when none is set', () => {
    expect(ids(filterListings(orders, cards, NO_FILTERS))).toEqual(['1', '2', '3', '4']);
  });

  it('keep creatures of the species asked, revealed ones only, and no pendant', () => {
    expect(ids(filterListings(orders, cards, { ...NO_FILTERS, species: 3 }))).toEqual(['2']);
  });

  it('keep creatures whose four levels reach the least total level', () => {
    expect(totalLevel([5, 2, 1, 0])).toBe(8);
    expect(ids(filterListings(orders, cards, { ...NO_FILTERS, minLevel: 5 }))).toEqual(['2']);
    expect(ids(filterListings(orders, cards, { ...NO_FILTERS, minLevel: 0 }))).toEqual(['1', '2']);
  });

  it('keep prices within the range, both ends included', () => {
    const range = { ...NO_FILTERS, minPrice: parseEther('0.5'), maxPrice: parseEther('1') };
    expect(ids(filterListings(orders, cards, range))).toEqual(['2', '4']);
  });

  it('leave out a creature whose card could not be read when its traits are asked', () => {
    expect(ids(filterListings(orders, new Map(), { ...NO_FILTERS, species: 0 }))).toEqual([]);
  });
});
