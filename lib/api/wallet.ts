import type { Address, Hex } from 'viem';
import { walletApi } from './clients';

export interface WalletAccount {
  accountId: string;
}

export interface AddressBinding {
  accountId: string;
  address: Address;
  chainIndex: number;
}

/** The caller's wallet-service account, created on the first call (the server makes it idempotent). */
export function createWalletAccount(options?: { signal?: AbortSignal }): Promise<WalletAccount | null> {
  return walletApi.post<WalletAccount>('/waas/create-wallet', undefined, options);
}

export interface BindNonce {
  accountId: string;
  nonce: string;
  expiresAt: string;
}

/** A single-use nonce for binding `address` to the caller's account, with the account it names. */
export function requestBindNonce(address: Address): Promise<BindNonce | null> {
  return walletApi.post<BindNonce>('/waas/bind-nonce', { address });
}

/** Binds `address` to the caller's account; 10030 and 10033 are shown by the client's Error dialog. */
export function bindWalletAddress(body: { address: Address; nonce: string; signature: Hex }): Promise<AddressBinding | null> {
  return walletApi.post<AddressBinding>('/waas/address-bind', body);
}
