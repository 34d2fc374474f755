'use client';

import { Send } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import type { Address } from 'viem';
import { Button } from '@/components/ui/Button';
import type { TokenSymbol } from '@/lib/chain/tx/types';
import { useNativeBalance, useTokenBalance } from '@/lib/chain/useWalletBalances';
import { formatTokenAmount } from '@/lib/format/number';
import { checkSendAmount, isTokenSendAvailable, sendableTokens, tokenSendPlan } from '@/lib/wallet/tokenSend';
import { PlanCostNote, usePlanOffer } from '@/components/tx/PlanAction';
import { TxProgressNote } from '@/components/tx/TxProgressNote';
import { useActionRunner } from '@/components/tx/useActionRunner';

/** docs/PRODUCT.md §9: talk or AFA sent to the deployment's fixed recipient, which is not shown. */
export function TokenSend({ owner }: { owner: Address }) {
  const t = useTranslations('wallet.send');
  const tTx = useTranslations('wallet.tx');
  const ids = { title: useId(), error: useId() };
  const tokens = sendableTokens();
  const { run, progress, isRunning } = useActionRunner();
  const [symbol, setSymbol] = useState<TokenSymbol>(tokens[0]?.symbol ?? 'talk');
  const [amountText, setAmountText] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const token = tokens.find((candidate) => candidate.symbol === symbol);
  const balance = useTokenBalance(token?.address, owner);
  const eth = useNativeBalance(owner);
  const locale = useLocale();
  const check = checkSendAmount(amountText, balance.data, locale);
  const { offered: plan, quote, canRun } = usePlanOffer(check.ok && token ? tokenSendPlan(token, check.amount) : undefined);

  if (!isTokenSendAvailable() || !token) return null;

  const showError = !check.ok && (submitted || amountText.trim() !== '');

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (!plan || !canRun) return;
    const result = await run(plan);
    if (result.ok) {
      setAmountText('');
      setSubmitted(false);
    }
    await Promise.all([balance.refetch(), eth.refetch()]);
  }

  return (
    <section aria-labelledby={ids.title} className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4">
      <h2 id={ids.title} className="text-sm font-semibold">
        {t('title')}
      </h2>
      <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-3">
        <fieldset className="flex gap-2" disabled={isRunning}>
          <legend className="sr-only">{t('token')}</legend>
          {tokens.map((candidate) => (
            <label
              key={candidate.symbol}
              className="flex min-h-11 flex-1 cursor-pointer items-center justify-center rounded-xl border border-line text-sm font-semibold has-[:checked]:border-brand has-[:checked]:bg-brand has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand"
            >
              <input
                type="radio"
                name="send-token"
                value={candidate.symbol}
                checked={candidate.symbol === symbol}
                onChange={() => setSymbol(candidate.symbol)}
                className="sr-only"
              />
              {candidate.symbol}
            </label>
          ))}
        </fieldset>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('amountLabel', { symbol })}
          <input
            inputMode="decimal"
            autoComplete="off"
            value={amountText}
            onChange={(event) => setAmountText(event.target.value)}
            disabled={isRunning}
            aria-invalid={showError}
            aria-describedby={showError ? ids.error : undefined}
            className="min-h-11 rounded-xl border border-line bg-surface px-3 text-base aria-[invalid=true]:border-danger"
          />
        </label>
        <p className="text-xs text-ink-soft" data-testid="send-available">
          {balance.data === undefined ? '' : t('available', { amount: formatTokenAmount(balance.data), symbol })}
        </p>
        {showError ? (
          <p id={ids.error} role="alert" className="text-sm text-danger" data-testid="send-amount-error">
            {t(`errors.${check.error}`, { symbol })}
          </p>
        ) : null}
        {plan ? (
          <p className="text-xs text-ink-soft">
            <PlanCostNote plan={plan} quote={quote} />
          </p>
        ) : null}
        <p className="text-xs text-ink-soft">{t('recipientNote')}</p>
        <TxProgressNote progress={progress} />
        <Button type="submit" disabled={isRunning || (plan !== undefined && !canRun)}>
          <Send aria-hidden="true" className="size-4" />
          {tTx('actions.sendToken')}
        </Button>
      </form>
    </section>
  );
}
