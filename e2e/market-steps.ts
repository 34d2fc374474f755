// Steps of the market journeys that the local suite (market.e2e.ts) and the fork suite (fork/market.fork.ts) share.
import type { Browser, Locator, Page } from '@playwright/test';
import type { TestWalletConfig } from '../lib/chain/test-wallet/install';
import { expect, expectTxDone, installTestWallet, logInThroughApi, uniqueEmail } from './fixtures';

/** A second person's page: their own browser context, signed in with their wallet; its page errors are returned. */
export async function pageOf(browser: Browser, baseURL: string, wallet: TestWalletConfig): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await logInThroughApi(page, uniqueEmail('market-buyer'));
  await installTestWallet(page, wallet);
  return { page, errors };
}

export async function openMarket(page: Page) {
  await page.goto('/market');
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await expect(page.getByTestId('market-filters')).toBeVisible();
}

/**
 * Lists the token whose sheet is open at `price` (ETH): the first listing approves Seaport through the pipeline,
 * then signs once. `beforeApproving` holds the journey's own checks of the filled form.
 */
export async function listFromSheet(
  page: Page,
  price: string,
  { beforeApproving }: { beforeApproving?: (sell: Locator) => Promise<void> } = {},
): Promise<void> {
  const sell = page.getByTestId('sell-section');
  await sell.getByRole('textbox', { name: 'Price' }).fill(price);
  await beforeApproving?.(sell);
  await sell.getByRole('button', { name: 'Approve NFT' }).click();
  await expectTxDone(page, 'NFT approved');
  await sell.getByRole('button', { name: 'Sign listing' }).click();
  await expect(sell.getByTestId('order-placed')).toHaveText('Listed for sale');
}

/**
 * Opens the market on the buyer's page and buys the listing of `tokenId`, shown at `priceText`; returns its row.
 * `item` picks the market's item filter first; `beforeBuying` holds the journey's own checks of the row.
 */
export async function buyListing(
  buyerPage: Page,
  tokenId: bigint,
  priceText: string,
  { item, beforeBuying }: { item?: 'creatures' | 'pendants'; beforeBuying?: (row: Locator) => Promise<void> } = {},
): Promise<Locator> {
  await openMarket(buyerPage);
  if (item) await buyerPage.getByRole('combobox', { name: 'Item' }).selectOption(item);
  const row = buyerPage.getByTestId(`listing-${tokenId}`);
  await expect(row.getByTestId('listing-price')).toHaveText(priceText);
  await beforeBuying?.(row);
  await row.getByRole('button', { name: `Buy #${tokenId}` }).click();
  await expectTxDone(buyerPage, 'Purchase complete');
  return row;
}
