import type { Page } from '@playwright/test';
import { formatAddress } from '../lib/format/address';
import { E2E_ACCOUNTS, devAccount } from './accounts';
import { captchaFromServerLog, expect, logInThroughApi, test, uniqueEmail } from './fixtures';

// The wallet-session rules (docs/PRODUCT.md §4), one branch per test.
const devAddress = (index: number) => devAccount(index).address;
const { signer: SIGNER, other: OTHER, bound: BOUND, newDevice: NEW_DEVICE } = E2E_ACCOUNTS.walletSession;
const ANOTHER_CHAIN = 1;

const stored = (page: Page) =>
  page.evaluate(() => ({
    token: JSON.parse(localStorage.getItem('token') ?? 'null') as string | null,
    address: (JSON.parse(localStorage.getItem('address') ?? 'null') as string | null)?.toLowerCase() ?? null,
  }));

/** Marks the document, so a test can tell that the page was not reloaded. */
const markDocument = (page: Page) => page.evaluate(() => document.documentElement.setAttribute('data-e2e-same-document', ''));
const sameDocument = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-e2e-same-document'));

async function signInWithWallet(page: Page) {
  await page.goto('/loginPage');
  await page.getByRole('button', { name: 'Sign in with wallet' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/** The wallet tab, with the wallet reconnected (or connected) on `index`. */
async function openWalletTab(page: Page, index: number) {
  await page.goto('/wallet');
  const address = page.getByTestId('wallet-address');
  const connect = page.getByRole('button', { name: 'Connect wallet' });
  await expect(address.or(connect)).toBeVisible();
  if (await connect.isVisible()) await connect.click();
  await expect(address).toHaveText(formatAddress(devAddress(index)));
}

/** The user changes the wallet's account while the app is closed: the app is not told. */
async function changeAccountWhileAway(page: Page, index: number) {
  await page.evaluate((accountIndex) => {
    const state = JSON.parse(sessionStorage.getItem('testWallet.state') ?? '{}') as Record<string, unknown>;
    sessionStorage.setItem('testWallet.state', JSON.stringify({ ...state, accountIndex }));
  }, index);
}

async function changeChainExpectingTheSessionKept(page: Page, chainId: number) {
  await markDocument(page);
  await page.evaluate((id) => window.__testWallet?.setChain(id), chainId);
  // The tab shows the chain once the app's wallet state has it, and the guard runs in that same update: a clear
  // would have emptied the token then, before the reload that drops the mark.
  const network = page.getByTestId('wallet-network');
  if (chainId === ANOTHER_CHAIN) await expect(network).toHaveText(`Wrong network (chain ${chainId})`);
  else await expect(network).toHaveText(/^(?!Wrong network)/);
  expect(await sameDocument(page)).toBe(true);
  expect((await stored(page)).token).not.toBeNull();
}

/** Where the reloaded document notes the session it found at its start. */
const STORED_AT_LOAD_KEY = 'e2e:stored-at-load';

async function expectClearedAndReloaded(page: Page, change: () => Promise<void>) {
  // What the reloaded document finds before its own scripts run: the new page may then take the wallet it
  // reconnects as its first one (docs/PRODUCT.md §4.2), so storage is read at its start.
  await page.addInitScript((key) => {
    if (window.sessionStorage.getItem(key)) return;
    window.sessionStorage.setItem(key, JSON.stringify({ token: localStorage.getItem('token'), address: localStorage.getItem('address') }));
  }, STORED_AT_LOAD_KEY);
  const reloaded = page.waitForEvent('load');
  await change();
  await reloaded;
  await expect(page).toHaveURL(/\/home(\?|$)/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '{}'), STORED_AT_LOAD_KEY)).toEqual({
    token: null,
    address: null,
  });
  expect((await stored(page)).token).toBeNull();
}

test('an account change away from the stored address clears the session and reloads', async ({ page, testWallet }) => {
  await testWallet({ accountIndex: SIGNER });
  await signInWithWallet(page);
  await openWalletTab(page, SIGNER);
  expect((await stored(page)).address).toBe(devAddress(SIGNER).toLowerCase());

  await expectClearedAndReloaded(page, () => page.evaluate((index) => window.__testWallet?.switchAccount(index), OTHER));
});

test('the initial load never clears; a chain change then clears a session built for another wallet, and keeps its own', async ({
  page,
  testWallet,
}) => {
  await testWallet({ accountIndex: SIGNER });
  await signInWithWallet(page);
  await openWalletTab(page, SIGNER);
  // A chain change with the wallet the session was built for keeps it.
  await changeChainExpectingTheSessionKept(page, ANOTHER_CHAIN);
  await changeChainExpectingTheSessionKept(page, 2810);

  // The wallet comes back on another account: the load is not a change, so the session stays, and so does its address.
  await changeAccountWhileAway(page, OTHER);
  await markDocument(page);
  await page.reload();
  // The guard has seen the reconnection on the other account by the time the tab shows it.
  await expect(page.getByTestId('wallet-address')).toHaveText(formatAddress(devAddress(OTHER)));
  expect(await stored(page)).toEqual({ token: expect.any(String), address: devAddress(SIGNER).toLowerCase() });

  await expectClearedAndReloaded(page, () => page.evaluate((id) => window.__testWallet?.setChain(id), ANOTHER_CHAIN));
});

test('with a Google email, a change to a wallet other than the first bound one clears the session', async ({ page, testWallet }) => {
  await logInThroughApi(page, uniqueEmail('google-rule'));
  await testWallet({ accountIndex: BOUND });
  await openWalletTab(page, BOUND);
  await page.getByRole('button', { name: 'Bind to my account' }).click();
  await expect(page.getByTestId('wallet-binding')).toHaveText('Bound to your account');

  // The same account on a new device, whose wallet is on another account: that becomes the stored address.
  await page.evaluate(() => localStorage.removeItem('address'));
  await changeAccountWhileAway(page, NEW_DEVICE);
  await page.reload();
  await expect(page.getByTestId('wallet-address')).toHaveText(formatAddress(devAddress(NEW_DEVICE)));
  await expect.poll(async () => (await stored(page)).address).toBe(devAddress(NEW_DEVICE).toLowerCase());
  // Without a Google email the first bound wallet does not matter.
  await changeChainExpectingTheSessionKept(page, ANOTHER_CHAIN);
  await changeChainExpectingTheSessionKept(page, 2810);

  const googleEmail = uniqueEmail('google');
  await page.goto('/user');
  await page.getByRole('button', { name: 'Bind a Google email' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(googleEmail);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByRole('textbox', { name: 'Verification code' }).fill(await captchaFromServerLog(googleEmail));
  await page.getByRole('button', { name: 'Bind', exact: true }).click();
  await expect(page.getByTestId('google-email')).toHaveText(googleEmail);

  await openWalletTab(page, NEW_DEVICE);
  await expectClearedAndReloaded(page, () => page.evaluate((id) => window.__testWallet?.setChain(id), ANOTHER_CHAIN));
});

test('a Google email is not bound with a wrong code', async ({ page }) => {
  await logInThroughApi(page, uniqueEmail('google-wrong'));
  const googleEmail = uniqueEmail('not-mine');
  await page.goto('/user');
  await page.getByRole('button', { name: 'Bind a Google email' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(googleEmail);
  await page.getByRole('button', { name: 'Send code' }).click();
  const real = await captchaFromServerLog(googleEmail);
  await page.getByRole('textbox', { name: 'Verification code' }).fill(real === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Bind', exact: true }).click();
  await expect(page.getByTestId('google-binding-error')).toHaveText('The verification code is incorrect');
  await expect(page.getByTestId('google-email')).toHaveText('Not set');
});
