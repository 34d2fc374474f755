export interface AddressBindChallenge {
  accountId: string;
  address: string;
  /** The single-use nonce the server issued for this binding (`/waas/bind-nonce`). */
  nonce: string;
}

/**
 * The text a wallet signs to prove it belongs to the caller of address-bind; the server checks the same
 * text. It names the account and the server's fresh nonce, so a signature binds this wallet to this
 * account once, and cannot be made in advance or replayed.
 */
export function addressBindMessage({ accountId, address, nonce }: AddressBindChallenge): string {
  return [
    `Bind this wallet to account ${accountId}`,
    `Wallet: ${address.toLowerCase()}`,
    `Nonce: ${nonce}`,
  ].join('\n');
}
