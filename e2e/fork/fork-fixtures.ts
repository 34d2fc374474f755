// What the fork suite finds on the forked chain instead of assuming demo state, and each test's
// evm_snapshot / evm_revert, so a test changes nothing another one sees.
import { parseEther, type Address } from 'viem';
import { expect, logInThroughApi, test as base, uniqueEmail } from '../fixtures';
import { chain, chainControl, contracts, impersonatedWallet, mined } from '../nft-chain';

const { CreatureNft, AfaToken } = contracts;
/** How far back from the newest creature the search for a holder goes, so a big collection stays quick. */
const CREATURES_SEARCHED = 300n;
/** Gas money for an impersonated account that has less (a contract's owner may hold none). */
const GAS_MONEY = parseEther('1');

export interface ForkHolder {
  address: Address;
  /** One of their creatures that is revealed and may breed: every action of the sheet is open to it. */
  tokenId: bigint;
}

interface ForkFixtures {
  /** The chain as the fork started; reverted when the test ends, pass or fail. */
  forkSnapshot: void;
  /** A real holder of a creature on the fork, logged in by email, whom the test wallet impersonates. */
  holder: ForkHolder;
}

export const test = base.extend<ForkFixtures>({
  forkSnapshot: [
    async ({ page }, provide) => {
      const id = await chainControl.snapshot();
      await provide();
      // The page goes first, so the app never sees the chain move back under it.
      await page.close();
      await chainControl.revert({ id });
    },
    { auto: true },
  ],
  holder: async ({ page, testWallet }, provide) => {
    const holder = await findHolder();
    await logInThroughApi(page, uniqueEmail('fork'));
    await testWallet({ impersonate: holder.address });
    await provide(holder);
  },
});

export { expect };

async function isExternallyOwned(address: Address): Promise<boolean> {
  const code = await chain.getCode({ address });
  return code === undefined || code === '0x';
}

/** The newest creature on the fork that is revealed, may breed, and is held by a person (not a contract). */
export async function findHolder(): Promise<ForkHolder> {
  const next = await chain.readContract({ ...CreatureNft, functionName: 'nextTokenId' });
  for (let tokenId = next - 1n; tokenId >= 1n && next - tokenId <= CREATURES_SEARCHED; tokenId -= 1n) {
    const card = await chain.readContract({ ...CreatureNft, functionName: 'creatureOf', args: [tokenId] }).catch(() => undefined);
    if (!card?.breedable || card.creature.rebirthTime !== 0n || !(await isExternallyOwned(card.owner))) continue;
    return { address: card.owner, tokenId };
  }
  throw new Error(`No person on the fork holds a revealed creature that may breed among the newest ${CREATURES_SEARCHED}`);
}

/** Sends as `address` through impersonation, with gas money when it has too little. */
export async function actAs(address: Address) {
  if ((await chain.getBalance({ address })) < GAS_MONEY) await chainControl.setBalance({ address, value: GAS_MONEY });
  return impersonatedWallet(address);
}

/** The contracts' owner mints `amount` AFA to `to`, as a test's setup on a chain where nobody gave them any. */
export async function giveAfa(to: Address, amount: bigint): Promise<void> {
  const owner = await chain.readContract({ ...AfaToken, functionName: 'owner' });
  await mined((await actAs(owner)).writeContract({ ...AfaToken, functionName: 'mint', args: [to, amount] }));
}
