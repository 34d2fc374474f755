import { decodeFunctionData, maxUint256 } from 'viem';
import { E2E_ACCOUNTS, devAccount, type DevAccount } from './accounts';
import { expect, logInAsWallet, logInThroughApi, test, uniqueEmail } from './fixtures';
import {
  approveToken,
  chain,
  chainControl,
  contractOwner,
  contracts,
  expectBroadcastRecord,
  mined,
  newRevealedCreature,
  nonceOf,
  openIncubator,
  storedHash,
  tokenBalanceOf,
  walletOf,
} from './nft-chain';

const { CreatureNft, CreatureBreeding, AfaToken, TalkToken } = contracts;
/** The pairing holder and the owner of the nests it pairs with. */
const HOLDER_INDEX = E2E_ACCOUNTS.nftBreeding.holder;
const holder = devAccount(HOLDER_INDEX);
const NEST_OWNER_INDEX = E2E_ACCOUNTS.nftBreeding.nestOwner;
const nestOwner = devAccount(NEST_OWNER_INDEX);

async function newNest(owner: DevAccount): Promise<bigint> {
  const tokenId = await newRevealedCreature(owner);
  await mined(walletOf(owner).writeContract({ ...CreatureNft, functionName: 'approve', args: [CreatureBreeding.address, tokenId] }));
  await mined(walletOf(owner).writeContract({ ...CreatureBreeding, functionName: 'createNest', args: [tokenId] }));
  return tokenId;
}

async function breedInUi(page: import('@playwright/test').Page, nestId: bigint, tokenId: bigint) {
  const row = page.getByRole('listitem').filter({ hasText: `Nest #${nestId}` });
  await row.getByRole('combobox', { name: 'Your creature' }).selectOption(String(tokenId));
  return row;
}

const breedingAllowance = () =>
  chain.readContract({ ...AfaToken, functionName: 'allowance', args: [holder.address, CreatureBreeding.address] });

const pairOf = async (tokenId: bigint) =>
  (await chain.readContract({ ...CreatureBreeding, functionName: 'pairsOfOwner', args: [holder.address] })).find(
    (pair) => pair.tokenId2 === tokenId,
  );

test.describe('breeding in the incubator', () => {
  let token: string;
  test.beforeEach(async ({ page, testWallet }) => {
    ({ token } = await logInAsWallet(page, holder));
    await testWallet({ accountIndex: HOLDER_INDEX });
  });

  test('pairs with an open nest, counts down, and claims the offspring', async ({ page, request }) => {
    const nestId = await newNest(nestOwner);
    const tokenId = await newRevealedCreature(holder);

    await openIncubator(page);
    const row = await breedInUi(page, nestId, tokenId);
    await expect(row.getByTestId('plan-cost')).toContainText('200 AFA');
    await row.getByRole('button', { name: `Breed with nest #${nestId}` }).click();
    await expect(page.getByText('Pair created')).toBeVisible({ timeout: 30_000 });
    await expect.poll(async () => (await pairOf(tokenId))?.tokenId1).toBe(nestId);
    await expectBroadcastRecord(page, request, token, 'breedPair', 13);

    const pair = (await pairOf(tokenId))!;
    await expect(page.getByTestId(`pair-${pair.pairId}`)).toContainText(/Claimable in 0[78]:\d\d:\d\d/);

    // The pair's frozen time passes on the chain.
    await chainControl.increaseTime({ seconds: 8 * 3600 + 1 });
    await chainControl.mine({ blocks: 1 });
    await page.reload();
    // The first press commits the claim, the second (a later block) mints the offspring.
    await page.getByRole('button', { name: `Claim offspring of pair #${pair.pairId}` }).click();
    await expect(page.getByText('Claim started')).toBeVisible({ timeout: 30_000 });
    await expect.poll(async () => (await pairOf(tokenId))?.seedBlock).not.toBe(0n);
    // The screen learns of the commit from the wallet service's index of the chain.
    await expect(page.getByTestId(`pair-${pair.pairId}`)).toContainText('Offspring drawn: press Claim offspring again to mint it', {
      timeout: 30_000,
    });
    await page.getByRole('button', { name: `Claim offspring of pair #${pair.pairId}` }).click();
    await expect(page.getByText('Offspring claimed')).toBeVisible({ timeout: 30_000 });
    await expect.poll(async () => (await pairOf(tokenId))?.claimed).toBe(true);
    const { offspringId, seedBlock } = (await pairOf(tokenId))!;
    // Claimed in a later block than the commit's: the traits came from the commit's block.
    expect(seedBlock > 0n).toBe(true);
    const claimHash = await storedHash(page, 'claimBredNft');
    expect((await chain.getTransactionReceipt({ hash: claimHash! })).blockNumber > seedBlock).toBe(true);
    expect(await chain.readContract({ ...CreatureNft, functionName: 'ownerOf', args: [offspringId] })).toBe(holder.address);
    await expect(page.getByTestId(`pair-${pair.pairId}`)).toContainText(`Claimed: creature #${offspringId}`);
    await expectBroadcastRecord(page, request, token, 'claimBredNft', 14);
    // The NFT tab lists it, from the wallet service's index of the chain.
    await page.goto('/nft');
    await expect(page.getByTestId(`creature-${offspringId}`)).toBeVisible();
  });

  test('a creature with no breed times left pairs through the variant that buys one', async ({ page, request }) => {
    const nestId = await newNest(nestOwner);
    const tokenId = await newRevealedCreature(holder);
    await mined(walletOf(contractOwner).writeContract({ ...CreatureNft, functionName: 'updateBread', args: [tokenId, 0] }));

    await openIncubator(page);
    const row = await breedInUi(page, nestId, tokenId);
    await expect(row.getByTestId('plan-cost')).toContainText('250 AFA');
    await expect(row).toContainText('(includes one breed time)');
    await row.getByRole('button', { name: `Breed with nest #${nestId}` }).click();
    await expect(page.getByText('Pair created')).toBeVisible({ timeout: 30_000 });
    await expect.poll(async () => (await pairOf(tokenId))?.tokenId1).toBe(nestId);

    const hash = await storedHash(page, 'breedPair');
    const sent = await chain.getTransaction({ hash: hash! });
    expect(decodeFunctionData({ abi: CreatureBreeding.abi, data: sent.input }).functionName).toBe('pairWithBreedTime');
    await expectBroadcastRecord(page, request, token, 'breedPair', 13);
  });
});

test.describe('the cost and the approval before the wallet asks, in the incubator', () => {
  test.beforeEach(async ({ page, testWallet }) => {
    await logInAsWallet(page, holder);
    await testWallet({ accountIndex: HOLDER_INDEX });
  });
  test.afterEach(() => approveToken(holder, AfaToken.address, CreatureBreeding.address, 0n));

  test('pairing shows its AFA cost and network fee, and approves exactly the cost by default', async ({ page }) => {
    const nestId = await newNest(nestOwner);
    const tokenId = await newRevealedCreature(holder);
    await approveToken(holder, AfaToken.address, CreatureBreeding.address, 0n);
    const nonceBefore = await nonceOf(holder.address);

    await openIncubator(page);
    const row = await breedInUi(page, nestId, tokenId);
    await expect(row.getByTestId('plan-cost')).toContainText('200 AFA');
    await expect(row.getByTestId('network-fee')).toHaveText(/^Network fee up to \d+(\.\d+)? ETH$/);
    await expect(row.getByRole('combobox', { name: 'Approve AFA' })).toHaveValue('exact');
    await row.getByRole('button', { name: `Breed with nest #${nestId}` }).click();
    await expect(page.getByText('Pair created')).toBeVisible({ timeout: 30_000 });

    await expect.poll(async () => (await pairOf(tokenId))?.tokenId1).toBe(nestId);
    // The approval and the pairing; the exact allowance is used up by the pairing.
    expect(await nonceOf(holder.address)).toBe(nonceBefore + 2);
    expect(await breedingAllowance()).toBe(0n);
  });

  test('an unlimited AFA approval when chosen, remembered; without ETH for the fee the pairing is refused before the wallet', async ({
    page,
  }) => {
    const [firstNest, secondNest] = [await newNest(nestOwner), await newNest(nestOwner)];
    const [firstId, secondId] = [await newRevealedCreature(holder), await newRevealedCreature(holder)];
    await approveToken(holder, AfaToken.address, CreatureBreeding.address, 0n);

    await openIncubator(page);
    const row = await breedInUi(page, firstNest, firstId);
    await row.getByRole('combobox', { name: 'Approve AFA' }).selectOption('unlimited');
    await row.getByRole('button', { name: `Breed with nest #${firstNest}` }).click();
    await expect(page.getByText('Pair created')).toBeVisible({ timeout: 30_000 });
    await expect.poll(breedingAllowance).toBe(maxUint256);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('approvalChoices') ?? '{}'))).toEqual({
      [AfaToken.address]: 'unlimited',
    });
    // The unlimited approval covers the next pairing: once it is quoted, there is nothing to choose.
    const covered = await breedInUi(page, secondNest, secondId);
    await expect(covered.getByTestId('network-fee')).toHaveText(/^Network fee up to \d+(\.\d+)? ETH$/);
    await expect(covered.getByRole('combobox', { name: 'Approve AFA' })).toHaveCount(0);

    const balance = await chain.getBalance({ address: holder.address });
    await chainControl.setBalance({ address: holder.address, value: 1_000n });
    try {
      const nonceBefore = await nonceOf(holder.address);
      // A reload forgets the quotes read with the old balance; the wallet stays connected.
      await page.reload();
      const next = await breedInUi(page, secondNest, secondId);
      await expect(next.getByTestId('fee-unaffordable')).toHaveText('Not enough ETH to pay the network fee.');
      await expect(next.getByRole('button', { name: `Breed with nest #${secondNest}` })).toBeDisabled();
      expect(await nonceOf(holder.address)).toBe(nonceBefore);
    } finally {
      await chainControl.setBalance({ address: holder.address, value: balance });
    }
  });
});

test.describe('a wallet on the breeding blocklist', () => {
  const blocked = devAccount(E2E_ACCOUNTS.nftBreeding.blocked);

  test("is told 'Do not support' and cannot pair, though the chain would let it", async ({ page, testWallet }) => {
    await logInThroughApi(page, uniqueEmail('nft-breeding-blocked'));
    await testWallet({ accountIndex: E2E_ACCOUNTS.nftBreeding.blocked });
    const nestId = await newNest(nestOwner);
    const tokenId = await newRevealedCreature(blocked);
    const [total] = await chain.readContract({ ...CreatureBreeding, functionName: 'breedQuote', args: [tokenId] });
    await approveToken(blocked, AfaToken.address, CreatureBreeding.address, total);
    const nonceBefore = await nonceOf(blocked.address);

    await openIncubator(page);
    const row = page.getByRole('listitem').filter({ hasText: `Nest #${nestId}` });
    await expect(row.getByTestId('breed-blocked')).toHaveText('Do not support');
    await expect(row.getByRole('button', { name: `Breed with nest #${nestId}` })).toBeDisabled();

    // The refusal is the app's (docs/PRODUCT.md §5): the contract itself would accept this pair.
    await chain.simulateContract({ ...CreatureBreeding, functionName: 'pair', args: [nestId, tokenId, total], account: blocked.address });
    expect(await nonceOf(blocked.address)).toBe(nonceBefore);
    expect(await chain.readContract({ ...CreatureBreeding, functionName: 'pairsOfOwner', args: [blocked.address] })).toEqual([]);
  });
});

test.describe('nest rewards', () => {
  test('a pairing on my nest earns its share of the fee, and I withdraw it', async ({ page, testWallet }) => {
    await logInThroughApi(page, uniqueEmail('nft-nest-reward'));
    await testWallet({ accountIndex: NEST_OWNER_INDEX });
    const rewardBefore = await afaRewardOf(nestOwner);
    const { breedCost } = await nestPairedByHolder();
    const reward = await afaRewardOf(nestOwner);
    expect(reward - rewardBefore).toBe(await chain.readContract({ ...CreatureBreeding, functionName: 'nestReward', args: [breedCost] }));
    const balanceBefore = await tokenBalanceOf(AfaToken.address, nestOwner.address);

    await openIncubator(page);
    await expect(page.getByTestId('nest-reward')).toHaveText(`Nest rewards: ${Number(reward / 10n ** 18n)} AFA`);
    await page.getByRole('button', { name: 'Withdraw rewards' }).click();
    await expect(page.getByText('Rewards withdrawn')).toBeVisible({ timeout: 30_000 });

    await expect.poll(() => tokenBalanceOf(AfaToken.address, nestOwner.address)).toBe(balanceBefore + reward);
    expect(await afaRewardOf(nestOwner)).toBe(0n);
    await expect(page.getByTestId('nest-reward')).toHaveText('Nest rewards: 0 AFA');
    await expect(page.getByRole('button', { name: 'Withdraw rewards' })).toBeDisabled();
  });

  test('rewards earned before the cost token changed stay owed in AFA: the nest closes, then I withdraw them', async ({
    page,
    testWallet,
  }) => {
    await logInThroughApi(page, uniqueEmail('nft-nest-reward-old-token'));
    await testWallet({ accountIndex: NEST_OWNER_INDEX });
    const { nestId } = await nestPairedByHolder();
    const reward = await afaRewardOf(nestOwner);
    expect(reward > 0n).toBe(true);
    const treasury = await chain.readContract({ ...CreatureBreeding, functionName: 'treasury' });
    const setCostToken = (token: `0x${string}`) =>
      mined(walletOf(contractOwner).writeContract({ ...CreatureBreeding, functionName: 'setAddresses', args: [token, treasury] }));
    await setCostToken(TalkToken.address);
    try {
      const balanceBefore = await tokenBalanceOf(AfaToken.address, nestOwner.address);
      await openIncubator(page);
      await page.getByRole('button', { name: `Close nest #${nestId}` }).click();
      await expect(page.getByText('Nest closed')).toBeVisible({ timeout: 30_000 });
      await expect.poll(() => chain.readContract({ ...CreatureNft, functionName: 'ownerOf', args: [nestId] })).toBe(nestOwner.address);
      // Closing paid nothing in talk for a reward earned in AFA: it is still owed, in AFA, and shown.
      expect(await afaRewardOf(nestOwner)).toBe(reward);
      await expect(page.getByTestId('nest-reward')).toHaveText(`Nest rewards: ${Number(reward / 10n ** 18n)} AFA`);
      await page.getByRole('button', { name: 'Withdraw rewards' }).click();
      await expect(page.getByText('Rewards withdrawn')).toBeVisible({ timeout: 30_000 });
      await expect.poll(() => tokenBalanceOf(AfaToken.address, nestOwner.address)).toBe(balanceBefore + reward);
    } finally {
      await setCostToken(AfaToken.address);
    }
  });
});

/**
 * A new nest of the nest owner that the holder pairs with, paying the breed cost: part of it is credited to the
 * nest owner.
 */
async function nestPairedByHolder(): Promise<{ nestId: bigint; breedCost: bigint }> {
  const nestId = await newNest(nestOwner);
  const tokenId = await newRevealedCreature(holder);
  const { breedCost } = await chain.readContract({ ...CreatureBreeding, functionName: 'getSettings' });
  await approveToken(holder, AfaToken.address, CreatureBreeding.address, breedCost);
  await mined(walletOf(holder).writeContract({ ...CreatureBreeding, functionName: 'pair', args: [nestId, tokenId, breedCost] }));
  return { nestId, breedCost };
}

const afaRewardOf = (account: DevAccount) =>
  chain.readContract({ ...CreatureBreeding, functionName: 'rewardOwed', args: [account.address, AfaToken.address] });
