'use client';

import { useQueries } from '@tanstack/react-query';
import type { Address } from 'viem';
import { queryKeys } from '@/lib/api/queryKeys';
import { canPay, maxNetworkFee, quotePlan } from './execute';
import type { TokenSymbol, TransactionPlan } from './types';
import { useTargetPublicClient } from './useTransactor';

/** What an action will cost in network fees before the wallet is asked, and whether the balance pays it. */
export interface FeeQuote {
  /** The most the network fee can be: every step's gas limit at the max fee. */
  maxFee: bigint;
  affordable: boolean;
  /** The token approvals the action still needs: the user chooses their amount before the wallet asks. */
  tokenApprovals: { symbol: TokenSymbol; token: Address }[];
}

/** A plan the screen offers, under a key that names it among the others (e.g. `upgrade-1`). */
export interface OfferedPlan {
  key: string;
  plan: TransactionPlan;
}

/**
 * The fee quote of each offered plan for `account`, by key; absent while it loads or when the plan would be
 * refused (the screen already says why). Every plan's reads join one JSON-RPC batch.
 */
export function usePlanQuotes(account: Address | undefined, plans: readonly OfferedPlan[]): ReadonlyMap<string, FeeQuote> {
  const publicClient = useTargetPublicClient();
  const results = useQueries({
    queries: plans.map(({ key, plan }) => ({
      queryKey: queryKeys.nft.feeQuote(account ?? '', key),
      queryFn: async (): Promise<FeeQuote> => {
        const quote = await quotePlan(plan, { account: account!, publicClient });
        const tokenApprovals = quote.sequence.flatMap(({ step, call }) =>
          step.kind === 'approveToken' ? [{ symbol: step.symbol, token: call.address }] : [],
        );
        return { maxFee: maxNetworkFee(quote), affordable: canPay(quote), tokenApprovals };
      },
      enabled: account !== undefined,
      retry: false,
      staleTime: 15_000,
    })),
  });
  const quotes = new Map<string, FeeQuote>();
  plans.forEach(({ key }, index) => {
    const data = results[index]?.data;
    if (data) quotes.set(key, data);
  });
  return quotes;
}
