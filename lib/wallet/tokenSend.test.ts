import { parseEther, type Address } from 'viem';
import { checkSendAmount, sendTokenPlan } from './tokenSend';

const balance = parseEther('100');

describe('checkSendAmount', () => {
  it('multiplies the typed amount by 1e18, exactly', () => {
    expect(checkSendAmount('1', balance, 'en-US')).toEqual({ ok: true, amount: 10n ** 18n });
    expect(checkSendAmount(' 12.5 ', balance, 'en-US')).toEqual({ ok: true, amount: 12_500_000_000_000_000_000n });
    expect(checkSendAmount('0.000000000000000001', balance, 'en-US')).toEqual({ ok: true, amount: 1n });
    expect(checkSendAmount('.5', balance, 'en-US')).toEqual({ ok: true, amount: parseEther('0.5') });
  });

  it('takes a comma as the decimal mark', () => {
    expect(checkSendAmount('2,25', balance, 'en-US')).toEqual({ ok: true, amount: parseEther('2.25') });
  });

  it('allows the whole balance and nothing above it', () => {
    expect(checkSendAmount('100', balance, 'en-US')).toEqual({ ok: true, amount: balance });
    expect(checkSendAmount('100.000000000000000001', balance, 'en-US')).toEqual({ ok: false, error: 'exceedsBalance' });
  });

  it('checks the form of the amount before the balance is known', () => {
    expect(checkSendAmount('5', undefined, 'en-US')).toEqual({ ok: true, amount: parseEther('5') });
    expect(checkSendAmount('abc', undefined, 'en-US')).toEqual({ ok: false, error: 'invalid' });
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['-1', 'invalid'],
    ['1e3', 'invalid'],
    ['1.2.3', 'invalid'],
    ['0x10', 'invalid'],
    ['.', 'invalid'],
    ['1 000', 'invalid'],
    ['0.0000000000000000001', 'tooManyDecimals'],
    ['0', 'notPositive'],
    ['0.000', 'notPositive'],
    ['101', 'exceedsBalance'],
  ])('refuses %j: %s', (text, error) => {
    expect(checkSendAmount(text, balance, 'en-US')).toEqual({ ok: false, error });
  });

  it.each([
    ['en-US', '1,000', '1.000'],
    ['zh-CN', '12,500', '12.500'],
    ['es', '1.000', '1,000'],
    ['pt', '250.000', '250,000'],
  ])('in %s refuses %j, a thousand times what it would read as, and takes %j as a decimal', (locale, grouped, decimal) => {
    const plenty = parseEther('1000000');
    expect(checkSendAmount(grouped, plenty, locale)).toEqual({ ok: false, error: 'grouped' });
    expect(checkSendAmount(decimal, plenty, locale)).toEqual({ ok: true, amount: parseEther(decimal.replace(',', '.')) });
  });

  it('reads a mark before fewer or more than three digits, or after a leading 0, as the decimal one in every locale', () => {
    for (const locale of ['en-US', 'es']) {
      expect(checkSendAmount('1,5', balance, locale)).toEqual({ ok: true, amount: parseEther('1.5') });
      expect(checkSendAmount('1.5', balance, locale)).toEqual({ ok: true, amount: parseEther('1.5') });
      expect(checkSendAmount('0,500', balance, locale)).toEqual({ ok: true, amount: parseEther('0.5') });
      expect(checkSendAmount('1,2345', balance, locale)).toEqual({ ok: true, amount: parseEther('1.2345') });
    }
  });
});

describe('sendTokenPlan', () => {
  it('is an ERC-20 transfer of the amount to the recipient, with no approval and no report', () => {
    const token: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
    const recipient: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
    const plan = sendTokenPlan({ symbol: 'AFA', address: token }, recipient, parseEther('3'));
    expect(plan.action).toBe('sendToken');
    expect(plan.call.address).toBe(token);
    expect(plan.tokenAllowances ?? []).toEqual([]);
    expect(plan.report).toBeUndefined();
    expect(plan.call.functionName).toBe('transfer');
    expect(plan.call.args).toEqual([recipient, parseEther('3')]);
  });
});
