import { getAddress, isAddress, type Address } from 'viem';
import type { RuntimeConfig } from '@/lib/runtime-config';
import { getTargetChain } from '../chains';
import { prepareDevAccounts, WELL_KNOWN_DEV_ACCOUNT_COUNT } from '../../foundry/devAccounts';
import { TestWalletProvider, type TestWalletState } from './provider';

/** localStorage key a test writes before the page loads to shape the wallet it will find. */
export const TEST_WALLET_CONFIG_KEY = 'testWallet';
/** sessionStorage key the wallet keeps its state under, so it survives reloads like a real wallet. */
const TEST_WALLET_STATE_KEY = 'testWallet.state';

export interface TestWalletConfig {
  /** No wallet at all: the page sees a browser without one. */
  disabled?: boolean;
  /** The chain the wallet starts on (default: the app's target chain). */
  chainId?: number;
  /** Chains the wallet knows (default: the target chain only). */
  knownChains?: number[];
  /** Which of the dev accounts 0..19 is selected (default 0); anvil funds 0..9. */
  accountIndex?: number;
  /** A holder's address to act as through the dev node's impersonation (default: the stack's IMPERSONATE). */
  impersonate?: string;
  /** Atomic EIP-5792 batches (default off: a wallet that sends one transaction per prompt). */
  atomicBatches?: boolean;
}

/** What tests drive through `window.__testWallet`. */
export interface TestWalletControls {
  rejectNext(code?: number): void;
  switchAccount(index: number): void;
  impersonate(holder: string): void;
  setChain(chainId: number): void;
  setAtomicBatches(enabled: boolean): void;
  dropAtomicBatchesAfterNextCapabilities(): void;
  prompts(): readonly string[];
  address(): Address;
  chainId(): number;
}

declare global {
  interface Window {
    __testWallet?: TestWalletControls;
  }
}

const WALLET_INFO = {
  uuid: '5b1c3f0e-7a43-4c8e-9d2a-0f6e1d3c2b10',
  name: 'Test Wallet',
  rdns: 'dev.local.testwallet',
  icon:
    'data:image/svg+xml;base64,' +
    btoa(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#0f766e"/><path d="M8 11h16v11H8z" fill="none" stroke="#fff" stroke-width="2"/><circle cx="20" cy="16.5" r="1.5" fill="#fff"/></svg>',
    ),
} as const;

function readJson<T>(storage: Storage, key: string): T | undefined {
  try {
    const raw = storage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : undefined;
  } catch {
    return undefined;
  }
}

/** What the local stack's /config.json tells the test wallet (lib/runtime-config/schema.ts). */
export type TestWalletStackSettings = NonNullable<RuntimeConfig['testWallet']>;

/** The wallet's state at first start: from the test's config, with the target chain reachable through its RPC. */
export function initialState(
  config: TestWalletConfig,
  targetChainId: number,
  targetRpcUrl: string,
  stack?: TestWalletStackSettings,
): TestWalletState {
  const knownChains = config.knownChains ?? [targetChainId];
  const chains: Record<number, string | null> = {};
  for (const chainId of knownChains) chains[chainId] = chainId === targetChainId ? targetRpcUrl : null;
  const accountIndex = config.accountIndex ?? 0;
  const impersonate = config.impersonate ?? stack?.impersonate ?? undefined;
  return {
    connected: false,
    accountIndex: Number.isInteger(accountIndex) && accountIndex >= 0 && accountIndex < WELL_KNOWN_DEV_ACCOUNT_COUNT ? accountIndex : 0,
    chainId: config.chainId ?? targetChainId,
    chains,
    impersonating: impersonate && isAddress(impersonate) ? getAddress(impersonate) : undefined,
    atomicBatches: config.atomicBatches === true,
  };
}

let installation: Promise<void> | undefined;

/**
 * Creates the test wallet, exposes its controls and announces it through EIP-6963, once: every caller waits for
 * the same installation, so none goes on to reconnect before the wallet is announced.
 */
export function installTestWallet(stack?: TestWalletStackSettings): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  installation ??= install(stack);
  return installation;
}

async function install(stack?: TestWalletStackSettings): Promise<void> {
  const config = readJson<TestWalletConfig>(window.localStorage, TEST_WALLET_CONFIG_KEY) ?? {};
  if (config.disabled) return;
  await prepareDevAccounts();

  const target = getTargetChain();
  const state =
    readJson<TestWalletState>(window.sessionStorage, TEST_WALLET_STATE_KEY) ??
    initialState(config, target.id, stack?.nodeUrl ?? target.rpcUrls.default.http[0], stack);
  const provider = new TestWalletProvider(
    state,
    (next) => window.sessionStorage.setItem(TEST_WALLET_STATE_KEY, JSON.stringify(next)),
    // The wallet reaches the chain node itself, as a real wallet does through its own RPC, never through the
    // app's public `/rpc`, which refuses what only a dev node offers: the local server names its anvil.
    stack?.nodeUrl,
  );

  window.__testWallet = {
    rejectNext: (code) => provider.rejectNext(code),
    switchAccount: (index) => provider.switchAccount(index),
    impersonate: (holder) => provider.impersonate(holder),
    setChain: (chainId) => provider.setChain(chainId),
    setAtomicBatches: (enabled) => provider.setAtomicBatches(enabled),
    dropAtomicBatchesAfterNextCapabilities: () => provider.dropAtomicBatchesAfterNextCapabilities(),
    prompts: () => provider.prompts(),
    address: () => provider.address(),
    chainId: () => provider.chainId(),
  };

  const detail = Object.freeze({ info: WALLET_INFO, provider });
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
}
