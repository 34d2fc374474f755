import { formatAddress } from './address';
import { formatTokenAmount, truncateDecimals } from './number';

describe('formatAddress', () => {
  it('keeps the first 6 and last 4 characters', () => {
    expect(formatAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf39F...2266');
  });

  it('leaves short or missing values alone', () => {
    expect(formatAddress('0x1234')).toBe('0x1234');
    expect(formatAddress(null)).toBe('');
  });
});

describe('truncateDecimals', () => {
  it('rounds down to 6 decimals by default', () => {
    expect(truncateDecimals('1.2345679999')).toBe('1.234567');
    expect(truncateDecimals('0.0000009')).toBe('0');
  });

  it('drops trailing zeros and honours a custom precision', () => {
    expect(truncateDecimals('2.500000')).toBe('2.5');
    expect(truncateDecimals('3.999', 2)).toBe('3.99');
    expect(truncateDecimals('42')).toBe('42');
  });
});

describe('formatTokenAmount', () => {
  it('formats wei rounding down, never up', () => {
    expect(formatTokenAmount(10_000_000_000_000_000_000_000n)).toBe('10000');
    expect(formatTokenAmount(1_999_999_999_999_999_999n)).toBe('1.999999');
  });
});
