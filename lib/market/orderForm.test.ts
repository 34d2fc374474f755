import { parseEther, zeroAddress } from 'viem';
import { checkOrderAmount, currencyAddress, currencySymbol, lifetimeSeconds } from './orderForm';

describe('the order forms', () => {
  it('take a positive decimal amount with up to 18 decimals, a comma as the decimal mark too, and refuse anything else', () => {
    const amount = (text: string, locale = 'en-US') => {
      const check = checkOrderAmount(text, locale);
      return check.ok ? check.amount : check.error;
    };
    expect(amount('0.1')).toBe(parseEther('0.1'));
    expect(amount(' 5 ')).toBe(parseEther('5'));
    expect(amount('0.000000000000000001')).toBe(1n);
    expect(amount('1,5')).toBe(parseEther('1.5'));
    expect(amount('1,000')).toBe('grouped');
    expect(amount('1.000', 'es')).toBe('grouped');
    expect(amount('1,000', 'es')).toBe(parseEther('1'));
    // The order book's limit, a billion whole tokens: what it would refuse is never signed.
    expect(amount('1000000000')).toBe(parseEther('1000000000'));
    expect(amount('1000000000.000000000000000001')).toBe('tooLarge');
    for (const bad of ['', '0', '0.0', '-1', '1e3', '0x10', '1.0000000000000000001', '1,5,0', 'abc']) {
      expect({ bad, taken: checkOrderAmount(bad, 'en-US').ok }).toEqual({ bad, taken: false });
    }
  });

  it('name the currency of an order by its address, ETH being the zero address', () => {
    const afa = '0x00000000000000000000000000000000000000af';
    expect(currencyAddress('ETH', afa)).toBe(zeroAddress);
    expect(currencyAddress('AFA', afa)).toBe(afa);
    expect(currencySymbol(zeroAddress)).toBe('ETH');
    expect(currencySymbol(afa)).toBe('AFA');
  });

  it('give each lifetime in seconds', () => {
    expect(lifetimeSeconds('day1')).toBe(86_400);
    expect(lifetimeSeconds('day30')).toBe(30 * 86_400);
  });
});
