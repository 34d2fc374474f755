import { E2E_ACCOUNTS, devAccount } from './accounts';
import { expect, expectTxDone, logInAsWallet, test } from './fixtures';
import {
  chain,
  chainControl,
  contractOwner,
  contracts,
  expectBroadcastRecord,
  mined,
  newBlindCreature,
  newBlindPendant,
  newRevealedCreature,
  nonceOf,
  openCreature,
  tokenBalanceOf,
  walletOf,
} from './nft-chain';

const { CreatureNft, CreatureUpgrade, CreatureBreeding, CreatureStakingPool, PendantNft, TalkToken } = contracts;
const HOLDER_INDEX = E2E_ACCOUNTS.nftActions.holder;
const holder = devAccount(HOLDER_INDEX);

const creatureOf = (tokenId: bigint) => chain.readContract({ ...CreatureNft, functionName: 'creatureOf', args: [tokenId] });
const ownerOf = (tokenId: bigint) => chain.readContract({ ...CreatureNft, functionName: 'ownerOf', args: [tokenId] });
/** A new creature of the holder, staked, with one pledge day passed on the chain; and the income now due. */
async function stakedForADay(): Promise<{ tokenId: bigint; income: bigint }> {
  const tokenId = await newRevealedCreature(holder);
  await mined(walletOf(holder).writeContract({ ...CreatureNft, functionName: 'approve', args: [CreatureStakingPool.address, tokenId] }));
  await mined(walletOf(holder).writeContract({ ...CreatureStakingPool, functionName: 'stake', args: [tokenId] }));
  await chainControl.increaseTime({ seconds: 24 * 3600 + 60 });
  await chainControl.mine({ blocks: 1 });
  return { tokenId, income: await chain.readContract({ ...CreatureStakingPool, functionName: 'pendingIncome', args: [tokenId] }) };
}
const incomeOwedToHolder = () => chain.readContract({ ...CreatureStakingPool, functionName: 'incomeOwed', args: [holder.address] });

test.describe('creature actions', () => {
  let token: string;
  test.beforeEach(async ({ page, testWallet }) => {
    ({ token } = await logInAsWallet(page, holder));
    await testWallet({ accountIndex: HOLDER_INDEX });
  });

  test('a spent creature is reborn, counts down, and is accelerated with talk', async ({ page, request }) => {
    const tokenId = await newRevealedCreature(holder);
    await mined(walletOf(contractOwner).writeContract({ ...CreatureNft, functionName: 'updateLifespan', args: [tokenId, 0n] }));

    await openCreature(page, tokenId);
    await page.getByRole('button', { name: 'Rebirth', exact: true }).click();
    await expectTxDone(page, 'Rebirth started');
    await expect.poll(async () => (await creatureOf(tokenId)).creature.rebirthTime).not.toBe(0n);
    await expect(page.getByTestId('rebirth-countdown')).toHaveText(/^0[78]:\d\d:\d\d$/);
    await expectBroadcastRecord(page, request, token, 'rebirth', 3);

    await page.getByRole('button', { name: 'Accelerate rebirth' }).click();
    await expectTxDone(page, 'Rebirth complete');
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
    await expectTxDone(page, 'Nest created');
    await expect.poll(() => ownerOf(tokenId)).toBe(CreatureBreeding.address);
    // The approval of this one creature, then the nest.
    expect(await nonceOf(holder.address)).toBe(nonceBefore + 2);
    await expectBroadcastRecord(page, request, token, 'createNest', 11);

    await page.getByRole('button', { name: 'Close nest' }).click();
    await expectTxDone(page, 'Nest closed');
    await expect.poll(() => ownerOf(tokenId)).toBe(holder.address);
    await expectBroadcastRecord(page, request, token, 'closeNest', 15);
  });

  test('an NFT approval already given for all tokens is not asked again', async ({ page }) => {
    const tokenId = await newRevealedCreature(holder);
    await mined(
      walletOf(holder).writeContract({ ...CreatureNft, functionName: 'setApprovalForAll', args: [CreatureStakingPool.address, true] }),
    );
    const nonceBefore = await nonceOf(holder.address);

    await openCreature(page, tokenId);
    await page.getByRole('button', { name: 'Stake', exact: true }).click();
    await expectTxDone(page, 'Creature staked');
    await expect.poll(() => chain.readContract({ ...CreatureStakingPool, functionName: 'isStaked', args: [tokenId] })).toBe(true);
    expect(await nonceOf(holder.address)).toBe(nonceBefore + 1);

    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expectTxDone(page, 'Creature withdrawn');
    await expect.poll(() => ownerOf(tokenId)).toBe(holder.address);
  });

  test('a blind pendant is opened, then equipped; uninstalling gives it back', async ({ page, request }) => {
    const tokenId = await newRevealedCreature(holder);
    const pendantId = await newBlindPendant(holder);

    await openCreature(page, tokenId);
    await page.getByRole('button', { name: `Equip pendant #${pendantId}` }).click();
    await expectTxDone(page, 'Pendant equipped');
    await expect.poll(() => chain.readContract({ ...PendantNft, functionName: 'equippedOn', args: [pendantId] })).toBe(tokenId);
    expect((await chain.readContract({ ...PendantNft, functionName: 'pendantOf', args: [pendantId] })).pendant.opened).toBe(true);
    await expectBroadcastRecord(page, request, token, 'equipPendant', 5);

    await page.getByRole('button', { name: `Uninstall pendant #${pendantId}` }).click();
    await expectTxDone(page, 'Pendant uninstalled');
    await expect.poll(() => chain.readContract({ ...PendantNft, functionName: 'ownerOf', args: [pendantId] })).toBe(holder.address);
    await expectBroadcastRecord(page, request, token, 'uninstallPendant', 6);
  });

  test('a blind creature is revealed, and what needed it becomes possible', async ({ page }) => {
    const tokenId = await newBlindCreature(holder);

    await openCreature(page, tokenId);
    await expect(page.getByRole('button', { name: 'Stake', exact: true })).toBeDisabled();
    await expect(page.getByTestId('creature-sheet')).toContainText('Reveal it first.');
    await page.getByRole('button', { name: 'Reveal', exact: true }).click();
    await expectTxDone(page, 'Creature revealed');
    await expect.poll(async () => (await creatureOf(tokenId)).creature.revealed).toBe(true);
    await expect(page.getByRole('button', { name: 'Stake', exact: true })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Reveal', exact: true })).toHaveCount(0);
  });

  test('a rebirth whose frozen time is over is claimed without paying talk', async ({ page }) => {
    const tokenId = await newRevealedCreature(holder);
    await mined(walletOf(contractOwner).writeContract({ ...CreatureNft, functionName: 'updateLifespan', args: [tokenId, 0n] }));
    await mined(walletOf(holder).writeContract({ ...CreatureUpgrade, functionName: 'rebirth', args: [tokenId] }));
    const readyAt = (await creatureOf(tokenId)).creature.rebirthTime;
    const { timestamp } = await chain.getBlock();
    await chainControl.increaseTime({ seconds: Number(readyAt - timestamp) + 1 });
    await chainControl.mine({ blocks: 1 });
    const talkBefore = await tokenBalanceOf(TalkToken.address, holder.address);

    await openCreature(page, tokenId);
    await expect(page.getByRole('button', { name: 'Accelerate rebirth' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Claim rebirth' }).click();
    await expectTxDone(page, 'Rebirth complete');
    await expect.poll(async () => (await creatureOf(tokenId)).creature.rebirthTime).toBe(0n);
    const settings = await chain.readContract({ ...CreatureUpgrade, functionName: 'getSettings' });
    expect((await creatureOf(tokenId)).creature.lifespan).toBe(settings.lifespanTimes);
    expect(await tokenBalanceOf(TalkToken.address, holder.address)).toBe(talkBefore);
    await expect(page.getByTestId('lifespan')).toHaveText(String(settings.lifespanTimes));
  });

  test("a staked creature releases a pledge day's income, stays staked, then is withdrawn", async ({ page }) => {
    const { tokenId, income } = await stakedForADay();
    expect(income > 0n).toBe(true);
    const talkBefore = await tokenBalanceOf(TalkToken.address, holder.address);

    await openCreature(page, tokenId);
    await page.getByRole('button', { name: 'Release income' }).click();
    await expectTxDone(page, 'Income released');
    await expect.poll(() => tokenBalanceOf(TalkToken.address, holder.address)).toBe(talkBefore + income);
    expect(await chain.readContract({ ...CreatureStakingPool, functionName: 'isStaked', args: [tokenId] })).toBe(true);
    // Nothing more is due until the next pledge day.
    await expect(page.getByRole('button', { name: 'Release income' })).toBeDisabled();

    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expectTxDone(page, 'Creature withdrawn');
    await expect.poll(() => ownerOf(tokenId)).toBe(holder.address);
  });

  test('a withdrawal whose income cannot be minted still returns the creature; the talk owed is claimed later', async ({ page }) => {
    const { tokenId, income } = await stakedForADay();
    const owed = (await incomeOwedToHolder()) + income;
    const setPoolMinter = (allowed: boolean) =>
      mined(
        walletOf(contractOwner).writeContract({ ...TalkToken, functionName: 'setMinter', args: [CreatureStakingPool.address, allowed] }),
      );
    await setPoolMinter(false);
    try {
      await openCreature(page, tokenId);
      await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
      await expectTxDone(page, 'Creature withdrawn');
      await expect.poll(() => ownerOf(tokenId)).toBe(holder.address);
      expect(await incomeOwedToHolder()).toBe(owed);
    } finally {
      await setPoolMinter(true);
    }
    const talkBefore = await tokenBalanceOf(TalkToken.address, holder.address);
    // Reloaded, the NFT tab reconnects the wallet and reads what is owed.
    await page.goto('/nft');
    await expect(page.getByTestId('income-owed')).toHaveText(`talk owed from a withdrawn stake: ${Number(owed / 10n ** 18n)}`);
    await page.getByRole('button', { name: 'Claim owed talk' }).click();
    await expect(page.getByText('Owed talk claimed')).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => tokenBalanceOf(TalkToken.address, holder.address)).toBe(talkBefore + owed);
    await expect(page.getByTestId('income-owed')).toBeHidden();
  });
});
