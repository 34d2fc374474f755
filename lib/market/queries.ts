'use client';

import { useInfiniteQuery, useQueries, useQuery } from '@tanstack/react-query';
import type { Address, PublicClient } from 'viem';
import { fetchMarketOrders, fetchTokenActivity, type MarketOrder, type MarketOrderQuery } from '@/lib/api/market';
import { nextPageParam } from '@/lib/api/paging';
import { retryUnexpected, unwrap } from '@/lib/api/queryError';
import { walletQueryKeys } from '@/lib/api/walletQueryKeys';
import { useTargetPublicClient } from '@/lib/chain/tx/useTransactor';
import type { NftContracts } from '@/lib/nft/contracts';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { trustedOrders } from './bookOrder';
import { BASIS_POINTS, type MarketToken } from './orders';
import { isSeaportApproved, readOrderChainTerms } from './reads';
import { readMarketTokenCards, tokenKey, tokensOfOrders } from './tokenCards';

/** The most orders the book answers in one page: a token's orders are read in one. */
const ORDERS_READ = 100;

type OrderFilters = Omit<MarketOrderQuery, 'page' | 'size'>;

const definedFilters = (query: OrderFilters) => Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));

/**
 * Orders of the book, filtered and sorted by it, less any whose signed parameters do not say what they show
 * (bookOrder.ts); refreshed after each market transaction or order placed.
 */
export function useMarketOrders(query: OrderFilters, enabled = true) {
  const wanted = definedFilters(query);
  return useQuery({
    queryKey: walletQueryKeys.market.orders(wanted),
    queryFn: async ({ signal }) =>
      trustedOrders(unwrap(await fetchMarketOrders({ ...wanted, page: 0, size: ORDERS_READ }, { signal })).list, wanted),
    enabled,
    retry: retryUnexpected,
  });
}

/** Orders of the book a page at a time, filtered, sorted and checked as useMarketOrders: a list that grows as the reader scrolls. */
export function useMarketOrderPages(query: OrderFilters) {
  const wanted = definedFilters(query);
  return useInfiniteQuery({
    queryKey: walletQueryKeys.market.orderPages(wanted),
    queryFn: async ({ pageParam, signal }) => {
      const page = unwrap(await fetchMarketOrders({ ...wanted, page: pageParam }, { signal }));
      // The page keeps the book's count, so paging goes on past orders left out.
      return { ...page, list: trustedOrders(page.list, wanted) };
    },
    initialPageParam: 0,
    getNextPageParam: nextPageParam,
    retry: retryUnexpected,
  });
}

/**
 * The latest market activity of `token`, newest first, less any entry whose order's signed parameters do not say
 * what it shows (bookOrder.ts): a book cannot make up a sale's price.
 */
export function useTokenActivity(token: MarketToken, enabled = true) {
  const query = { collection: token.collection, tokenId: String(token.tokenId) };
  return useQuery({
    queryKey: walletQueryKeys.market.activity(tokenKey(token)),
    queryFn: async ({ signal }) => {
      const { list } = unwrap(await fetchTokenActivity(query, { signal }));
      const trusted = new Set(
        trustedOrders(
          list.map((entry) => entry.order),
          query,
        ),
      );
      return list.filter((entry) => trusted.has(entry.order));
    },
    enabled,
    retry: retryUnexpected,
  });
}

/** The chain card of one token, null when its reads fail (a token never minted, or burnt). */
function tokenCardQuery(client: PublicClient, contracts: NftContracts, token: MarketToken) {
  return {
    queryKey: walletQueryKeys.market.tokenCard(tokenKey(token)),
    queryFn: async () => (await readMarketTokenCards(client, contracts, [token])).get(tokenKey(token)) ?? null,
    retry: retryUnexpected,
  };
}

/** The chain card of `token`, as a market row reads it: for a token the reader reached by its link. */
export function useMarketTokenCard(token: MarketToken, contracts: NftContracts) {
  const client = useTargetPublicClient();
  return useQuery(tokenCardQuery(client, contracts, token));
}

/**
 * The chain cards of the tokens `orders` name, one query a token: a list that grows, or loses a row, reads only the
 * tokens it has not read yet, and the transport's batching sends a render's new reads in one request. A token
 * whose reads fail has no card.
 */
export function useMarketTokenCards(orders: readonly MarketOrder[] | undefined, contracts: NftContracts) {
  const client = useTargetPublicClient();
  const tokens = tokensOfOrders(orders ?? []);
  return useQueries({
    queries: tokens.map((token) => tokenCardQuery(client, contracts, token)),
    combine: (results) => {
      const failed = results.find((result) => result.isError);
      return {
        data: new Map(results.flatMap((result, index) => (result.data ? [[tokenKey(tokens[index]!), result.data] as const] : []))),
        isError: failed !== undefined,
        error: failed?.error ?? null,
        isRefetching: results.some((result) => result.isRefetching),
        refetch: () => Promise.all(results.filter((result) => result.isError).map((result) => result.refetch())),
      };
    },
  });
}

/**
 * What the sell form needs before the signature: whether Seaport may already move the token (else the approval
 * comes first) and the collection's royalty in basis points (its royaltyInfo on a price of 10 000), for the live
 * breakdown. The signature reads the royalty again on the real price. Not read for a token that cannot be listed.
 */
export function useSellTerms(owner: Address, token: MarketToken, enabled = true) {
  const client = useTargetPublicClient();
  const seaport = getRuntimeConfig().market.seaport;
  return useQuery({
    queryKey: walletQueryKeys.market.sellTerms(owner, tokenKey(token)),
    queryFn: async () => {
      const [approved, { royalty }] = await Promise.all([
        isSeaportApproved(client, { seaport: seaport!, owner, token }),
        readOrderChainTerms(client, { seaport: seaport!, maker: owner, token, price: BASIS_POINTS }),
      ]);
      return { approved, royaltyBps: royalty.amount };
    },
    enabled: enabled && seaport !== null,
    retry: retryUnexpected,
  });
}
