// The orders the app signs for the order book, built exactly as it accepts them (docs/PRODUCT.md §7.2, and the
// rules of POST /v1/market/orders): one of our tokens against ETH or AFA, the seller's proceeds (a listing) or the
// token (an offer) first, then the marketplace fee when it is not 0, then the collection's ERC-2981 royalty when it
// is not 0, fixed amounts, no zone, no conduit, FULL_OPEN.
import { zeroAddress, type Address, type Hex } from 'viem';
import {
  FULL_OPEN,
  ItemType,
  SEAPORT_ORDER_TYPES,
  seaportDomain,
  ZERO_BYTES32,
  type ConsiderationItem,
  type OfferItem,
  type OrderComponents,
} from './seaport';

/** One token of our collections. */
export interface MarketToken {
  collection: Address;
  tokenId: bigint;
}

/** What the collection's royaltyInfo(tokenId, price) answers for the order's price. */
export interface Royalty {
  receiver: Address;
  amount: bigint;
}

/** The marketplace fee of /config.json's `market`: basis points of the price, and who receives it. */
export interface MarketFee {
  feeBps: number;
  feeRecipient: Address | null;
}

/** How a sale's price splits: a seller is shown the price net of the royalty and the marketplace fee. */
export interface SaleBreakdown {
  /** What the buyer pays in all. */
  price: bigint;
  fee: bigint;
  royalty: bigint;
  /** What the token's seller receives: the price less the fee and the royalty. */
  sellerNets: bigint;
}

export const BASIS_POINTS = 10_000n;

/** The royalty on `price` at `royaltyBps` basis points, rounded down as ERC-2981's royaltyInfo computes it. */
export function royaltyAt(price: bigint, royaltyBps: bigint): bigint {
  return (price * royaltyBps) / BASIS_POINTS;
}

/** The most an order may ask, as the order book takes it: a billion whole tokens (ETH and AFA both have 18 decimals). */
export const MAX_ORDER_PRICE = 10n ** 27n;

/** What items move in all: a listing's price is the total of its consideration. */
export function itemsTotal(items: readonly OfferItem[]): bigint {
  return items.reduce((total, item) => total + item.startAmount, 0n);
}

/** The fee is rounded down, as the order book computes it. */
export function marketFeeOf(price: bigint, feeBps: number): bigint {
  return (price * BigInt(feeBps)) / BASIS_POINTS;
}

/** How `price` splits between the seller, the royalty receiver and the marketplace. */
export function saleBreakdown(price: bigint, royalty: bigint, feeBps: number): SaleBreakdown {
  const fee = marketFeeOf(price, feeBps);
  return { price, fee, royalty, sellerNets: price - fee - royalty };
}

/** Why an order cannot be built; the screen checks these before it asks for a signature. */
export class OrderTermsError extends Error {
  constructor(readonly problem: 'priceNotPositive' | 'nothingLeftForSeller' | 'noFeeRecipient' | 'endsBeforeStart') {
    super(`The order cannot be built: ${problem}`);
    this.name = 'OrderTermsError';
  }
}

/** What both kinds of order are built from. */
export interface OrderTerms extends MarketFee {
  maker: Address;
  token: MarketToken;
  /** The whole price, in wei of ETH or AFA (both have 18 decimals). */
  price: bigint;
  royalty: Royalty;
  /** Unix seconds; see orderTimes. */
  startTime: bigint;
  endTime: bigint;
  /** The maker's current counter at Seaport (getCounter). */
  counter: bigint;
  /** Random by default (randomSalt); given in tests. */
  salt?: bigint;
}

/** A listing asks ETH (the zero address) or AFA (its token's address). */
export interface ListingTerms extends OrderTerms {
  currency: Address;
}

/** An offer pays in AFA. */
export interface OfferTerms extends OrderTerms {
  afaToken: Address;
}

/**
 * An order starts a little before the device's clock says now, so a device running ahead of the chain does not
 * make an order the chain thinks has not started yet.
 */
export const ORDER_START_SLACK_S = 5 * 60;

/** startTime and endTime of an order made at `nowS` that lives `lifetimeS` seconds. */
export function orderTimes(nowS: number, lifetimeS: number): { startTime: bigint; endTime: bigint } {
  return { startTime: BigInt(nowS - ORDER_START_SLACK_S), endTime: BigInt(nowS + lifetimeS) };
}

/** 256 random bits, so no two orders of a maker share a hash. */
export function randomSalt(): bigint {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return BigInt(`0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`);
}

const lower = (address: Address) => address.toLowerCase() as Address;

/** The fee and royalty items, in that order, each only when it is not 0. */
function feeAndRoyaltyItems(terms: OrderTerms, currency: Address, breakdown: SaleBreakdown): ConsiderationItem[] {
  const itemType = currency === zeroAddress ? ItemType.NATIVE : ItemType.ERC20;
  const pay = (amount: bigint, recipient: Address): ConsiderationItem => ({
    itemType,
    token: lower(currency),
    identifierOrCriteria: 0n,
    startAmount: amount,
    endAmount: amount,
    recipient: lower(recipient),
  });
  const items: ConsiderationItem[] = [];
  if (breakdown.fee > 0n) {
    if (!terms.feeRecipient) throw new OrderTermsError('noFeeRecipient');
    items.push(pay(breakdown.fee, terms.feeRecipient));
  }
  if (breakdown.royalty > 0n) items.push(pay(breakdown.royalty, terms.royalty.receiver));
  return items;
}

function checkedBreakdown(terms: OrderTerms): SaleBreakdown {
  if (terms.price <= 0n) throw new OrderTermsError('priceNotPositive');
  if (terms.startTime >= terms.endTime) throw new OrderTermsError('endsBeforeStart');
  const breakdown = saleBreakdown(terms.price, terms.royalty.amount, terms.feeBps);
  if (breakdown.sellerNets <= 0n) throw new OrderTermsError('nothingLeftForSeller');
  return breakdown;
}

function orderShell(terms: OrderTerms): Omit<OrderComponents, 'offer' | 'consideration'> {
  return {
    offerer: lower(terms.maker),
    zone: zeroAddress,
    orderType: FULL_OPEN,
    startTime: terms.startTime,
    endTime: terms.endTime,
    zoneHash: ZERO_BYTES32,
    salt: terms.salt ?? randomSalt(),
    conduitKey: ZERO_BYTES32,
    counter: terms.counter,
  };
}

/** A listing: the token for the price, of which the seller receives what the fee and royalty leave. */
export function listingOrder(terms: ListingTerms): OrderComponents {
  const breakdown = checkedBreakdown(terms);
  const proceeds: ConsiderationItem = {
    itemType: terms.currency === zeroAddress ? ItemType.NATIVE : ItemType.ERC20,
    token: lower(terms.currency),
    identifierOrCriteria: 0n,
    startAmount: breakdown.sellerNets,
    endAmount: breakdown.sellerNets,
    recipient: lower(terms.maker),
  };
  return {
    ...orderShell(terms),
    offer: [
      {
        itemType: ItemType.ERC721,
        token: lower(terms.token.collection),
        identifierOrCriteria: terms.token.tokenId,
        startAmount: 1n,
        endAmount: 1n,
      },
    ],
    consideration: [proceeds, ...feeAndRoyaltyItems(terms, terms.currency, breakdown)],
  };
}

/** An offer: the price in AFA for the token; the holder who accepts receives what the fee and royalty leave. */
export function offerOrder(terms: OfferTerms): OrderComponents {
  const breakdown = checkedBreakdown(terms);
  return {
    ...orderShell(terms),
    offer: [
      {
        itemType: ItemType.ERC20,
        token: lower(terms.afaToken),
        identifierOrCriteria: 0n,
        startAmount: terms.price,
        endAmount: terms.price,
      },
    ],
    consideration: [
      {
        itemType: ItemType.ERC721,
        token: lower(terms.token.collection),
        identifierOrCriteria: terms.token.tokenId,
        startAmount: 1n,
        endAmount: 1n,
        recipient: lower(terms.maker),
      },
      ...feeAndRoyaltyItems(terms, terms.afaToken, breakdown),
    ],
  };
}

/** Where the order's Seaport is: the chain and the contract its signature is bound to. */
export interface SeaportLocation {
  chainId: number;
  seaport: Address;
}

/** The EIP-712 request to sign `order` with (wagmi's signTypedData, viem's account.signTypedData). */
export function orderTypedData(order: OrderComponents, { chainId, seaport }: SeaportLocation) {
  return {
    domain: seaportDomain(chainId, seaport),
    types: SEAPORT_ORDER_TYPES,
    primaryType: 'OrderComponents' as const,
    message: order,
  };
}

interface OfferItemJson {
  itemType: number;
  token: string;
  identifierOrCriteria: string;
  startAmount: string;
  endAmount: string;
}

/** An order's parameters as the order book takes them and gives them back: numbers as decimal strings. */
export interface OrderParametersJson {
  offerer: string;
  zone: string;
  offer: OfferItemJson[];
  consideration: (OfferItemJson & { recipient: string })[];
  orderType: number;
  startTime: string;
  endTime: string;
  zoneHash: string;
  salt: string;
  conduitKey: string;
  counter: string;
}

export function orderParametersJson(order: OrderComponents): OrderParametersJson {
  const item = (entry: OrderComponents['offer'][number]): OfferItemJson => ({
    itemType: entry.itemType,
    token: entry.token,
    identifierOrCriteria: entry.identifierOrCriteria.toString(),
    startAmount: entry.startAmount.toString(),
    endAmount: entry.endAmount.toString(),
  });
  return {
    offerer: order.offerer,
    zone: order.zone,
    offer: order.offer.map(item),
    consideration: order.consideration.map((entry) => ({ ...item(entry), recipient: entry.recipient })),
    orderType: order.orderType,
    startTime: order.startTime.toString(),
    endTime: order.endTime.toString(),
    zoneHash: order.zoneHash,
    salt: order.salt.toString(),
    conduitKey: order.conduitKey,
    counter: order.counter.toString(),
  };
}

/** An order read back from the book, as Seaport and the typed data take it. */
export function orderFromJson(json: OrderParametersJson): OrderComponents {
  const item = (entry: OfferItemJson) => ({
    itemType: entry.itemType,
    token: entry.token as Address,
    identifierOrCriteria: BigInt(entry.identifierOrCriteria),
    startAmount: BigInt(entry.startAmount),
    endAmount: BigInt(entry.endAmount),
  });
  return {
    offerer: json.offerer as Address,
    zone: json.zone as Address,
    offer: json.offer.map(item),
    consideration: json.consideration.map((entry) => ({ ...item(entry), recipient: entry.recipient as Address })),
    orderType: json.orderType,
    startTime: BigInt(json.startTime),
    endTime: BigInt(json.endTime),
    zoneHash: json.zoneHash as Hex,
    salt: BigInt(json.salt),
    conduitKey: json.conduitKey as Hex,
    counter: BigInt(json.counter),
  };
}
