import {
  TransactionNotFoundError,
  type Address,
  type Hash,
  type PublicClient,
  type ReplacementReason,
  type TransactionReceipt,
} from 'viem';
import { findRevertReason } from './contract-errors';
import { RevertedOnChainError } from './outcome-errors';
import { transactionStore } from './transaction-store';

/** How long a sent transaction is waited for before the wait gives up (it stays pending in the store). */
export const RECEIPT_TIMEOUT_MS = 5 * 60_000;

/**
 * How often the wait for the app's own transaction asks for its receipt. The wait asks once at once
 * (a chain that mines on arrival, like the local one, answers then), and then at this interval instead
 * of the provider's 4000 ms polling (docs/PRODUCT.md §9), which stays the default for everything else: a reader
 * waiting on their own transaction sees it confirmed within about a second of its block, not four.
 */
export const RECEIPT_POLLING_INTERVAL_MS = 1000;

/**
 * How often a pending transaction is checked for having been dropped. viem's wait never gives up on a
 * transaction the node forgot (it polls until its timeout), so the wait looks for that itself, less often
 * than it asks for the receipt.
 */
export const DROP_CHECK_INTERVAL_MS = 5000;

/**
 * Why a mined transaction reverted, as far as the chain can still tell (a receipt carries no reason): the
 * transaction replayed on the state its block left. A refusal caused by an earlier transaction of the same block,
 * a price raised just before it, shows again there. Undefined when the replay passes or cannot be made.
 */
export async function replayedRevert(client: PublicClient, hash: Hash): Promise<unknown> {
  try {
    const transaction = await client.getTransaction({ hash });
    await client.call({
      account: transaction.from,
      to: transaction.to ?? undefined,
      data: transaction.input,
      value: transaction.value,
      blockNumber: transaction.blockNumber ?? undefined,
    });
  } catch (error) {
    if (findRevertReason(error)) return error;
  }
  return undefined;
}

/** The failure of a transaction whose receipt says it reverted, with the contract's reason where the replay finds it. */
export async function revertedOnChain(client: PublicClient, hash: Hash): Promise<RevertedOnChainError> {
  return new RevertedOnChainError(hash, await replayedRevert(client, hash));
}

/** What became of a sent transaction. */
export type ReceiptOutcome =
  | { status: 'confirmed'; receipt: TransactionReceipt; hash: Hash }
  | { status: 'reverted'; receipt: TransactionReceipt; hash: Hash }
  /** Another transaction took its nonce: cancelled or replaced in the wallet, so the action did not happen. */
  | { status: 'replaced'; reason: Exclude<ReplacementReason, 'repriced'>; hash: Hash }
  /** The node no longer knows it and nothing took its place. */
  | { status: 'dropped' };

const inFlight = new Map<Hash, Promise<ReceiptOutcome>>();

/** Waits `ms`, or less when `stop` is (or has been) signalled. */
function pause(ms: number, stop: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (stop.aborted) return resolve();
    const onStop = () => {
      clearTimeout(timer);
      resolve();
    };
    // Each turn of the watch pauses once: the listener goes with its pause, not with the whole watch.
    const timer = setTimeout(() => {
      stop.removeEventListener('abort', onStop);
      resolve();
    }, ms);
    stop.addEventListener('abort', onStop, { once: true });
  });
}

/** The sender and nonce of a sent transaction: what tells a drop from a replacement. */
export interface SentTransaction {
  from: Address;
  nonce: number;
}

/**
 * Resolves true once the node no longer knows `hash` and nothing holds its nonce, neither mined nor pending:
 * the transaction was dropped. A replacement holds the nonce, so it is left to viem's wait. Resolves false as
 * soon as `stop` is signalled (the receipt wait settled first); until then, read errors are retried: the
 * receipt wait reports an unreachable node. Without `sent`, the watch learns it from the node, the first time it
 * finds the transaction pending, and hands it to `onSeen`.
 */
export async function watchForDrop(
  client: PublicClient,
  hash: Hash,
  stop: AbortSignal,
  {
    checkEveryMs = DROP_CHECK_INTERVAL_MS,
    sent: known,
    onSeen,
  }: { checkEveryMs?: number; sent?: SentTransaction; onSeen?: (sent: SentTransaction) => void } = {},
): Promise<boolean> {
  let sent = known;
  for (;;) {
    await pause(checkEveryMs, stop);
    if (stop.aborted) return false;
    try {
      const transaction = await client.getTransaction({ hash });
      if (!sent) {
        sent = { from: transaction.from, nonce: transaction.nonce };
        onSeen?.(sent);
      }
    } catch (error) {
      if (!sent || !(error instanceof TransactionNotFoundError)) continue;
      const nextNonce = await client.getTransactionCount({ address: sent.from, blockTag: 'pending' }).catch(() => undefined);
      if (nextNonce !== undefined && nextNonce <= sent.nonce) return true;
    }
  }
}

/** The sender and nonce the record of `hash` holds, once a wait has seen it pending. */
function recordedNonce(hash: Hash): SentTransaction | undefined {
  const record = transactionStore.all()[hash];
  return record?.nonce === undefined ? undefined : { from: record.from, nonce: record.nonce };
}

async function waitAndSettle(client: PublicClient, hash: Hash, dropCheckEveryMs: number): Promise<ReceiptOutcome> {
  let replacement: { reason: ReplacementReason; hash: Hash } | undefined;
  const stopWaiting = new AbortController();
  const stopWatching = new AbortController();
  const outcome = await Promise.race([
    client
      .waitForTransactionReceipt({
        hash,
        timeout: RECEIPT_TIMEOUT_MS,
        pollingInterval: RECEIPT_POLLING_INTERVAL_MS,
        signal: stopWaiting.signal,
        onReplaced: (replaced) => {
          replacement = { reason: replaced.reason, hash: replaced.transaction.hash };
        },
      })
      .then((receipt) => ({ receipt })),
    // The watch can only win by finding the drop: it is stopped (and resolves false) after the race is over. The
    // nonce it notes in the record lets a wait resumed after a reload tell a drop that happened meanwhile.
    watchForDrop(client, hash, stopWatching.signal, {
      checkEveryMs: dropCheckEveryMs,
      sent: recordedNonce(hash),
      onSeen: ({ nonce }) => transactionStore.noteNonce(hash, nonce),
    }).then((dropped) => ({ dropped })),
  ]).finally(() => stopWatching.abort());
  if (!('receipt' in outcome)) {
    stopWaiting.abort();
    transactionStore.settle(hash, 'dropped');
    return { status: 'dropped' };
  }
  const { receipt } = outcome;
  // A sped-up copy (same call, higher fee) is the same action: it counts as confirmed.
  if (replacement && replacement.reason !== 'repriced') {
    transactionStore.settle(hash, 'replaced', replacement.hash);
    return { status: 'replaced', reason: replacement.reason, hash: replacement.hash };
  }
  const status = receipt.status === 'success' ? 'confirmed' : 'reverted';
  transactionStore.settle(hash, status === 'confirmed' ? 'confirmed' : 'failed', replacement?.hash);
  return { status, receipt, hash: receipt.transactionHash };
}

/**
 * Waits for `hash` once however many callers ask (the flow that sent it, and the resume after a
 * reload), and records the outcome in the transaction store. `dropCheckEveryMs` is for tests.
 */
export function awaitTransaction(client: PublicClient, hash: Hash, dropCheckEveryMs = DROP_CHECK_INTERVAL_MS): Promise<ReceiptOutcome> {
  let waiting = inFlight.get(hash);
  if (!waiting) {
    waiting = waitAndSettle(client, hash, dropCheckEveryMs).finally(() => inFlight.delete(hash));
    inFlight.set(hash, waiting);
  }
  return waiting;
}

/** Picks up the waits a reload interrupted: every pending transaction of `chainId` is awaited again. */
export function resumePendingTransactions(client: PublicClient, chainId: number): void {
  for (const record of transactionStore.pending()) {
    // A wait that fails (node unreachable, timeout) leaves the record pending for the next visit.
    if (record.chainId === chainId) awaitTransaction(client, record.hash).catch(() => undefined);
  }
}
