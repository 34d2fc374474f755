/** docs/PRODUCT.md §9: an address shows its first 6 characters, '...', and its last 4. */
export function formatAddress(address: string | null | undefined): string {
  if (!address) return '';
  if (address.length <= 10) return address;
  return `${address.slice(0, 6)}...${address.slice(-4)}`;
}
