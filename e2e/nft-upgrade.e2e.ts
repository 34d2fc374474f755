import { formatEther, maxUint256, parseGwei } from 'viem';
import { E2E_ACCOUNTS, devAccount } from './accounts';
import { expect, expectTxDone, logInAsWallet, test } from './fixtures';
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
  openCreature,
  pressFrontRun,
  storedHash,
  tokenBalanceOf,
  transactionPrompts,
  walletOf,
} from './nft-chain';

const { CreatureNft, CreatureUpgrade, AfaToken, TalkToken } = contracts;
const HOLDER_INDEX = E2E_ACCOUNTS.nftUpgrade.holder;
const holder = devAccount(HOLDER_INDEX);

async function setUpgradeAllowances(amount: bigint) {
  for (const token of [AfaToken.address, TalkToken.address]) await approveToken(holder, token, CreatureUpgrade.address, amount);
}

const afaBalance = () => tokenBalanceOf(AfaToken.address, holder.address);

const levelsOf = async (tokenId: bigint) =>
  (await chain.readContract({ ...CreatureUpgrade, functionName: 'upgradeInfo', args: [tokenId] })).levels;

test.describe('upgrading a creature', () => {
  let token: string;
  test.beforeEach(async ({ page, testWallet }) => {
    ({ token } = await logInAsWallet(page, holder));
    await testWallet({ accountIndex: HOLDER_INDEX });
  });

  test('approves AFA and talk, upgrades, confirms, and the service records the hash', { tag: '@engines' }, async ({ page, request }) => {
    const tokenId = await newRevealedCreature(holder);
    await setUpgradeAllowances(0n);
    const nonceBefore = await nonceOf(holder.address);

    await openCreature(page, tokenId);
    await expect(page.getByTestId('level-speed')).toHaveText('Lv 0');
    await page.getByRole('button', { name: 'Upgrade Speed' }).click();
    await expectTxDone(page, 'Upgrade confirmed');

    await expect.poll(async () => (await levelsOf(tokenId))[0]).toBe(1);
    await expect(page.getByTestId('level-speed')).toHaveText('Lv 1');
    // Two approvals (AFA, talk) and the upgrade: a wallet without atomic batches prompts for each.
    expect(await nonceOf(holder.address)).toBe(nonceBefore + 3);
    expect(await transactionPrompts(page)).toEqual(['eth_sendTransaction', 'eth_sendTransaction', 'eth_sendTransaction']);
    await expectBroadcastRecord(page, request, token, 'upgrade', 2);
  });

  test('skips the approvals when the allowances already cover the cost', async ({ page }) => {
    const tokenId = await newRevealedCreature(holder);
    await setUpgradeAllowances(maxUint256);
    const nonceBefore = await nonceOf(holder.address);

    await openCreature(page, tokenId);
    await page.getByRole('button', { name: 'Upgrade Energy' }).click();
    await expectTxDone(page, 'Upgrade confirmed');
    await expect.poll(async () => (await levelsOf(tokenId))[1]).toBe(1);
    expect(await nonceOf(holder.address)).toBe(nonceBefore + 1);
  });

  test('a rejected signature changes nothing and shows the failure title', async ({ page }) => {
    const tokenId = await newRevealedCreature(holder);
    await setUpgradeAllowances(maxUint256);
    const nonceBefore = await nonceOf(holder.address);

    await openCreature(page, tokenId);
    await page.evaluate(() => window.__testWallet?.rejectNext());
    await page.getByRole('button', { name: 'Upgrade Lucky' }).click();
    const failure = page.getByTestId('tx-failure');
    await expect(failure).toContainText('Upgrade failed!');
    await expect(failure).toContainText('You cancelled the request in your wallet.');
    await expect(page.getByTestId('level-lucky')).toHaveText('Lv 0');
    expect((await levelsOf(tokenId))[2]).toBe(0);
    expect(await nonceOf(holder.address)).toBe(nonceBefore);
    await expect(page.getByRole('button', { name: 'Upgrade Lucky' })).toBeEnabled();
  });

  test('a refusal by the contract is explained before the wallet is asked', async ({ page }) => {
    const tokenId = await newRevealedCreature(holder);
    await setUpgradeAllowances(maxUint256);
    await openCreature(page, tokenId);
    // The creature's lifespan is spent behind the screen's back: the sheet still offers the upgrade.
    await mined(walletOf(contractOwner).writeContract({ ...CreatureNft, functionName: 'updateLifespan', args: [tokenId, 0n] }));
    const nonceBefore = await nonceOf(holder.address);

    // Had the wallet been asked, this rejection would have answered and the reason would be a cancel.
    await page.evaluate(() => window.__testWallet?.rejectNext());
    await page.getByRole('button', { name: 'Upgrade Wisdom' }).click();
    const failure = page.getByTestId('tx-failure');
    await expect(failure).toContainText('Upgrade failed!');
    await expect(failure).toContainText("This creature's lifespan is spent: rebirth it first.");
    expect(await nonceOf(holder.address)).toBe(nonceBefore);
  });

  test('an upgrade cost raised after it was shown is refused, not taken from the larger allowance, and the new cost is shown', async ({
    page,
  }) => {
    const tokenId = await newRevealedCreature(holder);
    await setUpgradeAllowances(maxUint256);
    const settings = await chain.readContract({ ...CreatureUpgrade, functionName: 'getSettings' });
    const setSettings = (afaCostPerGrade: bigint) =>
      mined(
        walletOf(contractOwner).writeContract({
          ...CreatureUpgrade,
          functionName: 'setSettings',
          args: [{ ...settings, afaCostPerGrade }],
        }),
      );
    await openCreature(page, tokenId);
    const speed = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Upgrade Speed' }) });
    await expect(speed.getByTestId('plan-cost')).toContainText(`${formatEther(settings.afaCostPerGrade)} AFA`);

    // The collection's owner doubles the AFA cost while the holder looks at the old one.
    await setSettings(2n * settings.afaCostPerGrade);
    try {
      const [balanceBefore, nonceBefore] = await Promise.all([afaBalance(), nonceOf(holder.address)]);
      await speed.getByRole('button', { name: 'Upgrade Speed' }).click();
      const failure = page.getByTestId('tx-failure');
      await expect(failure).toContainText('Upgrade failed!');
      await expect(failure).toContainText('The price went up since it was shown: check the new price, then try again.');
      expect(await nonceOf(holder.address)).toBe(nonceBefore);
      expect(await afaBalance()).toBe(balanceBefore);
      expect((await levelsOf(tokenId))[0]).toBe(0);

      // The refusal refreshes the sheet: the new cost is shown, and paid once the holder presses again.
      await expect(speed.getByTestId('plan-cost')).toContainText(`${formatEther(2n * settings.afaCostPerGrade)} AFA`);
      await speed.getByRole('button', { name: 'Upgrade Speed' }).click();
      await expectTxDone(page, 'Upgrade confirmed');
      expect(await afaBalance()).toBe(balanceBefore - 2n * settings.afaCostPerGrade);
    } finally {
      await setSettings(settings.afaCostPerGrade);
    }
  });

  test('a cost raised while the upgrade waits for its block is refused by the contract, not charged', async ({ page }) => {
    const tokenId = await newRevealedCreature(holder);
    await setUpgradeAllowances(maxUint256);
    const settings = await chain.readContract({ ...CreatureUpgrade, functionName: 'getSettings' });
    const balanceBefore = await afaBalance();
    await openCreature(page, tokenId);

    // The upgrade waits in the pool, and the owner's raise, paying a higher tip, is mined before it in the same block,
    // as a front-running owner's would be.
    try {
      await pressFrontRun(page, 'Upgrade Speed', () =>
        walletOf(contractOwner).writeContract({
          ...CreatureUpgrade,
          functionName: 'setSettings',
          args: [{ ...settings, afaCostPerGrade: 2n * settings.afaCostPerGrade }],
          maxPriorityFeePerGas: parseGwei('100'),
          maxFeePerGas: parseGwei('200'),
        }),
      );
      const failure = page.getByTestId('tx-failure');
      await expect(failure).toContainText('Upgrade failed!', { timeout: 30_000 });
      await expect(failure).toContainText('The price went up since it was shown: check the new price, then try again.');
      expect((await levelsOf(tokenId))[0]).toBe(0);
      expect(await afaBalance()).toBe(balanceBefore);
    } finally {
      await mined(walletOf(contractOwner).writeContract({ ...CreatureUpgrade, functionName: 'setSettings', args: [settings] }));
    }
  });

  test('a reload while the upgrade is pending shows it pending, then confirmed', async ({ page, request }) => {
    const tokenId = await newRevealedCreature(holder);
    await setUpgradeAllowances(maxUint256);
    await openCreature(page, tokenId);

    // Blocks are mined on demand only: the upgrade stays in the pool until the test mines it.
    await chainControl.setAutomine(false);
    try {
      await page.getByRole('button', { name: 'Upgrade Speed' }).click();
      await expect(page.getByText('Waiting for confirmation…')).toBeVisible({ timeout: 30_000 });
      const hash = await storedHash(page, 'upgrade');
      expect(hash).toBeDefined();
      await page.reload();
      await expect(page.getByTestId('pending-transactions')).toHaveText('Upgrade · Pending');
      expect((await chain.getTransaction({ hash: hash! })).blockNumber).toBeNull();
      expect((await levelsOf(tokenId))[0]).toBe(0);
      await chainControl.mine({ blocks: 1 });
    } finally {
      await chainControl.setAutomine(true);
    }

    await expect.poll(async () => (await levelsOf(tokenId))[0]).toBe(1);
    await expect(page.getByTestId('pending-transactions')).toHaveCount(0, { timeout: 15_000 });
    await page.getByTestId(`creature-${tokenId}`).click();
    await expect(page.getByTestId('level-speed')).toHaveText('Lv 1');
    await expectBroadcastRecord(page, request, token, 'upgrade', 2);
    await page.goto('/wallet');
    await expect(page.getByRole('listitem').filter({ hasText: 'Upgrade' }).first().getByTestId('activity-status')).toHaveText('Confirmed');
  });
});
