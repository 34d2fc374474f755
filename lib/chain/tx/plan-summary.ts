import type { TokenSymbol, TransactionPlan } from './types';

/** One amount an action spends: a token it approves for, or ETH its calls send along. */
export interface PlanSpend {
  symbol: TokenSymbol | 'ETH';
  amount: bigint;
}

/**
 * What the action costs in tokens, read from the plan itself: the amount of each token it needs allowed, and
 * the ETH its calls send along (network fee aside). Empty for a free action.
 */
export function planCost(plan: TransactionPlan): PlanSpend[] {
  const spends: PlanSpend[] = [];
  const add = (symbol: PlanSpend['symbol'], amount: bigint | undefined) => {
    if (!amount) return;
    const same = spends.find((spend) => spend.symbol === symbol);
    if (same) same.amount += amount;
    else spends.push({ symbol, amount });
  };
  for (const need of plan.tokenAllowances ?? []) add(need.symbol, need.amount);
  for (const { call } of [...(plan.preludes ?? []), plan]) add('ETH', call.value);
  return spends;
}

/** The ETH the plan's calls send along. */
export function ethSentAlong(plan: TransactionPlan): bigint {
  return planCost(plan).find((spend) => spend.symbol === 'ETH')?.amount ?? 0n;
}

/** A key that names a plan by everything the chain would see of it, so two different plans never share a quote. */
export function planKey(plan: TransactionPlan): string {
  const calls = [...(plan.preludes ?? []).map(({ call }) => call), plan.call].map(({ address, functionName, args, value }) => ({
    address,
    functionName,
    args,
    value,
  }));
  return JSON.stringify(
    { action: plan.action, calls, tokenAllowances: plan.tokenAllowances, nftApprovals: plan.nftApprovals },
    (_, value: unknown) => (typeof value === 'bigint' ? value.toString() : value),
  );
}
