import { parseEther } from 'viem';
import { MAX_CREATURES_PER_PURCHASE, checkQuantity, creatureSaleWindow, pendantSaleWindow, type CreatureSaleTerms } from './buy';

const open: CreatureSaleTerms = {
  price: parseEther('0.01'),
  talkPrice: parseEther('500'),
  buyingOpen: true,
  buyBySecondToken: false,
  talkTokenSet: true,
  userBuyLimit: 0n,
  userBuyLimitOn: false,
  userBuyLimitOut: 0n,
  userBuyCount: 0n,
  allowlistEndTime: 0n,
  allowlisted: false,
};
const NOW = 1_000_000n;

describe('creatureSaleWindow', () => {
  it('sells in ETH up to the purchase cap when no limit is set', () => {
    expect(creatureSaleWindow(open, NOW)).toEqual({
      maxQuantity: MAX_CREATURES_PER_PURCHASE,
      remaining: undefined,
      unitPrice: parseEther('0.01'),
      paidIn: 'ETH',
    });
  });

  it('prices in talk while buying by the second token is on', () => {
    expect(creatureSaleWindow({ ...open, buyBySecondToken: true }, NOW)).toMatchObject({ unitPrice: parseEther('500'), paidIn: 'talk' });
  });

  it('takes the smallest of the per-purchase limit and what is left of the per-user limit', () => {
    expect(creatureSaleWindow({ ...open, userBuyLimitOut: 5n }, NOW).maxQuantity).toBe(5n);
    const limited = { ...open, userBuyLimitOut: 5n, userBuyLimitOn: true, userBuyLimit: 10n, userBuyCount: 7n };
    expect(creatureSaleWindow(limited, NOW)).toMatchObject({ maxQuantity: 3n, remaining: 3n });
  });

  it('ignores the per-user limit while it is off', () => {
    expect(creatureSaleWindow({ ...open, userBuyLimit: 1n, userBuyCount: 9n }, NOW)).toMatchObject({
      maxQuantity: 20n,
      remaining: undefined,
    });
  });

  it.each([
    ['buyingClosed', { buyingOpen: false }],
    ['notAllowlisted', { allowlistEndTime: NOW + 1n }],
    ['talkNotSet', { buyBySecondToken: true, talkTokenSet: false }],
    ['limitReached', { userBuyLimitOn: true, userBuyLimit: 4n, userBuyCount: 4n }],
    ['limitReached', { userBuyLimitOn: true, userBuyLimit: 2n, userBuyCount: 4n }],
  ] as const)('is blocked by %s', (blockedBy, change) => {
    expect(creatureSaleWindow({ ...open, ...change }, NOW)).toMatchObject({ maxQuantity: 0n, blockedBy });
  });

  it('lets an allowlisted address buy before the end time, and everyone from the end time on', () => {
    expect(creatureSaleWindow({ ...open, allowlistEndTime: NOW + 1n, allowlisted: true }, NOW).blockedBy).toBeUndefined();
    expect(creatureSaleWindow({ ...open, allowlistEndTime: NOW }, NOW).blockedBy).toBeUndefined();
  });
});

describe('pendantSaleWindow', () => {
  it('sells up to the batch size in ETH, or nothing while closed', () => {
    const terms = { price: parseEther('0.005'), buyingOpen: true, maxBatch: 20n };
    expect(pendantSaleWindow(terms)).toEqual({ maxQuantity: 20n, unitPrice: parseEther('0.005'), paidIn: 'ETH' });
    expect(pendantSaleWindow({ ...terms, buyingOpen: false })).toMatchObject({ maxQuantity: 0n, blockedBy: 'buyingClosed' });
  });
});

describe('checkQuantity', () => {
  it('takes a whole number from 1 to the maximum', () => {
    expect(checkQuantity('1', 3n)).toEqual({ ok: true, quantity: 1n });
    expect(checkQuantity(' 3 ', 3n)).toEqual({ ok: true, quantity: 3n });
  });

  it.each([
    ['', 'invalid'],
    ['0', 'invalid'],
    ['-1', 'invalid'],
    ['1.5', 'invalid'],
    ['two', 'invalid'],
    ['4', 'aboveLimit'],
    ['9999999', 'invalid'],
  ])('refuses %j: %s', (text, error) => {
    expect(checkQuantity(text, 3n)).toEqual({ ok: false, error });
  });
});
