import { numberToHex, type Chain } from 'viem';
import { toAddEthereumChainParameter } from './chains';

/** EIP-3326: the wallet does not know the requested chain and it must be added first. */
export const UNRECOGNIZED_CHAIN_CODE = 4902;

/** The part of an EIP-1193 provider this module needs. */
export interface WalletRequester {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
}

function isUnrecognizedChain(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, data } = error as { code?: unknown; data?: { originalError?: { code?: unknown } } };
  // Some mobile wallets nest the code under data.originalError.
  return code === UNRECOGNIZED_CHAIN_CODE || data?.originalError?.code === UNRECOGNIZED_CHAIN_CODE;
}

async function currentChainId(provider: WalletRequester): Promise<number> {
  return Number(await provider.request({ method: 'eth_chainId' }));
}

function requestSwitch(provider: WalletRequester, chain: Chain) {
  return provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: numberToHex(chain.id) }] });
}

/**
 * Puts the wallet on `chain`: nothing when it is already there, otherwise a switch request,
 * and when the wallet does not know the chain (4902) an add request followed by a switch.
 * Errors from the wallet are thrown as they came, for toChainError to classify.
 */
export async function ensureWalletOnChain(provider: WalletRequester, chain: Chain): Promise<void> {
  if ((await currentChainId(provider)) === chain.id) return;
  try {
    await requestSwitch(provider, chain);
  } catch (error) {
    if (!isUnrecognizedChain(error)) throw error;
    await provider.request({ method: 'wallet_addEthereumChain', params: [toAddEthereumChainParameter(chain)] });
    // Most wallets switch as part of adding; the others need asking.
    if ((await currentChainId(provider)) !== chain.id) await requestSwitch(provider, chain);
  }
}
