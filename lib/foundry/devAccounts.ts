import { mnemonicToAccount, type HDAccount } from 'viem/accounts';

/** The public mnemonic anvil (and hardhat) derive their dev accounts from: local chains only. */
export const DEV_MNEMONIC = 'test test test test test test test test test test test junk';

/**
 * The dev accounts that count as well-known: the test wallet offers them and a deploy to a real network
 * refuses them. anvil funds the first ten unless started with more (`--accounts`).
 */
export const WELL_KNOWN_DEV_ACCOUNT_COUNT = 40;

/** Dev account `index` of the public mnemonic. */
export const devAccount = (index: number): HDAccount => mnemonicToAccount(DEV_MNEMONIC, { addressIndex: index });
