// Steps of the market journeys that the local suite (market.e2e.ts) and the fork suite (fork/market.fork.ts) share.
import type { Browser, Page } from '@playwright/test';
import { TEST_WALLET_CONFIG_KEY, type TestWalletConfig } from '../lib/chain/test-wallet/install';
import { expect, logInThroughApi, uniqueEmail } from './fixtures';

/** A second person's page: their own browser context, signed in with their wallet; its page errors are returned. */
export async function pageOf(browser: Browser, baseURL: string, wallet: TestWalletConfig): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await logInThroughApi(page, uniqueEmail('market-buyer'));
  await page.addInitScript(
    ([key, value]) => {
      if (window.origin !== 'null') window.localStorage.setItem(key, value);
    },
    [TEST_WALLET_CONFIG_KEY, JSON.stringify(wallet)] as const,
  );
  return { page, errors };
}

export async function openMarket(page: Page) {
  await page.goto('/market');
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await expect(page.getByTestId('market-filters')).toBeVisible();
}
