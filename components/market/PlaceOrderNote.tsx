'use client';

import { CircleCheck } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useFailureText } from '@/lib/api/useFailureText';
import type { PlaceOrderResult } from '@/lib/market/usePlaceOrder';

/** How the last signature ended where the user pressed: the order stored, or why not (the wallet, the book, the terms). */
export function PlaceOrderNote({ result, done }: { result: PlaceOrderResult | null; done: string }) {
  const t = useTranslations('nft.market');
  const tWallet = useTranslations('wallet');
  const failureText = useFailureText();
  if (!result) return null;
  if (result.ok) {
    return (
      <p
        role="status"
        data-testid="order-placed"
        className="flex items-center gap-2 rounded-xl border border-brand/30 bg-brand/5 px-3 py-2 text-sm font-medium text-ink"
      >
        <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-brand" />
        {done}
      </p>
    );
  }
  const reason =
    result.stage === 'wallet'
      ? tWallet(result.error.messageKey)
      : result.stage === 'api'
        ? failureText(result.failure)
        : t(`terms.${result.problem}`);
  return (
    <div role="alert" data-testid="order-failed" className="rounded-xl border border-danger/30 bg-danger/5 px-3 py-2 text-sm">
      <p className="font-semibold text-danger">{t('signFailed')}</p>
      <p className="text-ink">{reason}</p>
    </div>
  );
}
