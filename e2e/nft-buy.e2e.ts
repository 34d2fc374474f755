import type { APIRequestContext, Page } from '@playwright/test';
import { formatEther, maxUint256, type Address } from 'viem';
import { E2E_ACCOUNTS, devAccount } from './accounts';
import { expect, logInThroughApi, test, uniqueEmail } from './fixtures';
import { approveToken, chain, chainControl, contractOwner, contracts, mined, nonceOf, storedHash, walletOf } from './nft-chain';

/** The shop's buyer. */
const HOLDER_INDEX = E2E_ACCOUNTS.nftBuy.holder;
const holder = devAccount(HOLDER_INDEX);
const { CreatureNft, PendantNft, TalkToken } = contracts;
const owner = walletOf(contractOwner);

const nextCreatureId = () => chain.readContract({ ...CreatureNft, functionName: 'nextTokenId' });
const ownerOfCreature = (tokenId: bigint) => chain.readContract({ ...CreatureNft, functionName: 'ownerOf', args: [tokenId] });
const talkOf = (address: Address) => chain.readContract({ ...TalkToken, functionName: 'balanceOf', args: [address] });
const talkAllowance = () => chain.readContract({ ...TalkToken, functionName: 'allowance', args: [holder.address, CreatureNft.address] });

/** The token ids the wallet service has indexed for `holder` in `collection`. */
async function indexedTokenIds(request: APIRequestContext, token: string, collection: Address): Promise<string[]> {
  const response = await request.post('/v1/waas/get-nft-assets', {
    headers: { Authorization: `Bearer ${token}` },
    data: { ownerAddress: holder.address, contractAddress: collection, limit: 100 },
  });
  const body = await response.json();
  return (body.data?.list ?? []).map((asset: { tokenId: string }) => asset.tokenId);
}

async function openShop(page: Page) {
  await page.goto('/nft');
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await page.getByRole('button', { name: 'Buy', exact: true }).click();
  await expect(page.getByTestId('buy-sheet')).toBeVisible();
}

/** Runs `change` as the contract owner and undoes it with `restore` after the test, pass or fail. */
async function withSetting(change: () => Promise<unknown>, restore: () => Promise<unknown>, body: () => Promise<void>) {
  await change();
  try {
    await body();
  } finally {
    await restore();
  }
}

test.describe('buying in batch', () => {
  let token: string;

  test.beforeEach(async ({ page, testWallet }) => {
    ({ token } = await logInThroughApi(page, uniqueEmail('nft-buy')));
    await testWallet({ accountIndex: HOLDER_INDEX });
  });

  test('buys two creatures with ETH: on chain, indexed by the service, in the list', { tag: '@engines' }, async ({ page, request }) => {
    const price = await chain.readContract({ ...CreatureNft, functionName: 'price' });
    const firstId = await nextCreatureId();
    await openShop(page);
    const sale = page.getByTestId('creature-sale');
    await expect(sale.getByTestId('sale-price')).toHaveText(`${formatEther(price)} ETH each`);
    await expect(sale.getByTestId('sale-allowlist')).toHaveText('Open to everyone');

    await sale.getByRole('button', { name: 'One more' }).click();
    await expect(sale.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
    await expect(sale.getByTestId('sale-total')).toHaveText(`Total: ${formatEther(price * 2n)} ETH`);
    await sale.getByRole('button', { name: 'Buy creatures' }).click();
    await expect(page.getByText('Creatures bought')).toBeVisible({ timeout: 30_000 });

    await expect
      .poll(() => Promise.all([ownerOfCreature(firstId), ownerOfCreature(firstId + 1n)]))
      .toEqual([holder.address, holder.address]);
    const receipt = await chain.getTransactionReceipt({ hash: (await storedHash(page, 'buyCreatures'))! });
    const sent = await chain.getTransaction({ hash: receipt.transactionHash });
    expect(sent.to?.toLowerCase()).toBe(CreatureNft.address.toLowerCase());
    expect(sent.value).toBe(price * 2n);
    await expect
      .poll(() => indexedTokenIds(request, token, CreatureNft.address))
      .toEqual(expect.arrayContaining([String(firstId), String(firstId + 1n)]));

    await page.keyboard.press('Escape');
    await expect(page.getByTestId(`creature-${firstId}`)).toBeVisible();
    await expect(page.getByTestId(`creature-${firstId + 1n}`)).toBeVisible();
  });

  test('each sale shows its cost and network fee before the wallet asks; without ETH for the fee a purchase is refused before it', async ({
    page,
  }) => {
    const [price, pendantPrice] = await Promise.all([
      chain.readContract({ ...CreatureNft, functionName: 'price' }),
      chain.readContract({ ...PendantNft, functionName: 'price' }),
    ]);
    await openShop(page);
    const creatures = page.getByTestId('creature-sale');
    await expect(creatures.getByTestId('plan-cost')).toContainText(`${formatEther(price)} ETH`);
    await expect(creatures.getByTestId('network-fee')).toHaveText(/^Network fee up to \d+(\.\d+)? ETH$/);
    await creatures.getByRole('button', { name: 'One more' }).click();
    await expect(creatures.getByTestId('plan-cost')).toContainText(`${formatEther(price * 2n)} ETH`);
    const pendants = page.getByTestId('pendant-sale');
    await expect(pendants.getByTestId('plan-cost')).toContainText(`${formatEther(pendantPrice)} ETH`);
    await expect(pendants.getByTestId('network-fee')).toBeVisible();

    const talkPrice = await chain.readContract({ ...CreatureNft, functionName: 'talkPrice' });
    const balance = await chain.getBalance({ address: holder.address });
    await withSetting(
      async () => {
        await mined(owner.writeContract({ ...CreatureNft, functionName: 'setBuyBySecondToken', args: [true] }));
        await chainControl.setBalance({ address: holder.address, value: 1_000n });
      },
      async () => {
        await chainControl.setBalance({ address: holder.address, value: balance });
        await mined(owner.writeContract({ ...CreatureNft, functionName: 'setBuyBySecondToken', args: [false] }));
      },
      async () => {
        const nonceBefore = await nonceOf(holder.address);
        // A reload forgets the terms and quotes read before; the wallet stays connected.
        await page.reload();
        await page.getByRole('button', { name: 'Buy', exact: true }).click();
        await expect(creatures.getByTestId('sale-price')).toHaveText(`${formatEther(talkPrice)} talk each`);
        await expect(creatures.getByTestId('fee-unaffordable')).toHaveText('Not enough ETH to pay the network fee.');
        await expect(creatures.getByRole('button', { name: 'Buy creatures' })).toBeDisabled();
        expect(await nonceOf(holder.address)).toBe(nonceBefore);
      },
    );
  });

  test('paying in talk offers the approval’s reach: unlimited when chosen, remembered for the next purchase', async ({ page }) => {
    await approveToken(holder, TalkToken.address, CreatureNft.address, 0n);
    await withSetting(
      () => mined(owner.writeContract({ ...CreatureNft, functionName: 'setBuyBySecondToken', args: [true] })),
      async () => {
        await mined(owner.writeContract({ ...CreatureNft, functionName: 'setBuyBySecondToken', args: [false] }));
        await approveToken(holder, TalkToken.address, CreatureNft.address, 0n);
      },
      async () => {
        const firstId = await nextCreatureId();
        await openShop(page);
        const sale = page.getByTestId('creature-sale');
        const choice = sale.getByRole('combobox', { name: 'Approve talk' });
        await expect(choice).toHaveValue('exact');
        await choice.selectOption('unlimited');
        await sale.getByRole('button', { name: 'Buy creatures' }).click();
        await expect(page.getByText('Creatures bought')).toBeVisible({ timeout: 30_000 });
        await expect.poll(() => ownerOfCreature(firstId)).toBe(holder.address);
        expect(await talkAllowance()).toBe(maxUint256);

        // The next purchase needs no approval: nothing to choose.
        await expect(sale.getByTestId('network-fee')).toBeVisible();
        await expect(choice).toHaveCount(0);
        expect(await page.evaluate(() => JSON.parse(localStorage.getItem('approvalChoices') ?? '{}'))).toEqual({
          [TalkToken.address]: 'unlimited',
        });
      },
    );
  });

  test('keeps the quantity within the buy limits, which it shows, and sends nothing above them', async ({ page }) => {
    const bought = await chain.readContract({ ...CreatureNft, functionName: 'userBuyCount', args: [holder.address] });
    const limit = bought + 2n;
    await withSetting(
      async () => {
        await mined(owner.writeContract({ ...CreatureNft, functionName: 'setUserBuyLimit', args: [limit] }));
        await mined(owner.writeContract({ ...CreatureNft, functionName: 'setUserBuyLimitOn', args: [true] }));
        await mined(owner.writeContract({ ...CreatureNft, functionName: 'setUserBuyLimitOut', args: [3n] }));
      },
      async () => {
        await mined(owner.writeContract({ ...CreatureNft, functionName: 'setUserBuyLimitOn', args: [false] }));
        await mined(owner.writeContract({ ...CreatureNft, functionName: 'setUserBuyLimitOut', args: [0n] }));
      },
      async () => {
        const nonceBefore = await nonceOf(holder.address);
        await openShop(page);
        const sale = page.getByTestId('creature-sale');
        await expect(sale.getByTestId('sale-bought')).toHaveText(`Bought ${bought} of ${limit}: 2 left for you`);
        await expect(sale.getByText('Up to 2 per purchase')).toBeVisible();
        const more = sale.getByRole('button', { name: 'One more' });
        await more.click();
        await expect(sale.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
        await expect(more).toBeDisabled();

        await sale.getByRole('textbox', { name: 'Quantity' }).fill('3');
        await expect(sale.getByTestId('quantity-error')).toHaveText('You can buy at most 2 now.');
        await expect(sale.getByRole('button', { name: 'Buy creatures' })).toBeDisabled();
        await sale.getByRole('textbox', { name: 'Quantity' }).fill('0');
        await expect(sale.getByTestId('quantity-error')).toHaveText('Enter a whole number from 1.');
        await expect(sale.getByRole('button', { name: 'Buy creatures' })).toBeDisabled();
        expect(await nonceOf(holder.address)).toBe(nonceBefore);
      },
    );
  });

  test('pays in talk while buying by the second token is on, approving exactly the price first', async ({ page }) => {
    const talkPrice = await chain.readContract({ ...CreatureNft, functionName: 'talkPrice' });
    await approveToken(holder, TalkToken.address, CreatureNft.address, 0n);
    await withSetting(
      () => mined(owner.writeContract({ ...CreatureNft, functionName: 'setBuyBySecondToken', args: [true] })),
      () => mined(owner.writeContract({ ...CreatureNft, functionName: 'setBuyBySecondToken', args: [false] })),
      async () => {
        const [firstId, talkBefore, nonceBefore] = await Promise.all([nextCreatureId(), talkOf(holder.address), nonceOf(holder.address)]);
        await openShop(page);
        const sale = page.getByTestId('creature-sale');
        await expect(sale.getByTestId('sale-price')).toHaveText(`${formatEther(talkPrice)} talk each`);
        await sale.getByRole('button', { name: 'Buy creatures' }).click();
        await expect(page.getByText('Creatures bought')).toBeVisible({ timeout: 30_000 });

        await expect.poll(() => ownerOfCreature(firstId)).toBe(holder.address);
        expect(await talkOf(holder.address)).toBe(talkBefore - talkPrice);
        // The approval and the purchase: two transactions, and the exact approval is used up.
        expect(await nonceOf(holder.address)).toBe(nonceBefore + 2);
        expect(await chain.readContract({ ...TalkToken, functionName: 'allowance', args: [holder.address, CreatureNft.address] })).toBe(0n);
      },
    );
  });

  test('shows why nothing can be bought: allowlist window, buying closed', async ({ page }) => {
    const block = await chain.getBlock();
    const allowlistEnd = block.timestamp + 3600n;
    await withSetting(
      async () => {
        await mined(owner.writeContract({ ...CreatureNft, functionName: 'setAllowlistEndTime', args: [allowlistEnd] }));
        await mined(owner.writeContract({ ...PendantNft, functionName: 'setBuyingOpen', args: [false] }));
      },
      async () => {
        await mined(owner.writeContract({ ...CreatureNft, functionName: 'setAllowlistEndTime', args: [0n] }));
        await mined(owner.writeContract({ ...PendantNft, functionName: 'setBuyingOpen', args: [true] }));
      },
      async () => {
        await openShop(page);
        const creatures = page.getByTestId('creature-sale');
        await expect(creatures.getByTestId('sale-allowlist')).toContainText('you are not on it');
        await expect(creatures.getByTestId('sale-blocked')).toHaveText('Only allowlisted addresses can buy for now.');
        await expect(creatures.getByRole('button', { name: 'Buy creatures' })).toHaveCount(0);
        const pendants = page.getByTestId('pendant-sale');
        await expect(pendants.getByTestId('sale-blocked')).toHaveText('Buying is closed right now.');
        await expect(pendants.getByRole('button', { name: 'Buy pendants' })).toHaveCount(0);
      },
    );
  });

  test('a purchase refused in the wallet changes nothing and says so', async ({ page }) => {
    const [firstId, nonceBefore] = await Promise.all([nextCreatureId(), nonceOf(holder.address)]);
    await openShop(page);
    const sale = page.getByTestId('creature-sale');
    await expect(sale.getByTestId('sale-balance')).toContainText('You have');
    await page.evaluate(() => window.__testWallet?.rejectNext(4001));
    await sale.getByRole('button', { name: 'Buy creatures' }).click();
    await expect(page.getByText('Buy failed!')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('You cancelled the request in your wallet.')).toBeVisible();

    expect(await nextCreatureId()).toBe(firstId);
    expect(await nonceOf(holder.address)).toBe(nonceBefore);
    await expect(sale.getByRole('button', { name: 'Buy creatures' })).toBeEnabled();
  });

  test('a sale closed after the sheet was read is explained before any wallet prompt, and the sheet catches up', async ({ page }) => {
    const nonceBefore = await nonceOf(holder.address);
    await openShop(page);
    const sale = page.getByTestId('creature-sale');
    await expect(sale.getByRole('button', { name: 'Buy creatures' })).toBeEnabled();
    await withSetting(
      () => mined(owner.writeContract({ ...CreatureNft, functionName: 'setBuyingOpen', args: [false] })),
      () => mined(owner.writeContract({ ...CreatureNft, functionName: 'setBuyingOpen', args: [true] })),
      async () => {
        await sale.getByRole('button', { name: 'Buy creatures' }).click();
        await expect(page.getByText('Buy failed!')).toBeVisible({ timeout: 20_000 });
        await expect(page.getByText('Buying is closed right now.').first()).toBeVisible();
        await expect(sale.getByTestId('sale-blocked')).toHaveText('Buying is closed right now.');
        expect(await nonceOf(holder.address)).toBe(nonceBefore);
      },
    );
  });

  test('buys a pendant with ETH, which is then offered to equip', async ({ page }) => {
    const price = await chain.readContract({ ...PendantNft, functionName: 'price' });
    const pendantId = await chain.readContract({ ...PendantNft, functionName: 'nextTokenId' });
    const ethBefore = await chain.getBalance({ address: holder.address });
    await openShop(page);
    const sale = page.getByTestId('pendant-sale');
    await expect(sale.getByTestId('sale-price')).toHaveText(`${formatEther(price)} ETH each`);
    await sale.getByRole('button', { name: 'Buy pendants' }).click();
    await expect(page.getByText('Pendants bought')).toBeVisible({ timeout: 30_000 });

    await expect.poll(() => chain.readContract({ ...PendantNft, functionName: 'ownerOf', args: [pendantId] })).toBe(holder.address);
    // The price and the gas.
    expect(await chain.getBalance({ address: holder.address })).toBeLessThan(ethBefore - price);

    // Creature 8 is the holder's revealed creature of the demo state.
    await page.keyboard.press('Escape');
    await page.getByTestId('creature-8').click();
    await expect(page.getByTestId('creature-sheet')).toBeVisible();
    await expect(page.getByRole('button', { name: `Equip pendant #${pendantId}` })).toBeVisible();
  });
});
