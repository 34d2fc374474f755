import { parseGwei, type ChainFees } from 'viem';

/** SPEC §9: the priority fee offered on every transaction. */
export const PRIORITY_FEE_PER_GAS = parseGwei('1');

export interface Eip1559Fees {
  maxFeePerGas: bigint;
  maxPriorityFeePerGas: bigint;
}

/**
 * SPEC §9 fee rule: max fee = 2 × base fee + priority fee. Twice the base fee keeps the transaction
 * includable through several blocks of rising base fee without overpaying (the unused part is refunded).
 */
export function feesForBaseFee(baseFeePerGas: bigint): Eip1559Fees {
  return {
    maxPriorityFeePerGas: PRIORITY_FEE_PER_GAS,
    maxFeePerGas: 2n * baseFeePerGas + PRIORITY_FEE_PER_GAS,
  };
}

/** The rule as viem chain fees, so estimateFeesPerGas on the target chain answers with it. */
export const specChainFees: ChainFees = {
  maxPriorityFeePerGas: PRIORITY_FEE_PER_GAS,
  async estimateFeesPerGas({ block, type }) {
    // A chain without EIP-1559 (no base fee) or a legacy request keeps viem's own gas price estimate.
    if (type !== 'eip1559' || block.baseFeePerGas === null || block.baseFeePerGas === undefined) return null;
    return feesForBaseFee(block.baseFeePerGas);
  },
};
