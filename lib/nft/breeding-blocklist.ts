import { getAddress, isAddress, type Address } from 'viem';

/**
 * Accounts 10 to 20 of the local chain's well-known development mnemonic: real keys a local demo can
 * import to see the refusal, and none of the ten accounts anvil funds and the tests sign with.
 */
export const DEFAULT_BREEDING_BLOCKED_ADDRESSES: readonly Address[] = [
  '0xBcd4042DE499D14e55001CcbB24a551F3b954096',
  '0x71bE63f3384f5fb98995898A86B02Fb2426c5788',
  '0xFABB0ac9d68B0B445fB7357272Ff202C5651694a',
  '0x1CBd3b2770909D4e10f157cABC84C7264073C9Ec',
  '0xdF3e18d64BC6A983f673Ab319CCaE4f1a57C7097',
  '0xcd3B766CCDd6AE721141F452C550Ca635964ce71',
  '0x2546BcD3c84621e976D8185a91A922aE77ECEc30',
  '0xbDA5747bFD65F08deb54cb465eB87D40e51B197E',
  '0xdD2FD4581271e230360230F9337D5c0430Bf44C0',
  '0x8626f6940E2eb28930eFb4CeF49B2d1F2C9C1199',
  '0x09DB0a93B389bEF724429898f539AEB7ac2Dd55f',
];

/**
 * A comma separated list of addresses, checksummed. An entry that is not an address is a mistake in the
 * deployment's settings, so it is refused by name rather than skipped: a skipped entry would let that
 * wallet breed.
 */
export function parseAddressList(raw: string, settingName: string): Address[] {
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const invalid = entries.filter((entry) => !isAddress(entry, { strict: false }));
  if (invalid.length > 0) throw new Error(`${settingName}: not addresses: ${invalid.join(', ')}`);
  return entries.map((entry) => getAddress(entry));
}

/**
 * docs/PRODUCT.md §5: the wallets breeding is refused to. A deployment lists them in the server's
 * BREEDING_BLOCKED_ADDRESSES (comma separated; empty for none), which /config.json hands the app; unset, the
 * local list applies.
 */
export function breedingBlockedAddresses(raw: string | undefined): Address[] {
  return raw === undefined ? [...DEFAULT_BREEDING_BLOCKED_ADDRESSES] : parseAddressList(raw, 'BREEDING_BLOCKED_ADDRESSES');
}
