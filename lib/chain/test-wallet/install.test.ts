import { getAddress } from 'viem';
import { initialState } from './install';

const HOLDER = getAddress('0x00000000000000000000000000000000000c0ffe');
const NODE = 'http://127.0.0.1:8545';

describe('the test wallet at first start', () => {
  it('acts as the dev account a test picks, impersonating nobody by default', () => {
    expect(initialState({ accountIndex: 3 }, 2810, NODE)).toEqual({
      connected: false,
      accountIndex: 3,
      chainId: 2810,
      chains: { 2810: NODE },
      impersonating: undefined,
      atomicBatches: false,
    });
  });

  it('impersonates the stack’s IMPERSONATE holder, unless a test names another', () => {
    expect(initialState({}, 2810, '/rpc', { nodeUrl: NODE, impersonate: HOLDER }).impersonating).toBe(HOLDER);
    const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    expect(initialState({ impersonate: other }, 2810, '/rpc', { nodeUrl: NODE, impersonate: HOLDER }).impersonating).toBe(other);
  });

  it('ignores an impersonation setting that is not an address', () => {
    expect(initialState({ impersonate: 'holder' }, 2810, '/rpc').impersonating).toBeUndefined();
  });
});
