import type { Connector } from 'wagmi';

/** The generic injected connector (window.ethereum) has this id; EIP-6963 wallets use their rdns. */
const GENERIC_INJECTED_ID = 'injected';

/**
 * The wallet to connect: one that announced itself through EIP-6963 if any did (it names itself
 * and cannot be shadowed by another extension), otherwise whatever the browser injected.
 */
export function pickWalletConnector<T extends Pick<Connector, 'id' | 'type'>>(connectors: readonly T[]): T | undefined {
  const injected = connectors.filter((connector) => connector.type === 'injected');
  return injected.find((connector) => connector.id !== GENERIC_INJECTED_ID) ?? injected[0];
}
