'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { erc20Abi, type Address } from 'viem';
import { ApprovalChoiceSelect } from '@/components/tx/ApprovalChoiceSelect';
import { PlanAction } from '@/components/tx/PlanAction';
import { useAmountProblem } from '@/components/tx/useAmountProblem';
import type { ActionRunner } from '@/components/tx/useAnnouncedRuns';
import { Button } from '@/components/ui/Button';
import { Sheet } from '@/components/ui/Sheet';
import { retryUnexpected } from '@/lib/api/queryError';
import { walletQueryKeys } from '@/lib/api/walletQueryKeys';
import { useApprovalChoice } from '@/lib/chain/tx/approval-choice';
import { useTargetPublicClient } from '@/lib/chain/tx/useTransactor';
import { formatTokenAmount } from '@/lib/format/number';
import { checkOrderAmount, DEFAULT_ORDER_LIFETIME, lifetimeSeconds } from '@/lib/market/orderForm';
import type { MarketToken } from '@/lib/market/orders';
import { offerAllowancePlan } from '@/lib/market/plans';
import { usePlaceOrder, type PlaceOrderResult } from '@/lib/market/usePlaceOrder';
import type { NftContracts } from '@/lib/nft/contracts';
import { amountOf } from '@/lib/wallet/tokenSend';
import { LifetimeSelect } from './LifetimeSelect';
import { PlaceOrderNote } from './PlaceOrderNote';

/** The bidder's AFA and what Seaport may take of it: an offer is stored only when both cover it. */
function useBidderAfa(owner: Address, afaToken: Address, seaport: Address) {
  const client = useTargetPublicClient();
  return useQuery({
    queryKey: walletQueryKeys.market.bidderAfa(owner),
    queryFn: async () => {
      const [balance, allowance] = await client.multicall({
        allowFailure: false,
        contracts: [
          { address: afaToken, abi: erc20Abi, functionName: 'balanceOf', args: [owner] },
          { address: afaToken, abi: erc20Abi, functionName: 'allowance', args: [owner, seaport] },
        ],
      });
      return { balance, allowance };
    },
    retry: retryUnexpected,
  });
}

/**
 * An AFA offer for a creature, made with one signature: the amount and how long it stands; Seaport's allowance
 * over the AFA first (through the pipeline) when it does not cover the offer.
 */
export function OfferSheet({
  owner,
  token,
  seaport,
  contracts,
  runner,
  onClose,
}: {
  owner: Address;
  token: MarketToken;
  seaport: Address;
  contracts: NftContracts;
  runner: ActionRunner;
  onClose: () => void;
}) {
  const t = useTranslations('nft.market.offer');
  const tTx = useTranslations('wallet.tx');
  const locale = useLocale();
  const afaToken = contracts.AfaToken.address;
  const [amountText, setAmountText] = useState('');
  const [lifetime, setLifetime] = useState(DEFAULT_ORDER_LIFETIME);
  const [result, setResult] = useState<PlaceOrderResult | null>(null);
  const { place, isSigning } = usePlaceOrder();
  const afa = useBidderAfa(owner, afaToken, seaport);
  const choice = useApprovalChoice(afaToken);
  const amountCheck = checkOrderAmount(amountText, locale);
  const amount = amountOf(amountCheck);
  const amountProblem = useAmountProblem(amountCheck, t('invalidAmount'));
  const short = amount !== undefined && afa.data !== undefined && afa.data.balance < amount;
  const needsAllowance = amount !== undefined && afa.data !== undefined && afa.data.allowance < amount;

  async function sign() {
    if (amount === undefined) return;
    setResult(null);
    const placed = await place({ side: 'offer', token, price: amount, afaToken, lifetimeS: lifetimeSeconds(lifetime) });
    setResult(placed);
    // As the sell form does: one more tap must not sign the same offer again.
    if (placed.ok) setAmountText('');
  }

  return (
    <Sheet
      open
      onOpenChange={(open) => !open && !isSigning && !runner.isRunning && onClose()}
      title={t('title', { id: String(token.tokenId) })}
    >
      <div className="flex flex-col gap-3" data-testid="offer-sheet">
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('amountLabel')}
          <input
            inputMode="decimal"
            value={amountText}
            disabled={isSigning}
            onChange={(event) => setAmountText(event.target.value)}
            aria-invalid={amountText !== '' && amount === undefined}
            className="min-h-11 rounded-xl border border-line bg-surface px-3 text-base"
          />
        </label>
        {afa.data ? (
          <p className="text-sm text-ink-soft" data-testid="offer-balance">
            {t('balance', { amount: formatTokenAmount(afa.data.balance) })}
          </p>
        ) : null}
        {amountText !== '' && amountProblem ? (
          <p role="alert" className="text-sm text-danger">
            {amountProblem}
          </p>
        ) : short ? (
          <p role="alert" className="text-sm text-danger">
            {t('notEnoughAfa')}
          </p>
        ) : null}
        <LifetimeSelect label={t('expiryLabel')} value={lifetime} onChange={setLifetime} disabled={isSigning} />
        {needsAllowance && !short ? (
          <div className="flex flex-col gap-1 rounded-xl border border-line px-3 py-2">
            <ApprovalChoiceSelect target={{ kind: 'token', symbol: 'AFA', address: afaToken }} />
            <PlanAction
              plan={offerAllowancePlan(afaToken, seaport, amount, choice)}
              runner={runner}
              variant="secondary"
              label={tTx('actions.approveToken')}
            />
          </div>
        ) : null}
        <PlaceOrderNote result={result} done={t('made')} />
        <Button disabled={amount === undefined || short || needsAllowance || !afa.data || isSigning || runner.isRunning} onClick={sign}>
          {t('submit')}
        </Button>
      </div>
    </Sheet>
  );
}
