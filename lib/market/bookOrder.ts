// The order book is a server the app does not take on trust: before the app offers to act on an order it hands out,
// the order's signed parameters must say what the book's fields show, which are what the reader sees. Else a book
// that lies, or errs, could make a buyer pay more than the price shown or in another token, or a holder sell
// another token or net less than shown.
import { zeroAddress, type Address } from 'viem';
import type { MarketOrder, MarketOrderQuery } from '@/lib/api/market';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { itemsTotal, orderFromJson } from './orders';
import { FULL_OPEN, ItemType, seaportOrderHash, ZERO_BYTES32, type OfferItem } from './seaport';

/** Where the app's orders live, and the only currencies it shows: ETH (a listing's) and AFA. */
export interface OrderPlace {
  chainId: number;
  seaport: Address;
  afaToken: Address;
}

/** Addresses compared case-blind, never throwing on a malformed one the book sent. */
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

function holds(order: MarketOrder, place: OrderPlace): boolean {
  const components = orderFromJson(order.parameters);
  if (order.chainId !== place.chainId || !same(order.seaport, place.seaport)) return false;
  if (seaportOrderHash(components).toLowerCase() !== order.orderHash.toLowerCase()) return false;
  if (
    !same(components.offerer, order.maker) ||
    !same(components.zone, zeroAddress) ||
    components.zoneHash !== ZERO_BYTES32 ||
    components.conduitKey !== ZERO_BYTES32 ||
    components.orderType !== FULL_OPEN
  ) {
    return false;
  }
  const items = [...components.offer, ...components.consideration];
  // A price that moves with time could be charged above the one shown.
  if (items.some((item) => item.startAmount !== item.endAmount)) return false;

  const inEth = same(order.currency, zeroAddress);
  if (!inEth && !same(order.currency, place.afaToken)) return false;
  const isPayment = (item: OfferItem) =>
    item.itemType === (inEth ? ItemType.NATIVE : ItemType.ERC20) && same(item.token, order.currency) && item.identifierOrCriteria === 0n;
  const isTheToken = (item: OfferItem) =>
    item.itemType === ItemType.ERC721 &&
    same(item.token, order.collection) &&
    item.identifierOrCriteria === BigInt(order.tokenId) &&
    item.startAmount === 1n;
  const [price, net] = [BigInt(order.price), BigInt(order.netPrice)];

  if (order.side === 'listing') {
    const [proceeds] = components.consideration;
    return (
      components.offer.length === 1 &&
      isTheToken(components.offer[0]!) &&
      proceeds !== undefined &&
      same(proceeds.recipient, order.maker) &&
      components.consideration.every(isPayment) &&
      itemsTotal(components.consideration) === price &&
      proceeds.startAmount === net
    );
  }
  // An offer pays AFA for the token; the fee and royalty come out of what it offers.
  const [asked, ...payments] = components.consideration;
  return (
    !inEth &&
    components.offer.length === 1 &&
    isPayment(components.offer[0]!) &&
    components.offer[0]!.startAmount === price &&
    asked !== undefined &&
    isTheToken(asked) &&
    same(asked.recipient, order.maker) &&
    payments.every(isPayment) &&
    price - itemsTotal(payments) === net
  );
}

/** Whether `order`'s signed parameters are what its fields show, on this chain's Seaport; a malformed one is not. */
export function orderHoldsAsShown(order: MarketOrder, place: OrderPlace): boolean {
  try {
    return holds(order, place);
  } catch {
    return false;
  }
}

type OrderQuery = Omit<MarketOrderQuery, 'page' | 'size' | 'sort'>;

/** Whether `order` is one the query asked for: a book answering another token's offers is not taken at its word. */
export function answersQuery(order: MarketOrder, query: OrderQuery): boolean {
  const matches = (asked: string | undefined, value: string, compare: (a: string, b: string) => boolean) =>
    asked === undefined || compare(asked, value);
  const equal = (a: string, b: string) => a === b;
  // `open` asks for the orders still to be filled or cancelled: active or inactive.
  const status = (asked: string, value: string) => asked === value || (asked === 'open' && (value === 'active' || value === 'inactive'));
  return (
    matches(query.side, order.side, equal) &&
    matches(query.status, order.status, status) &&
    matches(query.tokenId, order.tokenId, equal) &&
    matches(query.collection, order.collection, same) &&
    matches(query.maker, order.maker, same) &&
    matches(query.currency, order.currency, same)
  );
}

/** This app's place for orders, from /config.json; undefined where no Seaport or no contracts are deployed. */
export function currentOrderPlace(): OrderPlace | undefined {
  const { chain, market, contracts } = getRuntimeConfig();
  if (!market.seaport || !contracts) return undefined;
  return { chainId: chain.id, seaport: market.seaport, afaToken: contracts.AfaToken.address };
}

/** The book's orders the app shows and acts on: those that answer the query and hold as shown. */
export function trustedOrders(orders: readonly MarketOrder[], query: OrderQuery): MarketOrder[] {
  const place = currentOrderPlace();
  return place ? orders.filter((order) => answersQuery(order, query) && orderHoldsAsShown(order, place)) : [];
}
