// The e2e tests' dev accounts, one table: each file signs, binds and transacts with indices no other file uses,
// so files can run side by side and a wallet one file binds at its sign-in is bound for no other.
import { devAccount, WELL_KNOWN_DEV_ACCOUNT_COUNT } from '../lib/foundry/devAccounts';

export { devAccount };
export type DevAccount = ReturnType<typeof devAccount>;

/**
 * Each file's accounts, by role. Index 0 deploys and owns the contracts and is the test wallet's default
 * account; the demo state gives creatures to 0, 1 and 2. Accounts 10 to 20 are on the local breeding
 * blocklist (lib/nft/breeding-blocklist.ts), so only wallets that never breed or pair take them.
 */
export const E2E_ACCOUNTS = {
  deployer: { owner: 0 },
  nftBreeding: { blocked: 1, nestOwner: 4, holder: 21 },
  nftBuy: { holder: 2 },
  wallet: { balances: 3, boundElsewhere: 10, free: 11 },
  nftBatch: { holder: 5 },
  walletApprovals: { holder: 6 },
  nftUpgrade: { holder: 7 },
  nftActions: { holder: 8 },
  faults: { holder: 9, other: 12, nestOwner: 22 },
  walletTab: { reader: 13, minter: 23, sender: 24 },
  readyReminders: { staker: 14 },
  communityInvites: { newWallet: 15 },
  walletSession: { signer: 16, other: 17, bound: 18, newDevice: 19 },
  csp: { connected: 20 },
  nftMint: { holder: 25 },
  navigationAndHeaders: { reader: 26 },
  walletStackLoading: { connected: 27 },
  communityWalletLogin: { signer: 28, refusingSigner: 29 },
  forkBreeding: { nestOpener: 30 },
  webkitJourneys: { holder: 31 },
  nftMetadata: { holder: 32, stranger: 33 },
  market: { seller: 34, buyer: 35, feeRecipient: 36 },
} as const satisfies Record<string, Record<string, number>>;

const indices = (table: Record<string, Record<string, number>>) => Object.values(table).flatMap((roles) => Object.values(roles));

/** How many dev accounts the e2e stacks fund (ether, AFA and talk): every account of the table. */
export const E2E_DEV_ACCOUNT_COUNT = Math.max(...indices(E2E_ACCOUNTS)) + 1;

/** What makes a table of dev accounts unusable: an index used twice, or one the test wallet does not have. */
export function accountTableErrors(table: Record<string, Record<string, number>>, walletAccounts = WELL_KNOWN_DEV_ACCOUNT_COUNT): string[] {
  const owners = new Map<number, string>();
  const errors: string[] = [];
  for (const [file, roles] of Object.entries(table)) {
    for (const [role, index] of Object.entries(roles)) {
      const name = `${file}.${role}`;
      const owner = owners.get(index);
      if (owner) errors.push(`dev account ${index} is both ${owner} and ${name}`);
      else owners.set(index, name);
      if (!Number.isInteger(index) || index < 0 || index >= walletAccounts) {
        errors.push(`${name} is dev account ${index}; the test wallet has accounts 0 to ${walletAccounts - 1}`);
      }
    }
  }
  return errors;
}
