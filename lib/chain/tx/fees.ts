import { parseGwei, type ChainFees } from 'viem';
import { getBlock } from 'viem/actions';

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
  async estimateFeesPerGas({ block, client, type }) {
    if (type !== 'eip1559') return null;
    // viem hands over the caller's block, which a plain estimateFeesPerGas() call does not give.
    const { baseFeePerGas } = block ?? (await getBlock(client));
    // A chain without EIP-1559 (no base fee) keeps viem's own gas price estimate.
    return baseFeePerGas === null || baseFeePerGas === undefined ? null : feesForBaseFee(baseFeePerGas);
  },
};
