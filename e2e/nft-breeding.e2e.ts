import { decodeFunctionData } from 'viem';
import { expect, logInThroughApi, test, uniqueEmail } from './fixtures';
import { E2E_BREEDING_BLOCKED_ACCOUNT_INDEX } from './global-setup';
import {
  approveToken,
  chain,
  chainControl,
  contractOwner,
  contracts,
  devAccount,
  expectBroadcastRecord,
  mined,
  newRevealedCreature,
  nonceOf,
  openIncubator,
  storedHash,
  tokenBalanceOf,
  walletOf,
  type DevAccount,
} from './nft-chain';

const { CreatureNft, CreatureBreeding, AfaToken } = contracts;
/** This file's own dev accounts: the pairing holder and the owner of the nests it pairs with. */
const HOLDER_INDEX = 9;
const holder = devAccount(HOLDER_INDEX);
const NEST_OWNER_INDEX = 4;
const nestOwner = devAccount(NEST_OWNER_INDEX);

async function newNest(owner: DevAccount): Promise<bigint> {
  const tokenId = await newRevealedCreature(owner);
  await mined(walletOf(owner).writeContract({ ...CreatureNft, functionName: 'approve', args: [CreatureBreeding.address, tokenId] }));
  await mined(walletOf(owner).writeContract({ ...CreatureBreeding, functionName: 'createNest', args: [tokenId] }));
  return tokenId;
}

async function breedInUi(page: import('@playwright/test').Page, nestId: bigint, tokenId: bigint) {
  const row = page.getByRole('listitem').filter({ hasText: `Nest #${nestId}` });
  await row.getByRole('combobox').selectOption(String(tokenId));
  return row;
}

const pairOf = async (tokenId: bigint) =>
  (await chain.readContract({ ...CreatureBreeding, functionName: 'pairsOfOwner', args: [holder.address] })).find(
    (pair) => pair.tokenId2 === tokenId,
  );

test.describe('breeding in the incubator', () => {
  let token: string;
  test.beforeEach(async ({ page, testWallet }) => {
    ({ token } = await logInThroughApi(page, uniqueEmail('nft-breeding')));
    await testWallet({ accountIndex: HOLDER_INDEX });
  });

  test('pairs with an open nest, counts down, and claims the offspring', async ({ page, request }) => {
    const nestId = await newNest(nestOwner);
    const tokenId = await newRevealedCreature(holder);

    await openIncubator(page);
    const row = await breedInUi(page, nestId, tokenId);
    await expect(row).toContainText('Cost: 200 AFA');
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
    await page.getByRole('button', { name: `Claim offspring of pair #${pair.pairId}` }).click();
    await expect(page.getByText('Offspring claimed')).toBeVisible({ timeout: 30_000 });
    await expect.poll(async () => (await pairOf(tokenId))?.claimed).toBe(true);
    const offspringId = (await pairOf(tokenId))!.offspringId;
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
    await expect(row).toContainText('Cost: 250 AFA (includes one breed time)');
    await row.getByRole('button', { name: `Breed with nest #${nestId}` }).click();
    await expect(page.getByText('Pair created')).toBeVisible({ timeout: 30_000 });
    await expect.poll(async () => (await pairOf(tokenId))?.tokenId1).toBe(nestId);

    const hash = await storedHash(page, 'breedPair');
    const sent = await chain.getTransaction({ hash: hash! });
    expect(decodeFunctionData({ abi: CreatureBreeding.abi, data: sent.input }).functionName).toBe('pairWithBreedTime');
    await expectBroadcastRecord(page, request, token, 'breedPair', 13);
  });
});

test.describe('a wallet on the breeding blocklist', () => {
  const blocked = devAccount(E2E_BREEDING_BLOCKED_ACCOUNT_INDEX);

  test("is told 'Do not support' and cannot pair, though the chain would let it", async ({ page, testWallet }) => {
    await logInThroughApi(page, uniqueEmail('nft-breeding-blocked'));
    await testWallet({ accountIndex: E2E_BREEDING_BLOCKED_ACCOUNT_INDEX });
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
    await chain.simulateContract({ ...CreatureBreeding, functionName: 'pair', args: [nestId, tokenId], account: blocked.address });
    expect(await nonceOf(blocked.address)).toBe(nonceBefore);
    expect(await chain.readContract({ ...CreatureBreeding, functionName: 'pairsOfOwner', args: [blocked.address] })).toEqual([]);
  });
});

test.describe('nest rewards', () => {
  test('a pairing on my nest earns its share of the fee, and I withdraw it', async ({ page, testWallet }) => {
    await logInThroughApi(page, uniqueEmail('nft-nest-reward'));
    await testWallet({ accountIndex: NEST_OWNER_INDEX });
    const nestId = await newNest(nestOwner);
    // Someone pairs with the nest and pays the breed cost; part of it is credited to the nest owner.
    const tokenId = await newRevealedCreature(holder);
    const { breedCost } = await chain.readContract({ ...CreatureBreeding, functionName: 'getSettings' });
    await approveToken(holder, AfaToken.address, CreatureBreeding.address, breedCost);
    const rewardBefore = await chain.readContract({ ...CreatureBreeding, functionName: 'rewards', args: [nestOwner.address] });
    await mined(walletOf(holder).writeContract({ ...CreatureBreeding, functionName: 'pair', args: [nestId, tokenId] }));
    const reward = await chain.readContract({ ...CreatureBreeding, functionName: 'rewards', args: [nestOwner.address] });
    expect(reward - rewardBefore).toBe(await chain.readContract({ ...CreatureBreeding, functionName: 'nestReward', args: [breedCost] }));
    const balanceBefore = await tokenBalanceOf(AfaToken.address, nestOwner.address);

    await openIncubator(page);
    await expect(page.getByTestId('nest-reward')).toHaveText(`Nest rewards: ${Number(reward / 10n ** 18n)} AFA`);
    await page.getByRole('button', { name: 'Withdraw rewards' }).click();
    await expect(page.getByText('Rewards withdrawn')).toBeVisible({ timeout: 30_000 });

    await expect.poll(() => tokenBalanceOf(AfaToken.address, nestOwner.address)).toBe(balanceBefore + reward);
    expect(await chain.readContract({ ...CreatureBreeding, functionName: 'rewards', args: [nestOwner.address] })).toBe(0n);
    await expect(page.getByTestId('nest-reward')).toHaveText('Nest rewards: 0 AFA');
    await expect(page.getByRole('button', { name: 'Withdraw rewards' })).toBeDisabled();
  });
});
