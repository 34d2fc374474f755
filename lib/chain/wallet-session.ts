import { isAddressEqual, type Address } from 'viem';

export interface WalletConnectionSnapshot {
  status: 'connected' | 'connecting' | 'reconnecting' | 'disconnected';
  address?: Address;
  chainId?: number;
}

export interface StoredWalletSession {
  /** The wallet address the session was built for. */
  address: string | null;
  /** The first wallet bound to the signed-in user (userInfo.wallets[0].address). */
  boundWallet?: string | null;
  googleEmail?: string | null;
}

function sameAddress(a: string, b: Address): boolean {
  try {
    return isAddressEqual(a as Address, b);
  } catch {
    return false;
  }
}

/**
 * docs/PRODUCT.md §4.2: when the account or chain changes, the session belongs to someone else if its address
 * differs from the new one, or if the first bound wallet differs while a google email exists.
 * Only a change from one connected state to another counts: the initial load (reconnecting) and a
 * first connect are not changes, and a disconnect leaves the session to the user.
 */
export function shouldClearWalletSession(
  previous: WalletConnectionSnapshot,
  next: WalletConnectionSnapshot,
  stored: StoredWalletSession,
): boolean {
  if (previous.status !== 'connected' || next.status !== 'connected') return false;
  if (!previous.address || !next.address) return false;
  const changed = !isAddressEqual(previous.address, next.address) || previous.chainId !== next.chainId;
  if (!changed) return false;
  if (stored.address && !sameAddress(stored.address, next.address)) return true;
  return Boolean(stored.googleEmail && stored.boundWallet && !sameAddress(stored.boundWallet, next.address));
}
