import type { Chain } from 'viem';
import { createConfig, http, injected } from 'wagmi';
import { getTargetChain } from './chains';
import { CACHE_TIME_MS, POLLING_INTERVAL_MS, RPC_BATCH } from './providerDefaults';

/**
 * The one wagmi config: the target chain only, the injected connector (window.ethereum) plus
 * every wallet announced through EIP-6963, and an http transport that batches JSON-RPC calls.
 */
export function createWalletConfig(chain: Chain) {
  return createConfig({
    chains: [chain],
    connectors: [injected()],
    multiInjectedProviderDiscovery: true,
    transports: { [chain.id]: http(chain.rpcUrls.default.http[0], { batch: RPC_BATCH }) },
    pollingInterval: POLLING_INTERVAL_MS,
    cacheTime: CACHE_TIME_MS,
  });
}

export type WalletConfig = ReturnType<typeof createWalletConfig>;

declare module 'wagmi' {
  interface Register {
    config: WalletConfig;
  }
}

let walletConfig: WalletConfig | undefined;

/**
 * Created on first use in the browser: a static export prerenders pages where there is no
 * window, no wallet and no origin to resolve the same-origin RPC URL against.
 */
export function getWalletConfig(): WalletConfig {
  if (typeof window === 'undefined') throw new Error('The wallet config exists only in the browser');
  walletConfig ??= createWalletConfig(getTargetChain());
  return walletConfig;
}
