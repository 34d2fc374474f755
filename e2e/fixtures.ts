import { randomInt } from 'node:crypto';
import path from 'node:path';
import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { LocalAccount } from 'viem';
import { TEST_WALLET_CONFIG_KEY, type TestWalletConfig } from '../lib/chain/test-wallet/install';
import { ROOT } from '../scripts/stack';
import { captchaInServerLog } from '../scripts/lib/serverLog';
import { E2E_APP_URL, E2E_SERVER_LOG } from './stack-ports';

export const PRODUCT_PREFIX = `/${process.env.PRODUCT ?? 'afa'}JavaRoom`;

interface Fixtures {
  /** Every test fails on an uncaught error in the page. */
  failOnPageError: void;
  /** Shapes the test wallet of the page; it reaches the chain of this worker's stack, which the stack's /config.json names. */
  testWallet: (config: TestWalletConfig) => Promise<void>;
}

/** Set per project in playwright.config.ts. */
export interface EngineOptions {
  /**
   * Each page load waits for React to hydrate the page before the test acts (the test build's HydratedMark), for
   * a browser whose driver returns from a load before the page's scripts have run.
   */
  waitForHydration: boolean;
}

export const test = base.extend<Fixtures & EngineOptions>({
  waitForHydration: [false, { option: true }],
  page: async ({ page, waitForHydration }, provide) => {
    if (waitForHydration) {
      const untilHydrated = async <T>(load: Promise<T>): Promise<T> => {
        const response = await load;
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        return response;
      };
      const [goto, reload] = [page.goto.bind(page), page.reload.bind(page)];
      page.goto = (url, options) => untilHydrated(goto(url, options));
      page.reload = (options) => untilHydrated(reload(options));
    }
    await provide(page);
  },
  // This worker's stack (e2e/stack-ports.ts); the config is read before any worker has a number.
  baseURL: async ({}, provide) => provide(E2E_APP_URL),
  failOnPageError: [
    async ({ page }, provide) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await provide();
      expect(
        errors.map((error) => error.message),
        'uncaught page errors',
      ).toEqual([]);
    },
    { auto: true },
  ],
  testWallet: async ({ page }, provide) => {
    await provide((config) => installTestWallet(page, config));
  },
});

export { expect };

/**
 * Waits for the outcome of the transaction the page's sheet runs, however long the chain takes to mine it (the
 * test's own limit is the backstop), and expects it confirmed with `text`: a failure ends the wait at once, in its
 * own words, and another confirmation fails on its text. The sheet clears its last outcome when a run starts, so no
 * earlier outcome is taken for this one.
 */
export async function expectTxDone(page: Page, text: string): Promise<void> {
  const done = page.getByTestId('tx-done');
  const failure = page.getByTestId('tx-failure');
  await expect(done.or(failure)).toBeVisible({ timeout: 0 });
  if (await failure.isVisible()) throw new Error(`The transaction failed instead of "${text}": ${await failure.innerText()}`);
  await expect(done).toHaveText(text);
}

/** Shapes the test wallet of `page` before its first script runs, for every load of the page. */
export async function installTestWallet(page: Page, config: TestWalletConfig): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      // A page's first blank document has an opaque origin and no storage.
      if (window.origin !== 'null') window.localStorage.setItem(key, value);
    },
    [TEST_WALLET_CONFIG_KEY, JSON.stringify(config)] as const,
  );
}

/**
 * Types `text` into a field as a person does, replacing what it holds. Playwright's `fill` in Firefox (WebDriver
 * BiDi) sets the value with an input event React does not take as a change, so the app never sees the text.
 */
export async function typeInto(field: Locator, text: string): Promise<void> {
  await field.press('ControlOrMeta+a');
  await field.press('Backspace');
  await field.pressSequentially(text);
}

/** The captcha the server wrote to its log for this email, newest first. */
export async function captchaFromServerLog(email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(() => (code = captchaInServerLog(path.join(ROOT, E2E_SERVER_LOG), email)), {
      message: `a captcha for ${email} in the server log`,
    })
    .toBeDefined();
  return code!;
}

/** Headers of a client address of its own (benchmarking range), as a proxy in front of the server would send. */
export function asNewClient(): Record<string, string> {
  return { 'x-forwarded-for': `198.18.${randomInt(256)}.${randomInt(1, 255)}` };
}

/** A real login through the API (captcha read from the server log), as a client of its own. */
export async function apiLogin(request: APIRequestContext, email: string): Promise<{ token: string; userInfo: unknown }> {
  const headers = asNewClient();
  const send = await request.post(`${PRODUCT_PREFIX}/public/user/send-captcha`, { data: { email }, headers });
  expect((await send.json()).code).toBe(200);
  const captcha = await captchaFromServerLog(email);
  const login = await request.post(`${PRODUCT_PREFIX}/public/user/login-in`, { data: { email, captcha }, headers });
  const body = await login.json();
  expect(body.code).toBe(200);
  return body.data as { token: string; userInfo: unknown };
}

/**
 * A screen tall enough to hold a signed-in reader's Home down to the ranking, its last part, which loads its script and
 * its read once near the screen. Set before the page opens: a scroll could race the reset to the top on arrival.
 */
export async function showHomeDownToRanking(page: Page): Promise<void> {
  const { width } = page.viewportSize() ?? { width: 412 };
  await page.setViewportSize({ width, height: 3000 });
}

/** Logs in through the real API and stores the session in the page, as the app itself would. */
export async function logInThroughApi(page: Page, email: string): Promise<{ token: string }> {
  const { token, userInfo } = await apiLogin(page.request, email);
  await storeSession(page, token, userInfo);
  return { token };
}

/**
 * Signs in with `account`'s wallet through the real API (Sign-In with Ethereum), which binds the wallet to the
 * account, so the transactions it sends are the account's to report; stores the session in the page.
 */
export async function logInAsWallet(page: Page, account: LocalAccount): Promise<{ token: string }> {
  const headers = asNewClient();
  const challenge = await page.request.post(`${PRODUCT_PREFIX}/public/user/login-nonce`, { data: { address: account.address }, headers });
  const { message } = (await challenge.json()).data as { message: string };
  const login = await page.request.post(`${PRODUCT_PREFIX}/public/user/login`, {
    data: { message, signature: await account.signMessage({ message }) },
    headers,
  });
  const body = await login.json();
  expect(body.code).toBe(200);
  const { token, userInfo } = body.data as { token: string; userInfo: unknown };
  await storeSession(page, token, userInfo);
  return { token };
}

/** Stores a session in the page once, before its first script runs, as the app does after a login. */
async function storeSession(page: Page, token: string, userInfo: unknown): Promise<void> {
  await page.addInitScript(
    ([storedToken, storedUser]) => {
      // Init scripts run in a page's first blank document too, whose opaque origin has no storage (Firefox throws).
      if (window.origin === 'null') return;
      if (window.sessionStorage.getItem('e2e:session-seeded')) return;
      window.sessionStorage.setItem('e2e:session-seeded', '1');
      window.localStorage.setItem('token', storedToken);
      window.localStorage.setItem('userInfo', storedUser);
    },
    [JSON.stringify(token), JSON.stringify(userInfo)] as const,
  );
}

/** Logs in through the login page's email form, reading the code from the server log; lands on Home. */
export async function logInByEmailForm(page: Page, email: string): Promise<void> {
  await page.goto('/loginPage');
  await submitEmailLogin(page, email);
}

/** On the login page the page is on: asks for a code for `email`, and reads it from the server log. */
export async function requestLoginCode(page: Page, email: string): Promise<string> {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  return captchaFromServerLog(email);
}

/** Logs in through the email form of the login page the page is on, reading the code from the server log; lands on Home. */
export async function submitEmailLogin(page: Page, email: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Verification code' }).fill(await requestLoginCode(page, email));
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/** How many users signed up through the share link of the user holding `token`, as the server counts them. */
export async function invitedCountOf(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get(`${PRODUCT_PREFIX}/app/user/info`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await response.json()) as { data: { invitedCount: number } }).data.invitedCount;
}

let emailCounter = 0;
/** A fresh address per test, so tests never share a user or a captcha rate limit. */
export function uniqueEmail(label: string): string {
  emailCounter += 1;
  return `${label}-${Date.now()}-${emailCounter}@example.com`;
}

/**
 * Starts recording every toast the page shows (its text), including one already gone when the test looks;
 * the returned function reads what was seen. Call it before the page loads.
 */
export async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __toastsSeen: seen });
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('[data-sonner-toast]')) {
        const text = toast.textContent ?? '';
        if (!seen.includes(text)) seen.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { __toastsSeen: string[] }).__toastsSeen);
}
