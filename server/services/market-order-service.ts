// The order book: which Seaport 1.6 orders are accepted, how they are stored, listed and told as a token's
// activity. An order is accepted only when it can be filled as signed: its signature is the maker's for this
// chain's Seaport, its counter is the maker's current one, it pays the collection's ERC-2981 royalty and the
// marketplace fee exactly, the maker holds and has approved the token (a listing) or holds and has allowed the
// AFA (an offer), and it is live. Each refusal names the field at fault.
import { and, asc, count, desc, eq, gt, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  compactSignatureToSignature,
  parseCompactSignature,
  parseSignature,
  serializeSignature,
  verifyTypedData,
  zeroAddress,
  type Address,
  type Hex,
} from 'viem';
import type { MarketFee } from '../config';
import type { ContractReader } from '../chain/contract-reader';
import {
  FULL_OPEN,
  ItemType,
  SEAPORT_ORDER_TYPES,
  seaportDomain,
  seaportOrderHash,
  ZERO_BYTES32,
  type ConsiderationItem,
  type OrderComponents,
} from '@/lib/market/seaport';
import { MAX_ORDER_PRICE, orderParametersJson } from '@/lib/market/orders';
import type { Database } from '../db/client';
import { marketOrders, type MarketOrder } from '../db/schema';
import { ApiError } from '../http/envelope';
import { ErrorCode } from '../http/error-codes';
import type { Page } from '@/lib/protocol';

export const ORDER_SIDES = ['listing', 'offer'] as const;
export type OrderSide = (typeof ORDER_SIDES)[number];
export const ORDER_STATUSES = ['active', 'inactive', 'filled', 'cancelled', 'expired'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** What a list can be filtered by: a status, or `open`, the orders still to be filled or cancelled (active or inactive). */
export const ORDER_STATUS_FILTERS = [...ORDER_STATUSES, 'open'] as const;
export type OrderStatusFilter = (typeof ORDER_STATUS_FILTERS)[number];
export const ORDER_SORTS = ['newest', 'price_asc', 'price_desc', 'expiry'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

/** How far ahead an order may start. */
export const MAX_START_DELAY_S = 30 * 24 * 60 * 60;
/** How long an order may live, from now. */
export const MAX_ORDER_LIFETIME_S = 365 * 24 * 60 * 60;

/**
 * Open orders one maker may have in the book on a chain: the indexer reads each again from the chain whenever the
 * maker's tokens or AFA move, so one address cannot pile up that work without end (a 1-wei offer on every token).
 */
export const MAX_OPEN_ORDERS_PER_MAKER = 100;

/** What the order book needs of the chain and the deployment. */
export interface MarketContext {
  db: Database;
  chainId: number;
  /** The Seaport orders are signed for; without one the order book takes no orders. */
  seaport?: Address;
  /** The two collections and AFA, by name, lower case. */
  creatureNft?: Address;
  pendantNft?: Address;
  afaToken?: Address;
  fee: MarketFee;
  /** Reads the registry's contracts and Seaport (named `Seaport`). */
  reader: ContractReader;
}

const COLLECTION_NAMES = ['CreatureNft', 'PendantNft'] as const;

function bad(field: string, problem: string): never {
  throw new ApiError(ErrorCode.badRequest, `${field}: ${problem}`);
}

const lower = (address: string) => address.toLowerCase() as Address;

/** The facts an accepted order is stored and listed by. */
interface OrderTerms {
  side: OrderSide;
  collection: Address;
  collectionName: (typeof COLLECTION_NAMES)[number];
  tokenId: bigint;
  currency: Address;
  price: bigint;
  /** Where the maker's proceeds or the NFT item sit (consideration[0]); fee and royalty follow. */
  paymentItems: ConsiderationItem[];
}

/** The shape rules: one NFT of ours against ETH or AFA, fixed amounts, no zone and no conduit. */
function termsOf(order: OrderComponents, ctx: MarketContext): OrderTerms {
  if (order.conduitKey !== ZERO_BYTES32) bad('parameters.conduitKey', 'must be zero: orders are approved to Seaport itself, no conduit');
  if (order.zone !== zeroAddress) bad('parameters.zone', 'must be the zero address: the order book takes open orders');
  if (order.zoneHash !== ZERO_BYTES32) bad('parameters.zoneHash', 'must be zero');
  if (order.orderType !== FULL_OPEN) bad('parameters.orderType', 'must be 0 (FULL_OPEN)');
  if (order.offer.length !== 1) bad('parameters.offer', 'must hold exactly one item');
  if (order.consideration.length < 1) bad('parameters.consideration', 'must hold at least one item');
  const collectionOf = (token: Address, field: string) => {
    const name = COLLECTION_NAMES.find((candidate) => (candidate === 'CreatureNft' ? ctx.creatureNft : ctx.pendantNft) === token);
    if (!name) bad(field, 'is not one of our collections (CreatureNft, PendantNft)');
    return name;
  };
  const nftItem = (item: OrderComponents['offer'][number], field: string) => {
    if (item.startAmount !== 1n) bad(`${field}.startAmount`, 'must be 1: a token is ERC-721');
    if (item.endAmount !== 1n) bad(`${field}.endAmount`, 'must be 1: a token is ERC-721');
    return { collectionName: collectionOf(item.token, `${field}.token`), collection: item.token, tokenId: item.identifierOrCriteria };
  };
  const [offered] = order.offer as [OrderComponents['offer'][number]];
  const first = order.consideration[0]!;
  if (first.recipient !== order.offerer) bad('parameters.consideration[0].recipient', 'must be the offerer');

  let side: OrderSide;
  let nft: ReturnType<typeof nftItem>;
  let currency: Address;
  let price: bigint;
  let paymentItems: ConsiderationItem[];
  if (offered.itemType === ItemType.ERC721) {
    side = 'listing';
    nft = nftItem(offered, 'parameters.offer[0]');
    if (first.itemType === ItemType.NATIVE) {
      if (first.token !== zeroAddress) bad('parameters.consideration[0].token', 'must be the zero address for ETH');
      currency = zeroAddress;
    } else if (first.itemType === ItemType.ERC20 && ctx.afaToken && first.token === ctx.afaToken) {
      currency = first.token;
    } else {
      bad('parameters.consideration[0]', 'must pay in ETH (itemType 0) or AFA (itemType 1, the AFA token)');
    }
    paymentItems = order.consideration;
    price = 0n;
  } else if (offered.itemType === ItemType.ERC20) {
    side = 'offer';
    if (!ctx.afaToken || offered.token !== ctx.afaToken) bad('parameters.offer[0].token', 'an offer pays in AFA: must be the AFA token');
    currency = offered.token;
    if (offered.identifierOrCriteria !== 0n) bad('parameters.offer[0].identifierOrCriteria', 'must be 0 for a currency');
    if (offered.startAmount !== offered.endAmount) bad('parameters.offer[0].endAmount', 'must equal startAmount: prices do not move');
    if (first.itemType !== ItemType.ERC721) bad('parameters.consideration[0].itemType', 'an offer asks for a token: must be 2 (ERC-721)');
    nft = nftItem(first, 'parameters.consideration[0]');
    paymentItems = order.consideration.slice(1);
    price = offered.startAmount;
  } else {
    bad('parameters.offer[0].itemType', 'must be 2 (a listing of an ERC-721 token) or 1 (an offer of AFA)');
  }
  const offset = side === 'listing' ? 0 : 1;
  paymentItems.forEach((item, index) => {
    const field = `parameters.consideration[${index + offset}]`;
    if (item.itemType !== (currency === zeroAddress ? ItemType.NATIVE : ItemType.ERC20) || item.token !== currency) {
      bad(`${field}.token`, "must be paid in the order's currency");
    }
    if (item.identifierOrCriteria !== 0n) bad(`${field}.identifierOrCriteria`, 'must be 0 for a currency');
    if (item.startAmount !== item.endAmount) bad(`${field}.endAmount`, 'must equal startAmount: prices do not move');
    if (side === 'listing') price += item.startAmount;
  });
  const priceField = side === 'listing' ? 'parameters.consideration[0].startAmount' : 'parameters.offer[0].startAmount';
  if (price <= 0n) bad(priceField, 'the price must be more than 0');
  if (price > MAX_ORDER_PRICE) bad(priceField, `the price must be at most ${MAX_ORDER_PRICE} (a billion whole tokens)`);
  return { side, ...nft, currency, price, paymentItems };
}

function checkTimes(order: OrderComponents, nowS: number): void {
  if (order.endTime <= BigInt(nowS)) bad('parameters.endTime', 'is in the past: the order has expired');
  if (order.endTime > BigInt(nowS + MAX_ORDER_LIFETIME_S)) bad('parameters.endTime', 'must be at most 365 days from now');
  if (order.startTime > BigInt(nowS + MAX_START_DELAY_S)) bad('parameters.startTime', 'must be at most 30 days from now');
  if (order.startTime >= order.endTime) bad('parameters.startTime', 'must be before endTime');
}

/**
 * The fee and royalty items, after the maker's proceeds (a listing) or the token (an offer): the marketplace fee
 * when it is not 0, then the royalty when it is not 0, each exactly as due.
 */
function checkFeeAndRoyalty(
  terms: OrderTerms,
  fee: { amount: bigint; recipient?: Address; bps: number },
  royalty: { amount: bigint; receiver: Address },
): void {
  const due: Array<{ what: string; amount: bigint; recipient: Address }> = [];
  if (fee.amount > 0n)
    due.push({ what: `the marketplace fee, ${fee.amount} (${fee.bps} bps of the price)`, amount: fee.amount, recipient: fee.recipient! });
  if (royalty.amount > 0n) {
    due.push({
      what: `the royalty, ${royalty.amount} (royaltyInfo of ${terms.collectionName})`,
      amount: royalty.amount,
      recipient: royalty.receiver,
    });
  }
  const feeItems = terms.side === 'listing' ? terms.paymentItems.slice(1) : terms.paymentItems;
  if (feeItems.length !== due.length) {
    const list = due.length ? due.map(({ what, recipient }) => `${what} to ${recipient}`).join(', then ') : 'nothing more';
    bad('parameters.consideration', `after the ${terms.side === 'listing' ? "seller's proceeds" : 'token'} must come ${list}`);
  }
  due.forEach((item, index) => {
    const field = `parameters.consideration[${index + 1}]`;
    const paid = feeItems[index]!;
    if (paid.startAmount !== item.amount) bad(`${field}.startAmount`, `must be ${item.what}`);
    if (paid.recipient !== item.recipient) bad(`${field}.recipient`, `must be ${item.recipient}, who receives ${item.what}`);
  });
  if (terms.side === 'listing' && terms.paymentItems[0]!.startAmount <= 0n) {
    bad('parameters.consideration[0].startAmount', "the seller's proceeds must be more than 0");
  }
}

function toBigInt(value: unknown): bigint {
  return BigInt(value as string);
}

/** Reads Seaport and the collection, refusing what the chain says cannot be filled. */
async function checkOnChain(order: OrderComponents, orderHash: Hex, terms: OrderTerms, ctx: MarketContext) {
  const { reader } = ctx;
  const seaport = ctx.seaport!;
  const { collectionName, tokenId, price } = terms;
  // One round trip: no read depends on another's answer, and the checks below keep their order. A read the
  // contract refused answers undefined: ownerOf and getApproved of a token that does not exist.
  const [counter, status, owner, first, second, royalty] = (await reader.readAll([
    { contract: 'Seaport', functionName: 'getCounter', args: [order.offerer] },
    { contract: 'Seaport', functionName: 'getOrderStatus', args: [orderHash] },
    { contract: collectionName, functionName: 'ownerOf', args: [tokenId] },
    ...(terms.side === 'listing'
      ? [
          { contract: collectionName, functionName: 'isApprovedForAll', args: [order.offerer, seaport] },
          { contract: collectionName, functionName: 'getApproved', args: [tokenId] },
        ]
      : [
          { contract: 'AfaToken', functionName: 'balanceOf', args: [order.offerer] },
          { contract: 'AfaToken', functionName: 'allowance', args: [order.offerer, seaport] },
        ]),
    { contract: collectionName, functionName: 'royaltyInfo', args: [tokenId, price] },
  ])) as [
    string | undefined,
    { isCancelled: boolean; totalFilled: string } | undefined,
    string | undefined,
    unknown,
    unknown,
    { receiver: string; amount: string } | undefined,
  ];
  if (counter === undefined || status === undefined) throw new Error(`Seaport ${seaport} refused getCounter or getOrderStatus`);
  if (order.counter !== toBigInt(counter)) bad('parameters.counter', `is not the offerer's current counter at Seaport (${counter})`);
  if (status.isCancelled) bad('parameters', `order ${orderHash} is cancelled at Seaport`);
  if (toBigInt(status.totalFilled) > 0n) bad('parameters', `order ${orderHash} is already filled at Seaport`);

  const tokenField =
    terms.side === 'listing' ? 'parameters.offer[0].identifierOrCriteria' : 'parameters.consideration[0].identifierOrCriteria';
  if (owner === undefined) bad(tokenField, `${collectionName} has no token ${tokenId}`);
  if (terms.side === 'listing') {
    if (owner !== order.offerer) bad('parameters.offerer', `does not own ${collectionName} token ${tokenId}`);
    if (first !== true && second !== lower(seaport)) {
      bad('parameters.offerer', `has not approved Seaport (${seaport}) for ${collectionName} token ${tokenId}`);
    }
  } else {
    if (owner === order.offerer) bad('parameters.offerer', `already owns ${collectionName} token ${tokenId}`);
    if (first === undefined || second === undefined) throw new Error(`AfaToken refused balanceOf or allowance of ${order.offerer}`);
    if (toBigInt(first) < price) bad('parameters.offerer', `holds ${first as string} AFA, less than the offer of ${price}`);
    if (toBigInt(second) < price)
      bad('parameters.offerer', `allows Seaport (${seaport}) ${second as string} AFA, less than the offer of ${price}`);
  }
  if (!royalty) throw new Error(`${collectionName}.royaltyInfo reverted for its token ${tokenId}`);
  return { royalty: { receiver: lower(royalty.receiver), amount: toBigInt(royalty.amount) } };
}

async function findOrder(db: Database, chainId: number, orderHash: string): Promise<MarketOrder | undefined> {
  const [row] = await db
    .select()
    .from(marketOrders)
    .where(and(eq(marketOrders.chainId, chainId), eq(marketOrders.orderHash, orderHash)))
    .limit(1);
  return row;
}

/** Checks a signed order (addresses lower case) and stores it; 400 naming the field when any rule fails. */
export async function createOrder(ctx: MarketContext, now: Date, order: OrderComponents, signature: Hex): Promise<MarketOrder> {
  if (!ctx.seaport || !ctx.creatureNft || !ctx.pendantNft || !ctx.afaToken) {
    throw new ApiError(ErrorCode.serviceUnavailable, 'The order book is not open on this chain: Seaport or our contracts are not deployed');
  }
  const nowS = Math.floor(now.getTime() / 1000);
  const terms = termsOf(order, ctx);
  checkTimes(order, nowS);
  const valid = await verifyTypedData({
    address: order.offerer,
    domain: seaportDomain(ctx.chainId, ctx.seaport),
    types: SEAPORT_ORDER_TYPES,
    primaryType: 'OrderComponents',
    message: order,
    // Seaport takes EIP-2098 compact signatures (64 bytes), which seaport-js sends; viem recovers from 65.
    signature: signature.length === 130 ? serializeSignature(compactSignatureToSignature(parseCompactSignature(signature))) : signature,
  }).catch(() => false);
  if (!valid) bad('signature', `is not the offerer's signature of this order for Seaport ${ctx.seaport} on chain ${ctx.chainId}`);

  // Seaport hands a 65-byte signature's v to ecrecover as it is, which takes only 27 and 28: the 0 or 1 some wallets
  // send (the recovery bit alone) is stored as the 27 or 28 it stands for, or the order could never be filled.
  const storedSignature = signature.length === 132 ? serializeSignature(parseSignature(signature)) : signature;

  const orderHash = seaportOrderHash(order);
  if (await findOrder(ctx.db, ctx.chainId, orderHash)) bad('parameters', `order ${orderHash} is already in the order book`);
  const { royalty } = await checkOnChain(order, orderHash, terms, ctx);
  const fee = {
    amount: (terms.price * BigInt(ctx.fee.bps)) / 10_000n,
    recipient: ctx.fee.recipient && lower(ctx.fee.recipient),
    bps: ctx.fee.bps,
  };
  checkFeeAndRoyalty(terms, fee, royalty);

  const seaport = lower(ctx.seaport);
  const row = await ctx.db.transaction(async (tx) => {
    // One of a maker's orders at a time, across instances: the count and the insert must not interleave.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`market-maker\n${ctx.chainId}\n${order.offerer}`}, 0))`);
    const [open] = await tx
      .select({ total: count() })
      .from(marketOrders)
      .where(and(eq(marketOrders.chainId, ctx.chainId), eq(marketOrders.maker, order.offerer), statusCondition('open', nowS)));
    if ((open?.total ?? 0) >= MAX_OPEN_ORDERS_PER_MAKER) {
      bad(
        'parameters.offerer',
        `has ${MAX_OPEN_ORDERS_PER_MAKER} open orders, the most one maker may have: cancel one or let one end first`,
      );
    }
    const [inserted] = await tx
      .insert(marketOrders)
      .values({
        chainId: ctx.chainId,
        orderHash,
        seaport,
        collection: terms.collection,
        tokenId: terms.tokenId.toString(),
        maker: order.offerer,
        side: terms.side,
        currency: terms.currency,
        price: terms.price.toString(),
        fee: fee.amount.toString(),
        royalty: royalty.amount.toString(),
        royaltyRecipient: royalty.amount > 0n ? royalty.receiver : null,
        startTime: Number(order.startTime),
        endTime: Number(order.endTime),
        counter: order.counter.toString(),
        salt: order.salt.toString(),
        parameters: orderParametersJson(order),
        signature: storedSignature,
        status: 'active',
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    return inserted;
  });
  // Another request stored the same order between the look and the insert.
  if (!row) bad('parameters', `order ${orderHash} is already in the order book`);
  // What the indexer applied between the reads above and the insert (a cancel, a raised counter, a transfer)
  // found no order to apply to, so the chain is read again now that the order is stored: whatever happens from
  // here on, the indexer applies to it. The first reads stay, so an order refused for them is never stored at all.
  try {
    await checkOnChain(order, orderHash, terms, ctx);
  } catch (error) {
    await ctx.db.delete(marketOrders).where(and(eq(marketOrders.chainId, ctx.chainId), eq(marketOrders.orderHash, orderHash)));
    throw error;
  }
  return row;
}

/** What an order reads as now: stored filled or cancelled stays so; an open one past its end is expired. */
export function effectiveStatus(row: Pick<MarketOrder, 'status' | 'startTime' | 'endTime'>, nowS: number): OrderStatus {
  if (row.status === 'filled' || row.status === 'cancelled') return row.status;
  if (row.endTime <= nowS) return 'expired';
  if (row.status === 'inactive' || row.startTime > nowS) return 'inactive';
  return 'active';
}

function statusCondition(status: OrderStatusFilter, nowS: number): SQL {
  const open = or(eq(marketOrders.status, 'active'), eq(marketOrders.status, 'inactive'))!;
  switch (status) {
    case 'open':
      return and(open, gt(marketOrders.endTime, nowS))!;
    case 'filled':
    case 'cancelled':
      return eq(marketOrders.status, status);
    case 'expired':
      return and(open, lte(marketOrders.endTime, nowS))!;
    case 'active':
      return and(eq(marketOrders.status, 'active'), gt(marketOrders.endTime, nowS), lte(marketOrders.startTime, nowS))!;
    case 'inactive':
      return and(
        gt(marketOrders.endTime, nowS),
        or(eq(marketOrders.status, 'inactive'), and(eq(marketOrders.status, 'active'), gt(marketOrders.startTime, nowS))),
      )!;
  }
}

export interface OrderFilter {
  collection?: Address;
  tokenId?: string;
  maker?: Address;
  side?: OrderSide;
  currency?: Address;
  status?: OrderStatusFilter;
  sort: OrderSort;
  page: number;
  size: number;
}

const ORDERINGS: Record<OrderSort, SQL[]> = {
  newest: [desc(marketOrders.createdAt), asc(marketOrders.orderHash)],
  price_asc: [asc(marketOrders.price), desc(marketOrders.createdAt), asc(marketOrders.orderHash)],
  price_desc: [desc(marketOrders.price), desc(marketOrders.createdAt), asc(marketOrders.orderHash)],
  expiry: [asc(marketOrders.endTime), desc(marketOrders.createdAt), asc(marketOrders.orderHash)],
};

/** The two queries of a page of orders: its rows, and how many match in all. */
export function orderListQueries(db: Database, chainId: number, nowS: number, filter: OrderFilter) {
  const conditions = [
    eq(marketOrders.chainId, chainId),
    filter.collection && eq(marketOrders.collection, filter.collection),
    filter.tokenId !== undefined && eq(marketOrders.tokenId, filter.tokenId),
    filter.maker && eq(marketOrders.maker, filter.maker),
    filter.side && eq(marketOrders.side, filter.side),
    filter.currency && eq(marketOrders.currency, filter.currency),
    filter.status && statusCondition(filter.status, nowS),
  ].filter((condition): condition is SQL => Boolean(condition));
  const where = and(...conditions);
  return {
    rows: db
      .select()
      .from(marketOrders)
      .where(where)
      .orderBy(...ORDERINGS[filter.sort])
      .limit(filter.size)
      .offset(filter.page * filter.size),
    total: db
      .select({ total: sql<number>`count(*)::int` })
      .from(marketOrders)
      .where(where),
  };
}

export async function listOrders(
  db: Database,
  chainId: number,
  now: Date,
  filter: OrderFilter,
): Promise<Page<MarketOrder> & { nowS: number }> {
  const nowS = Math.floor(now.getTime() / 1000);
  const queries = orderListQueries(db, chainId, nowS, filter);
  const [rows, [counted]] = await Promise.all([queries.rows, queries.total]);
  const total = counted?.total ?? 0;
  return { list: rows, total, page: filter.page, size: filter.size, hasMore: (filter.page + 1) * filter.size < total, nowS };
}

export async function getOrder(db: Database, chainId: number, orderHash: string): Promise<MarketOrder> {
  const row = await findOrder(db, chainId, orderHash);
  if (!row) throw new ApiError(ErrorCode.notFound, `orderHash: no order ${orderHash} in the order book`);
  return row;
}

export const ACTIVITY_KINDS = ['listed', 'sold', 'listing_cancelled', 'offer_made', 'offer_taken', 'offer_cancelled'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export interface ActivityEntry {
  kind: ActivityKind;
  at: Date;
  order: MarketOrder;
}

/**
 * A token's activity, newest first: each order's making (listed, offer made) and, once the chain closed it, its
 * end (sold, offer taken, cancelled).
 */
export async function tokenActivity(
  db: Database,
  chainId: number,
  collection: Address,
  tokenId: string,
  paging: { page: number; size: number },
): Promise<Page<ActivityEntry>> {
  const ofToken = and(eq(marketOrders.chainId, chainId), eq(marketOrders.collection, collection), eq(marketOrders.tokenId, tokenId));
  // Each order is one event, or two once closed: the rows are read with their events' times, newest first.
  const events = sql`(
    select ${marketOrders.orderHash} as order_hash, 'made' as what, ${marketOrders.createdAt} as at from ${marketOrders} where ${ofToken}
    union all
    select ${marketOrders.orderHash}, ${marketOrders.status}, ${marketOrders.closedAt} from ${marketOrders}
      where ${ofToken} and ${marketOrders.closedAt} is not null and ${marketOrders.status} in ('filled', 'cancelled')
  )`;
  const [page, [counted]] = await Promise.all([
    db
      .select({ order: marketOrders, what: sql<string>`e.what`, at: sql<string>`e.at` })
      .from(sql`${events} as e`)
      .innerJoin(marketOrders, and(eq(marketOrders.chainId, chainId), sql`${marketOrders.orderHash} = e.order_hash`))
      .orderBy(sql`e.at desc, e.what desc, e.order_hash asc`)
      .limit(paging.size)
      .offset(paging.page * paging.size),
    db.select({ total: sql<number>`count(*)::int` }).from(sql`${events} as e`),
  ]);
  const kindOf = (side: string, what: string): ActivityKind => {
    if (what === 'made') return side === 'listing' ? 'listed' : 'offer_made';
    if (what === 'filled') return side === 'listing' ? 'sold' : 'offer_taken';
    return side === 'listing' ? 'listing_cancelled' : 'offer_cancelled';
  };
  const total = counted?.total ?? 0;
  return {
    list: page.map(({ order, what, at }) => ({ kind: kindOf(order.side, what), at: new Date(at), order })),
    total,
    page: paging.page,
    size: paging.size,
    hasMore: (paging.page + 1) * paging.size < total,
  };
}
