'use client';

import { Store } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useMemo, useState } from 'react';
import { getAddress, isAddressEqual, type Address } from 'viem';
import { RequireNftWallet } from '@/components/nft/RequireNftWallet';
import { PlanAction } from '@/components/tx/PlanAction';
import { TxOutcomeNote } from '@/components/tx/TxOutcomeNote';
import { TxProgressNote } from '@/components/tx/TxProgressNote';
import { useActionRunner } from '@/components/tx/useActionRunner';
import type { ActionRunner } from '@/components/tx/useAnnouncedRuns';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { LoadMore } from '@/components/ui/LoadMore';
import { Skeleton } from '@/components/ui/Skeleton';
import type { MarketOrder } from '@/lib/api/market';
import { flattenPages } from '@/lib/api/paging';
import { formatAddress } from '@/lib/format/address';
import { formatTokenAmount } from '@/lib/format/number';
import { useTimeFormat } from '@/lib/format/useTimeFormat';
import { filterListings, NO_FILTERS, type ListingFilters } from '@/lib/market/filters';
import { checkOrderAmount, currencyAddress, currencySymbol } from '@/lib/market/orderForm';
import type { MarketToken } from '@/lib/market/orders';
import { buyListingPlan } from '@/lib/market/plans';
import { useMarketOrderPages, useMarketTokenCards } from '@/lib/market/queries';
import { tokenKey, type MarketTokenCard } from '@/lib/market/tokenCards';
import type { NftContracts } from '@/lib/nft/contracts';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { amountOf } from '@/lib/wallet/tokenSend';
import { MarketFilters, filtersUnderSort, type FilterForm, type MarketSort } from './MarketFilters';
import { MarketTokenSummary } from './MarketToken';
import { MyOrders, type MarketPaneProps } from './MyOrders';
import { OfferSheet } from './OfferSheet';

function ListingRow({
  order,
  card,
  owner,
  seaport,
  isPendant,
  runner,
  onOffer,
  onBought,
}: {
  order: MarketOrder;
  card: MarketTokenCard | undefined;
  owner: Address;
  seaport: Address;
  isPendant: boolean;
  runner: ActionRunner;
  onOffer: () => void;
  onBought: () => void;
}) {
  const t = useTranslations('nft.market');
  const tTx = useTranslations('wallet.tx');
  const { clockDate } = useTimeFormat();
  const mine = isAddressEqual(order.maker as Address, owner);
  const price = t('price', { amount: formatTokenAmount(BigInt(order.price)), symbol: currencySymbol(order.currency) });
  return (
    <li className="flex flex-col gap-2 px-4 py-3" data-testid={`listing-${order.tokenId}`}>
      <MarketTokenSummary card={card} tokenId={order.tokenId} isPendant={isPendant} />
      <p className="flex flex-wrap gap-x-2 text-xs text-ink-soft">
        <span>{mine ? t('yourListing') : t('seller', { address: formatAddress(getAddress(order.maker)) })}</span>
        <span>{t('ends', { time: clockDate(order.endTime * 1000) })}</span>
      </p>
      {mine ? (
        <p className="text-sm font-semibold tabular-nums" data-testid="listing-price">
          {price}
        </p>
      ) : (
        <PlanAction
          onDone={(result) => result.ok && onBought()}
          plan={buyListingPlan(seaport, order)}
          runner={runner}
          label={tTx('actions.buyListing')}
          ariaLabel={`${tTx('actions.buyListing')} #${order.tokenId}`}
        >
          <span className="text-sm font-semibold tabular-nums" data-testid="listing-price">
            {price}
          </span>
        </PlanAction>
      )}
      {!mine && !isPendant ? (
        <Button variant="secondary" onClick={onOffer} aria-label={`${t('makeOffer')} #${order.tokenId}`}>
          {t('makeOffer')}
        </Button>
      ) : null}
    </li>
  );
}

/**
 * The filters the reader typed, as the book's query and the narrowing the screen applies itself, and whether a
 * field on show holds what it cannot take (a level that is not a whole number, a price that is not an amount).
 */
function parseFilterForm(form: FilterForm, contracts: NftContracts, locale: string) {
  const typed = (text: string) => text.trim() !== '';
  const price = (text: string) => amountOf(checkOrderAmount(text, locale)) ?? null;
  const level = Number(form.minLevel);
  const levelTaken = typed(form.minLevel) && Number.isInteger(level) && level >= 0;
  const creatureFields = form.kind !== 'pendants';
  const filters: ListingFilters = {
    ...NO_FILTERS,
    species: creatureFields && form.species !== '' ? Number(form.species) : null,
    minLevel: creatureFields && levelTaken ? level : null,
    minPrice: form.currency === '' ? null : price(form.minPrice),
    maxPrice: form.currency === '' ? null : price(form.maxPrice),
  };
  const invalid =
    (creatureFields && typed(form.minLevel) && !levelTaken) ||
    (form.currency !== '' && ((typed(form.minPrice) && filters.minPrice === null) || (typed(form.maxPrice) && filters.maxPrice === null)));
  const creatureTraits = filters.species !== null || filters.minLevel !== null;
  const collection =
    form.kind === 'pendants'
      ? contracts.PendantNft.address
      : form.kind === 'creatures' || creatureTraits
        ? contracts.CreatureNft.address
        : undefined;
  const currency = form.currency === '' ? undefined : currencyAddress(form.currency, contracts.AfaToken.address);
  return { filters, collection, currency, invalid };
}

const EMPTY_FORM: FilterForm = { kind: '', species: '', minLevel: '', currency: '', minPrice: '', maxPrice: '' };

function Listings({ owner, seaport, contracts, runner }: MarketPaneProps) {
  const t = useTranslations('nft.market');
  const [form, setForm] = useState<FilterForm>(EMPTY_FORM);
  const [sort, setSort] = useState<MarketSort>('newest');
  const [offerFor, setOfferFor] = useState<MarketToken | null>(null);
  // Listings bought here: out of the list at once, before the book has indexed the sale.
  const [bought, setBought] = useState<ReadonlySet<string>>(new Set());
  const shownForm = filtersUnderSort(form, sort);
  const locale = useLocale();
  const { filters, collection, currency, invalid } = parseFilterForm(shownForm, contracts, locale);
  const orders = useMarketOrderPages({ side: 'listing', status: 'active', sort, collection, currency });
  const loaded = useMemo(() => (orders.data ? flattenPages(orders.data.pages, (order) => order.orderHash) : undefined), [orders.data]);
  const cards = useMarketTokenCards(loaded, contracts);
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = orders;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, hasNextPage, isFetchingNextPage]);

  const filterBar = (
    <MarketFilters form={shownForm} invalid={invalid} onChange={setForm} onClear={() => setForm(EMPTY_FORM)} sort={sort} onSort={setSort} />
  );
  if (orders.isPending) {
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        {filterBar}
        <Skeleton className="h-28 w-full" />
        <Skeleton className="h-28 w-full" />
      </div>
    );
  }
  if (orders.isError && !loaded) {
    return <ErrorState error={orders.error} text={t('loadFailed')} onRetry={() => void orders.refetch()} retrying={orders.isRefetching} />;
  }
  const cardsByToken = cards.data ?? new Map<string, MarketTokenCard>();
  const all = loaded ?? [];
  const shown = filterListings(
    all.filter((order) => !bought.has(order.orderHash)),
    cardsByToken,
    filters,
  );
  const isPendant = (order: MarketOrder) => isAddressEqual(order.collection as Address, contracts.PendantNft.address);
  return (
    <div className="flex flex-col gap-3">
      {filterBar}
      {cards.isError ? (
        <ErrorState
          compact
          error={cards.error}
          text={t('cardsFailed')}
          onRetry={() => void cards.refetch()}
          retrying={cards.isRefetching}
        />
      ) : null}
      {all.length === 0 ? (
        <EmptyState icon={<Store className="size-6" />} title={t('empty.title')} text={t('empty.text')} />
      ) : shown.length === 0 ? (
        <p className="py-8 text-center text-sm text-ink-soft" data-testid="market-no-match">
          {t('noMatch')}
        </p>
      ) : (
        <ul aria-label={t('listingsLabel')} className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface">
          {shown.map((order) => (
            <ListingRow
              key={order.orderHash}
              order={order}
              card={cardsByToken.get(tokenKey(order))}
              owner={owner}
              seaport={seaport}
              isPendant={isPendant(order)}
              runner={runner}
              onOffer={() => setOfferFor({ collection: order.collection as Address, tokenId: BigInt(order.tokenId) })}
              onBought={() => setBought((before) => new Set(before).add(order.orderHash))}
            />
          ))}
        </ul>
      )}
      {/* The species, level and price filters narrow the loaded pages: a page with no match loads the next. */}
      {all.length > 0 ? (
        <LoadMore hasMore={hasNextPage} loading={isFetchingNextPage} failed={orders.isFetchNextPageError} onLoadMore={loadMore} />
      ) : null}
      {offerFor ? (
        <OfferSheet
          owner={owner}
          token={offerFor}
          seaport={seaport}
          contracts={contracts}
          runner={runner}
          onClose={() => setOfferFor(null)}
        />
      ) : null}
    </div>
  );
}

function MarketBoard({ owner, contracts }: { owner: Address; contracts: NftContracts }) {
  const t = useTranslations('nft.market');
  const tNft = useTranslations('nft');
  const [tab, setTab] = useState<'listings' | 'mine'>('listings');
  const runner = useActionRunner();
  const seaport = getRuntimeConfig().market.seaport;
  if (!seaport) return <EmptyState icon={<Store className="size-6" />} title={tNft('unavailable.title')} text={tNft('unavailable.text')} />;
  const tabClasses = (active: boolean) =>
    `min-h-11 flex-1 rounded-xl text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand ${active ? 'bg-surface text-ink shadow-sm' : 'text-ink-soft'}`;
  return (
    <div className="flex flex-col gap-4 p-4">
      <div role="tablist" className="flex gap-1 rounded-2xl bg-muted p-1">
        {(['listings', 'mine'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            className={tabClasses(tab === name)}
            onClick={() => setTab(name)}
          >
            {t(`tabs.${name}`)}
          </button>
        ))}
      </div>
      <TxProgressNote progress={runner.progress} />
      <TxOutcomeNote outcome={runner.outcome} />
      {tab === 'listings' ? (
        <Listings owner={owner} seaport={seaport} contracts={contracts} runner={runner} />
      ) : (
        <MyOrders owner={owner} seaport={seaport} contracts={contracts} runner={runner} />
      )}
    </div>
  );
}

/**
 * /market: the listings of the order book with their art, traits, price and expiry, filtered and sorted, each bought
 * in one transaction or offered for; and the reader's own listings and offers, cancelled one by one or all at once.
 */
export function MarketScreen() {
  return <RequireNftWallet>{(owner, contracts) => <MarketBoard owner={owner} contracts={contracts} />}</RequireNftWallet>;
}
