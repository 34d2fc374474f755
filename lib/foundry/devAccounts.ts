import { mnemonicToSeedSync } from '@scure/bip39';
import { HDKey, hdKeyToAccount, type HDAccount } from 'viem/accounts';

/** The public mnemonic anvil (and hardhat) derive their dev accounts from: local chains only. */
export const DEV_MNEMONIC = 'test test test test test test test test test test test junk';

/**
 * The dev accounts that count as well-known: the test wallet offers them and a deploy to a real network
 * refuses them. anvil funds the first ten unless started with more (`--accounts`).
 */
export const WELL_KNOWN_DEV_ACCOUNT_COUNT = 40;

/**
 * The mnemonic's root key. Its BIP-39 seed is 2,048 rounds of PBKDF2-HMAC-SHA512, the costly part of deriving an
 * account: done once, every account after it takes a few elliptic-curve steps.
 */
let rootKey: HDKey | undefined;
const accounts = new Map<number, HDAccount>();

/** Dev account `index` of the public mnemonic. */
export function devAccount(index: number): HDAccount {
  let account = accounts.get(index);
  if (!account) {
    rootKey ??= HDKey.fromMasterSeed(mnemonicToSeedSync(DEV_MNEMONIC));
    account = hdKeyToAccount(rootKey, { addressIndex: index });
    accounts.set(index, account);
  }
  return account;
}

/**
 * Derives the seed with the platform's PBKDF2 (Web Crypto), where there is one: in a page, a few milliseconds off
 * the main thread, where the script's holds it some 50 ms at each load. `devAccount` needs no seed of its own after it.
 */
export async function prepareDevAccounts(): Promise<void> {
  const subtle = globalThis.crypto?.subtle;
  if (rootKey || !subtle) return;
  // BIP-39: the NFKD mnemonic is the password, "mnemonic" (and no passphrase) the salt.
  const encode = (text: string) => new TextEncoder().encode(text.normalize('NFKD'));
  const password = await subtle.importKey('raw', encode(DEV_MNEMONIC), 'PBKDF2', false, ['deriveBits']);
  const seed = await subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-512', salt: encode('mnemonic'), iterations: 2048 }, password, 512);
  rootKey ??= HDKey.fromMasterSeed(new Uint8Array(seed));
}
