import { defineChain, numberToHex, type Chain } from 'viem';
import { morph } from 'viem/chains';
import { MULTICALL3_ADDRESS } from '@/lib/protocol';
import { publicNetworkFor } from '@/lib/networks';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { specChainFees } from './tx/fees';

/** docs/PRODUCT.md §9: the test network 2810 is the default and target chain. */
export const DEFAULT_CHAIN_ID = 2810;

/** Same-origin JSON-RPC proxy served beside the app. */
export const SAME_ORIGIN_RPC_PATH = '/rpc';

export interface TargetChainSettings {
  chainId?: string;
  rpcUrl?: string;
  explorerUrl?: string;
  chainName?: string;
  /** Origin the app is served from; a relative RPC URL is resolved against it. */
  origin?: string;
}

export function parseChainId(value: string | undefined): number {
  const chainId = Number(value);
  return Number.isSafeInteger(chainId) && chainId > 0 ? chainId : DEFAULT_CHAIN_ID;
}

/**
 * Wallets need an absolute URL in wallet_addEthereumChain, so a relative RPC URL
 * (the same-origin proxy by default) is resolved against the page's origin.
 */
export function resolveRpcUrl(rpcUrl: string | undefined, origin: string | undefined): string {
  const url = rpcUrl || SAME_ORIGIN_RPC_PATH;
  if (/^https?:\/\//i.test(url) || !origin) return url;
  return new URL(url, origin).toString();
}

export function buildTargetChain(settings: TargetChainSettings): Chain {
  const id = parseChainId(settings.chainId);
  const known = publicNetworkFor(id);
  const explorerUrl = settings.explorerUrl || known?.explorerUrl;
  return defineChain({
    id,
    name: settings.chainName || known?.name || `Chain ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [resolveRpcUrl(settings.rpcUrl, settings.origin)] } },
    blockExplorers: explorerUrl ? { default: { name: 'Explorer', url: explorerUrl } } : undefined,
    contracts: { multicall3: { address: MULTICALL3_ADDRESS } },
    fees: specChainFees,
    testnet: known?.testnet ?? id !== morph.id,
  });
}

let targetChain: Chain | undefined;

/** The chain the app works on, as /config.json names it (read before the wallet stack loads). */
export function getTargetChain(): Chain {
  if (targetChain) return targetChain;
  const { chain } = getRuntimeConfig();
  targetChain = buildTargetChain({
    chainId: String(chain.id),
    rpcUrl: chain.rpcUrl,
    chainName: chain.name,
    explorerUrl: chain.explorerUrl ?? undefined,
    origin: window.location.origin,
  });
  return targetChain;
}

/** The wallet_addEthereumChain parameter (EIP-3085) describing `chain`. */
export function toAddEthereumChainParameter(chain: Chain) {
  return {
    chainId: numberToHex(chain.id),
    chainName: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: [...chain.rpcUrls.default.http],
    blockExplorerUrls: chain.blockExplorers ? [chain.blockExplorers.default.url] : undefined,
  };
}
