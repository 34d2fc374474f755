import { getAddress } from 'viem';
import { initialState } from './install';

const HOLDER = getAddress('0x00000000000000000000000000000000000c0ffe');

describe('the test wallet at first start', () => {
  const previous = process.env.NEXT_PUBLIC_TEST_WALLET_IMPERSONATE;
  afterEach(() => {
    if (previous === undefined) delete process.env.NEXT_PUBLIC_TEST_WALLET_IMPERSONATE;
    else process.env.NEXT_PUBLIC_TEST_WALLET_IMPERSONATE = previous;
  });

  it('acts as the dev account a test picks, impersonating nobody by default', () => {
    delete process.env.NEXT_PUBLIC_TEST_WALLET_IMPERSONATE;
    expect(initialState({ accountIndex: 3 }, 2810, 'http://127.0.0.1:8545')).toEqual({
      connected: false,
      accountIndex: 3,
      chainId: 2810,
      chains: { 2810: 'http://127.0.0.1:8545' },
      impersonating: undefined,
      atomicBatches: false,
    });
  });

  it('impersonates the build’s IMPERSONATE holder, unless a test names another', () => {
    process.env.NEXT_PUBLIC_TEST_WALLET_IMPERSONATE = HOLDER.toLowerCase();
    expect(initialState({}, 2810, '/rpc').impersonating).toBe(HOLDER);
    const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    expect(initialState({ impersonate: other }, 2810, '/rpc').impersonating).toBe(other);
  });

  it('ignores an impersonation setting that is not an address', () => {
    process.env.NEXT_PUBLIC_TEST_WALLET_IMPERSONATE = 'holder';
    expect(initialState({}, 2810, '/rpc').impersonating).toBeUndefined();
  });
});
