import type { Hash } from 'viem';
import { morphHolesky } from 'viem/chains';
import { formatTokenAmount } from '../lib/format/number';
import { expect, logInThroughApi, test, uniqueEmail } from './fixtures';
import { chain, contracts, devAccount } from './nft-chain';

const { TalkToken } = contracts;

test('shows the talk balance the chain holds', async ({ page, testWallet }) => {
  /** Only read from in the wallet tests, so its balances stay put while this one runs. */
  const owner = devAccount(3).address;
  await logInThroughApi(page, uniqueEmail('wallet-talk'));
  await testWallet({ accountIndex: 3 });
  await page.goto('/wallet');
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await expect(page.getByTestId('wallet-address')).toHaveText(`${owner.slice(0, 6)}...${owner.slice(-4)}`);

  const talk = await chain.readContract({ ...TalkToken, functionName: 'balanceOf', args: [owner] });
  await expect(page.getByLabel(`talk ${formatTokenAmount(talk)}`)).toBeVisible();
});

test('lists a talk mint in the activity, confirmed, with its explorer link', async ({ page, testWallet }) => {
  /** Shares the mint tests' account: minting only adds talk, which no test counts exactly. */
  const holder = devAccount(7);
  await logInThroughApi(page, uniqueEmail('wallet-activity'));
  await testWallet({ accountIndex: 7 });
  await page.goto('/wallet');
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await expect(page.getByText('Your transactions will show here.')).toBeVisible();

  await page.goto('/mint');
  await page.getByRole('textbox', { name: 'ETH to pay' }).fill('0.01');
  await page.getByRole('button', { name: 'Mint talk' }).click();
  await expect(page.getByText('talk minted')).toBeVisible({ timeout: 30_000 });
  const hashes = await page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('transactions') ?? '{}') as object));
  expect(hashes).toHaveLength(1);
  const hash = hashes[0] as Hash;
  const receipt = await chain.getTransactionReceipt({ hash });
  expect(receipt.status).toBe('success');
  expect(receipt.from.toLowerCase()).toBe(holder.address.toLowerCase());
  expect(receipt.to?.toLowerCase()).toBe(TalkToken.address.toLowerCase());

  await page.goto('/wallet');
  const activity = page.getByRole('list', { name: 'Activity' });
  await expect(activity.getByRole('listitem')).toHaveCount(1);
  await expect(activity).toContainText('Mint talk');
  await expect(activity.getByTestId('activity-status')).toHaveText('Confirmed');
  const link = activity.getByRole('link', { name: `${hash.slice(0, 6)}...${hash.slice(-4)}` });
  await expect(link).toHaveAttribute('href', `${morphHolesky.blockExplorers.default.url}/tx/${hash}`);
});
