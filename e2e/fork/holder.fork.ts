import { formatEther, parseEther } from 'viem';
import { LOCAL_TOKEN_SEND_RECIPIENT } from '../../scripts/stack';
import { chain, contracts, tokenBalanceOf } from '../nft-chain';
import { expect, giveAfa, test } from './fork-fixtures';

const { CreatureNft, TalkToken, AfaToken } = contracts;

test('connects as a real holder and lists every creature they hold on the fork', async ({ page, holder }) => {
  const held = await chain.readContract({ ...CreatureNft, functionName: 'tokensOfOwner', args: [holder.address] });
  expect(held).toContain(holder.tokenId);

  await page.goto('/nft');
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  for (const tokenId of held) await expect(page.getByTestId(`creature-${tokenId}`)).toBeVisible();
  expect(await page.evaluate(() => window.__testWallet?.address())).toBe(holder.address);
});

test('buys a creature at the sale terms the fork has', async ({ page, holder }) => {
  const [price, firstId] = await Promise.all([
    chain.readContract({ ...CreatureNft, functionName: 'price' }),
    chain.readContract({ ...CreatureNft, functionName: 'nextTokenId' }),
  ]);
  await page.goto('/nft');
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await page.getByRole('button', { name: 'Buy', exact: true }).click();
  const sale = page.getByTestId('creature-sale');
  await expect(sale.getByTestId('sale-price')).toHaveText(`${formatEther(price)} ETH each`);
  await sale.getByRole('button', { name: 'Buy creatures' }).click();
  await expect(page.getByText('Creatures bought')).toBeVisible({ timeout: 30_000 });

  await expect.poll(() => chain.readContract({ ...CreatureNft, functionName: 'ownerOf', args: [firstId] })).toBe(holder.address);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId(`creature-${firstId}`)).toBeVisible();
});

test('mints talk with ETH at the rate the fork has', async ({ page, holder }) => {
  const rate = await chain.readContract({ ...TalkToken, functionName: 'mintRate' });
  const before = await tokenBalanceOf(TalkToken.address, holder.address);

  await page.goto('/mint');
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await expect(page.getByTestId('mint-rate')).toHaveText(`1 ETH mints ${rate} talk`);
  await page.getByRole('textbox', { name: 'ETH to pay' }).fill('0.02');
  await page.getByRole('button', { name: 'Mint talk' }).click();
  await expect(page.getByText('talk minted')).toBeVisible({ timeout: 30_000 });
  await expect.poll(async () => (await tokenBalanceOf(TalkToken.address, holder.address)) - before).toBe(parseEther('0.02') * rate);
});

test('sends AFA to the configured recipient', async ({ page, holder }) => {
  await giveAfa(holder.address, parseEther('20'));
  const [recipientBefore, holderBefore] = await Promise.all([
    tokenBalanceOf(AfaToken.address, LOCAL_TOKEN_SEND_RECIPIENT),
    tokenBalanceOf(AfaToken.address, holder.address),
  ]);

  await page.goto('/wallet');
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  const form = page.getByRole('region', { name: 'Send tokens' });
  await form.getByText('AFA', { exact: true }).click();
  await form.getByRole('textbox', { name: 'Amount of AFA' }).fill('12.5');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Tokens sent')).toBeVisible({ timeout: 30_000 });

  await expect.poll(() => tokenBalanceOf(AfaToken.address, LOCAL_TOKEN_SEND_RECIPIENT)).toBe(recipientBefore + parseEther('12.5'));
  expect(await tokenBalanceOf(AfaToken.address, holder.address)).toBe(holderBefore - parseEther('12.5'));
});
