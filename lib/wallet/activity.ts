import type { Address, Hash } from 'viem';
import type { TransactionRecord } from '@/lib/chain/tx/transaction-store';

/** The transactions `owner` sent on `chainId`, newest first. */
export function activityOf(records: Readonly<Record<string, TransactionRecord>>, owner: Address, chainId: number): TransactionRecord[] {
  const sender = owner.toLowerCase();
  return Object.values(records)
    .filter((record) => record.from.toLowerCase() === sender && record.chainId === chainId)
    .sort((a, b) => b.submittedAt - a.submittedAt);
}

/** The explorer page of a transaction; undefined when the chain has no explorer. */
export function explorerTxUrl(explorerUrl: string | undefined, hash: Hash): string | undefined {
  if (!explorerUrl) return undefined;
  return `${explorerUrl.replace(/\/+$/, '')}/tx/${hash}`;
}
