import { concat, domainSeparator, hashTypedData, keccak256, parseEther, zeroAddress, type Address } from 'viem';
import {
  listingOrder,
  offerOrder,
  orderFromJson,
  orderParametersJson,
  orderTimes,
  orderTypedData,
  OrderTermsError,
  ORDER_START_SLACK_S,
  randomSalt,
  saleBreakdown,
  type ListingTerms,
} from './orders';
import { ItemType, seaportDomain, seaportOrderHash, SEAPORT_ORDER_TYPES, ZERO_BYTES32 } from './seaport';

const MAKER = '0xF39FD6E51AAD88F6F4CE6AB8827279CFFFB92266' as Address;
const COLLECTION = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as Address;
const AFA = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512' as Address;
const SEAPORT = '0x0000000000000068F116a894984e2DB1123eB395' as Address;
const FEE_RECIPIENT = '0x00000000000000000000000000000000000fee01' as Address;
const ROYALTY_RECEIVER = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8' as Address;
const lower = (address: Address) => address.toLowerCase();

function terms(overrides: Partial<ListingTerms> = {}): ListingTerms {
  return {
    maker: MAKER,
    token: { collection: COLLECTION, tokenId: 7n },
    price: parseEther('1'),
    currency: zeroAddress,
    royalty: { receiver: ROYALTY_RECEIVER, amount: parseEther('0.05') },
    feeBps: 250,
    feeRecipient: FEE_RECIPIENT,
    startTime: 1_000n,
    endTime: 2_000n,
    counter: 3n,
    salt: 42n,
    ...overrides,
  };
}

describe('saleBreakdown', () => {
  it('takes the fee (rounded down, as the book does) and the royalty out of the price', () => {
    expect(saleBreakdown(parseEther('1'), parseEther('0.05'), 250)).toEqual({
      price: parseEther('1'),
      fee: parseEther('0.025'),
      royalty: parseEther('0.05'),
      sellerNets: parseEther('0.925'),
    });
    expect(saleBreakdown(999n, 0n, 250)).toEqual({ price: 999n, fee: 24n, royalty: 0n, sellerNets: 975n });
    expect(saleBreakdown(1_000n, 10n, 0)).toEqual({ price: 1_000n, fee: 0n, royalty: 10n, sellerNets: 990n });
  });
});

describe('listingOrder', () => {
  it('asks the price as proceeds to the seller, then the fee, then the royalty, with no zone and no conduit', () => {
    const order = listingOrder(terms());
    const pay = (amount: bigint, recipient: Address) => ({
      itemType: ItemType.NATIVE,
      token: zeroAddress,
      identifierOrCriteria: 0n,
      startAmount: amount,
      endAmount: amount,
      recipient: lower(recipient),
    });
    expect(order).toEqual({
      offerer: lower(MAKER),
      zone: zeroAddress,
      offer: [{ itemType: ItemType.ERC721, token: lower(COLLECTION), identifierOrCriteria: 7n, startAmount: 1n, endAmount: 1n }],
      consideration: [pay(parseEther('0.925'), MAKER), pay(parseEther('0.025'), FEE_RECIPIENT), pay(parseEther('0.05'), ROYALTY_RECEIVER)],
      orderType: 0,
      startTime: 1_000n,
      endTime: 2_000n,
      zoneHash: ZERO_BYTES32,
      salt: 42n,
      conduitKey: ZERO_BYTES32,
      counter: 3n,
    });
  });

  it('asks AFA as an ERC-20, and leaves out a fee or royalty of 0', () => {
    const order = listingOrder(terms({ currency: AFA, feeBps: 0, feeRecipient: null }));
    expect(order.consideration.map((item) => [item.itemType, item.token, item.startAmount, item.recipient])).toEqual([
      [ItemType.ERC20, lower(AFA), parseEther('0.95'), lower(MAKER)],
      [ItemType.ERC20, lower(AFA), parseEther('0.05'), lower(ROYALTY_RECEIVER)],
    ]);
    const noRoyalty = listingOrder(terms({ royalty: { receiver: ROYALTY_RECEIVER, amount: 0n } }));
    expect(noRoyalty.consideration.map((item) => item.recipient)).toEqual([lower(MAKER), lower(FEE_RECIPIENT)]);
  });

  it('refuses terms the book would refuse, before anything is signed', () => {
    const problem = (overrides: Partial<ListingTerms>) => {
      try {
        listingOrder(terms(overrides));
      } catch (error) {
        return error instanceof OrderTermsError ? error.problem : error;
      }
      return 'built';
    };
    expect(problem({ price: 0n })).toBe('priceNotPositive');
    expect(problem({ price: 100n, royalty: { receiver: ROYALTY_RECEIVER, amount: 98n } })).toBe('nothingLeftForSeller');
    expect(problem({ feeRecipient: null })).toBe('noFeeRecipient');
    expect(problem({ endTime: 1_000n })).toBe('endsBeforeStart');
  });

  it('draws a fresh salt when none is given', () => {
    const unsalted = terms({ salt: undefined });
    expect(listingOrder(unsalted).salt).not.toBe(listingOrder(unsalted).salt);
    expect(randomSalt()).toBeLessThan(2n ** 256n);
  });
});

describe('offerOrder', () => {
  it('offers the price in AFA and asks the token to the bidder, then the fee and royalty in AFA', () => {
    const order = offerOrder({ ...terms(), afaToken: AFA });
    expect(order.offer).toEqual([
      { itemType: ItemType.ERC20, token: lower(AFA), identifierOrCriteria: 0n, startAmount: parseEther('1'), endAmount: parseEther('1') },
    ]);
    expect(
      order.consideration.map((item) => [item.itemType, item.token, item.identifierOrCriteria, item.startAmount, item.recipient]),
    ).toEqual([
      [ItemType.ERC721, lower(COLLECTION), 7n, 1n, lower(MAKER)],
      [ItemType.ERC20, lower(AFA), 0n, parseEther('0.025'), lower(FEE_RECIPIENT)],
      [ItemType.ERC20, lower(AFA), 0n, parseEther('0.05'), lower(ROYALTY_RECEIVER)],
    ]);
  });
});

describe('signing and the wire', () => {
  it("gives the typed data of Seaport 1.6's domain, whose digest names the order by its hash", () => {
    const order = listingOrder(terms());
    const typedData = orderTypedData(order, { chainId: 2810, seaport: SEAPORT });
    expect(typedData).toEqual({
      domain: seaportDomain(2810, SEAPORT),
      types: SEAPORT_ORDER_TYPES,
      primaryType: 'OrderComponents',
      message: order,
    });
    expect(typedData.domain).toEqual({ name: 'Seaport', version: '1.6', chainId: 2810, verifyingContract: SEAPORT });
    // EIP-712: the digest signed is that of the domain and the struct hash Seaport's getOrderHash answers.
    const digest = keccak256(concat(['0x1901', domainSeparator({ domain: typedData.domain }), seaportOrderHash(order)]));
    expect(hashTypedData(typedData)).toBe(digest);
  });

  it('round-trips an order through the JSON the book takes and gives back', () => {
    const order = offerOrder({ ...terms(), afaToken: AFA });
    const json = JSON.parse(JSON.stringify(orderParametersJson(order)));
    expect(json.salt).toBe('42');
    expect(orderFromJson(json)).toEqual(order);
  });

  it('starts an order a little before now, and ends it after its lifetime', () => {
    expect(orderTimes(10_000, 3_600)).toEqual({ startTime: BigInt(10_000 - ORDER_START_SLACK_S), endTime: 13_600n });
  });
});
