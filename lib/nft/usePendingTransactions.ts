'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import type { Address } from 'viem';
import { walletQueryKeys } from '@/lib/api/walletQueryKeys';
import { getTargetChain } from '@/lib/chain/chains';
import { recordKey, useTransactionRecords, type TransactionRecord } from '@/lib/chain/tx/transaction-store';
import { activityOf } from '@/lib/wallet/activity';

/**
 * The transactions of `owner` still waiting for their receipt, newest first. Those already pending when
 * the screen opened (sent before a reload, or from another screen) are awaited by the resume, not by a
 * flow of this screen: when one of them settles, the NFT reads are refreshed here.
 */
export function usePendingTransactions(owner: Address): TransactionRecord[] {
  const records = useTransactionRecords();
  const queryClient = useQueryClient();
  const pending = useMemo(
    () => activityOf(records, owner, getTargetChain().id).filter((record) => record.status === 'pending'),
    [records, owner],
  );
  const pendingAtOpen = useRef<Set<string> | null>(null);

  useEffect(() => {
    const stillPending = new Set(pending.map(recordKey));
    if (pendingAtOpen.current === null) {
      pendingAtOpen.current = stillPending;
      return;
    }
    const settled = [...pendingAtOpen.current].filter((key) => !stillPending.has(key));
    if (settled.length === 0) return;
    for (const key of settled) pendingAtOpen.current.delete(key);
    void queryClient.invalidateQueries({ queryKey: walletQueryKeys.nft.all });
  }, [pending, queryClient]);

  return pending;
}
