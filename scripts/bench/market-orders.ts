// The order book's side of `npm run bench:server`: 10,000 orders written straight into market_orders, the reads the
// app makes of them (a collection's listings by price, a maker's orders, a token's orders), and the plan the
// database picks for each, so a read that scans the table shows.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { zeroAddress } from 'viem';
import type { Database } from '../../server/db/client';
import { marketOrders } from '../../server/db/schema';
import { orderListQueries, type OrderFilter } from '../../server/services/market-order-service';

export const MARKET_ORDER_COUNT = 10_000;
const MAKERS = 300;
const TOKENS_PER_COLLECTION = 2_000;
const ROWS_PER_INSERT = 500;
const DAY_S = 24 * 60 * 60;

/** What the measured reads ask for: one collection, one maker and one token that the seed holds orders of. */
export interface MarketBenchTargets {
  collection: string;
  maker: string;
  tokenId: string;
}

export interface MarketCollections {
  creatureNft: string;
  pendantNft: string;
  afaToken: string;
  seaport: string;
}

/** A small deterministic generator, so two runs seed the same book. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 2 ** 32;
  };
}

const hex = (bytes: number) => `0x${randomBytes(bytes).toString('hex')}`;

/**
 * 10,000 orders as the book holds them after a few weeks: both collections, 300 makers, three listings to an
 * offer, ETH and AFA, most open and some filled, cancelled or past their end. They are not signed (nothing here
 * fills them): only their reads are measured.
 */
export async function seedMarketOrders(db: Database, chainId: number, contracts: MarketCollections, nowS: number) {
  const random = seededRandom(2810);
  const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)]!;
  const makers = Array.from({ length: MAKERS }, () => hex(20));
  const rows = Array.from({ length: MARKET_ORDER_COUNT }, () => {
    const side = random() < 0.75 ? 'listing' : 'offer';
    const collection = random() < 0.7 ? contracts.creatureNft : contracts.pendantNft;
    const tokenId = String(1 + Math.floor(random() * TOKENS_PER_COLLECTION));
    const maker = pick(makers);
    const currency = side === 'offer' || random() < 0.4 ? contracts.afaToken : zeroAddress;
    const price = BigInt(Math.floor(1 + random() * 5_000)) * 10n ** 15n;
    const fee = (price * 250n) / 10_000n;
    const royalty = price / 20n;
    const createdS = nowS - Math.floor(random() * 30 * DAY_S);
    const endTime = createdS + pick([7, 30, 90]) * DAY_S;
    const status = pick(['active', 'active', 'active', 'active', 'active', 'active', 'inactive', 'filled', 'cancelled']);
    const item = (itemType: number, token: string, identifier: string, amount: string) => ({
      itemType,
      token,
      identifierOrCriteria: identifier,
      startAmount: amount,
      endAmount: amount,
    });
    const payment = currency === zeroAddress ? 0 : 1;
    const nft = item(2, collection, tokenId, '1');
    const money = item(payment, currency, '0', price.toString());
    const salt = BigInt(hex(16)).toString();
    return {
      chainId,
      orderHash: hex(32),
      seaport: contracts.seaport,
      collection,
      tokenId,
      maker,
      side,
      currency,
      price: price.toString(),
      fee: fee.toString(),
      royalty: royalty.toString(),
      royaltyRecipient: maker,
      startTime: createdS,
      endTime,
      counter: '0',
      salt,
      parameters: {
        offerer: maker,
        zone: zeroAddress,
        offer: [side === 'listing' ? nft : money],
        consideration: [
          { ...(side === 'listing' ? item(payment, currency, '0', (price - fee - royalty).toString()) : nft), recipient: maker },
          { ...item(payment, currency, '0', fee.toString()), recipient: maker },
          { ...item(payment, currency, '0', royalty.toString()), recipient: maker },
        ],
        orderType: 0,
        startTime: String(createdS),
        endTime: String(endTime),
        zoneHash: `0x${'00'.repeat(32)}`,
        salt,
        conduitKey: `0x${'00'.repeat(32)}`,
        counter: '0',
      },
      signature: hex(65),
      status,
      closedAt: status === 'filled' || status === 'cancelled' ? new Date((createdS + DAY_S) * 1000) : null,
      createdAt: new Date(createdS * 1000),
    };
  });
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await db.insert(marketOrders).values(rows.slice(start, start + ROWS_PER_INSERT));
  }
  // Statistics as PostgreSQL's autovacuum gathers them after a bulk load (PGlite runs no autovacuum): the plans below
  // are those a book that has grown to this size gets.
  await db.execute(sql`analyze ${marketOrders}`);
  const busiest = new Map<string, number>();
  for (const row of rows) busiest.set(row.maker, (busiest.get(row.maker) ?? 0) + 1);
  const [maker] = [...busiest].sort((a, b) => b[1] - a[1])[0]!;
  const listed = rows.find((row) => row.collection === contracts.creatureNft && row.side === 'listing' && row.status === 'active')!;
  return { collection: contracts.creatureNft, maker, tokenId: listed.tokenId } satisfies MarketBenchTargets;
}

/** A read of the order book as the API serves it: its query string, and the filter the service builds from it. */
export interface MarketRead {
  name: string;
  query: string;
  filter: OrderFilter;
}

export function marketReads({ collection, maker, tokenId }: MarketBenchTargets): MarketRead[] {
  const paging = { page: 2, size: 20 };
  return [
    {
      name: 'market: listings by price',
      query: `collection=${collection}&side=listing&status=active&sort=price_asc&page=2&size=20`,
      filter: { collection: collection as OrderFilter['collection'], side: 'listing', status: 'active', sort: 'price_asc', ...paging },
    },
    {
      name: "market: a maker's orders",
      query: `maker=${maker}&page=0&size=20`,
      filter: { maker: maker as OrderFilter['maker'], sort: 'newest', page: 0, size: 20 },
    },
    {
      name: "market: a token's orders",
      query: `collection=${collection}&tokenId=${tokenId}&page=0&size=20`,
      filter: { collection: collection as OrderFilter['collection'], tokenId, sort: 'newest', page: 0, size: 20 },
    },
    {
      name: 'market: newest offers',
      query: 'side=offer&status=active&sort=newest&page=0&size=20',
      filter: { side: 'offer', status: 'active', sort: 'newest', page: 0, size: 20 },
    },
  ];
}

/** A bound value written into the statement, for EXPLAIN (which takes no parameters on the simple protocol). */
function literal(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return `'${String(value).replaceAll("'", "''")}'`;
}

/** The plan the database picks for each of a read's two queries (its rows and its count), one line per node. */
export async function explainMarketRead(db: Database, chainId: number, nowS: number, read: MarketRead) {
  const queries = orderListQueries(db, chainId, nowS, read.filter);
  const plans: Record<'rows' | 'total', string[]> = { rows: [], total: [] };
  for (const part of ['rows', 'total'] as const) {
    const { sql: text, params } = queries[part].toSQL();
    const statement = text.replace(/\$(\d+)/g, (_, index: string) => literal(params[Number(index) - 1]));
    const result = await db.execute(sql.raw(`explain ${statement}`));
    plans[part] = (result as unknown as { rows: Array<Record<string, string>> }).rows.map((row) => Object.values(row)[0]!);
  }
  return plans;
}

/** Whether a plan reads the whole table rather than through an index. */
export const scansTable = (plan: string[]) => plan.some((line) => /Seq Scan on "?market_orders"?/.test(line));
