import { morph, morphHolesky } from 'viem/chains';

/** A chain the project knows by name: what the app shows, where the deploy script and the server reach it. Shared by all three, so it lives outside the wallet code. */
export interface KnownNetwork {
  /** The name `npm run deploy -- --network <name>` takes. */
  key: string;
  chainId: number;
  /** The name the app shows. */
  name: string;
  rpcUrl: string;
  /** Blockscout on the Morph networks; none for a local chain. */
  explorerUrl?: string;
  /** A throwaway development chain (anvil), where the well-known dev keys and demo seeding belong. */
  local: boolean;
  testnet: boolean;
}

/**
 * The local chain runs under 2810, the test network's id, so the app behaves on it as on the test network; the
 * deploy script tells them apart by asking the node whether it is a dev chain.
 */
export const KNOWN_NETWORKS: readonly KnownNetwork[] = [
  {
    key: 'local',
    chainId: 2810,
    name: 'Morph Testnet',
    rpcUrl: 'http://127.0.0.1:8545',
    explorerUrl: morphHolesky.blockExplorers.default.url,
    local: true,
    testnet: true,
  },
  {
    key: 'morph-testnet',
    chainId: 2810,
    name: 'Morph Testnet',
    rpcUrl: morphHolesky.rpcUrls.default.http[0],
    explorerUrl: morphHolesky.blockExplorers.default.url,
    local: false,
    testnet: true,
  },
  {
    key: 'morph',
    chainId: morph.id,
    name: 'Morph',
    rpcUrl: morph.rpcUrls.default.http[0],
    explorerUrl: morph.blockExplorers.default.url,
    local: false,
    testnet: false,
  },
  {
    key: 'morph-hoodi',
    chainId: 2910,
    name: 'Morph Hoodi',
    rpcUrl: 'https://rpc-hoodi.morph.network',
    explorerUrl: 'https://explorer-hoodi.morph.network',
    local: false,
    testnet: true,
  },
];

/** `morph-hoodi` → `MORPH_HOODI`: the prefix of a network's overrides, e.g. `MORPH_HOODI_RPC_URL`. */
export function networkEnvPrefix(network: Pick<KnownNetwork, 'key'>): string {
  return network.key.toUpperCase().replace(/[^A-Z0-9]/g, '_');
}

/** The network named `key`, with its `<KEY>_RPC_URL`, `<KEY>_EXPLORER_URL` and `<KEY>_NAME` overrides applied. */
export function findNetwork(key: string, env: Record<string, string | undefined> = {}): KnownNetwork | undefined {
  const network = KNOWN_NETWORKS.find((candidate) => candidate.key === key);
  if (!network) return undefined;
  const prefix = networkEnvPrefix(network);
  return {
    ...network,
    rpcUrl: env[`${prefix}_RPC_URL`] || network.rpcUrl,
    explorerUrl: env[`${prefix}_EXPLORER_URL`] || network.explorerUrl,
    name: env[`${prefix}_NAME`] || network.name,
  };
}

/** The public network with this id (not the local chain that borrows 2810), for names and explorer links. */
export function publicNetworkFor(chainId: number): KnownNetwork | undefined {
  return KNOWN_NETWORKS.find((network) => network.chainId === chainId && !network.local);
}
