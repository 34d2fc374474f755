import { and, eq, gt, inArray, lt, type SQL } from 'drizzle-orm';
import type { ContractRead, ContractReader } from '../chain/contract-reader';
import type { DatabaseExecutor } from '../db/client';
import { marketOrders, type MarketOrder } from '../db/schema';

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

/** What a contract whose events can change whether an order can be filled is to the order book. */
export type MarketTokenRole = 'collection' | 'afa';

/**
 * What a batch's events touched that an open order's fillability rests on: a token moved or its single approval
 * changed, an owner's approval of an operator for a whole collection changed, an account's AFA balance or
 * allowance changed. The orders resting on them are read again from the chain once the batch is applied.
 */
export class MarketTouches {
  /** Token ids by collection. */
  readonly tokens = new Map<string, Set<string>>();
  /** Owners by collection. */
  readonly collectionOwners = new Map<string, Set<string>>();
  readonly afaHolders = new Set<string>();

  get isEmpty(): boolean {
    return this.tokens.size === 0 && this.collectionOwners.size === 0 && this.afaHolders.size === 0;
  }

  note(event: MarketEvent, role: MarketTokenRole): void {
    const { args } = event;
    const add = (map: Map<string, Set<string>>, value: string) => {
      const values = map.get(event.contractAddress) ?? new Set<string>();
      map.set(event.contractAddress, values.add(value));
    };
    if (role === 'collection') {
      // An ERC-721 transfer also clears the token's single approval: both rest on the token.
      if (event.eventName === 'Transfer' || event.eventName === 'Approval') add(this.tokens, String(args.tokenId));
      if (event.eventName === 'ApprovalForAll') add(this.collectionOwners, text(args.owner));
      return;
    }
    if (event.eventName === 'Transfer') {
      this.afaHolders.add(text(args.from));
      this.afaHolders.add(text(args.to));
    }
    if (event.eventName === 'Approval') this.afaHolders.add(text(args.owner));
  }
}

/** A listing or offer still open: the chain has neither filled nor cancelled it. */
const OPEN_STATUSES = ['active', 'inactive'];

const text = (value: unknown) => String(value).toLowerCase();

function closedAtOf(event: MarketEvent): Date {
  if (event.blockTime === undefined) throw new Error(`${event.contractName}.${event.eventName} needs its block time`);
  return new Date(event.blockTime * 1000);
}

/**
 * Applies one new event to the order book as Seaport closed orders: a fulfilled order is filled (by the recipient
 * of its offer), a cancelled one cancelled, and a raised counter cancels every open order of its offerer signed
 * with a lower one. The events of the collections and of AFA are noted in `touches`, when given, for
 * `recheckOpenOrders`.
 * The indexer calls it once per stored log, in chain order, inside the batch's transaction.
 */
export async function projectMarketEvent(
  tx: DatabaseExecutor,
  chainId: number,
  event: MarketEvent,
  role: MarketTokenRole | undefined,
  touches?: MarketTouches,
): Promise<void> {
  const { args } = event;
  if (role) {
    touches?.note(event, role);
    return;
  }
  if (event.contractName !== 'Seaport') return;
  const open = and(eq(marketOrders.chainId, chainId), inArray(marketOrders.status, OPEN_STATUSES));
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

/** Values in one `in (...)` list, well under PostgreSQL's limit of bind parameters per query. */
const VALUES_PER_LIST = 1000;
/** Chain reads in one Multicall3 request: well within a node's gas cap for an eth_call. */
const READS_PER_REQUEST = 500;

function chunks<T>(values: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(values.length / size) }, (_, index) => values.slice(index * size, (index + 1) * size));
}

/**
 * The open orders resting on what `touches` names, or every open order of the chain, that have not expired by
 * `nowS`: an expired order stays expired (the book reads expiry from the clock), so reading the chain for it again
 * would be work anyone could pile up by posting orders that expire.
 */
async function openOrdersOf(tx: DatabaseExecutor, chainId: number, touches: MarketTouches | 'every', nowS: number): Promise<MarketOrder[]> {
  const open = and(eq(marketOrders.chainId, chainId), inArray(marketOrders.status, OPEN_STATUSES), gt(marketOrders.endTime, nowS));
  if (touches === 'every') return tx.select().from(marketOrders).where(open);
  const listingsOf = (column: typeof marketOrders.tokenId | typeof marketOrders.maker, byCollection: Map<string, Set<string>>) =>
    [...byCollection].flatMap(([collection, values]) =>
      chunks([...values], VALUES_PER_LIST).map((list) =>
        and(eq(marketOrders.side, 'listing'), eq(marketOrders.collection, collection), inArray(column, list))!,
      ),
    );
  const conditions: SQL[] = [
    ...listingsOf(marketOrders.tokenId, touches.tokens),
    ...listingsOf(marketOrders.maker, touches.collectionOwners),
    ...chunks([...touches.afaHolders], VALUES_PER_LIST).map((list) =>
      and(eq(marketOrders.side, 'offer'), inArray(marketOrders.maker, list))!,
    ),
  ];
  const found = new Map<string, MarketOrder>();
  for (const condition of conditions) {
    for (const row of await tx.select().from(marketOrders).where(and(open, condition))) found.set(row.orderHash, row);
  }
  return [...found.values()];
}

/**
 * Reads the chain at `blockNumber` for the open orders resting on what `touches` named (or for every open order),
 * and marks each active when Seaport could fill it there, inactive when not: a listing while its maker owns the
 * token and has approved Seaport for it (for the whole collection, or the token's single approval); an offer while
 * its maker holds the AFA offered and allows Seaport to take it. Reading the truth, rather than adding up events,
 * is exact where events say nothing: Seaport spending an allowance emits no Approval. Each read is made once however
 * many orders rest on it, batched through Multicall3 (`READS_PER_REQUEST` to a request); a read the contract
 * refuses (a burnt token) counts as unfillable. `contractNameOf` names
 * a followed contract by its lower-case address. Orders expired by `nowS` (seconds) are left as they are.
 */
export async function recheckOpenOrders(
  tx: DatabaseExecutor,
  reader: ContractReader,
  contractNameOf: (address: string) => string | undefined,
  chainId: number,
  blockNumber: number,
  touches: MarketTouches | 'every',
  nowS: number,
): Promise<void> {
  if (touches !== 'every' && touches.isEmpty) return;
  const orders = await openOrdersOf(tx, chainId, touches, nowS);
  if (orders.length === 0) return;
  const reads = new Map<string, ContractRead & { value?: unknown }>();
  const readOf = (address: string, functionName: string, args: unknown[]) => {
    const contract = contractNameOf(address);
    if (!contract) return undefined;
    const key = [address, functionName, ...args.map(String)].join(':');
    if (!reads.has(key)) reads.set(key, { contract, functionName, args });
    return key;
  };
  const needs = orders.map((order) =>
    order.side === 'listing'
      ? [
          readOf(order.collection, 'ownerOf', [BigInt(order.tokenId)]),
          readOf(order.collection, 'isApprovedForAll', [order.maker, order.seaport]),
          readOf(order.collection, 'getApproved', [BigInt(order.tokenId)]),
        ]
      : [readOf(order.currency, 'balanceOf', [order.maker]), readOf(order.currency, 'allowance', [order.maker, order.seaport])],
  );
  for (const batch of chunks([...reads.values()], READS_PER_REQUEST)) {
    const values = await reader.readAll(batch, BigInt(blockNumber));
    batch.forEach((read, index) => (read.value = values[index]));
  }
  const valueOf = (key: string | undefined) => (key === undefined ? undefined : reads.get(key)?.value);
  const byStatus = { active: [] as string[], inactive: [] as string[] };
  orders.forEach((order, index) => {
    const [first, second, third] = needs[index]!.map(valueOf);
    const fillable =
      order.side === 'listing'
        ? first === order.maker && (second === true || third === order.seaport)
        : first !== undefined &&
          second !== undefined &&
          BigInt(first as string) >= BigInt(order.price) &&
          BigInt(second as string) >= BigInt(order.price);
    const status = fillable ? 'active' : 'inactive';
    if (order.status !== status) byStatus[status].push(order.orderHash);
  });
  for (const [status, hashes] of Object.entries(byStatus)) {
    for (const list of chunks(hashes, VALUES_PER_LIST)) {
      await tx
        .update(marketOrders)
        .set({ status })
        .where(and(eq(marketOrders.chainId, chainId), inArray(marketOrders.status, OPEN_STATUSES), inArray(marketOrders.orderHash, list)));
    }
  }
}
