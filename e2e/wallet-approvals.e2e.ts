import { erc20Abi, erc721Abi, maxUint256, parseEther } from 'viem';
import { E2E_ACCOUNTS, devAccount } from './accounts';
import { expect, expectTxDone, logInThroughApi, test, uniqueEmail } from './fixtures';
import { approveToken, chain, contracts, mined, newRevealedCreature, openCreature, walletOf } from './nft-chain';

// Approvals under the user's control: the amount chosen before an approval, and the Wallet tab's list of
// what the app's contracts may spend or move, each one revocable.
const { AfaToken, TalkToken, CreatureNft, CreatureUpgrade, CreatureStakingPool, CreatureBreeding } = contracts;
const HOLDER_INDEX = E2E_ACCOUNTS.walletApprovals.holder;
const holder = devAccount(HOLDER_INDEX);

const allowance = (token: `0x${string}`) =>
  chain.readContract({ address: token, abi: erc20Abi, functionName: 'allowance', args: [holder.address, CreatureUpgrade.address] });
const stakingPoolIsOperator = () =>
  chain.readContract({
    address: CreatureNft.address,
    abi: erc721Abi,
    functionName: 'isApprovedForAll',
    args: [holder.address, CreatureStakingPool.address],
  });

test.beforeEach(async ({ page, testWallet }) => {
  await logInThroughApi(page, uniqueEmail('wallet-approvals'));
  await testWallet({ accountIndex: HOLDER_INDEX });
});

test('lists what the app’s contracts may spend or move, and revokes each one once confirmed', async ({ page }) => {
  await approveToken(holder, AfaToken.address, CreatureUpgrade.address, maxUint256);
  await approveToken(holder, TalkToken.address, CreatureUpgrade.address, parseEther('25'));
  await mined(
    walletOf(holder).writeContract({ ...CreatureNft, functionName: 'setApprovalForAll', args: [CreatureStakingPool.address, true] }),
  );

  await page.goto('/wallet');
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  const approvals = page.getByRole('list', { name: 'Approvals' });
  await expect(approvals.getByTestId('approval-row')).toHaveText([
    'UpgradeUnlimited AFA',
    'Upgrade25 talk',
    'Staking poolAll your creatures',
  ]);

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
  await expectTxDone(page, 'Upgrade confirmed');

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
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('approvalChoices') ?? '{}'))).toEqual({
    [AfaToken.address]: 'unlimited',
  });
});

test('an NFT approval covers this creature only by default; all of them when chosen, remembered for the collection', async ({ page }) => {
  const breedingIsOperator = () =>
    chain.readContract({ ...CreatureNft, functionName: 'isApprovedForAll', args: [holder.address, CreatureBreeding.address] });
  const [first, second] = [await newRevealedCreature(holder), await newRevealedCreature(holder)];
  try {
    await openCreature(page, first);
    const nestRow = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Create nest' }) });
    const choice = nestRow.getByRole('combobox', { name: 'Approve creatures' });
    await expect(choice).toHaveValue('exact');
    await expect(nestRow.getByTestId('network-fee')).toBeVisible();
    await choice.selectOption({ label: 'All your creatures' });
    await nestRow.getByRole('button', { name: 'Create nest' }).click();
    await expectTxDone(page, 'Nest created');
    await expect.poll(() => chain.readContract({ ...CreatureNft, functionName: 'ownerOf', args: [first] })).toBe(CreatureBreeding.address);
    expect(await breedingIsOperator()).toBe(true);

    // The wallet stays connected across the reload; the next creature needs no approval.
    await page.reload();
    await page.getByTestId(`creature-${second}`).click();
    const nextRow = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Create nest' }) });
    await expect(nextRow.getByTestId('network-fee')).toBeVisible();
    await expect(nextRow.getByRole('combobox', { name: 'Approve creatures' })).toHaveCount(0);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('approvalChoices') ?? '{}'))).toEqual({
      [CreatureNft.address]: 'unlimited',
    });
  } finally {
    await mined(
      walletOf(holder).writeContract({ ...CreatureNft, functionName: 'setApprovalForAll', args: [CreatureBreeding.address, false] }),
    );
  }
});

test('a revocation refused in the wallet keeps the approval, listed and on chain', async ({ page }) => {
  await approveToken(holder, AfaToken.address, CreatureUpgrade.address, parseEther('40'));
  try {
    await page.goto('/wallet');
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    const approvals = page.getByRole('list', { name: 'Approvals' });
    await expect(approvals.getByTestId('approval-row')).toHaveText(['Upgrade40 AFA']);
    await page.evaluate(() => window.__testWallet?.rejectNext());
    await approvals.getByRole('button', { name: 'Revoke 40 AFA for Upgrade' }).click();

    await expect(page.getByText('Revoke failed!')).toBeVisible();
    await expect(approvals.getByTestId('approval-row')).toHaveText(['Upgrade40 AFA']);
    expect(await allowance(AfaToken.address)).toBe(parseEther('40'));
  } finally {
    await approveToken(holder, AfaToken.address, CreatureUpgrade.address, 0n);
  }
});

test('approvals that could not be read say so instead of claiming there are none, and Try again reads them', async ({ page }) => {
  await approveToken(holder, AfaToken.address, CreatureUpgrade.address, parseEther('40'));
  try {
    await page.route('**/rpc', (route) => route.abort('connectionrefused'));
    await page.goto('/wallet');
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    const section = page.getByTestId('wallet-approvals');
    await expect(section.getByRole('alert')).toContainText('The approvals could not be read from the chain.', { timeout: 30_000 });
    await expect(section.getByText('No contract of the app can spend your tokens or move your NFTs.')).toHaveCount(0);

    await page.unrouteAll();
    await section.getByRole('button', { name: 'Try again' }).click();
    await expect(section.getByRole('list', { name: 'Approvals' }).getByTestId('approval-row')).toHaveText(['Upgrade40 AFA']);
  } finally {
    await approveToken(holder, AfaToken.address, CreatureUpgrade.address, 0n);
  }
});
