'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Address } from 'viem';
import { ApprovalChoiceSelect } from '@/components/tx/ApprovalChoiceSelect';
import { PlanAction } from '@/components/tx/PlanAction';
import { useAmountProblem } from '@/components/tx/useAmountProblem';
import type { ActionRunner } from '@/components/tx/useAnnouncedRuns';
import { Button } from '@/components/ui/Button';
import { useApprovalChoice } from '@/lib/chain/tx/approval-choice';
import type { NftCollection } from '@/lib/chain/tx/types';
import { formatTokenAmount } from '@/lib/format/number';
import { checkOrderAmount, currencyAddress, DEFAULT_ORDER_LIFETIME, lifetimeSeconds, type ListingCurrency } from '@/lib/market/orderForm';
import { royaltyAt, saleBreakdown, type MarketToken } from '@/lib/market/orders';
import { listingApprovalPlan } from '@/lib/market/plans';
import { useSellTerms } from '@/lib/market/queries';
import { usePlaceOrder, type PlaceOrderResult } from '@/lib/market/usePlaceOrder';
import type { NftContracts } from '@/lib/nft/contracts';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { amountOf } from '@/lib/wallet/tokenSend';
import { LifetimeSelect } from './LifetimeSelect';
import { PlaceOrderNote } from './PlaceOrderNote';

function BreakdownRow({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex justify-between gap-3 py-1 text-sm">
      <dt className="text-ink-soft">{label}</dt>
      <dd className="font-medium tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/**
 * The sell form of a token's sheet: a price in ETH or AFA and how long the listing lives, what the seller receives
 * net of the royalty and the marketplace fee as it is typed, then Seaport's approval the first time (through the
 * pipeline) and the listing's one signature. `blockedReason` says why the token cannot be listed now.
 */
export function SellSection({
  owner,
  token,
  collectionName,
  contracts,
  runner,
  blockedReason,
}: {
  owner: Address;
  token: MarketToken;
  collectionName: NftCollection;
  contracts: NftContracts;
  runner: ActionRunner;
  blockedReason?: string;
}) {
  const t = useTranslations('nft.market.sell');
  const tTx = useTranslations('wallet.tx');
  const locale = useLocale();
  const [priceText, setPriceText] = useState('');
  const [currency, setCurrency] = useState<ListingCurrency>('ETH');
  const [lifetime, setLifetime] = useState(DEFAULT_ORDER_LIFETIME);
  const [result, setResult] = useState<PlaceOrderResult | null>(null);
  const { place, isSigning } = usePlaceOrder();
  const terms = useSellTerms(owner, token, blockedReason === undefined);
  const choice = useApprovalChoice(token.collection);
  const { market } = getRuntimeConfig();
  const priceCheck = checkOrderAmount(priceText, locale);
  const price = amountOf(priceCheck);
  const priceProblem = useAmountProblem(priceCheck, t('invalidPrice'));
  const breakdown =
    price !== undefined && terms.data ? saleBreakdown(price, royaltyAt(price, terms.data.royaltyBps), market.feeBps) : undefined;
  const amount = (value: bigint) => `${formatTokenAmount(value)} ${currency}`;
  const seaport = market.seaport;
  if (!seaport) return null;

  async function sign() {
    if (price === undefined || !terms.data) return;
    setResult(null);
    const request = {
      side: 'listing' as const,
      token,
      price,
      currency: currencyAddress(currency, contracts.AfaToken.address),
      royaltyBps: terms.data.royaltyBps,
    };
    const placed = await place({ ...request, lifetimeS: lifetimeSeconds(lifetime) });
    setResult(placed);
    if (placed.ok) setPriceText('');
  }

  return (
    <section aria-labelledby="sell-title" className="flex flex-col gap-3" data-testid="sell-section">
      <h3 id="sell-title" className="text-sm font-semibold">
        {t('title')}
      </h3>
      {blockedReason !== undefined ? (
        <p className="text-sm text-ink-soft" data-testid="sell-blocked">
          {blockedReason}
        </p>
      ) : (
        <>
          <div className="grid grid-cols-[1fr_auto] gap-2">
            <label className="flex flex-col gap-1 text-sm font-medium">
              {t('priceLabel')}
              <input
                inputMode="decimal"
                value={priceText}
                disabled={isSigning}
                onChange={(event) => setPriceText(event.target.value)}
                aria-invalid={priceText !== '' && price === undefined}
                className="min-h-11 rounded-xl border border-line bg-surface px-3 text-base"
              />
            </label>
            <label className="flex flex-col gap-1 text-sm font-medium">
              {t('currencyLabel')}
              <select
                value={currency}
                disabled={isSigning}
                onChange={(event) => setCurrency(event.target.value as ListingCurrency)}
                className="min-h-11 rounded-xl border border-line bg-surface px-3 text-base"
              >
                <option value="ETH">ETH</option>
                <option value="AFA">AFA</option>
              </select>
            </label>
          </div>
          {priceText !== '' && priceProblem ? (
            <p role="alert" className="text-sm text-danger" data-testid="sell-price-error">
              {priceProblem}
            </p>
          ) : null}
          <LifetimeSelect label={t('expiryLabel')} value={lifetime} onChange={setLifetime} disabled={isSigning} />
          {breakdown ? (
            <dl className="divide-y divide-line rounded-2xl border border-line px-4" data-testid="sale-breakdown">
              <BreakdownRow label={t('royalty')} value={amount(breakdown.royalty)} testId="breakdown-royalty" />
              <BreakdownRow label={t('fee')} value={amount(breakdown.fee)} testId="breakdown-fee" />
              <BreakdownRow label={t('youReceive')} value={amount(breakdown.sellerNets)} testId="breakdown-net" />
            </dl>
          ) : null}
          {terms.data && !terms.data.approved ? (
            <div className="flex flex-col gap-1 rounded-xl border border-line px-3 py-2">
              <p className="text-xs text-ink-soft">{t('approveFirst')}</p>
              <ApprovalChoiceSelect target={{ kind: 'nft', collection: collectionName, address: token.collection }} />
              <PlanAction
                plan={listingApprovalPlan(seaport, token, collectionName, choice)}
                runner={runner}
                variant="secondary"
                label={tTx('actions.approveNft')}
              />
            </div>
          ) : null}
          <PlaceOrderNote result={result} done={t('listed')} />
          <Button disabled={price === undefined || !terms.data?.approved || isSigning || runner.isRunning} onClick={sign}>
            {t('submit')}
          </Button>
        </>
      )}
    </section>
  );
}
