'use client';

import { useSyncExternalStore } from 'react';
import type { Address, Hash } from 'viem';
import { localStore } from '@/lib/session/storage';
import type { TxAction } from './types';

/** Local storage key of the user's transactions, keyed by hash. */
export const TRANSACTIONS_STORAGE_KEY = 'transactions';
/** The activity list keeps this many of the newest transactions. */
export const KEPT_TRANSACTIONS = 50;

export type TransactionStatus = 'pending' | 'confirmed' | 'failed' | 'replaced' | 'dropped';

export interface TransactionRecord {
  hash: Hash;
  action: TxAction;
  chainId: number;
  from: Address;
  status: TransactionStatus;
  submittedAt: number;
  /** A sped-up copy that landed in its place (viem's onReplaced, reason 'repriced'). */
  replacedBy?: Hash;
}

type TransactionsByHash = Record<Hash, TransactionRecord>;

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
  snapshot = Object.fromEntries(newest.map((record) => [record.hash, record])) as TransactionsByHash;
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

  pending(): TransactionRecord[] {
    return Object.values(read()).filter((record) => record.status === 'pending');
  },

  add(record: TransactionRecord): void {
    write({ ...read(), [record.hash]: record });
  },

  settle(hash: Hash, status: Exclude<TransactionStatus, 'pending'>, replacedBy?: Hash): void {
    const record = read()[hash];
    if (!record) return;
    write({ ...read(), [hash]: { ...record, status, replacedBy } });
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
