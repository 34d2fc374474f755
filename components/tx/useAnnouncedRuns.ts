'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { chainStateQueryKeys } from '@/lib/api/walletQueryKeys';
import { FlowAlreadyRunningError } from '@/lib/chain/tx/flow-failure';
import type { TransactionPlan, TxAction, TxFailure, TxProgress, TxResult } from '@/lib/chain/tx/types';
import { useTxTexts } from './useTxTexts';

/** How a run ended, named by its plan's action: confirmed, or the failure with the step that failed. */
export interface ActionOutcome {
  action: TxAction;
  failure?: TxFailure;
}

/** What runs plans: the pipeline with the connected wallet (`useTransactor`). */
export interface PlanExecutor {
  run: (plan: TransactionPlan) => Promise<TxResult>;
  progress: TxProgress | null;
  isRunning: boolean;
}

export interface ActionRunner extends PlanExecutor {
  /** The last run's outcome, for a note where the user pressed; cleared when the next run starts. */
  outcome: ActionOutcome | null;
}

/**
 * Runs a plan and tells its outcome once, from the plan itself: the success of its action, or the failed
 * step's title with the reason. A confirmed run, or one the contract refused, refreshes what the chain state feeds
 * (the NFT reads, the quotes, the approvals list, the market's reads).
 */
export function useAnnouncedRuns(executor: PlanExecutor): ActionRunner {
  const queryClient = useQueryClient();
  const { announce } = useTxTexts();
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  const { run: execute } = executor;

  const run = useCallback(
    async (plan: TransactionPlan): Promise<TxResult> => {
      setOutcome(null);
      const result = await execute(plan);
      // A second press while a run goes on (a double tap) is no outcome: the run under way tells its own.
      if (!result.ok && result.failure.cause instanceof FlowAlreadyRunningError) return result;
      const ended: ActionOutcome = result.ok ? { action: plan.action } : { action: plan.action, failure: result.failure };
      announce(ended);
      setOutcome(ended);
      // A confirmed run changed the chain; a refusal by the contract says the screen read it before a change (a
      // price raised, a lifespan spent). Either way the reads are taken again.
      if (result.ok || result.failure.kind === 'CALL_EXCEPTION') {
        // Not awaited: the NFT reads wait for the wallet service to index the new block (about a second), and
        // the outcome is told at once. Each replaces any read started before this receipt.
        for (const queryKey of chainStateQueryKeys) void queryClient.invalidateQueries({ queryKey });
      }
      return result;
    },
    [announce, execute, queryClient],
  );

  return { run, progress: executor.progress, isRunning: executor.isRunning, outcome };
}
