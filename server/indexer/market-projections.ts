import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DatabaseExecutor } from '../db/client';
import { marketOrders } from '../db/schema';

/** The events of Seaport the order book follows. */
export const SEAPORT_EVENT_NAMES = ['OrderFulfilled', 'OrderCancelled', 'CounterIncremented'] as const;

/** Seaport's events carry their block's time, which an order's closing takes. */
export function marketNeedsBlockTime(contractName: string, eventName: string): boolean {
  return contractName === 'Seaport' && (SEAPORT_EVENT_NAMES as readonly string[]).includes(eventName);
}

/** One stored log as the order book reads it: addresses lower case, uint256 as decimal strings. */
export interface MarketEvent {
  contractName: string;
  /** Lower case. */
  contractAddress: string;
  eventName: string;
  args: Record<string, unknown>;
  txHash: string;
  /** The block's time in seconds: Seaport's events carry it (see `needsBlockTime`). */
  blockTime?: number;
}

/** A listing or offer still open: the chain has neither filled nor cancelled it. */
const OPEN_STATUSES = ['active', 'inactive'];

const text = (value: unknown) => String(value).toLowerCase();

function closedAtOf(event: MarketEvent): Date {
  if (event.blockTime === undefined) throw new Error(`${event.contractName}.${event.eventName} needs its block time`);
  return new Date(event.blockTime * 1000);
}

/**
 * Applies one new event to the order book, as Seaport and the collections changed what can be filled: a fulfilled
 * order is filled (by the recipient of its offer), a cancelled one cancelled, a raised counter cancels every open
 * order of its offerer signed with a lower one, and a listing is inactive while its token is away from its maker.
 * The indexer calls it once per stored log, in chain order, inside the batch's transaction.
 */
export async function projectMarketEvent(tx: DatabaseExecutor, chainId: number, event: MarketEvent, isNft: boolean): Promise<void> {
  const { args } = event;
  const open = and(eq(marketOrders.chainId, chainId), inArray(marketOrders.status, OPEN_STATUSES));
  if (isNft && event.eventName === 'Transfer') {
    const owner = text(args.to);
    await tx
      .update(marketOrders)
      .set({ status: sql`case when ${marketOrders.maker} = ${owner} then 'active' else 'inactive' end` })
      .where(
        and(
          open,
          eq(marketOrders.side, 'listing'),
          eq(marketOrders.collection, event.contractAddress),
          eq(marketOrders.tokenId, String(args.tokenId)),
        ),
      );
    return;
  }
  if (event.contractName !== 'Seaport') return;
  const ofSeaport = and(open, eq(marketOrders.seaport, event.contractAddress));
  switch (event.eventName) {
    case 'OrderFulfilled': {
      const closedAt = closedAtOf(event);
      await tx
        .update(marketOrders)
        .set({ status: 'filled', taker: text(args.recipient), closedTxHash: event.txHash, closedAt, updatedAt: closedAt })
        .where(and(ofSeaport, eq(marketOrders.orderHash, text(args.orderHash))));
      return;
    }
    case 'OrderCancelled': {
      const closedAt = closedAtOf(event);
      await tx
        .update(marketOrders)
        .set({ status: 'cancelled', closedTxHash: event.txHash, closedAt, updatedAt: closedAt })
        .where(and(ofSeaport, eq(marketOrders.orderHash, text(args.orderHash))));
      return;
    }
    case 'CounterIncremented': {
      const closedAt = closedAtOf(event);
      await tx
        .update(marketOrders)
        .set({ status: 'cancelled', closedTxHash: event.txHash, closedAt, updatedAt: closedAt })
        .where(and(ofSeaport, eq(marketOrders.maker, text(args.offerer)), lt(marketOrders.counter, String(args.newCounter))));
      return;
    }
  }
}

/**
 * What the chain did to the order book undone, before its events are applied again: every order open, as the
 * order book took it. The orders themselves are not the chain's and stay.
 */
export async function reopenMarketOrders(tx: DatabaseExecutor, chainId: number): Promise<void> {
  await tx
    .update(marketOrders)
    .set({ status: 'active', closedTxHash: null, taker: null, closedAt: null })
    .where(eq(marketOrders.chainId, chainId));
}
