'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Address } from 'viem';
import { ErrorState } from '@/components/ui/ErrorState';
import { PlanAction } from '@/components/tx/PlanAction';
import { TxProgressNote } from '@/components/tx/TxProgressNote';
import { useAmountProblem } from '@/components/tx/useAmountProblem';
import { useActionRunner } from '@/components/tx/useActionRunner';
import { retryUnexpected } from '@/lib/api/queryError';
import { walletQueryKeys } from '@/lib/api/walletQueryKeys';
import { useTargetPublicClient } from '@/lib/chain/tx/useTransactor';
import { formatTokenAmount } from '@/lib/format/number';
import type { NftContracts } from '@/lib/nft/contracts';
import { mintTalkPlan } from '@/lib/nft/plans';
import { useNftOverview } from '@/lib/nft/useNftOverview';
import { amountOf, checkSendAmount, type SendAmountCheck } from '@/lib/wallet/tokenSend';
import { RequireNftWallet } from './RequireNftWallet';

function useMintRate(contracts: NftContracts) {
  const client = useTargetPublicClient();
  return useQuery({
    queryKey: walletQueryKeys.nft.market(),
    queryFn: () => client.readContract({ ...contracts.TalkToken, functionName: 'mintRate' }),
    retry: retryUnexpected,
  });
}

/** What the typed amount buys, once the rate is known; the rate's loading or failure is said as such. */
function MintQuote({ check, rate }: { check: SendAmountCheck; rate: ReturnType<typeof useMintRate> }) {
  const t = useTranslations('nft.mint');
  const problem = useAmountProblem(check, t('invalidAmount'));
  if (rate.isError) {
    return (
      <ErrorState compact error={rate.error} text={t('rateFailed')} onRetry={() => void rate.refetch()} retrying={rate.isRefetching} />
    );
  }
  return (
    <>
      <p className="text-sm text-ink-soft" data-testid="mint-rate">
        {rate.isPending ? t('rateLoading') : t('rate', { rate: String(rate.data) })}
      </p>
      <p className="text-sm" data-testid="mint-quote">
        {!check.ok ? problem : rate.isPending ? '' : t('quote', { amount: formatTokenAmount(check.amount * rate.data) })}
      </p>
    </>
  );
}

function Mint({ owner, contracts }: { owner: Address; contracts: NftContracts }) {
  const t = useTranslations('nft.mint');
  const tTx = useTranslations('wallet.tx');
  const [amount, setAmount] = useState('0.01');
  const rate = useMintRate(contracts);
  const overview = useNftOverview(owner);
  const runner = useActionRunner();
  const locale = useLocale();
  const check = checkSendAmount(amount, undefined, locale);
  const wei = amountOf(check);

  return (
    <div className="flex flex-col gap-4 p-4">
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t('amountLabel')}
        <input
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          aria-invalid={wei === undefined}
          className="min-h-11 rounded-xl border border-line bg-surface px-3 text-base"
        />
      </label>
      <MintQuote check={check} rate={rate} />
      <p className="text-sm text-ink-soft" data-testid="talk-balance">
        {overview.data ? t('balance', { amount: formatTokenAmount(overview.data.balances.talk) }) : ''}
      </p>
      <TxProgressNote progress={runner.progress} />
      <PlanAction
        plan={wei !== undefined && rate.isSuccess ? mintTalkPlan(contracts, wei) : undefined}
        runner={runner}
        layout="stacked"
        label={tTx('actions.mintTalk')}
      />
    </div>
  );
}

/** /mint: talk bought with ETH at the token's mint rate. */
export function MintScreen() {
  return <RequireNftWallet>{(owner, contracts) => <Mint owner={owner} contracts={contracts} />}</RequireNftWallet>;
}
