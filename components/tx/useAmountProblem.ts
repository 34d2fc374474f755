'use client';

import { useTranslations } from 'next-intl';
import type { OrderAmountCheck } from '@/lib/market/orderForm';
import type { SendAmountCheck } from '@/lib/wallet/tokenSend';

/**
 * What an amount field says of an amount it cannot take: a thousands separator and the order book's limit in their
 * own words, anything else as `otherwise`, the form's own; nothing for an amount it takes.
 */
export function useAmountProblem(check: SendAmountCheck | OrderAmountCheck, otherwise: string): string | undefined {
  const tAmount = useTranslations('wallet.send.errors');
  const tMarket = useTranslations('nft.market');
  if (check.ok) return undefined;
  if (check.error === 'grouped') return tAmount('grouped');
  if (check.error === 'tooLarge') return tMarket('priceTooLarge');
  return otherwise;
}
