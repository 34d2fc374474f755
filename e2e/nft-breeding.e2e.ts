import { createTestClient, decodeFunctionData, http } from 'viem';
import { expect, logInThroughApi, test, uniqueEmail } from './fixtures';
import {
  chain,
  contractOwner,
  contracts,
  devAccount,
  expectBroadcastRecord,
  mined,
  newRevealedCreature,
  storedHash,
  walletOf,
  type DevAccount,
} from './nft-chain';
import { E2E_RPC_URL } from './stack-ports';

const { CreatureNft, CreatureBreeding } = contracts;
/** This file's own dev accounts: the pairing holder and the owner of the nests it pairs with. */
const HOLDER_INDEX = 9;
const holder = devAccount(HOLDER_INDEX);
const nestOwner = devAccount(4);
const anvil = createTestClient({ mode: 'anvil', transport: http(E2E_RPC_URL) });

async function newNest(owner: DevAccount): Promise<bigint> {
  const tokenId = await newRevealedCreature(owner);
  await mined(walletOf(owner).writeContract({ ...CreatureNft, functionName: 'approve', args: [CreatureBreeding.address, tokenId] }));
  await mined(walletOf(owner).writeContract({ ...CreatureBreeding, functionName: 'createNest', args: [tokenId] }));
  return tokenId;
}

async function openIncubator(page: import('@playwright/test').Page) {
  await page.goto('/nftIncubator');
  await page.getByRole('button', { name: 'Connect wallet' }).click();
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
    await anvil.increaseTime({ seconds: 8 * 3600 + 1 });
    await anvil.mine({ blocks: 1 });
    await page.reload();
    await page.getByRole('button', { name: `Claim offspring of pair #${pair.pairId}` }).click();
    await expect(page.getByText('Offspring claimed')).toBeVisible({ timeout: 30_000 });
    await expect.poll(async () => (await pairOf(tokenId))?.claimed).toBe(true);
    const offspringId = (await pairOf(tokenId))!.offspringId;
    expect(await chain.readContract({ ...CreatureNft, functionName: 'ownerOf', args: [offspringId] })).toBe(holder.address);
    await expect(page.getByTestId(`pair-${pair.pairId}`)).toContainText(`Claimed: creature #${offspringId}`);
    await expectBroadcastRecord(page, request, token, 'claimBredNft', 14);
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
