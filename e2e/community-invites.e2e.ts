import type { Page } from '@playwright/test';
import { E2E_ACCOUNTS } from './accounts';
import { apiLogin, expect, invitedCountOf, logInByEmailForm, test, uniqueEmail } from './fixtures';

/** No other test signs in with it, so each sign-in here is a sign-up. */
const NEW_WALLET_INDEX = E2E_ACCOUNTS.communityInvites.newWallet;

interface Inviter {
  token: string;
  userInfo: { shareCode: string; invitedCount: number };
}

/** The app's own code; without it a page is only what was prerendered. */
const APP_SCRIPTS = '**/_next/static/**/*.js';

const invitedCount = (page: Page, inviter: Inviter) => invitedCountOf(page.request, inviter.token);

/** Shows the inviter's own user page in the tab, as the inviter signed in on it. */
async function openUserPageAs(page: Page, inviter: Inviter) {
  await page.evaluate(
    ([token, userInfo]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('userInfo', userInfo);
    },
    [JSON.stringify(inviter.token), JSON.stringify(inviter.userInfo)] as const,
  );
  await page.goto('/user');
}

/** Forgets the tab's session without revoking it on the server. */
async function leaveSession(page: Page) {
  await page.evaluate(() => {
    localStorage.removeItem('token');
    localStorage.removeItem('userInfo');
  });
}

async function signInByWallet(page: Page) {
  await page.goto('/loginPage');
  await page.getByRole('button', { name: 'Sign in with wallet' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

test('a share link counts who signs up through it, by email and by wallet, and nobody who already had an account', async ({
  page,
  testWallet,
}) => {
  await testWallet({ accountIndex: NEW_WALLET_INDEX });
  const inviter = (await apiLogin(page.request, uniqueEmail('inviter'))) as Inviter;
  await page.goto('/home');
  await openUserPageAs(page, inviter);
  const shareLink = (await page.getByTestId('share-link').textContent()) ?? '';
  expect(new URL(shareLink).searchParams.get('shareCode')).toBe(inviter.userInfo.shareCode);
  await expect(page.getByTestId('invited-count')).toHaveText('Nobody has joined through your link yet');
  await leaveSession(page);

  // By email: the code the link carried goes with the sign-up, even when the visitor moves on before the app has
  // loaded (its scripts held back here, as on a slow phone).
  await page.route(APP_SCRIPTS, (route) => route.abort());
  await page.goto(shareLink);
  await page.unroute(APP_SCRIPTS);
  const emailSignUp = page.waitForRequest((request) => request.url().endsWith('/public/user/login-in'));
  await logInByEmailForm(page, uniqueEmail('invited'));
  expect((await emailSignUp).postDataJSON()).toMatchObject({ shareCode: inviter.userInfo.shareCode });
  await expect.poll(() => invitedCount(page, inviter)).toBe(1);
  await leaveSession(page);

  // By wallet, from another page of the app the link pointed to.
  await page.goto(`/familyDetail?id=1&sharecode=${inviter.userInfo.shareCode}`);
  const walletSignUp = page.waitForRequest((request) => request.url().endsWith('/public/user/login'));
  await signInByWallet(page);
  expect((await walletSignUp).postDataJSON()).toMatchObject({ shareCode: inviter.userInfo.shareCode });
  await expect.poll(() => invitedCount(page, inviter)).toBe(2);
  await leaveSession(page);

  // The same wallet again through the link: an existing account, so nothing is recorded.
  await page.goto(shareLink);
  const existingSignIn = page.waitForResponse((response) => response.url().endsWith('/public/user/login'));
  await signInByWallet(page);
  expect(((await (await existingSignIn).json()) as { code: number }).code).toBe(200);
  expect(await invitedCount(page, inviter)).toBe(2);

  await openUserPageAs(page, inviter);
  await expect(page.getByTestId('invited-count')).toHaveText('2 people joined through your link');
});

test('a visitor arriving without a share code signs up with none recorded', async ({ page }) => {
  const email = uniqueEmail('uninvited');
  await page.goto('/home');
  const signUp = page.waitForRequest((request) => request.url().endsWith('/public/user/login-in'));
  await logInByEmailForm(page, email);
  expect((await signUp).postDataJSON()).not.toHaveProperty('shareCode');
});
