import type { Hex } from 'viem';
import { toChainError, type ChainError } from '@/lib/chain/errors';
import { orderParametersJson, orderTypedData, type SeaportLocation } from '@/lib/market/orders';
import type { OrderComponents } from '@/lib/market/seaport';
import type { Page } from '@/lib/protocol';
import type { RequestOptions } from './client';
import { walletApi } from './clients';
import type { ApiFailure, ApiResult } from './failure';
import type { Schemas, WalletApiPaths } from './schema';

// The order book (/v1/market) through the wallet service's client: orders listed and put in. Orders prove their
// maker by their signature: the calls need no session.

export type MarketOrder = Schemas['MarketOrder'];

/** The filters, sort and page of GET /market/orders; pages count from 0. */
export type MarketOrderQuery = NonNullable<WalletApiPaths['/market/orders']['get']['parameters']['query']>;

export const MARKET_PAGE_SIZE = 20;

export function fetchMarketOrders(query: MarketOrderQuery, options?: RequestOptions): Promise<ApiResult<Page<MarketOrder>>> {
  return walletApi.request('GET', '/market/orders', { size: MARKET_PAGE_SIZE, ...query }, options);
}

export type MarketActivity = Schemas['MarketActivity'];

/** A token's market activity, newest first: its orders made, and those the chain closed (sold, taken, cancelled). */
export function fetchTokenActivity(
  token: { collection: string; tokenId: string },
  options?: RequestOptions,
): Promise<ApiResult<Page<MarketActivity>>> {
  return walletApi.request('GET', '/market/activity', { ...token, page: 0, size: MARKET_PAGE_SIZE }, options);
}

/** Puts a signed order in the book; a refusal names the field at fault in its message. */
export function createMarketOrder(order: OrderComponents, signature: Hex, options?: RequestOptions): Promise<ApiResult<MarketOrder>> {
  return walletApi.request('POST', '/market/orders', { parameters: orderParametersJson(order), signature }, options);
}

/** Signs EIP-712 typed data with the connected wallet: wagmi's `signTypedDataAsync`, or a viem account's `signTypedData`. */
export type OrderSigner = (typedData: ReturnType<typeof orderTypedData>) => Promise<Hex>;

/**
 * How putting an order up ended: stored; the wallet did not sign (`wallet`, a chain error kind with its catalogue
 * text, e.g. ACTION_REJECTED); or the book refused it (`api`, for failureMessage: its message names the field).
 */
export type SubmitOrderResult =
  { ok: true; order: MarketOrder } | { ok: false; stage: 'wallet'; error: ChainError } | { ok: false; stage: 'api'; failure: ApiFailure };

/** A listing or an offer, built by lib/market/orders.ts: the wallet signs it once, then it goes to the book. */
export async function signAndSubmitOrder(order: OrderComponents, location: SeaportLocation, sign: OrderSigner): Promise<SubmitOrderResult> {
  let signature: Hex;
  try {
    signature = await sign(orderTypedData(order, location));
  } catch (error) {
    return { ok: false, stage: 'wallet', error: toChainError(error) };
  }
  const stored = await createMarketOrder(order, signature);
  return stored.ok ? { ok: true, order: stored.data } : { ok: false, stage: 'api', failure: stored.failure };
}
