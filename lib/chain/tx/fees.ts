import { parseGwei, type ChainFees } from 'viem';

/** docs/PRODUCT.md §9: the priority fee offered on every transaction. */
export const PRIORITY_FEE_PER_GAS = parseGwei('1');

export interface Eip1559Fees {
  maxFeePerGas: bigint;
  maxPriorityFeePerGas: bigint;
}

/**
 * docs/PRODUCT.md §9 fee rule as viem's chain fees: max fee = 2 × base fee + priority fee. Twice the base fee keeps the
 * transaction includable through several blocks of rising base fee without overpaying (the unused part is
 * refunded). viem applies it to the one block it reads, so estimateFeesPerGas costs a single request.
 */
export const specChainFees: ChainFees = {
  baseFeeMultiplier: 2,
  maxPriorityFeePerGas: PRIORITY_FEE_PER_GAS,
};
