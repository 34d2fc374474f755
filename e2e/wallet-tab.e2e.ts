import { formatEther, parseEther, type Address, type Hash } from 'viem';
import { morphHolesky } from 'viem/chains';
import { formatTokenAmount } from '../lib/format/number';
import { LOCAL_TOKEN_SEND_RECIPIENT } from '../scripts/stack';
import { E2E_ACCOUNTS, devAccount } from './accounts';
import { expect, logInThroughApi, test, uniqueEmail } from './fixtures';
import { chain, contracts, nonceOf, storedHash } from './nft-chain';

const { TalkToken } = contracts;
const { reader: READER_INDEX, minter: MINTER_INDEX, sender: SENDER_INDEX } = E2E_ACCOUNTS.walletTab;

test('shows the talk balance the chain holds', { tag: '@engines' }, async ({ page, testWallet }) => {
  const owner = devAccount(READER_INDEX).address;
  await logInThroughApi(page, uniqueEmail('wallet-talk'));
  await testWallet({ accountIndex: READER_INDEX });
  await page.goto('/wallet');
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await expect(page.getByTestId('wallet-address')).toHaveText(`${owner.slice(0, 6)}...${owner.slice(-4)}`);

  const talk = await chain.readContract({ ...TalkToken, functionName: 'balanceOf', args: [owner] });
  await expect(page.getByLabel(`talk ${formatTokenAmount(talk)}`)).toBeVisible();
});

test('lists a talk mint in the activity, confirmed, with its explorer link', async ({ page, testWallet }) => {
  const holder = devAccount(MINTER_INDEX);
  await logInThroughApi(page, uniqueEmail('wallet-activity'));
  await testWallet({ accountIndex: MINTER_INDEX });
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

test.describe('token send', () => {
  const sender = devAccount(SENDER_INDEX);
  const { AfaToken } = contracts;
  const recipient = LOCAL_TOKEN_SEND_RECIPIENT;
  const balanceOf = (owner: Address) => chain.readContract({ ...AfaToken, functionName: 'balanceOf', args: [owner] });

  test.beforeEach(async ({ page, testWallet }) => {
    await logInThroughApi(page, uniqueEmail('wallet-send'));
    await testWallet({ accountIndex: SENDER_INDEX });
    await page.goto('/wallet');
    await page.getByRole('button', { name: 'Connect wallet' }).click();
  });

  test('sends AFA × 1e18 to the configured recipient and shows the new balance', async ({ page }) => {
    const [recipientBefore, senderBefore] = await Promise.all([balanceOf(recipient), balanceOf(sender.address)]);
    const form = page.getByRole('region', { name: 'Send tokens' });
    await form.getByText('AFA', { exact: true }).click();
    await form.getByRole('textbox', { name: 'Amount of AFA' }).fill('12.5');
    // Before the wallet asks: no token cost beyond the amount sent, and the network fee.
    await expect(form.getByTestId('network-fee')).toHaveText(/^Network fee up to \d+(\.\d+)? ETH$/);
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Tokens sent')).toBeVisible({ timeout: 30_000 });

    await expect.poll(() => balanceOf(recipient)).toBe(recipientBefore + parseEther('12.5'));
    expect(await balanceOf(sender.address)).toBe(senderBefore - parseEther('12.5'));
    await expect(page.getByLabel(`AFA ${formatTokenAmount(senderBefore - parseEther('12.5'))}`)).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Amount of AFA' })).toHaveValue('');
    const hash = await storedHash(page, 'sendToken');
    const receipt = await chain.getTransactionReceipt({ hash: hash! });
    expect(receipt.to?.toLowerCase()).toBe(AfaToken.address.toLowerCase());
    await expect(page.getByRole('list', { name: 'Activity' })).toContainText('Send');
  });

  test('a send refused in the wallet moves nothing and says so', async ({ page }) => {
    const [recipientBefore, senderBefore] = await Promise.all([balanceOf(recipient), balanceOf(sender.address)]);
    const form = page.getByRole('region', { name: 'Send tokens' });
    await form.getByText('AFA', { exact: true }).click();
    await form.getByRole('textbox', { name: 'Amount of AFA' }).fill('1');
    await page.evaluate(() => window.__testWallet?.rejectNext(4001));
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Send failed!')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('You cancelled the request in your wallet.')).toBeVisible();

    expect(await balanceOf(recipient)).toBe(recipientBefore);
    expect(await balanceOf(sender.address)).toBe(senderBefore);
    await expect(form.getByRole('textbox', { name: 'Amount of AFA' })).toHaveValue('1');
    await expect(form.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  test('refuses an amount above the balance, with more than 18 decimals, or with a thousands separator, and sends nothing', async ({
    page,
  }) => {
    const nonceBefore = await nonceOf(sender.address);
    const recipientBefore = await balanceOf(recipient);
    const talk = await chain.readContract({ ...contracts.TalkToken, functionName: 'balanceOf', args: [sender.address] });
    const form = page.getByRole('region', { name: 'Send tokens' });
    const amount = form.getByRole('textbox', { name: 'Amount of talk' });
    const error = form.getByTestId('send-amount-error');

    await amount.fill(formatEther(talk + 1n));
    await expect(error).toHaveText('You do not have that much talk.');
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await form.getByRole('button', { name: 'Send' }).click();
    await amount.fill('1.0000000000000000001');
    await expect(error).toHaveText('Use at most 18 decimal places.');
    await form.getByRole('button', { name: 'Send' }).click();
    await amount.fill('0');
    await expect(error).toHaveText('Enter an amount greater than 0.');
    await form.getByRole('button', { name: 'Send' }).click();
    // A thousand in English, which a comma read as the decimal mark would have made 1.
    await amount.fill('1,000');
    await expect(error).toHaveText('Write the amount without a thousands separator, such as 1000 or 12.5.');
    await form.getByRole('button', { name: 'Send' }).click();

    await expect(page.getByTestId('tx-progress')).toHaveCount(0);
    expect(await nonceOf(sender.address)).toBe(nonceBefore);
    expect(await balanceOf(recipient)).toBe(recipientBefore);
    expect(await storedHash(page, 'sendToken')).toBeUndefined();
  });
});
