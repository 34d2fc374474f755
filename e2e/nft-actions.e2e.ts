import { expect, logInThroughApi, test, uniqueEmail } from './fixtures';
import {
  chain,
  contractOwner,
  contracts,
  devAccount,
  expectBroadcastRecord,
  mined,
  newBlindPendant,
  newRevealedCreature,
  nonceOf,
  openCreature,
  walletOf,
} from './nft-chain';

const { CreatureNft, CreatureUpgrade, CreatureBreeding, CreatureStakingPool, PendantNft } = contracts;
/** This file's own dev account: no other test spends from it. */
const HOLDER_INDEX = 8;
const holder = devAccount(HOLDER_INDEX);

const creatureOf = (tokenId: bigint) => chain.readContract({ ...CreatureNft, functionName: 'creatureOf', args: [tokenId] });
const ownerOf = (tokenId: bigint) => chain.readContract({ ...CreatureNft, functionName: 'ownerOf', args: [tokenId] });

test.describe('creature actions', () => {
  let token: string;
  test.beforeEach(async ({ page, testWallet }) => {
    ({ token } = await logInThroughApi(page, uniqueEmail('nft-actions')));
    await testWallet({ accountIndex: HOLDER_INDEX });
  });

  test('a spent creature is reborn, counts down, and is accelerated with talk', async ({ page, request }) => {
    const tokenId = await newRevealedCreature(holder);
    await mined(walletOf(contractOwner).writeContract({ ...CreatureNft, functionName: 'updateLifespan', args: [tokenId, 0n] }));

    await openCreature(page, tokenId);
    await page.getByRole('button', { name: 'Rebirth', exact: true }).click();
    await expect(page.getByText('Rebirth started')).toBeVisible({ timeout: 30_000 });
    await expect.poll(async () => (await creatureOf(tokenId)).creature.rebirthTime).not.toBe(0n);
    await expect(page.getByTestId('rebirth-countdown')).toHaveText(/^0[78]:\d\d:\d\d$/);
    await expectBroadcastRecord(page, request, token, 'rebirth', 3);

    await page.getByRole('button', { name: 'Accelerate rebirth' }).click();
    await expect(page.getByText('Rebirth complete')).toBeVisible({ timeout: 30_000 });
    await expect.poll(async () => (await creatureOf(tokenId)).creature.rebirthTime).toBe(0n);
    const upgrade = await chain.readContract({ ...CreatureUpgrade, functionName: 'getSettings' });
    expect((await creatureOf(tokenId)).creature.lifespan).toBe(upgrade.lifespanTimes);
    await expect(page.getByTestId('lifespan')).toHaveText(String(upgrade.lifespanTimes));
    await expectBroadcastRecord(page, request, token, 'accelerateRebirth', 4);
  });

  test('a nest is created with the NFT approval, then closed', async ({ page, request }) => {
    const tokenId = await newRevealedCreature(holder);
    const nonceBefore = await nonceOf(holder.address);

    await openCreature(page, tokenId);
    await page.getByRole('button', { name: 'Create nest' }).click();
    await expect(page.getByText('Nest created')).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => ownerOf(tokenId)).toBe(CreatureBreeding.address);
    // The approval of this one creature, then the nest.
    expect(await nonceOf(holder.address)).toBe(nonceBefore + 2);
    await expectBroadcastRecord(page, request, token, 'createNest', 11);

    await page.getByRole('button', { name: 'Close nest' }).click();
    await expect(page.getByText('Nest closed')).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => ownerOf(tokenId)).toBe(holder.address);
    await expectBroadcastRecord(page, request, token, 'closeNest', 15);
  });

  test('an NFT approval already given for all tokens is not asked again', async ({ page }) => {
    const tokenId = await newRevealedCreature(holder);
    await mined(walletOf(holder).writeContract({ ...CreatureNft, functionName: 'setApprovalForAll', args: [CreatureStakingPool.address, true] }));
    const nonceBefore = await nonceOf(holder.address);

    await openCreature(page, tokenId);
    await page.getByRole('button', { name: 'Stake', exact: true }).click();
    await expect(page.getByText('Creature staked')).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => chain.readContract({ ...CreatureStakingPool, functionName: 'isStaked', args: [tokenId] })).toBe(true);
    expect(await nonceOf(holder.address)).toBe(nonceBefore + 1);

    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(page.getByText('Creature withdrawn')).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => ownerOf(tokenId)).toBe(holder.address);
  });

  test('a blind pendant is opened, then equipped; uninstalling gives it back', async ({ page, request }) => {
    const tokenId = await newRevealedCreature(holder);
    const pendantId = await newBlindPendant(holder);

    await openCreature(page, tokenId);
    await page.getByRole('button', { name: `Equip pendant #${pendantId}` }).click();
    await expect(page.getByText('Pendant equipped')).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => chain.readContract({ ...PendantNft, functionName: 'equippedOn', args: [pendantId] })).toBe(tokenId);
    expect((await chain.readContract({ ...PendantNft, functionName: 'pendantOf', args: [pendantId] })).pendant.opened).toBe(true);
    await expectBroadcastRecord(page, request, token, 'equipPendant', 5);

    await page.getByRole('button', { name: `Uninstall pendant #${pendantId}` }).click();
    await expect(page.getByText('Pendant uninstalled')).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => chain.readContract({ ...PendantNft, functionName: 'ownerOf', args: [pendantId] })).toBe(holder.address);
    await expectBroadcastRecord(page, request, token, 'uninstallPendant', 6);
  });
});
