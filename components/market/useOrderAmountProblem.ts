'use client';

import { useTranslations } from 'next-intl';
import type { OrderAmountCheck } from '@/lib/market/orderForm';

/**
 * What a sell or offer form says of an amount it cannot take: a thousands separator and the order book's limit in
 * their own words, anything else as `otherwise`, the form's own; nothing for an amount it takes.
 */
export function useOrderAmountProblem(check: OrderAmountCheck, otherwise: string): string | undefined {
  const tAmount = useTranslations('wallet.send.errors');
  const tMarket = useTranslations('nft.market');
  if (check.ok) return undefined;
  if (check.error === 'grouped') return tAmount('grouped');
  if (check.error === 'tooLarge') return tMarket('priceTooLarge');
  return otherwise;
}
