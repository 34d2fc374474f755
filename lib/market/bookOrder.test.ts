import { getAddress, parseEther, zeroAddress, type Address } from 'viem';
import type { MarketOrder } from '@/lib/api/market';
import { answersQuery, orderHoldsAsShown, type OrderPlace } from './bookOrder';
import { listingOrder, offerOrder, orderParametersJson, saleBreakdown, type ListingTerms } from './orders';
import { seaportOrderHash, type OrderComponents } from './seaport';

const MAKER = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266' as Address;
const COLLECTION = '0x5fbdb2315678afecb367f032d93f642f64180aa3' as Address;
const AFA = '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512' as Address;
const OTHER_TOKEN = '0x9fe46736679d2d9a65f0992f2272de9f3c7fa6e0' as Address;
const ATTACKER = '0x00000000000000000000000000000000000bad01' as Address;
const PLACE: OrderPlace = { chainId: 2810, seaport: '0x0000000000000068f116a894984e2db1123eb395', afaToken: AFA };
const PRICE = parseEther('1');
const ROYALTY = parseEther('0.05');

const terms = (currency: Address = zeroAddress): ListingTerms => ({
  maker: MAKER,
  token: { collection: COLLECTION, tokenId: 7n },
  price: PRICE,
  currency,
  royalty: { receiver: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8', amount: ROYALTY },
  feeBps: 250,
  feeRecipient: '0x00000000000000000000000000000000000fee01',
  startTime: 1_000n,
  endTime: 2_000n,
  counter: 3n,
  salt: 42n,
});

/** The order as the book hands it out: its signed parameters and the fields the screen shows. */
function booked(components: OrderComponents, side: MarketOrder['side'], currency: Address): MarketOrder {
  return {
    chainId: PLACE.chainId,
    seaport: PLACE.seaport,
    orderHash: seaportOrderHash(components),
    side,
    status: 'active',
    maker: MAKER,
    collection: COLLECTION,
    tokenId: '7',
    currency,
    price: PRICE.toString(),
    netPrice: saleBreakdown(PRICE, ROYALTY, 250).sellerNets.toString(),
    fee: saleBreakdown(PRICE, ROYALTY, 250).fee.toString(),
    royalty: ROYALTY.toString(),
    royaltyRecipient: null,
    parameters: orderParametersJson(components),
    signature: '0x',
    startTime: 1_000,
    endTime: 2_000,
    createdAt: '2026-11-28T00:00:00.000Z',
    closedAt: null,
    closedTxHash: null,
    taker: null,
  };
}

const listing = (change: (components: OrderComponents) => void = () => {}, currency: Address = zeroAddress) => {
  const components = listingOrder(terms(currency));
  change(components);
  return booked(components, 'listing', currency);
};

const offer = (change: (components: OrderComponents) => void = () => {}) => {
  const components = offerOrder({ ...terms(AFA), afaToken: AFA });
  change(components);
  return booked(components, 'offer', AFA);
};

describe('orderHoldsAsShown', () => {
  it('takes a listing and an offer whose signed parameters say what they show', () => {
    expect(orderHoldsAsShown(listing(), PLACE)).toBe(true);
    expect(orderHoldsAsShown(listing(undefined, AFA), PLACE)).toBe(true);
    expect(orderHoldsAsShown(offer(), PLACE)).toBe(true);
  });

  it('refuses a listing that would charge more than the price shown, or another token', () => {
    expect(orderHoldsAsShown({ ...listing(), price: parseEther('0.5').toString() }, PLACE)).toBe(false);
    expect(orderHoldsAsShown({ ...listing(), tokenId: '8' }, PLACE)).toBe(false);
    expect(orderHoldsAsShown({ ...listing(), currency: OTHER_TOKEN }, PLACE)).toBe(false);
    // A price that rises with time, re-hashed so the hash alone does not give it away.
    expect(
      orderHoldsAsShown(
        listing((components) => (components.consideration[0]!.endAmount *= 2n)),
        PLACE,
      ),
    ).toBe(false);
    // A payment in another token beside the one shown.
    expect(
      orderHoldsAsShown(
        listing((components) => (components.consideration[1]!.token = OTHER_TOKEN)),
        PLACE,
      ),
    ).toBe(false);
  });

  it('refuses a listing whose proceeds go to someone other than its maker, or that is not the order it names', () => {
    expect(
      orderHoldsAsShown(
        listing((components) => (components.consideration[0]!.recipient = ATTACKER)),
        PLACE,
      ),
    ).toBe(false);
    expect(orderHoldsAsShown({ ...listing(), orderHash: seaportOrderHash(listingOrder({ ...terms(), salt: 43n })) }, PLACE)).toBe(false);
    expect(orderHoldsAsShown({ ...listing(), seaport: ATTACKER }, PLACE)).toBe(false);
    expect(orderHoldsAsShown({ ...listing(), chainId: 1 }, PLACE)).toBe(false);
  });

  it('refuses an offer that would take another token from the holder, or pay less than the net shown', () => {
    expect(orderHoldsAsShown({ ...offer(), tokenId: '8' }, PLACE)).toBe(false);
    expect(orderHoldsAsShown({ ...offer(), netPrice: PRICE.toString() }, PLACE)).toBe(false);
    expect(
      orderHoldsAsShown(
        offer((components) => (components.consideration[1]!.startAmount *= 2n)),
        PLACE,
      ),
    ).toBe(false);
  });

  it('answers false, without throwing, for parameters it cannot read', () => {
    const broken = listing();
    expect(orderHoldsAsShown({ ...broken, parameters: { ...broken.parameters, consideration: [] } }, PLACE)).toBe(false);
    expect(orderHoldsAsShown({ ...broken, price: 'not a number' }, PLACE)).toBe(false);
  });
});

describe('answersQuery', () => {
  it("takes only what was asked: another token's or another maker's order is left out", () => {
    const order = offer();
    expect(answersQuery(order, { side: 'offer', collection: getAddress(COLLECTION), tokenId: '7' })).toBe(true);
    expect(answersQuery(order, { side: 'offer', collection: COLLECTION, tokenId: '8' })).toBe(false);
    expect(answersQuery(order, { maker: ATTACKER })).toBe(false);
    expect(answersQuery(order, { side: 'listing' })).toBe(false);
  });

  it('takes an active or an inactive order as open, and no order the maker can no longer cancel', () => {
    for (const status of ['active', 'inactive'] as const) expect(answersQuery({ ...offer(), status }, { status: 'open' })).toBe(true);
    for (const status of ['filled', 'cancelled', 'expired'] as const)
      expect(answersQuery({ ...offer(), status }, { status: 'open' })).toBe(false);
    expect(answersQuery({ ...offer(), status: 'inactive' }, { status: 'active' })).toBe(false);
  });
});
