'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from '@/components/ui/Button';
import { ethSentAlong, planCost } from '@/lib/chain/tx/plan-summary';
import type { TransactionPlan, TxResult } from '@/lib/chain/tx/types';
import { usePlanQuote, type FeeQuote } from '@/lib/chain/tx/usePlanQuote';
import { formatTokenAmount } from '@/lib/format/number';
import { ApprovalChoiceSelect } from './ApprovalChoiceSelect';
import type { ActionRunner } from './useAnnouncedRuns';

/** What the plan costs in tokens and, once quoted, at most in network fee; or why the balance cannot pay it. */
export function PlanCostNote({ plan, quote }: { plan: TransactionPlan; quote: FeeQuote | undefined }) {
  const t = useTranslations('wallet.tx');
  if (quote && !quote.affordable) {
    return (
      <span role="alert" className="text-danger" data-testid="fee-unaffordable">
        {ethSentAlong(plan) > 0n ? t('costUnaffordable') : t('feeUnaffordable')}
      </span>
    );
  }
  const spends = planCost(plan).map(({ symbol, amount }) => `${formatTokenAmount(amount)} ${symbol}`);
  return (
    <span data-testid="plan-cost">
      {spends.length > 0 ? spends.join(' + ') : t('free')}
      {quote ? (
        <>
          {' · '}
          <span data-testid="network-fee">{t('networkFee', { fee: formatTokenAmount(quote.maxFee) })}</span>
        </>
      ) : null}
    </span>
  );
}

/**
 * A plan as offered before the wallet is asked: its quote, and whether it may run now. It is not offered
 * (nor quoted) while blocked; it may not run while its quote says the balance cannot pay it.
 */
export function usePlanOffer(plan: TransactionPlan | undefined, blocked = false) {
  const offered = blocked ? undefined : plan;
  const quote = usePlanQuote(offered);
  return { offered, quote, canRun: offered !== undefined && quote?.affordable !== false };
}

/** The approvals the offered plan still needs, each with the user's choice of its reach. */
export function ApprovalChoices({ quote }: { quote: FeeQuote | undefined }) {
  if (!quote?.affordable) return null;
  return quote.approvals.map((target) => <ApprovalChoiceSelect key={target.address} target={target} />);
}

/**
 * An action as every screen offers it: before the wallet is asked, its token cost and estimated network fee
 * (from the plan's quote), the reach of each approval it still needs, and a button that runs it, disabled
 * with the reason while it cannot run (`blockedReason`, or a balance that cannot pay the fee).
 */
export function PlanAction({
  plan,
  runner,
  label,
  ariaLabel,
  blockedReason,
  variant = 'primary',
  layout = 'row',
  onDone,
  children,
}: {
  /** Undefined while there is nothing to run yet (an invalid amount): the button stays disabled. */
  plan: TransactionPlan | undefined;
  runner: ActionRunner;
  label: ReactNode;
  ariaLabel?: string;
  /** Why the action is not possible now, said in place of its cost. */
  blockedReason?: ReactNode;
  variant?: ButtonVariant;
  /** `row`: the details beside the button; `stacked`: the button under them, full width. */
  layout?: 'row' | 'stacked';
  onDone?: (result: TxResult) => void;
  /** What the screen shows of the action above its cost (a title, a choice of creature). */
  children?: ReactNode;
}) {
  const { offered, quote, canRun } = usePlanOffer(plan, blockedReason !== undefined);

  async function handlePress() {
    if (!offered) return;
    const result = await runner.run(offered);
    onDone?.(result);
  }

  const details = (
    <span className="flex min-w-0 flex-1 flex-col gap-1">
      {children}
      {blockedReason !== undefined ? (
        <span className="text-xs text-ink-soft" data-testid="blocked-reason">
          {blockedReason}
        </span>
      ) : offered ? (
        <span className="text-xs text-ink-soft">
          <PlanCostNote plan={offered} quote={quote} />
        </span>
      ) : null}
      <ApprovalChoices quote={quote} />
    </span>
  );
  const button = (
    <Button variant={canRun ? variant : 'secondary'} disabled={!canRun || runner.isRunning} aria-label={ariaLabel} onClick={handlePress}>
      {label}
    </Button>
  );
  return layout === 'row' ? (
    <div className="flex w-full items-center gap-3">
      {details}
      {button}
    </div>
  ) : (
    <div className="flex flex-col gap-2">
      {details}
      {button}
    </div>
  );
}
