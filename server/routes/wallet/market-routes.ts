import { createRoute, z } from '@hono/zod-openapi';
import type { Hex, PublicClient } from 'viem';
import { ContractReader, type ReadableContract } from '../../chain/contract-reader';
import { SEAPORT_ABI } from '@/lib/market/seaport';
import type { Database } from '../../db/client';
import type { MarketOrder } from '../../db/schema';
import { createApiRouter, jsonBody } from '../../http/api-router';
import { clientIp } from '../../http/client-ip';
import { ApiError, envelopeOf, ErrorEnvelopeSchema, errorResponses, jsonResponse, ok } from '../../http/envelope';
import { ErrorCode } from '../../http/error-codes';
import { SlidingWindowRateLimiter } from '../../http/rate-limiter';
import { AddressSchema, pageSchema, pagingQuery, Uint256Schema } from '../../http/schemas';
import {
  ACTIVITY_KINDS,
  createOrder,
  effectiveStatus,
  getOrder,
  listOrders,
  ORDER_SIDES,
  ORDER_SORTS,
  ORDER_STATUSES,
  ORDER_STATUS_FILTERS,
  tokenActivity,
  type MarketContext,
} from '../../services/market-order-service';
import { MAX_ORDER_PRICE } from '@/lib/market/orders';
import type { WalletApiDeps } from './request-checks';

/** Orders one client may submit a minute (each costs several chain reads). */
export const ORDERS_PER_CLIENT_PER_MINUTE = 30;

/** A uint256 as Seaport's clients write it: a decimal string, a 0x hex string (seaport-js's salt) or a safe integer. */
const SeaportUint256Schema = z
  .union([
    z.string().regex(/^\d{1,78}$/, 'must be a whole number'),
    z.string().regex(/^0x[0-9a-fA-F]{1,64}$/, 'must be a whole number'),
    z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  ])
  .transform((value) => BigInt(value))
  .refine((value) => value < 2n ** 256n, 'must fit in 256 bits')
  .openapi({ type: 'string', example: '1000000000000000000' });

const Bytes32Schema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{64}$/, 'must be 32 bytes of 0x hex')
  .transform((value) => value.toLowerCase() as Hex)
  .openapi({ type: 'string', example: `0x${'00'.repeat(32)}` });

const ItemTypeSchema = z.number().int().min(0).max(5).openapi({ description: "Seaport's ItemType: 0 ETH, 1 ERC-20, 2 ERC-721" });

const OfferItemSchema = z.object({
  itemType: ItemTypeSchema,
  token: AddressSchema,
  identifierOrCriteria: SeaportUint256Schema,
  startAmount: SeaportUint256Schema,
  endAmount: SeaportUint256Schema,
});

const ConsiderationItemSchema = OfferItemSchema.extend({ recipient: AddressSchema });

const OrderComponentsSchema = z
  .object({
    offerer: AddressSchema,
    zone: AddressSchema,
    offer: z.array(OfferItemSchema).min(1).max(4),
    consideration: z.array(ConsiderationItemSchema).min(1).max(4),
    orderType: z.number().int().min(0).max(4),
    startTime: SeaportUint256Schema,
    endTime: SeaportUint256Schema,
    zoneHash: Bytes32Schema,
    salt: SeaportUint256Schema,
    conduitKey: Bytes32Schema,
    counter: SeaportUint256Schema,
  })
  .openapi('SeaportOrderComponents', { description: "Seaport 1.6's OrderComponents, as signed" });

const SignatureSchema = z
  .string()
  .regex(/^0x([0-9a-fA-F]{128}|[0-9a-fA-F]{130})$/, 'must be a 64- or 65-byte ECDSA signature')
  .transform((value) => value.toLowerCase() as Hex)
  .openapi({ type: 'string', example: `0x${'ab'.repeat(65)}` });

const CreateOrderBodySchema = z
  .object({
    parameters: OrderComponentsSchema,
    signature: SignatureSchema.openapi({
      description: "The offerer's EIP-712 signature of parameters in Seaport 1.6's domain on this chain (an externally owned account's)",
    }),
  })
  .openapi('CreateMarketOrderRequest');

const OrderHashSchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{64}$/, 'must be a 32-byte 0x hex hash')
  .transform((value) => value.toLowerCase())
  .openapi({ type: 'string', example: `0x${'ab'.repeat(32)}` });

const StoredItemSchema = z.object({
  itemType: z.number().int(),
  token: z.string(),
  identifierOrCriteria: z.string(),
  startAmount: z.string(),
  endAmount: z.string(),
});

const MarketOrderSchema = z
  .object({
    orderHash: z.string(),
    chainId: z.number().int(),
    seaport: z.string(),
    collection: z.string(),
    tokenId: z.string(),
    maker: z.string(),
    side: z.enum(ORDER_SIDES),
    currency: z.string().openapi({ description: 'The payment token; the zero address for ETH' }),
    price: z.string().openapi({ description: "What the buyer pays in all, in the currency's smallest unit" }),
    fee: z.string().openapi({ description: 'The marketplace fee out of price' }),
    royalty: z.string().openapi({ description: "The collection's ERC-2981 royalty out of price" }),
    royaltyRecipient: z.string().nullable(),
    netPrice: z.string().openapi({ description: "What the token's seller receives: price less fee and royalty" }),
    startTime: z.number().int().openapi({ description: 'Unix seconds' }),
    endTime: z.number().int().openapi({ description: 'Unix seconds' }),
    status: z.enum(ORDER_STATUSES),
    parameters: z
      .object({
        offerer: z.string(),
        zone: z.string(),
        offer: z.array(StoredItemSchema),
        consideration: z.array(StoredItemSchema.extend({ recipient: z.string() })),
        orderType: z.number().int(),
        startTime: z.string(),
        endTime: z.string(),
        zoneHash: z.string(),
        salt: z.string(),
        conduitKey: z.string(),
        counter: z.string(),
      })
      .openapi({ description: 'The signed OrderComponents, numbers as decimal strings: what fulfilling the order takes' }),
    signature: z.string(),
    closedTxHash: z.string().nullable().openapi({ description: 'The transaction that filled or cancelled the order' }),
    taker: z.string().nullable(),
    createdAt: z.string(),
    closedAt: z.string().nullable(),
  })
  .openapi('MarketOrder');

type MarketOrderJson = z.infer<typeof MarketOrderSchema>;

function toOrderJson(row: MarketOrder, nowS: number): MarketOrderJson {
  return {
    orderHash: row.orderHash,
    chainId: row.chainId,
    seaport: row.seaport,
    collection: row.collection,
    tokenId: row.tokenId,
    maker: row.maker,
    side: row.side as MarketOrderJson['side'],
    currency: row.currency,
    price: row.price,
    fee: row.fee,
    royalty: row.royalty,
    royaltyRecipient: row.royaltyRecipient,
    netPrice: (BigInt(row.price) - BigInt(row.fee) - BigInt(row.royalty)).toString(),
    startTime: row.startTime,
    endTime: row.endTime,
    status: effectiveStatus(row, nowS),
    parameters: row.parameters as MarketOrderJson['parameters'],
    signature: row.signature,
    closedTxHash: row.closedTxHash,
    taker: row.taker,
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}

const rules = [
  'Accepted only when: the signature is the offerer\'s EIP-712 signature in the domain { name: "Seaport", version: "1.6", chainId, verifyingContract: Seaport };',
  "counter is the offerer's current counter at Seaport; zone, zoneHash and conduitKey are zero and orderType 0;",
  'a listing offers one token of CreatureNft or PendantNft (amount 1) the offerer owns and has approved Seaport for, and asks ETH or AFA;',
  'an offer offers AFA the offerer holds and has allowed Seaport, and asks one token of ours, sent to the offerer;',
  "the consideration is, in order, the seller's proceeds (a listing) or the token (an offer), then the marketplace fee when not 0, then the",
  "collection's ERC-2981 royalty when not 0, each exactly as due on the price (a listing's price is the sum of its consideration);",
  `amounts do not move (startAmount = endAmount); the price is more than 0 and at most ${MAX_ORDER_PRICE}; endTime is in the future and`,
  'at most 365 days away, startTime before it and at most 30 days away; the order is not stored already nor filled or cancelled at Seaport.',
  `Anything else is a 400 naming the field, and nothing is stored. At most ${ORDERS_PER_CLIENT_PER_MINUTE} orders a minute per client.`,
].join(' ');

const createOrderRoute = createRoute({
  method: 'post',
  path: '/market/orders',
  tags: ['market'],
  summary: 'Put a signed Seaport 1.6 order (a listing or an offer for one of our tokens) in the order book',
  description: rules,
  request: jsonBody(CreateOrderBodySchema),
  responses: {
    200: jsonResponse(envelopeOf(MarketOrderSchema), 'The stored order'),
    ...errorResponses,
    503: jsonResponse(ErrorEnvelopeSchema, 'The order book is not open on this chain (no Seaport recorded)'),
  },
});

const ListOrdersQuerySchema = z.object({
  collection: AddressSchema.optional(),
  tokenId: Uint256Schema.optional(),
  maker: AddressSchema.optional(),
  side: z.enum(ORDER_SIDES).optional(),
  currency: AddressSchema.optional().openapi({ description: 'The zero address for ETH' }),
  status: z.enum(ORDER_STATUS_FILTERS).optional(),
  sort: z.enum(ORDER_SORTS).default('newest'),
  ...pagingQuery(20, 100),
});

const listOrdersRoute = createRoute({
  method: 'get',
  path: '/market/orders',
  tags: ['market'],
  summary: 'Orders in the order book, filtered and paged (pages count from 0)',
  description: [
    'status: active (fillable now), inactive (not started yet, or the chain could not fill it now: a listing whose token left its maker or whose approval to Seaport was revoked, an offer whose maker holds or allows Seaport less AFA than it offers), filled, cancelled, expired (past endTime); open is active or inactive, what its maker can still cancel.',
    'sort: newest, price_asc, price_desc, expiry (soonest first); prices compare only within one currency.',
  ].join(' '),
  request: { query: ListOrdersQuerySchema },
  responses: { 200: jsonResponse(envelopeOf(pageSchema(MarketOrderSchema)), 'A page of orders'), ...errorResponses },
});

const getOrderRoute = createRoute({
  method: 'get',
  path: '/market/orders/{orderHash}',
  tags: ['market'],
  summary: 'One order of the order book, by its Seaport order hash',
  request: { params: z.object({ orderHash: OrderHashSchema }) },
  responses: {
    200: jsonResponse(envelopeOf(MarketOrderSchema), 'The order'),
    404: jsonResponse(ErrorEnvelopeSchema, 'No such order'),
    ...errorResponses,
  },
});

const ActivitySchema = z
  .object({
    kind: z.enum(ACTIVITY_KINDS),
    at: z.string(),
    order: MarketOrderSchema,
  })
  .openapi('MarketActivity');

const activityRoute = createRoute({
  method: 'get',
  path: '/market/activity',
  tags: ['market'],
  summary: "A token's market activity, newest first: listed, sold, listing_cancelled, offer_made, offer_taken, offer_cancelled",
  request: { query: z.object({ collection: AddressSchema, tokenId: Uint256Schema, ...pagingQuery(20, 100) }) },
  responses: { 200: jsonResponse(envelopeOf(pageSchema(ActivitySchema)), 'A page of events'), ...errorResponses },
});

/**
 * What the order book works with on this chain: our contracts' addresses, the fee, and a reader of the registry's
 * contracts and Seaport, made by `readerOf` (a test may make one that acts between the reads).
 */
export function marketContext(
  { db, chainId, chainClient, market }: { db: Database; chainId: number; chainClient: PublicClient; market: WalletApiDeps['market'] },
  readerOf = (client: PublicClient, contracts: ReadableContract[]) => new ContractReader(client, contracts),
): MarketContext {
  const address = (name: string) =>
    market.contracts.find((contract) => contract.name === name)?.address.toLowerCase() as `0x${string}` | undefined;
  return {
    db,
    chainId,
    seaport: market.seaport && (market.seaport.toLowerCase() as `0x${string}`),
    creatureNft: address('CreatureNft'),
    pendantNft: address('PendantNft'),
    afaToken: address('AfaToken'),
    fee: market.fee,
    reader: readerOf(chainClient, [
      ...market.contracts,
      ...(market.seaport ? [{ name: 'Seaport', address: market.seaport, abi: SEAPORT_ABI }] : []),
    ]),
  };
}

/**
 * The order book under `/v1/market`: public (an order proves its maker by its signature, and anyone may read
 * and fill the book), beside the wallet and NFT service's other chain-facing routes.
 */
export function createMarketRoutes(deps: WalletApiDeps) {
  const { db } = deps.services;
  const context = marketContext({ db, chainId: deps.chainId, chainClient: deps.chainClient, market: deps.market });
  const limiter = new SlidingWindowRateLimiter(db, 'market-order', ORDERS_PER_CLIENT_PER_MINUTE, 60_000);
  return createApiRouter()
    .openapi(createOrderRoute, async (c) => {
      const { parameters, signature } = c.req.valid('json');
      const now = deps.services.now();
      if (!(await limiter.tryHit(clientIp(c, deps.trustedProxyHops), now.getTime()))) {
        throw new ApiError(ErrorCode.rateLimited, 'Too many orders from this client; please slow down');
      }
      const row = await createOrder(context, now, parameters, signature);
      return ok(c, toOrderJson(row, Math.floor(now.getTime() / 1000)));
    })
    .openapi(listOrdersRoute, async (c) => {
      const query = c.req.valid('query');
      const page = await listOrders(db, deps.chainId, deps.services.now(), query);
      return ok(c, {
        list: page.list.map((row) => toOrderJson(row, page.nowS)),
        total: page.total,
        page: page.page,
        size: page.size,
        hasMore: page.hasMore,
      });
    })
    .openapi(getOrderRoute, async (c) => {
      const { orderHash } = c.req.valid('param');
      const row = await getOrder(db, deps.chainId, orderHash);
      return ok(c, toOrderJson(row, Math.floor(deps.services.now().getTime() / 1000)));
    })
    .openapi(activityRoute, async (c) => {
      const { collection, tokenId, page, size } = c.req.valid('query');
      const nowS = Math.floor(deps.services.now().getTime() / 1000);
      const activity = await tokenActivity(db, deps.chainId, collection, tokenId, { page, size });
      return ok(c, {
        ...activity,
        list: activity.list.map((entry) => ({ kind: entry.kind, at: entry.at.toISOString(), order: toOrderJson(entry.order, nowS) })),
      });
    });
}
