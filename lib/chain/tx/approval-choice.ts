'use client';

import { useSyncExternalStore } from 'react';
import { getAddress, type Address } from 'viem';
import { localStore } from '@/lib/session/storage';

/** Local storage key of the user's approval choice per token. */
export const APPROVAL_CHOICES_STORAGE_KEY = 'approvalChoices';

/** Exactly what the action spends (the default), or the maximum, so later actions need no approval. */
export type ApprovalChoice = 'exact' | 'unlimited';

type ChoicesByToken = Record<Address, ApprovalChoice>;

const listeners = new Set<() => void>();
let snapshot: ChoicesByToken | null = null;

function read(): ChoicesByToken {
  snapshot ??= localStore.get<ChoicesByToken>(APPROVAL_CHOICES_STORAGE_KEY) ?? {};
  return snapshot;
}

/** The user's approval choice for each token, remembered across visits. */
export const approvalChoices = {
  of(token: Address): ApprovalChoice {
    return read()[getAddress(token)] === 'unlimited' ? 'unlimited' : 'exact';
  },

  set(token: Address, choice: ApprovalChoice): void {
    snapshot = { ...read(), [getAddress(token)]: choice };
    localStore.set(APPROVAL_CHOICES_STORAGE_KEY, snapshot);
    listeners.forEach((listener) => listener());
  },

  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The choice for `token`; re-renders when it changes. The prerender sees the default. */
export function useApprovalChoice(token: Address): ApprovalChoice {
  return useSyncExternalStore(
    approvalChoices.subscribe,
    () => approvalChoices.of(token),
    () => 'exact',
  );
}
