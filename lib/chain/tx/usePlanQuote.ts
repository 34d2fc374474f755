'use client';

import { useQuery } from '@tanstack/react-query';
import { useConnection } from 'wagmi';
import { walletQueryKeys } from '@/lib/api/walletQueryKeys';
import { approvalTargets, canPay, maxNetworkFee, quotePlan } from './quote';
import { planKey } from './plan-summary';
import type { ApprovalTarget, TransactionPlan } from './types';
import { useTargetPublicClient } from './useTransactor';

/** What an action will cost in network fees before the wallet is asked, and whether the balance pays it. */
export interface FeeQuote {
  /** The most the network fee can be: every step's gas limit at the max fee. */
  maxFee: bigint;
  /** Whether the ETH balance pays that fee and the ETH the calls send along. */
  affordable: boolean;
  /** The approvals the action still needs: the user chooses their reach before the wallet asks. */
  approvals: ApprovalTarget[];
}

/**
 * The fee quote of a plan the screen offers to the connected wallet; undefined while it loads, without a plan,
 * or when the plan would be refused (pressing it explains why before the wallet asks). The quotes of every
 * plan on a screen join one JSON-RPC batch.
 */
export function usePlanQuote(plan: TransactionPlan | undefined): FeeQuote | undefined {
  const publicClient = useTargetPublicClient();
  const { address } = useConnection();
  const quote = useQuery({
    queryKey: walletQueryKeys.tx.quote(address ?? '', plan ? planKey(plan) : ''),
    queryFn: async (): Promise<FeeQuote> => {
      const planned = await quotePlan(plan!, { account: address!, publicClient });
      return { maxFee: maxNetworkFee(planned), affordable: canPay(planned), approvals: approvalTargets(planned) };
    },
    enabled: address !== undefined && plan !== undefined,
    retry: false,
    staleTime: 15_000,
  });
  return plan ? quote.data : undefined;
}
