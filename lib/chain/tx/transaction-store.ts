'use client';

import { useSyncExternalStore } from 'react';
import type { Address, Hash } from 'viem';
import { localStore } from '@/lib/session/storage';
import type { BroadcastTxType } from '@/lib/protocol';
import type { TxAction } from './types';

/** Local storage key of the user's transactions, keyed by hash. */
export const TRANSACTIONS_STORAGE_KEY = 'transactions';
/** The activity list keeps this many of the newest transactions. */
export const KEPT_TRANSACTIONS = 50;

export type TransactionStatus = 'pending' | 'confirmed' | 'failed' | 'replaced' | 'dropped';

/** A broadcast report kept until the batch's transaction is known (amounts as decimal strings). */
export interface StoredBroadcastReport {
  txType: BroadcastTxType;
  tokenId?: string;
  fromTokenId?: string;
  toTokenId?: string;
  txAmount?: string;
}

/** An EIP-5792 batch as the pipeline sent it, before its transaction is known. */
export interface PendingBatch {
  callsId: string;
  action: TxAction;
  chainId: number;
  from: Address;
  /** What to report to broadcast-tx once the batch's transaction hash is known. */
  report?: StoredBroadcastReport;
}

export interface TransactionRecord {
  /** The transaction's hash; a batch's is known once the wallet reports it mined. */
  hash?: Hash;
  /** The wallet's id of an EIP-5792 batch: the record's key when it stands for a batch. */
  callsId?: string;
  report?: StoredBroadcastReport;
  action: TxAction;
  chainId: number;
  from: Address;
  status: TransactionStatus;
  submittedAt: number;
  /** A sped-up copy that landed in its place (viem's onReplaced, reason 'repriced'). */
  replacedBy?: Hash;
  /** Its nonce, once a wait has seen it pending: a wait resumed after a reload tells a drop from a replacement by it. */
  nonce?: number;
}

/** Records by transaction hash, or by batch id for a batch. */
type TransactionsByHash = Record<string, TransactionRecord>;

/** A record's key: its batch id for a batch, else its transaction hash. */
export function recordKey(record: TransactionRecord): string {
  return record.callsId ?? record.hash ?? '';
}

const listeners = new Set<() => void>();
let snapshot: TransactionsByHash | null = null;

function read(): TransactionsByHash {
  snapshot ??= localStore.get<TransactionsByHash>(TRANSACTIONS_STORAGE_KEY) ?? {};
  return snapshot;
}

function write(next: TransactionsByHash): void {
  const newest = Object.values(next)
    .sort((a, b) => b.submittedAt - a.submittedAt)
    .slice(0, KEPT_TRANSACTIONS);
  snapshot = Object.fromEntries(newest.map((record) => [recordKey(record), record]));
  localStore.set(TRANSACTIONS_STORAGE_KEY, snapshot);
  listeners.forEach((listener) => listener());
}

function onOtherTabChange(event: StorageEvent): void {
  if (event.key !== null && event.key !== TRANSACTIONS_STORAGE_KEY) return;
  snapshot = null;
  listeners.forEach((listener) => listener());
}

/** The user's transactions, persisted so a reload neither loses a pending one nor forgets the history. */
export const transactionStore = {
  all: read,

  /** Pending transactions sent one by one, with their hashes. */
  pending(): (TransactionRecord & { hash: Hash })[] {
    return Object.values(read()).filter(
      (record): record is TransactionRecord & { hash: Hash } => record.status === 'pending' && !record.callsId && record.hash !== undefined,
    );
  },

  pendingBatches(): PendingBatch[] {
    return Object.values(read()).flatMap(({ callsId, status, action, chainId, from, report }) =>
      callsId && status === 'pending' ? [{ callsId, action, chainId, from, report }] : [],
    );
  },

  add(record: TransactionRecord & { hash: Hash }): void {
    write({ ...read(), [record.hash]: record });
  },

  addBatch(batch: PendingBatch): void {
    write({ ...read(), [batch.callsId]: { ...batch, status: 'pending', submittedAt: Date.now() } });
  },

  noteNonce(hash: Hash, nonce: number): void {
    const record = read()[hash];
    if (!record || record.nonce !== undefined) return;
    write({ ...read(), [hash]: { ...record, nonce } });
  },

  settle(hash: Hash, status: Exclude<TransactionStatus, 'pending'>, replacedBy?: Hash): void {
    const record = read()[hash];
    if (!record) return;
    write({ ...read(), [hash]: { ...record, status, replacedBy } });
  },

  /** A batch's outcome and the hash of the transaction that carried it; its report is no longer needed. */
  settleBatch(callsId: string, status: 'confirmed' | 'failed', hash: Hash | undefined): void {
    const record = read()[callsId];
    if (!record) return;
    write({ ...read(), [callsId]: { ...record, status, hash, report: undefined } });
  },

  subscribe(listener: () => void): () => void {
    if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onOtherTabChange);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && typeof window !== 'undefined') {
        window.removeEventListener('storage', onOtherTabChange);
      }
    };
  },
};

const NO_TRANSACTIONS: TransactionsByHash = {};

/** The transactions map; re-renders on every change. The prerender sees none. */
export function useTransactionRecords(): TransactionsByHash {
  return useSyncExternalStore(transactionStore.subscribe, read, () => NO_TRANSACTIONS);
}
