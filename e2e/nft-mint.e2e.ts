import { parseEther } from 'viem';
import { E2E_ACCOUNTS, devAccount } from './accounts';
import { expect, logInThroughApi, test, uniqueEmail } from './fixtures';
import { chain, contracts } from './nft-chain';

const { TalkToken } = contracts;
const HOLDER_INDEX = E2E_ACCOUNTS.nftMint.holder;
const holder = devAccount(HOLDER_INDEX);
const talkOf = () => chain.readContract({ ...TalkToken, functionName: 'balanceOf', args: [holder.address] });

test.beforeEach(async ({ page, testWallet }) => {
  await logInThroughApi(page, uniqueEmail('nft-mint'));
  await testWallet({ accountIndex: HOLDER_INDEX });
});

test('mints talk with ETH at the mint rate, its cost and network fee shown before the wallet asks', async ({ page }) => {
  const rate = await chain.readContract({ ...TalkToken, functionName: 'mintRate' });
  const before = await talkOf();

  await page.goto('/mint');
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await expect(page.getByTestId('mint-rate')).toHaveText(`1 ETH mints ${rate} talk`);
  await page.getByRole('textbox', { name: 'ETH to pay' }).fill('0.02');
  const minted = parseEther('0.02') * rate;
  await expect(page.getByTestId('mint-quote')).toHaveText(`You receive ${minted / 10n ** 18n} talk`);
  await expect(page.getByTestId('plan-cost')).toContainText('0.02 ETH');
  await expect(page.getByTestId('network-fee')).toHaveText(/^Network fee up to \d+(\.\d+)? ETH$/);
  await page.getByRole('button', { name: 'Mint talk' }).click();
  await expect(page.getByText('talk minted')).toBeVisible({ timeout: 30_000 });
  await expect.poll(async () => (await talkOf()) - before).toBe(minted);
});

test('while the rate is read the amount is not called invalid, and the rate and quote follow once read', async ({ page }) => {
  const rate = await chain.readContract({ ...TalkToken, functionName: 'mintRate' });
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  // The app's chain reads wait until the test lets them through.
  await page.route('**/rpc', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/mint');
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await expect(page.getByTestId('mint-rate')).toHaveText('Reading the mint rate…');
  await expect(page.getByTestId('mint-quote')).toHaveText('');
  await expect(page.getByText('Enter an amount of ETH greater than 0.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mint talk' })).toBeDisabled();
  release();
  await expect(page.getByTestId('mint-rate')).toHaveText(`1 ETH mints ${rate} talk`);
  await expect(page.getByTestId('mint-quote')).toHaveText(`You receive ${(parseEther('0.01') * rate) / 10n ** 18n} talk`);
});

test('a failed read of the rate says so, and Try again reads it', async ({ page }) => {
  const rate = await chain.readContract({ ...TalkToken, functionName: 'mintRate' });
  // The chain cannot be reached until the test lets it be.
  await page.route('**/rpc', (route) => route.abort('connectionrefused'));
  await page.goto('/mint');
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await expect(page.getByText('The mint rate could not be read from the chain.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Enter an amount of ETH greater than 0.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mint talk' })).toBeDisabled();

  await page.unrouteAll();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('mint-rate')).toHaveText(`1 ETH mints ${rate} talk`);
  await expect(page.getByRole('button', { name: 'Mint talk' })).toBeEnabled();
});
