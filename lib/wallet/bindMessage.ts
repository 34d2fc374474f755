/** The text a wallet signs to prove it belongs to the caller of address-bind; the server checks the same text. */
export function addressBindMessage(accountId: string): string {
  return `Bind this wallet to account ${accountId}`;
}
