import type { Address, Hex } from 'viem';
import { walletApi } from './clients';

/** The caller's wallet-service account, created on the first call (the server makes it idempotent). */
export function createWalletAccount(options?: { signal?: AbortSignal }) {
  return walletApi.post('/waas/create-wallet', undefined, options);
}

/** A single-use nonce for binding `address` to the caller's account, with the account it names. */
export function requestBindNonce(address: Address) {
  return walletApi.post('/waas/bind-nonce', { address });
}

/** Binds `address` to the caller's account; 10030 and 10033 are shown by the client's Error dialog. */
export function bindWalletAddress(body: { address: Address; nonce: string; signature: Hex }) {
  return walletApi.post('/waas/address-bind', body);
}
