import {
  PRODUCT_PREFIX,
  apiLogin,
  captchaFromServerLog,
  expect,
  invitedCountOf,
  logInByEmailForm,
  logInThroughApi,
  requestLoginCode,
  test,
  typeInto,
  uniqueEmail,
} from './fixtures';
import { INTL_WARM_UP_WORKER } from '../lib/format/intlWarmUp';

test.describe('routes and the visitor guard', () => {
  test('/ goes to Home', { tag: '@engines' }, async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  for (const path of ['/wallet', '/nft', '/live', '/user', '/home/inforList', '/mint']) {
    test(`a visitor opening ${path} lands on Home`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/home(\?|$)/);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
    });
  }

  test('a visitor may read Family Detail and the login page', async ({ page }) => {
    await page.goto('/familyDetail?id=1');
    await expect(page.getByRole('heading', { level: 1, name: 'Family Detail' })).toBeVisible();
    await expect(page).toHaveURL(/\/familyDetail\?id=1$/);
    await page.goto('/loginPage');
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
  });

  test('a token holder opens every tab, and standalone pages have no tab bar', async ({ page }) => {
    await logInThroughApi(page, uniqueEmail('tabs'));
    await page.goto('/home');
    const tabs = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['NFT', 'Live', 'Wallet', 'Home']) {
      await tabs.getByRole('link', { name }).click();
      await expect(tabs.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
    }
    await page.goto('/live/taskList');
    await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  });
});

test('a shareCode in the address is kept in session storage, in either spelling, and makes its owner the inviter', async ({ page }) => {
  const inviter = (await apiLogin(page.request, uniqueEmail('share-owner'))) as { token: string; userInfo: { shareCode: string } };
  const code = inviter.userInfo.shareCode;
  const storedShareCode = () => page.evaluate(() => JSON.parse(sessionStorage.getItem('shareCode') ?? 'null') as unknown);
  await page.goto('/home?shareCode=INVITE42');
  await expect.poll(storedShareCode).toBe('INVITE42');

  await page.goto(`/familyDetail?sharecode=${code.toLowerCase()}`);
  await expect.poll(storedShareCode).toBe(code.toLowerCase());

  await logInByEmailForm(page, uniqueEmail('shared'));
  expect(await invitedCountOf(page.request, inviter.token)).toBe(1);
});

test('login by email and captcha stores the session and the user info', { tag: '@engines' }, async ({ page }) => {
  const email = uniqueEmail('login');
  await page.goto('/loginPage');
  await typeInto(page.getByRole('textbox', { name: 'Email' }), email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('button', { name: /Resend in \d+s/ })).toBeDisabled();

  await typeInto(page.getByRole('textbox', { name: 'Verification code' }), await captchaFromServerLog(email));
  await page.getByRole('button', { name: 'Log in' }).click();

  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Profile' })).toBeVisible();
  const stored = await page.evaluate(() => ({
    token: JSON.parse(localStorage.getItem('token') ?? 'null') as string | null,
    userInfo: JSON.parse(localStorage.getItem('userInfo') ?? 'null') as { email?: string } | null,
  }));
  expect(stored.token).toEqual(expect.any(String));
  expect(stored.userInfo?.email).toBe(email);

  await page.getByRole('banner').getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('list').getByText(email)).toBeVisible();
});

test('a code pasted from the email with a space before it signs in', async ({ page }) => {
  await page.goto('/loginPage');
  const code = await requestLoginCode(page, uniqueEmail('pasted-code'));
  await page.getByRole('textbox', { name: 'Verification code' }).focus();
  // What a paste inserts, whole: a field six characters long would have kept the space and dropped the last digit.
  await page.keyboard.insertText(` ${code}`);
  await expect(page.getByRole('textbox', { name: 'Verification code' })).toHaveValue(code);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('a wrong captcha is refused inline and stores nothing', async ({ page }) => {
  await page.goto('/loginPage');
  const real = await requestLoginCode(page, uniqueEmail('wrong-code'));
  const wrong = real === '000000' ? '111111' : '000000';
  await page.getByRole('textbox', { name: 'Verification code' }).fill(wrong);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('login-error')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expect(page).toHaveURL(/\/loginPage/);
});

test('a 401 from the main API clears all local storage and reloads', async ({ page, request }) => {
  const { token } = await logInThroughApi(page, uniqueEmail('revoked'));
  await page.addInitScript(() => {
    if (window.origin !== 'null' && !sessionStorage.getItem('e2e:extra-seeded')) {
      sessionStorage.setItem('e2e:extra-seeded', '1');
      localStorage.setItem('language', JSON.stringify('en-US'));
      localStorage.setItem('unrelated', JSON.stringify('kept until a 401'));
    }
  });
  const logout = await request.post(`${PRODUCT_PREFIX}/app/user/logout`, { headers: { Authorization: `Bearer ${token}` } });
  expect((await logout.json()).code).toBe(200);

  const reloaded = page.waitForEvent('load', { predicate: () => true });
  await page.goto('/user');
  await reloaded;
  await expect(page).toHaveURL(/\/home(\?|$)/);
  await expect.poll(() => page.evaluate(() => localStorage.length)).toBe(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
});

test('the language switcher changes every text and is remembered', { tag: '@engines' }, async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home');
  await page.getByTestId('language-switcher').selectOption('zh-CN');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Home');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe(JSON.stringify('zh-CN'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  const translated = await page.getByRole('heading', { level: 1 }).textContent();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translated ?? '');
});

test.describe('a failing server gives the catalogue toast and a usable page', () => {
  test.beforeEach(async ({ page }) => {
    await logInThroughApi(page, uniqueEmail('faults'));
  });

  const faults = [
    { name: 'server down', text: 'Network error, please check your connection', fault: 'abort' },
    { name: '5xx answer', text: 'The server could not answer, please try again later', fault: 500 },
    { name: 'an answer that is not JSON', text: 'The server could not answer, please try again later', fault: 'garbage' },
  ] as const;

  for (const { name, text, fault } of faults) {
    test(name, async ({ page }) => {
      await page.route(`**${PRODUCT_PREFIX}/app/user/info`, (route) => {
        if (fault === 'abort') return route.abort('connectionrefused');
        if (fault === 'garbage') return route.fulfill({ status: 200, contentType: 'text/html', body: '<html>oops' });
        return route.fulfill({ status: fault, contentType: 'text/html', body: 'Bad gateway' });
      });
      await page.goto('/user');
      await expect(page.getByText(text)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.unrouteAll();
      // The toast settles below the header, so Back can be pressed while it is still up.
      const headerBottom = await page.locator('header').evaluate((header) => header.getBoundingClientRect().bottom);
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: text });
      await expect.poll(async () => (await toast.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(headerBottom);
      await page.getByRole('button', { name: 'Back' }).click();
      await expect(page).toHaveURL(/\/home/);
    });
  }
});

test('a page starts the worker that loads the number and date formats off its main thread', async ({ page }) => {
  const warmUp = page.waitForEvent('worker', (worker) => new URL(worker.url()).pathname === INTL_WARM_UP_WORKER);
  await page.goto('/home');
  const worker = await warmUp;
  // It closes itself once it has formatted; one whose formats threw would stay open.
  await expect.poll(() => page.workers().includes(worker)).toBe(false);
  await expect(page.getByRole('heading', { name: 'Top articles' })).toBeVisible();
});
