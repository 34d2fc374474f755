import { formatUnits } from 'viem';

export const DEFAULT_DECIMALS_SHOWN = 6;

/**
 * Cuts a decimal string to at most `decimals` fraction digits, rounding down (docs/PRODUCT.md §9),
 * and drops trailing zeros: '1.23456789' → '1.234567', '2.500000' → '2.5'.
 */
export function truncateDecimals(value: string, decimals: number = DEFAULT_DECIMALS_SHOWN): string {
  const [whole, fraction = ''] = value.split('.');
  const kept = fraction.slice(0, decimals).replace(/0+$/, '');
  return kept ? `${whole}.${kept}` : whole;
}

/** A token amount in base units (wei) as a display string, rounded down to `decimals` places. */
export function formatTokenAmount(amount: bigint, tokenDecimals = 18, decimals: number = DEFAULT_DECIMALS_SHOWN): string {
  return truncateDecimals(formatUnits(amount, tokenDecimals), decimals);
}
