import { parseEther } from 'viem';
import { E2E_ACCOUNTS, devAccount } from './accounts';
import { expect, logInThroughApi, test, uniqueEmail } from './fixtures';
import { chain, contracts } from './nft-chain';

const { TalkToken } = contracts;
const HOLDER_INDEX = E2E_ACCOUNTS.nftMint.holder;
const holder = devAccount(HOLDER_INDEX);
const talkOf = () => chain.readContract({ ...TalkToken, functionName: 'balanceOf', args: [holder.address] });

test('mints talk with ETH at the mint rate', async ({ page, testWallet }) => {
  await logInThroughApi(page, uniqueEmail('nft-mint'));
  await testWallet({ accountIndex: HOLDER_INDEX });
  const rate = await chain.readContract({ ...TalkToken, functionName: 'mintRate' });
  const before = await talkOf();

  await page.goto('/mint');
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await expect(page.getByTestId('mint-rate')).toHaveText(`1 ETH mints ${rate} talk`);
  await page.getByRole('textbox', { name: 'ETH to pay' }).fill('0.02');
  const minted = parseEther('0.02') * rate;
  await expect(page.getByTestId('mint-quote')).toHaveText(`You receive ${minted / 10n ** 18n} talk`);
  await page.getByRole('button', { name: 'Mint talk' }).click();
  await expect(page.getByText('talk minted')).toBeVisible({ timeout: 30_000 });
  await expect.poll(async () => (await talkOf()) - before).toBe(minted);
});
