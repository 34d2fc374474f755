'use client';

import { useTranslations } from 'next-intl';
import { getAddress } from 'viem';
import { PlanAction } from '@/components/tx/PlanAction';
import type { ActionRunner } from '@/components/tx/useAnnouncedRuns';
import { ErrorState } from '@/components/ui/ErrorState';
import { Skeleton } from '@/components/ui/Skeleton';
import { formatAddress } from '@/lib/format/address';
import { formatTokenAmount } from '@/lib/format/number';
import { useTimeFormat } from '@/lib/format/useTimeFormat';
import type { NftCollection } from '@/lib/chain/tx/types';
import type { MarketToken } from '@/lib/market/orders';
import { acceptOfferPlan } from '@/lib/market/plans';
import { useMarketOrders } from '@/lib/market/queries';
import { getRuntimeConfig } from '@/lib/runtime-config';

/**
 * The open offers for a token on its sheet, best first, each with what the holder receives net of the royalty and
 * the fee; accepting one is one transaction (Seaport approved over the token first when it is not).
 * `blockedReason` says why the holder cannot accept now (the token is in a nest or staked).
 */
export function CreatureOffers({
  token,
  collectionName,
  runner,
  blockedReason,
}: {
  token: MarketToken;
  collectionName: NftCollection;
  runner: ActionRunner;
  blockedReason?: string;
}) {
  const t = useTranslations('nft.market.offers');
  const tTx = useTranslations('wallet.tx');
  const tMarket = useTranslations('nft.market');
  const { clockDate } = useTimeFormat();
  const seaport = getRuntimeConfig().market.seaport;
  const offers = useMarketOrders(
    { side: 'offer', status: 'active', collection: token.collection, tokenId: String(token.tokenId), sort: 'price_desc' },
    seaport !== null,
  );
  if (!seaport) return null;
  return (
    <section aria-labelledby="offers-title" className="flex flex-col gap-2" data-testid="creature-offers">
      <h3 id="offers-title" className="text-sm font-semibold">
        {t('title')}
      </h3>
      {offers.isPending ? (
        <Skeleton className="h-14 w-full" />
      ) : offers.isError ? (
        <ErrorState
          compact
          error={offers.error}
          text={t('loadFailed')}
          onRetry={() => void offers.refetch()}
          retrying={offers.isRefetching}
        />
      ) : offers.data.length === 0 ? (
        <p className="text-sm text-ink-soft">{t('empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {offers.data.map((offer) => (
            <li key={offer.orderHash} className="rounded-xl border border-line px-3 py-2" data-testid="offer-row">
              <PlanAction
                plan={acceptOfferPlan(seaport, offer, collectionName)}
                runner={runner}
                label={tTx('actions.acceptOffer')}
                ariaLabel={`${tTx('actions.acceptOffer')} ${formatTokenAmount(BigInt(offer.price))} AFA`}
                blockedReason={blockedReason}
              >
                <span className="text-sm font-medium">
                  {t('from', { amount: formatTokenAmount(BigInt(offer.price)), address: formatAddress(getAddress(offer.maker)) })}
                </span>
                <span className="text-xs text-ink-soft" data-testid="offer-net">
                  {t('net', { amount: formatTokenAmount(BigInt(offer.netPrice)) })} ·{' '}
                  {tMarket('ends', { time: clockDate(offer.endTime * 1000) })}
                </span>
              </PlanAction>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
