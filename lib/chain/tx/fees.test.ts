import { parseGwei } from 'viem';
import { PRIORITY_FEE_PER_GAS, feesForBaseFee } from './fees';
import { buildTargetChain } from '../chains';
import { withGasHeadroom } from './execute';

describe('the SPEC §9 fee rule', () => {
  it('offers a priority fee of 1 gwei', () => {
    expect(PRIORITY_FEE_PER_GAS).toBe(1_000_000_000n);
  });

  it.each([
    [0n, parseGwei('1')],
    [parseGwei('1'), parseGwei('3')],
    [parseGwei('0.875'), parseGwei('2.75')],
    [7n, 14n + parseGwei('1')],
  ])('base fee %s wei gives a max fee of %s wei', (baseFee, maxFee) => {
    expect(feesForBaseFee(baseFee)).toEqual({ maxFeePerGas: maxFee, maxPriorityFeePerGas: parseGwei('1') });
  });

  it('is the target chain\'s fee estimate', async () => {
    const chain = buildTargetChain({ origin: 'http://localhost:3000' });
    const estimate = chain.fees?.estimateFeesPerGas;
    if (typeof estimate !== 'function') throw new Error('the target chain has no fee rule');
    const block = { baseFeePerGas: parseGwei('2') } as Parameters<typeof estimate>[0]['block'];
    const client = {} as Parameters<typeof estimate>[0]['client'];
    await expect(estimate({ block, client, type: 'eip1559', multiply: (x) => x })).resolves.toEqual({
      maxFeePerGas: parseGwei('5'),
      maxPriorityFeePerGas: parseGwei('1'),
    });
    await expect(estimate({ block, client, type: 'legacy', multiply: (x) => x })).resolves.toBeNull();
  });
});

describe('gas headroom', () => {
  it('asks for a fifth more gas than estimated', () => {
    expect(withGasHeadroom(100_000n)).toBe(120_000n);
    expect(withGasHeadroom(21_000n)).toBe(25_200n);
  });
});
