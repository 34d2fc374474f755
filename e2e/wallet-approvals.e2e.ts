import { erc20Abi, erc721Abi, maxUint256, parseEther } from 'viem';
import { E2E_ACCOUNTS, devAccount } from './accounts';
import { expect, logInThroughApi, test, uniqueEmail } from './fixtures';
import { approveToken, chain, contracts, mined, newRevealedCreature, openCreature, walletOf } from './nft-chain';

// Approvals under the user's control: the amount chosen before an approval, and the Wallet tab's list of
// what the app's contracts may spend or move, each one revocable.
const { AfaToken, TalkToken, CreatureNft, CreatureUpgrade, CreatureStakingPool } = contracts;
const HOLDER_INDEX = E2E_ACCOUNTS.walletApprovals.holder;
const holder = devAccount(HOLDER_INDEX);

const allowance = (token: `0x${string}`) =>
  chain.readContract({ address: token, abi: erc20Abi, functionName: 'allowance', args: [holder.address, CreatureUpgrade.address] });
const stakingPoolIsOperator = () =>
  chain.readContract({ address: CreatureNft.address, abi: erc721Abi, functionName: 'isApprovedForAll', args: [holder.address, CreatureStakingPool.address] });

test.beforeEach(async ({ page, testWallet }) => {
  await logInThroughApi(page, uniqueEmail('wallet-approvals'));
  await testWallet({ accountIndex: HOLDER_INDEX });
});

test('lists what the app’s contracts may spend or move, and revokes each one once confirmed', async ({ page }) => {
  await approveToken(holder, AfaToken.address, CreatureUpgrade.address, maxUint256);
  await approveToken(holder, TalkToken.address, CreatureUpgrade.address, parseEther('25'));
  await mined(walletOf(holder).writeContract({ ...CreatureNft, functionName: 'setApprovalForAll', args: [CreatureStakingPool.address, true] }));

  await page.goto('/wallet');
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  const approvals = page.getByRole('list', { name: 'Approvals' });
  await expect(approvals.getByTestId('approval-row')).toHaveText(['UpgradeUnlimited AFA', 'Upgrade25 talk', 'Staking poolAll your creatures']);

  await approvals.getByRole('button', { name: 'Revoke Unlimited AFA for Upgrade' }).click();
  await expect(approvals.getByTestId('approval-row')).toHaveText(['Upgrade25 talk', 'Staking poolAll your creatures'], { timeout: 30_000 });
  expect(await allowance(AfaToken.address)).toBe(0n);

  await approvals.getByRole('button', { name: 'Revoke All your creatures for Staking pool' }).click();
  await expect(approvals.getByTestId('approval-row')).toHaveText(['Upgrade25 talk'], { timeout: 30_000 });
  expect(await stakingPoolIsOperator()).toBe(false);

  await approvals.getByRole('button', { name: 'Revoke 25 talk for Upgrade' }).click();
  await expect(page.getByText('No contract of the app can spend your tokens or move your NFTs.')).toBeVisible({ timeout: 30_000 });
  expect(await allowance(TalkToken.address)).toBe(0n);
});

test('an approval is exact by default; unlimited when chosen, and the choice is remembered per token', async ({ page }) => {
  for (const token of [AfaToken.address, TalkToken.address]) await approveToken(holder, token, CreatureUpgrade.address, 0n);
  const tokenId = await newRevealedCreature(holder);

  await openCreature(page, tokenId);
  const upgradeRow = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Upgrade Speed' }) });
  const afaChoice = upgradeRow.getByRole('combobox', { name: 'Approve AFA' });
  const talkChoice = upgradeRow.getByRole('combobox', { name: 'Approve talk' });
  await expect(afaChoice).toHaveValue('exact');
  await expect(talkChoice).toHaveValue('exact');
  await afaChoice.selectOption('unlimited');
  await upgradeRow.getByRole('button', { name: 'Upgrade Speed' }).click();
  await expect(page.getByTestId('tx-done')).toHaveText('Upgrade confirmed', { timeout: 30_000 });

  // The unlimited allowance stays in place; the exact one was spent by the upgrade.
  expect(await allowance(AfaToken.address)).toBe(maxUint256);
  expect(await allowance(TalkToken.address)).toBe(0n);

  // The wallet stays connected across the reload.
  await page.reload();
  await page.getByTestId(`creature-${tokenId}`).click();
  const nextUpgrade = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Upgrade Energy' }) });
  // Only talk still needs an approval; AFA's choice is remembered for next time.
  await expect(nextUpgrade.getByRole('combobox', { name: 'Approve talk' })).toHaveValue('exact');
  await expect(nextUpgrade.getByRole('combobox', { name: 'Approve AFA' })).toHaveCount(0);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('approvalChoices') ?? '{}'))).toEqual({ [AfaToken.address]: 'unlimited' });
});

test('a revocation refused in the wallet keeps the approval, listed and on chain', async ({ page }) => {
  await approveToken(holder, AfaToken.address, CreatureUpgrade.address, parseEther('40'));

  await page.goto('/wallet');
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  const approvals = page.getByRole('list', { name: 'Approvals' });
  await expect(approvals.getByTestId('approval-row')).toHaveText(['Upgrade40 AFA']);
  await page.evaluate(() => window.__testWallet?.rejectNext());
  await approvals.getByRole('button', { name: 'Revoke 40 AFA for Upgrade' }).click();

  await expect(page.getByText('Revoke failed!')).toBeVisible();
  await expect(approvals.getByTestId('approval-row')).toHaveText(['Upgrade40 AFA']);
  expect(await allowance(AfaToken.address)).toBe(parseEther('40'));
  await approveToken(holder, AfaToken.address, CreatureUpgrade.address, 0n);
});
