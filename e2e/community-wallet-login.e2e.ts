import type { Page } from '@playwright/test';
import { formatAddress } from '../lib/format/address';
import { E2E_ACCOUNTS, devAccount } from './accounts';
import { PRODUCT_PREFIX, expect, test } from './fixtures';
import { watchLoadedScripts } from './loaded-scripts';

/** Each sign-in creates or finds the account bound to the wallet. */
const { signer: SIGNER_INDEX, refusingSigner: REFUSING_SIGNER_INDEX } = E2E_ACCOUNTS.communityWalletLogin;

const storedToken = (page: Page) => page.evaluate(() => window.localStorage.getItem('token'));

/** The wallet refuses the signature: the refusal is armed once the nonce is asked, i.e. after the connect. */
async function refuseTheSignature(page: Page) {
  await page.route('**/public/user/login-nonce', async (route) => {
    await page.evaluate(() => window.__testWallet?.rejectNext());
    await route.continue();
  });
}

test('the login page downloads the wallet stack only when the reader chooses the wallet', async ({ page, testWallet }) => {
  await testWallet({ accountIndex: SIGNER_INDEX });
  const { walletStackLoaded } = watchLoadedScripts(page);

  await page.goto('/loginPage', { waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: 'Sign in with wallet' })).toBeEnabled();
  expect(await walletStackLoaded()).toBe(false);

  await page.getByRole('button', { name: 'Sign in with wallet' }).click();
  await expect(page).toHaveURL(/\/home$/);
  expect(await walletStackLoaded()).toBe(true);
});

test('sign in with the wallet: back where the reader came from, the wallet bound to the account; copy it, log out', async ({
  page,
  context,
  testWallet,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const signer = devAccount(SIGNER_INDEX).address;
  await testWallet({ accountIndex: SIGNER_INDEX });
  await page.goto('/loginPage?redirect=%2Fuser');
  const loginRequest = page.waitForRequest((request) => request.url().endsWith('/public/user/login'));
  await page.getByRole('button', { name: 'Sign in with wallet' }).click();

  const sent = (await loginRequest).postDataJSON() as { message: string; signature: string };
  expect(sent.message).toContain(signer);
  expect(sent.message).toMatch(/Chain ID: 2810/);
  await expect(page).toHaveURL(/\/user$/);
  const wallets = page.getByRole('list', { name: 'Bound wallets' });
  await expect(wallets).toContainText(new RegExp(formatAddress(signer).replace(/\./g, '\\.'), 'i'));
  const token = JSON.parse((await storedToken(page)) ?? 'null') as string | null;
  expect(token).not.toBeNull();

  await wallets.getByRole('button', { name: /^Copy address / }).click();
  await expect(page.getByText('Copied successfully')).toBeVisible();
  expect((await page.evaluate(() => navigator.clipboard.readText())).toLowerCase()).toBe(signer.toLowerCase());

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/home$/);
  expect(await storedToken(page)).toBeNull();
  const revoked = await page.request.get(`${PRODUCT_PREFIX}/app/user/info`, { headers: { Authorization: `Bearer ${token}` } });
  expect((await revoked.json()).code).toBe(401);
});

test('after signing in, a return address the browser reads as another site is not followed', async ({ page, testWallet }) => {
  await testWallet({ accountIndex: SIGNER_INDEX });
  // %09 is a tab, which the browser drops from a URL: /<tab>/evil.example is //evil.example.
  await page.goto('/loginPage?redirect=%2F%09%2Fevil.example');
  await page.getByRole('button', { name: 'Sign in with wallet' }).click();
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/home$/);
  expect(await storedToken(page)).not.toBeNull();
});

test.describe('a wallet sign-in that fails leaves the reader signed out, with why', () => {
  test.beforeEach(async ({ testWallet }) => {
    await testWallet({ accountIndex: REFUSING_SIGNER_INDEX });
  });

  test('the signature is refused in the wallet, then given', async ({ page }) => {
    await refuseTheSignature(page);
    await page.goto('/loginPage?redirect=%2Fuser');
    const button = page.getByRole('button', { name: 'Sign in with wallet' });
    await button.click();
    await expect(page.getByTestId('wallet-login-error')).toHaveText('You cancelled the request in your wallet.');
    await expect(page).toHaveURL(/\/loginPage\?redirect=%2Fuser$/);
    expect(await storedToken(page)).toBeNull();

    await page.unroute('**/public/user/login-nonce');
    await button.click();
    await expect(page).toHaveURL(/\/user$/);
    expect(await storedToken(page)).not.toBeNull();
  });

  test('the server refuses a message that is not the one signed', async ({ page }) => {
    await page.route('**/public/user/login', async (route) => {
      const sent = route.request().postDataJSON() as { message: string; signature: string };
      await route.continue({ postData: { ...sent, message: sent.message.replace('Sign in', 'Log in') } });
    });
    await page.goto('/loginPage');
    await page.getByRole('button', { name: 'Sign in with wallet' }).click();
    await expect(page.getByTestId('wallet-login-error')).toContainText("is not the signature of the message's address");
    expect(await storedToken(page)).toBeNull();
  });

  test('the server cannot be reached', async ({ page }) => {
    await page.route('**/public/user/login', (route) => route.abort('internetdisconnected'));
    await page.goto('/loginPage');
    await page.getByRole('button', { name: 'Sign in with wallet' }).click();
    await expect(page.getByTestId('wallet-login-error')).toHaveText('Network error, please check your connection');
    await expect(page.getByRole('button', { name: 'Sign in with wallet' })).toBeEnabled();
    expect(await storedToken(page)).toBeNull();
  });
});
