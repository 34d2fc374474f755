import { publicNetworkFor } from '@/lib/networks';

export interface ChainInfo {
  id: number;
  name: string;
  explorerUrl: string;
  nativeCurrency: { name: string; symbol: string; decimals: number };
}

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 };

/** The chain the app targets, with any name or explorer given in the configuration taking precedence. */
export function describeChain(chainId: number, overrides: { name?: string; explorerUrl?: string } = {}): ChainInfo {
  const known = publicNetworkFor(chainId);
  return {
    id: chainId,
    name: overrides.name ?? known?.name ?? `Chain ${chainId}`,
    explorerUrl: overrides.explorerUrl ?? known?.explorerUrl ?? '',
    nativeCurrency: ether,
  };
}
