'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useMemo, useState } from 'react';
import { isAddressEqual, type Address } from 'viem';
import { PlanAction } from '@/components/tx/PlanAction';
import type { ActionRunner } from '@/components/tx/useAnnouncedRuns';
import { ErrorState } from '@/components/ui/ErrorState';
import { LoadMore } from '@/components/ui/LoadMore';
import { Skeleton } from '@/components/ui/Skeleton';
import type { MarketOrder } from '@/lib/api/market';
import { flattenPages } from '@/lib/api/paging';
import { formatTokenAmount } from '@/lib/format/number';
import { useTimeFormat } from '@/lib/format/useTimeFormat';
import { currencySymbol } from '@/lib/market/orderForm';
import { cancelAllOrdersPlan, cancelOrderPlan } from '@/lib/market/plans';
import { useMarketOrderPages, useMarketTokenCards } from '@/lib/market/queries';
import { tokenKey, type MarketTokenCard } from '@/lib/market/tokenCards';
import type { NftContracts } from '@/lib/nft/contracts';
import { MarketTokenSummary } from './MarketToken';

function OrderRows({
  title,
  empty,
  orders,
  cards,
  contracts,
  seaport,
  runner,
  onCancelled,
}: {
  title: string;
  empty: string;
  orders: readonly MarketOrder[];
  cards: ReadonlyMap<string, MarketTokenCard>;
  contracts: NftContracts;
  seaport: Address;
  runner: ActionRunner;
  onCancelled: (orderHashes: readonly string[]) => void;
}) {
  const t = useTranslations('nft.market');
  const tTx = useTranslations('wallet.tx');
  const { clockDate } = useTimeFormat();
  return (
    <section className="flex flex-col gap-2">
      <h2 className="text-sm font-semibold">{title}</h2>
      {orders.length === 0 ? (
        <p className="text-sm text-ink-soft">{empty}</p>
      ) : (
        <ul aria-label={title} className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface">
          {orders.map((order) => (
            <li key={order.orderHash} className="flex flex-col gap-2 px-4 py-3" data-testid={`my-${order.side}-${order.tokenId}`}>
              <MarketTokenSummary
                card={cards.get(tokenKey(order))}
                tokenId={order.tokenId}
                isPendant={isAddressEqual(order.collection as Address, contracts.PendantNft.address)}
              />
              <PlanAction
                plan={cancelOrderPlan(seaport, order)}
                onDone={(result) => result.ok && onCancelled([order.orderHash])}
                runner={runner}
                variant="secondary"
                label={tTx('actions.cancelOrder')}
                ariaLabel={`${tTx('actions.cancelOrder')} #${order.tokenId}`}
              >
                <span className="text-sm font-semibold tabular-nums">
                  {t('price', { amount: formatTokenAmount(BigInt(order.price)), symbol: currencySymbol(order.currency) })}
                </span>
                <span className="flex flex-wrap gap-x-2 text-xs text-ink-soft">
                  <span className="font-medium" data-testid="order-status">
                    {t(`status.${order.status}`)}
                  </span>
                  <span>{t('ends', { time: clockDate(order.endTime * 1000) })}</span>
                </span>
              </PlanAction>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** What each pane of the market screen works with: the reader, the chain's Seaport and contracts, one runner. */
export interface MarketPaneProps {
  owner: Address;
  seaport: Address;
  contracts: NftContracts;
  runner: ActionRunner;
}

/**
 * The reader's open listings and offers, each cancelled at Seaport, or all at once by raising their counter (which
 * reaches the orders not loaded yet too).
 */
export function MyOrders({ owner, seaport, contracts, runner }: MarketPaneProps) {
  const t = useTranslations('nft.market');
  const tTx = useTranslations('wallet.tx');
  // The orders its maker can still cancel, those that could be filled now or again later, a page at a time.
  const orders = useMarketOrderPages({ maker: owner, status: 'open', sort: 'newest' });
  // Orders cancelled here: out of the list at once, before the book has indexed the cancellation.
  const [cancelled, setCancelled] = useState<ReadonlySet<string>>(new Set());
  const onCancelled = (orderHashes: readonly string[]) => setCancelled((before) => new Set([...before, ...orderHashes]));
  const loaded = useMemo(() => (orders.data ? flattenPages(orders.data.pages, (order) => order.orderHash) : undefined), [orders.data]);
  const open = loaded?.filter((order) => !cancelled.has(order.orderHash));
  const cards = useMarketTokenCards(open, contracts);
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = orders;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, hasNextPage, isFetchingNextPage]);
  if (orders.isPending) {
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        <Skeleton className="h-28 w-full" />
        <Skeleton className="h-28 w-full" />
      </div>
    );
  }
  if (orders.isError) {
    return <ErrorState error={orders.error} text={t('loadFailed')} onRetry={() => void orders.refetch()} retrying={orders.isRefetching} />;
  }
  const cardsByToken = cards.data ?? new Map<string, MarketTokenCard>();
  const rows = { contracts, seaport, runner, cards: cardsByToken, onCancelled };
  const listings = open!.filter((order) => order.side === 'listing');
  const offers = open!.filter((order) => order.side === 'offer');
  return (
    <div className="flex flex-col gap-5">
      <OrderRows title={t('mine.listings')} empty={t('mine.noListings')} orders={listings} {...rows} />
      <OrderRows title={t('mine.offers')} empty={t('mine.noOffers')} orders={offers} {...rows} />
      {/* Past the loaded pages, even when every loaded order was cancelled here. */}
      {loaded!.length > 0 ? (
        <LoadMore hasMore={hasNextPage} loading={isFetchingNextPage} failed={orders.isFetchNextPageError} onLoadMore={loadMore} />
      ) : null}
      {open!.length > 0 ? (
        <div className="rounded-xl border border-line px-3 py-2">
          <PlanAction
            plan={cancelAllOrdersPlan(seaport)}
            runner={runner}
            variant="secondary"
            label={tTx('actions.cancelAllOrders')}
            onDone={(result) => result.ok && onCancelled(open!.map((order) => order.orderHash))}
          >
            <span className="text-sm">{t('mine.cancelAllNote')}</span>
          </PlanAction>
        </div>
      ) : null}
    </div>
  );
}
