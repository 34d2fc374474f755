import type { Page } from '@playwright/test';
import { E2E_ACCOUNTS } from './accounts';
import { expect, logInThroughApi, test, uniqueEmail } from './fixtures';
import { watchLoadedScripts } from './loaded-scripts';

const ACCOUNT_INDEX = E2E_ACCOUNTS.walletStackLoading.connected;

/** Each screen that needs the wallet, and what it shows once the wallet is connected. */
const WALLET_SCREENS = [
  { path: '/nft', connected: (page: Page) => page.getByRole('link', { name: 'Incubator' }) },
  { path: '/wallet', connected: (page: Page) => page.getByText('Your transactions will show here.') },
  { path: '/mint', connected: (page: Page) => page.getByTestId('mint-rate') },
  { path: '/nftIncubator', connected: (page: Page) => page.getByRole('heading', { name: 'Open nests' }) },
];

for (const { path, connected } of WALLET_SCREENS) {
  test(`${path} downloads the wallet stack only when the reader presses Connect, and then connects`, async ({ page, testWallet }) => {
    await logInThroughApi(page, uniqueEmail('stack-loading'));
    await testWallet({ accountIndex: ACCOUNT_INDEX });
    const { walletStackLoaded } = watchLoadedScripts(page);

    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeEnabled();
    expect(await walletStackLoaded()).toBe(false);

    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await expect(connected(page)).toBeVisible();
    expect(await walletStackLoaded()).toBe(true);
  });
}
