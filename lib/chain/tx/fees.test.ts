import { createPublicClient, custom, numberToHex, parseGwei } from 'viem';
import { PRIORITY_FEE_PER_GAS } from './fees';
import { buildTargetChain } from '../chains';
import { withGasHeadroom } from './quote';

/** The target chain's client over a node whose latest block has `baseFeePerGas`, counting the requests. */
function clientAtBaseFee(baseFeePerGas: bigint | undefined) {
  const methods: string[] = [];
  const chain = buildTargetChain({ origin: 'http://localhost:3000' });
  const client = createPublicClient({
    chain,
    transport: custom({
      async request({ method }: { method: string }) {
        methods.push(method);
        if (method !== 'eth_getBlockByNumber') throw new Error(`unexpected ${method}`);
        return {
          number: '0x1',
          hash: `0x${'1'.repeat(64)}`,
          timestamp: '0x1',
          transactions: [],
          baseFeePerGas: baseFeePerGas === undefined ? undefined : numberToHex(baseFeePerGas),
        };
      },
    }),
  });
  return { client, methods };
}

describe('the docs/PRODUCT.md §9 fee rule', () => {
  it('offers a priority fee of 1 gwei', () => {
    expect(PRIORITY_FEE_PER_GAS).toBe(1_000_000_000n);
  });

  it.each([
    [0n, parseGwei('1')],
    [parseGwei('1'), parseGwei('3')],
    [parseGwei('0.875'), parseGwei('2.75')],
    [7n, 14n + parseGwei('1')],
  ])("is the target chain's estimate: base fee %s wei gives a max fee of %s wei, from one read of the block", async (baseFee, maxFee) => {
    const { client, methods } = clientAtBaseFee(baseFee);
    await expect(client.estimateFeesPerGas()).resolves.toEqual({ maxFeePerGas: maxFee, maxPriorityFeePerGas: parseGwei('1') });
    expect(methods).toEqual(['eth_getBlockByNumber']);
  });

  it('refuses a chain without a base fee', async () => {
    await expect(clientAtBaseFee(undefined).client.estimateFeesPerGas()).rejects.toThrow(/EIP-1559/);
  });
});

describe('gas headroom', () => {
  it('asks for a fifth more gas than estimated', () => {
    expect(withGasHeadroom(100_000n)).toBe(120_000n);
    expect(withGasHeadroom(21_000n)).toBe(25_200n);
  });
});
