import { getAddress } from 'viem';
import { prepareDevAccounts } from '../../foundry/devAccounts';
import { loadRuntimeConfig } from '@/lib/runtime-config';
import { runtimeConfigAnswer } from '@/lib/runtime-config/test-support';
import { initialState, installTestWallet } from './install';

jest.mock('../../foundry/devAccounts', () => ({ ...jest.requireActual('../../foundry/devAccounts'), prepareDevAccounts: jest.fn() }));

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

describe('installing the test wallet', () => {
  it('keeps every caller waiting until the wallet is announced, not only the first', async () => {
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => runtimeConfigAnswer(input)!);
    await loadRuntimeConfig();
    let seedReady: () => void = () => {};
    jest.mocked(prepareDevAccounts).mockReturnValue(new Promise<void>((resolve) => (seedReady = resolve)));
    const announced: unknown[] = [];
    window.addEventListener('eip6963:announceProvider', (event) => announced.push((event as CustomEvent).detail));

    const first = installTestWallet();
    const second = installTestWallet();
    let secondDone = false;
    void second.then(() => (secondDone = true));
    await Promise.resolve();
    expect(secondDone).toBe(false);

    seedReady();
    await Promise.all([first, second]);
    expect(announced).toHaveLength(1);
    expect(window.__testWallet?.address()).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
  });
});
