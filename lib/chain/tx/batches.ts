import type { Address, Hash, WalletClient } from 'viem';
import { broadcastTxTypeOf } from './actions';
import { reportBroadcast } from './broadcast';
import { RECEIPT_POLLING_INTERVAL_MS, RECEIPT_TIMEOUT_MS } from './receipts';
import { transactionStore, type PendingBatch, type StoredBroadcastReport } from './transaction-store';
import type { TransactionPlan } from './types';

/** What became of an EIP-5792 batch: its transaction, mined with every call, or reverted as a whole. */
export type BatchOutcome = { status: 'confirmed'; hash: Hash } | { status: 'reverted'; hash: Hash };

function decimal(value: bigint | undefined): string | undefined {
  return value === undefined ? undefined : value.toString();
}

/** The plan's broadcast report in a form the transaction store keeps across reloads; undefined when unreported. */
export function pendingReportOf(plan: TransactionPlan): StoredBroadcastReport | undefined {
  const txType = broadcastTxTypeOf(plan.action);
  if (txType === undefined) return undefined;
  const { tokenId, fromTokenId, toTokenId, txAmount } = plan.report ?? {};
  return {
    txType,
    tokenId: decimal(tokenId),
    fromTokenId: decimal(fromTokenId),
    toTokenId: decimal(toTokenId),
    txAmount: decimal(txAmount),
  };
}

function bigIntOf(value: string | undefined): bigint | undefined {
  return value === undefined ? undefined : BigInt(value);
}

const inFlight = new Map<string, Promise<BatchOutcome>>();

async function waitAndSettle(walletClient: WalletClient, batch: PendingBatch): Promise<BatchOutcome> {
  const status = await walletClient.waitForCallsStatus({
    id: batch.callsId,
    pollingInterval: RECEIPT_POLLING_INTERVAL_MS,
    timeout: RECEIPT_TIMEOUT_MS,
  });
  // An atomic batch is one transaction: its receipt is the last (and only) one the wallet gives.
  const hash = status.receipts?.at(-1)?.transactionHash;
  if (status.status !== 'success' || !hash) {
    transactionStore.settleBatch(batch.callsId, 'failed', hash);
    if (!hash) throw new Error(`Batch ${batch.callsId} ended without a transaction`);
    return { status: 'reverted', hash };
  }
  transactionStore.settleBatch(batch.callsId, 'confirmed', hash);
  if (batch.report) {
    const { txType, tokenId, fromTokenId, toTokenId, txAmount } = batch.report;
    // The hash of the transaction that did the action is known only now. A failed report changes nothing.
    void reportBroadcast({
      txHash: hash,
      txType,
      fromAddress: batch.from,
      tokenId: bigIntOf(tokenId),
      fromTokenId: bigIntOf(fromTokenId),
      toTokenId: bigIntOf(toTokenId),
      txAmount: bigIntOf(txAmount),
    }).catch(() => undefined);
  }
  return { status: 'confirmed', hash };
}

/**
 * Waits for a batch through the wallet (wallet_getCallsStatus) once however many callers ask (the flow
 * that sent it, and the resume after a reload), records the outcome and sends the broadcast report.
 */
export function awaitBatch(walletClient: WalletClient, batch: PendingBatch): Promise<BatchOutcome> {
  let waiting = inFlight.get(batch.callsId);
  if (!waiting) {
    waiting = waitAndSettle(walletClient, batch).finally(() => inFlight.delete(batch.callsId));
    inFlight.set(batch.callsId, waiting);
  }
  return waiting;
}

/** Picks up the batches a reload interrupted: every pending batch `account` sent on `chainId` is awaited again. */
export function resumePendingBatches(walletClient: WalletClient, account: Address, chainId: number): void {
  for (const batch of transactionStore.pendingBatches()) {
    // A wait that fails (wallet unreachable, timeout) leaves the batch pending for the next visit.
    if (batch.chainId === chainId && batch.from.toLowerCase() === account.toLowerCase()) {
      awaitBatch(walletClient, batch).catch(() => undefined);
    }
  }
}
