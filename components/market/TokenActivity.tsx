'use client';

import { useTranslations } from 'next-intl';
import { getAddress } from 'viem';
import { ErrorState } from '@/components/ui/ErrorState';
import { Skeleton } from '@/components/ui/Skeleton';
import type { MarketActivity } from '@/lib/api/market';
import { formatAddress } from '@/lib/format/address';
import { formatTokenAmount } from '@/lib/format/number';
import { useTimeFormat } from '@/lib/format/useTimeFormat';
import { currencySymbol } from '@/lib/market/orderForm';
import type { MarketToken } from '@/lib/market/orders';
import { useTokenActivity } from '@/lib/market/queries';
import { getRuntimeConfig } from '@/lib/runtime-config';

/** Whom an entry names (the book writes addresses in lower case): where the token went for a sale or a taken offer, else the order's maker. */
function party(entry: MarketActivity): { to: boolean; address: string } {
  if (entry.kind === 'sold') return { to: true, address: entry.order.taker ?? entry.order.maker };
  if (entry.kind === 'offer_taken') return { to: true, address: entry.order.maker };
  return { to: false, address: entry.order.maker };
}

/** A token's latest market activity on its sheet, newest first: listed, sold, offers made and taken, cancellations. */
export function TokenActivity({ token }: { token: MarketToken }) {
  const t = useTranslations('nft.market');
  const { timeAgo } = useTimeFormat();
  const seaport = getRuntimeConfig().market.seaport;
  const activity = useTokenActivity(token, seaport !== null);
  if (!seaport) return null;
  return (
    <section aria-labelledby="activity-title" className="flex flex-col gap-2" data-testid="token-activity">
      <h3 id="activity-title" className="text-sm font-semibold">
        {t('activity.title')}
      </h3>
      {activity.isPending ? (
        <Skeleton className="h-14 w-full" />
      ) : activity.isError ? (
        <ErrorState
          compact
          error={activity.error}
          text={t('activity.loadFailed')}
          onRetry={() => void activity.refetch()}
          retrying={activity.isRefetching}
        />
      ) : activity.data.length === 0 ? (
        <p className="text-sm text-ink-soft">{t('activity.empty')}</p>
      ) : (
        <ul aria-labelledby="activity-title" className="divide-y divide-line rounded-xl border border-line">
          {activity.data.map((entry) => {
            const { to, address } = party(entry);
            return (
              <li key={`${entry.order.orderHash}-${entry.kind}`} className="flex flex-wrap items-baseline gap-x-2 px-3 py-2 text-sm">
                <span className="font-medium">{t(`activity.kinds.${entry.kind}`)}</span>
                <span className="tabular-nums">
                  {t('price', { amount: formatTokenAmount(BigInt(entry.order.price)), symbol: currencySymbol(entry.order.currency) })}
                </span>
                <span className="text-xs text-ink-soft">
                  {t(to ? 'activity.to' : 'activity.by', { address: formatAddress(getAddress(address)) })}
                </span>
                <span className="ml-auto text-xs text-ink-soft">{timeAgo(entry.at)}</span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
