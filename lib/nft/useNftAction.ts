'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeys } from '@/lib/api/queryKeys';
import { useTransactor } from '@/lib/chain/tx/useTransactor';
import type { TransactionPlan, TxResult } from '@/lib/chain/tx/types';
import { getNftContracts, type NftContracts } from './contracts';

/**
 * Runs one NFT action through the pipeline and, once its receipt confirms, refreshes the NFT reads.
 * `buildPlan` turns the registry's contracts into the action's plan.
 */
export function useNftAction() {
  const transactor = useTransactor();
  const queryClient = useQueryClient();
  const { run } = transactor;

  const runAction = useCallback(
    async (buildPlan: (contracts: NftContracts) => TransactionPlan): Promise<TxResult | undefined> => {
      const contracts = getNftContracts();
      if (!contracts) return undefined;
      const result = await run(buildPlan(contracts));
      // Not awaited: the refetch waits for the wallet service to index the new block (about a second),
      // and the outcome is told at once. It replaces any read started before this receipt.
      if (result.ok) void queryClient.invalidateQueries({ queryKey: queryKeys.nft.all });
      return result;
    },
    [queryClient, run],
  );

  return { runAction, progress: transactor.progress, isRunning: transactor.isRunning };
}
