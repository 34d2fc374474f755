import { morph, morphHolesky } from 'viem/chains';

export interface ChainInfo {
  id: number;
  name: string;
  explorerUrl: string;
  nativeCurrency: { name: string; symbol: string; decimals: number };
}

// Names as the product shows them; explorers as viem knows them.
const knownChains: Record<number, Omit<ChainInfo, 'id'>> = {
  [morphHolesky.id]: {
    name: 'Morph Testnet',
    explorerUrl: morphHolesky.blockExplorers.default.url,
    nativeCurrency: morphHolesky.nativeCurrency,
  },
  [morph.id]: {
    name: 'Morph',
    explorerUrl: morph.blockExplorers.default.url,
    nativeCurrency: morph.nativeCurrency,
  },
};

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 };

/** The chain the app targets, with any name or explorer given in the configuration taking precedence. */
export function describeChain(chainId: number, overrides: { name?: string; explorerUrl?: string } = {}): ChainInfo {
  const known = knownChains[chainId];
  return {
    id: chainId,
    name: overrides.name ?? known?.name ?? `Chain ${chainId}`,
    explorerUrl: overrides.explorerUrl ?? known?.explorerUrl ?? '',
    nativeCurrency: known?.nativeCurrency ?? ether,
  };
}
