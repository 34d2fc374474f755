// Seaport 1.6 as the order book speaks it: the EIP-712 domain and types an order is signed with, and the few
// functions and events of Seaport the server calls or follows. The types are Seaport's own (ConsiderationBase's
// type strings; @opensea/seaport-js's EIP_712_ORDER_TYPE is the same), and seaport.test.ts checks the fragments
// below against the ABI of the build the deploy uses (contracts/seaport/seaport-1.6.json).
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

/** What the server calls on Seaport and the events the indexer follows. */
export const SEAPORT_ABI = parseAbi([
  'function getCounter(address offerer) view returns (uint256 counter)',
  'function getOrderStatus(bytes32 orderHash) view returns (bool isValidated, bool isCancelled, uint256 totalFilled, uint256 totalSize)',
  'event CounterIncremented(uint256 newCounter, address indexed offerer)',
  'event OrderCancelled(bytes32 orderHash, address indexed offerer, address indexed zone)',
  'struct SpentItem { uint8 itemType; address token; uint256 identifier; uint256 amount; }',
  'struct ReceivedItem { uint8 itemType; address token; uint256 identifier; uint256 amount; address recipient; }',
  'event OrderFulfilled(bytes32 orderHash, address indexed offerer, address indexed zone, address recipient, SpentItem[] offer, ReceivedItem[] consideration)',
]);
