import type { MarketOrder } from '@/lib/api/market';
import { tokenKey, type MarketTokenCard } from './tokenCards';

// The market's filters the order book does not apply itself: species and level (chain traits of the token) and a
// price range. The book filters by collection and currency and sorts; these narrow the pages read of it.

export interface ListingFilters {
  /** A species index; a pendant has none and does not match. */
  species: number | null;
  /** The least total level (the sum of the four attribute levels); a pendant does not match. */
  minLevel: number | null;
  /** In wei of the listing's own currency. */
  minPrice: bigint | null;
  maxPrice: bigint | null;
}

export const NO_FILTERS: ListingFilters = { species: null, minLevel: null, minPrice: null, maxPrice: null };

/** A creature's level as the market shows and filters it: its four attribute levels together. */
export function totalLevel(levels: readonly number[]): number {
  return levels.reduce((sum, level) => sum + level, 0);
}

export function listingMatches(order: MarketOrder, card: MarketTokenCard | undefined, filters: ListingFilters): boolean {
  const price = BigInt(order.price);
  if (filters.minPrice !== null && price < filters.minPrice) return false;
  if (filters.maxPrice !== null && price > filters.maxPrice) return false;
  if (filters.species === null && filters.minLevel === null) return true;
  if (card?.kind !== 'creature' || !card.card.creature.revealed) return false;
  if (filters.species !== null && card.card.creature.species !== filters.species) return false;
  return filters.minLevel === null || totalLevel(card.card.creature.levels) >= filters.minLevel;
}

/** The listings of `orders` that pass `filters`, in the book's order. */
export function filterListings(
  orders: readonly MarketOrder[],
  cards: ReadonlyMap<string, MarketTokenCard>,
  filters: ListingFilters,
): MarketOrder[] {
  return orders.filter((order) => listingMatches(order, cards.get(tokenKey(order)), filters));
}
