// Seaport 1.6 as the app and the order book speak it: the EIP-712 domain and types an order is signed with, the
// items and enums of an order, and the few functions and events of Seaport the app calls and the server reads or
// follows. The types are Seaport's own (ConsiderationBase's type strings; @opensea/seaport-js's
// EIP_712_ORDER_TYPE is the same), and the order book's tests check the fragments below against the ABI of the
// build the deploy uses (contracts/seaport/seaport-1.6.json). Like lib/protocol.ts, it depends on neither side.
import { hashStruct, parseAbi, type Address, type Hex, type TypedDataDomain } from 'viem';

export const SEAPORT_NAME = 'Seaport';
export const SEAPORT_VERSION = '1.6';

/** Seaport's EIP-712 types of an order's signed part (OrderComponents). */
export const SEAPORT_ORDER_TYPES = {
  OrderComponents: [
    { name: 'offerer', type: 'address' },
    { name: 'zone', type: 'address' },
    { name: 'offer', type: 'OfferItem[]' },
    { name: 'consideration', type: 'ConsiderationItem[]' },
    { name: 'orderType', type: 'uint8' },
    { name: 'startTime', type: 'uint256' },
    { name: 'endTime', type: 'uint256' },
    { name: 'zoneHash', type: 'bytes32' },
    { name: 'salt', type: 'uint256' },
    { name: 'conduitKey', type: 'bytes32' },
    { name: 'counter', type: 'uint256' },
  ],
  OfferItem: [
    { name: 'itemType', type: 'uint8' },
    { name: 'token', type: 'address' },
    { name: 'identifierOrCriteria', type: 'uint256' },
    { name: 'startAmount', type: 'uint256' },
    { name: 'endAmount', type: 'uint256' },
  ],
  ConsiderationItem: [
    { name: 'itemType', type: 'uint8' },
    { name: 'token', type: 'address' },
    { name: 'identifierOrCriteria', type: 'uint256' },
    { name: 'startAmount', type: 'uint256' },
    { name: 'endAmount', type: 'uint256' },
    { name: 'recipient', type: 'address' },
  ],
} as const;

/** Seaport's ItemType enum, the kinds of item the order book takes. */
export const ItemType = { NATIVE: 0, ERC20: 1, ERC721: 2 } as const;

/** Seaport's OrderType FULL_OPEN: no partial fills, no zone. */
export const FULL_OPEN = 0;

/**
 * Seaport's BasicOrderType of a FULL_OPEN order whose maker offers ERC-20 for an ERC-721 (route ERC721_TO_ERC20,
 * 4, times four plus the order type): how an offer is accepted, the fee and royalty paid out of the offer.
 */
export const BASIC_ORDER_ERC721_TO_ERC20_FULL_OPEN = 16;

export const ZERO_BYTES32: Hex = `0x${'00'.repeat(32)}`;

export interface OfferItem {
  itemType: number;
  token: Address;
  identifierOrCriteria: bigint;
  startAmount: bigint;
  endAmount: bigint;
}

export interface ConsiderationItem extends OfferItem {
  recipient: Address;
}

/** An order's signed part, as Seaport's EIP-712 type has it. */
export interface OrderComponents {
  offerer: Address;
  zone: Address;
  offer: OfferItem[];
  consideration: ConsiderationItem[];
  orderType: number;
  startTime: bigint;
  endTime: bigint;
  zoneHash: Hex;
  salt: bigint;
  conduitKey: Hex;
  counter: bigint;
}

/** The domain orders for the Seaport at `seaport` on chain `chainId` are signed in. */
export function seaportDomain(chainId: number, seaport: Address): TypedDataDomain {
  return { name: SEAPORT_NAME, version: SEAPORT_VERSION, chainId, verifyingContract: seaport };
}

/** The order hash Seaport names an order by (its getOrderHash): the EIP-712 struct hash of the components. */
export function seaportOrderHash(order: OrderComponents): Hex {
  return hashStruct({ data: order, primaryType: 'OrderComponents', types: SEAPORT_ORDER_TYPES });
}

/** An order as Seaport fills it (OrderParameters): the signed components but the counter, and the count of considerations signed. */
export interface OrderParameters extends Omit<OrderComponents, 'counter'> {
  totalOriginalConsiderationItems: bigint;
}

/** What fulfilling an order takes: its parameters and its maker's signature. */
export interface SignedOrder {
  parameters: OrderParameters;
  signature: Hex;
}

/** An order's parameters as fulfillOrder takes them: its signed components but the counter. */
export function orderParametersOf(order: OrderComponents): OrderParameters {
  const { offerer, zone, offer, consideration, orderType, startTime, endTime, zoneHash, salt, conduitKey } = order;
  const totalOriginalConsiderationItems = BigInt(consideration.length);
  return {
    offerer,
    zone,
    offer,
    consideration,
    orderType,
    startTime,
    endTime,
    zoneHash,
    salt,
    conduitKey,
    totalOriginalConsiderationItems,
  };
}

/** What the app calls and the server reads on Seaport, and the events the indexer follows. */
export const SEAPORT_ABI = parseAbi([
  'struct OfferItem { uint8 itemType; address token; uint256 identifierOrCriteria; uint256 startAmount; uint256 endAmount; }',
  'struct ConsiderationItem { uint8 itemType; address token; uint256 identifierOrCriteria; uint256 startAmount; uint256 endAmount; address recipient; }',
  'struct OrderComponents { address offerer; address zone; OfferItem[] offer; ConsiderationItem[] consideration; uint8 orderType; uint256 startTime; uint256 endTime; bytes32 zoneHash; uint256 salt; bytes32 conduitKey; uint256 counter; }',
  'struct OrderParameters { address offerer; address zone; OfferItem[] offer; ConsiderationItem[] consideration; uint8 orderType; uint256 startTime; uint256 endTime; bytes32 zoneHash; uint256 salt; bytes32 conduitKey; uint256 totalOriginalConsiderationItems; }',
  'struct Order { OrderParameters parameters; bytes signature; }',
  'struct AdditionalRecipient { uint256 amount; address recipient; }',
  'struct BasicOrderParameters { address considerationToken; uint256 considerationIdentifier; uint256 considerationAmount; address offerer; address zone; address offerToken; uint256 offerIdentifier; uint256 offerAmount; uint8 basicOrderType; uint256 startTime; uint256 endTime; bytes32 zoneHash; uint256 salt; bytes32 offererConduitKey; bytes32 fulfillerConduitKey; uint256 totalOriginalAdditionalRecipients; AdditionalRecipient[] additionalRecipients; bytes signature; }',
  'function fulfillOrder(Order, bytes32 fulfillerConduitKey) payable returns (bool fulfilled)',
  'function fulfillBasicOrder(BasicOrderParameters) payable returns (bool fulfilled)',
  'function cancel(OrderComponents[] orders) returns (bool cancelled)',
  'function incrementCounter() returns (uint256 newCounter)',
  'function getCounter(address offerer) view returns (uint256 counter)',
  'function getOrderHash(OrderComponents) view returns (bytes32 orderHash)',
  'function getOrderStatus(bytes32 orderHash) view returns (bool isValidated, bool isCancelled, uint256 totalFilled, uint256 totalSize)',
  'event CounterIncremented(uint256 newCounter, address indexed offerer)',
  'event OrderCancelled(bytes32 orderHash, address indexed offerer, address indexed zone)',
  'struct SpentItem { uint8 itemType; address token; uint256 identifier; uint256 amount; }',
  'struct ReceivedItem { uint8 itemType; address token; uint256 identifier; uint256 amount; address recipient; }',
  'event OrderFulfilled(bytes32 orderHash, address indexed offerer, address indexed zone, address recipient, SpentItem[] offer, ReceivedItem[] consideration)',
]);
