import { and, eq, lt } from 'drizzle-orm';
import { TransactionReceiptNotFoundError, type Hash, type PublicClient } from 'viem';
import { BROADCAST_TX_TYPES } from '@/lib/protocol';
import type { DatabaseExecutor } from '../db/client';
import { chainTransactions, type ChainTransaction } from '../db/schema';
import { ApiError } from '../http/envelope';
import { ErrorCode } from '../http/error-codes';

/** The txType codes of docs/PRODUCT.md §4.4, from the table the app reports them by. */
export const transactionTypeCodes = Object.values(BROADCAST_TX_TYPES);

export type TransactionStatus = 'pending' | 'confirmed' | 'failed' | 'expired';

export const transactionRecordPolicy = {
  /** A record still without a receipt this long after it was made is expired: dropped, replaced or never sent. */
  pendingLifetimeMs: 60 * 60_000,
} as const;
export type TransactionSource = 'broadcast' | 'relay';

export interface NewChainTransaction {
  userId: number;
  accountId: string | null;
  txHash: Hash;
  txType: number;
  fromAddress: string;
  chainIndex: number;
  signedTx?: string;
  tokenId?: string;
  fromTokenId?: string;
  toTokenId?: string;
  txAmount?: string;
  source: TransactionSource;
}

export interface TransactionRecord {
  txHash: string;
  txType: number;
  status: TransactionStatus;
  blockNumber: number | null;
  accountId: string | null;
  fromAddress: string;
  chainIndex: number;
  tokenId: string | null;
  fromTokenId: string | null;
  toTokenId: string | null;
  txAmount: string | null;
  source: TransactionSource;
  createdAt: string;
  updatedAt: string;
}

export function toTransactionRecord(row: ChainTransaction): TransactionRecord {
  return {
    txHash: row.txHash,
    txType: row.txType,
    status: row.status,
    blockNumber: row.blockNumber,
    accountId: row.accountId,
    fromAddress: row.fromAddress,
    chainIndex: row.chainIndex,
    tokenId: row.tokenId,
    fromTokenId: row.fromTokenId,
    toTokenId: row.toTokenId,
    txAmount: row.txAmount,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Records a transaction once; reporting the same hash again returns the first record unchanged. */
export async function recordTransaction(db: DatabaseExecutor, now: Date, transaction: NewChainTransaction): Promise<ChainTransaction> {
  await db
    .insert(chainTransactions)
    .values({ ...transaction, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: chainTransactions.txHash });
  const [row] = await db.select().from(chainTransactions).where(eq(chainTransactions.txHash, transaction.txHash)).limit(1);
  if (!row) throw new Error(`Transaction ${transaction.txHash} vanished after recording`);
  return row;
}

/** Marks every pending record older than the pending lifetime expired; returns how many. */
export async function expireStalePending(db: DatabaseExecutor, now: Date): Promise<number> {
  const expired = await db
    .update(chainTransactions)
    .set({ status: 'expired', updatedAt: now })
    .where(
      and(
        eq(chainTransactions.status, 'pending'),
        lt(chainTransactions.createdAt, new Date(now.getTime() - transactionRecordPolicy.pendingLifetimeMs)),
      ),
    )
    .returning({ id: chainTransactions.id });
  return expired.length;
}

/**
 * The caller's recorded transaction with a pending status checked against the chain's receipt; one
 * still without a receipt after the pending lifetime is expired. When the node cannot be reached the
 * stored status stands: it is never guessed. 404 for a hash the caller did not record.
 */
export async function refreshTransactionStatus(
  db: DatabaseExecutor,
  chain: PublicClient,
  now: Date,
  { txHash, userId, logError }: { txHash: Hash; userId: number; logError: (message: string, error: unknown) => void },
): Promise<ChainTransaction> {
  const [row] = await db
    .select()
    .from(chainTransactions)
    .where(and(eq(chainTransactions.txHash, txHash), eq(chainTransactions.userId, userId)))
    .limit(1);
  if (!row) throw new ApiError(ErrorCode.notFound, 'No transaction with this hash was recorded');
  if (row.status !== 'pending') return row;

  let receipt;
  try {
    receipt = await chain.getTransactionReceipt({ hash: txHash });
  } catch (error) {
    if (!(error instanceof TransactionReceiptNotFoundError)) {
      logError(`Receipt of ${txHash} unavailable`, error);
      return row;
    }
    if (now.getTime() - row.createdAt.getTime() < transactionRecordPolicy.pendingLifetimeMs) return row;
    const [expired] = await db
      .update(chainTransactions)
      .set({ status: 'expired', updatedAt: now })
      .where(and(eq(chainTransactions.id, row.id), eq(chainTransactions.status, 'pending')))
      .returning();
    return expired ?? row;
  }
  const [updated] = await db
    .update(chainTransactions)
    .set({
      status: receipt.status === 'success' ? 'confirmed' : 'failed',
      blockNumber: Number(receipt.blockNumber),
      updatedAt: now,
    })
    .where(eq(chainTransactions.id, row.id))
    .returning();
  return updated ?? row;
}
