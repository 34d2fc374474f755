import { and, asc, eq } from 'drizzle-orm';
import type { Hash, PublicClient } from 'viem';
import type { Database, ExclusiveLock } from '../db/client';
import { chainTransactions } from '../db/schema';
import { refreshTransactionStatus } from '../services/chain-transaction-service';
import { PollingLoop } from './polling-loop';

export interface ReceiptSettlerOptions {
  db: Database;
  client: PublicClient;
  chainId: number;
  pollIntervalMs?: number;
  /**
   * Held by the one instance that settles this chain's transactions (see `ExclusiveLock`); the others check each
   * poll and take over once it is free. Without one, this settler is the only one.
   */
  lock?: ExclusiveLock;
  log: (line: string) => void;
  now?: () => Date;
}

/** Receipts asked for per round, so a backlog is worked through a few at a time. */
const PENDING_TRANSACTIONS_PER_ROUND = 20;

/**
 * Gives the transactions the wallet API recorded (broadcast-tx, send-transaction) their final status from their
 * receipts: a few each round, oldest-checked first. One still unmined goes to the back of the queue, so it cannot
 * starve newer ones; one without a receipt after the pending lifetime expires and leaves the queue, so a flood of
 * fakes cannot hold it up. A status is never guessed: while the node does not answer, the stored one stands.
 */
export class ReceiptSettler {
  private readonly loop: PollingLoop;

  constructor(private readonly options: ReceiptSettlerOptions) {
    this.loop = new PollingLoop({
      round: () => this.settleOnce(),
      intervalMs: options.pollIntervalMs ?? 1000,
      log: options.log,
      tag: '[receipts]',
      work: 'settling',
    });
  }

  /** Polls until `stop`; a failed round (node down) is logged once and retried. */
  start(): void {
    this.loop.start();
  }

  /** Stops polling and frees the lock, so another instance takes over at its next poll. */
  async stop(): Promise<void> {
    await this.loop.stop();
    await this.options.lock?.release();
  }

  /**
   * One round; returns how many recorded transactions it settled (confirmed, failed or expired), or undefined
   * when another instance holds the lock. Throws when a receipt could not be read: the node did not answer, and
   * the rest of the round would fare no better.
   */
  async settleOnce(): Promise<number | undefined> {
    if (!((await this.options.lock?.hold()) ?? true)) return undefined;
    const { db, client, chainId } = this.options;
    const pending = await db
      .select({ txHash: chainTransactions.txHash, userId: chainTransactions.userId })
      .from(chainTransactions)
      .where(and(eq(chainTransactions.status, 'pending'), eq(chainTransactions.chainIndex, chainId)))
      .orderBy(asc(chainTransactions.updatedAt))
      .limit(PENDING_TRANSACTIONS_PER_ROUND);
    let settled = 0;
    for (const { txHash, userId } of pending) {
      let unreadable: unknown;
      const row = await refreshTransactionStatus(db, client, this.now(), {
        txHash: txHash as Hash,
        userId,
        logError: (_message, error) => (unreadable = error ?? new Error(`the receipt of ${txHash} could not be read`)),
      });
      if (row.status !== 'pending') {
        settled += 1;
        continue;
      }
      // To the back of the queue, unmined or unreadable alike, so it cannot starve newer ones.
      await db.update(chainTransactions).set({ updatedAt: this.now() }).where(eq(chainTransactions.id, row.id));
      if (unreadable !== undefined) throw unreadable;
    }
    return settled;
  }

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }
}
