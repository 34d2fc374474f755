import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ROOT } from '../scripts/stack';
import { E2E_ACCOUNTS } from './accounts';
import { PRODUCT_PREFIX, expect, logInThroughApi, test, uniqueEmail } from './fixtures';
import { E2E_SERVER_LOG } from './stack-ports';

/** What a `securitypolicyviolation` event says, as the init script records it. */
interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

declare global {
  interface Window {
    __cspViolations?: Violation[];
  }
}

/** Records every CSP violation of every document the page loads, from before the app's first script. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push({ directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample });
    });
  });
}

/** The violations the server logged from its report endpoint for pages whose address contains `marker`. */
function reportedViolations(marker: string): { directive: string; blocked: string }[] {
  return readFileSync(path.join(ROOT, E2E_SERVER_LOG), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('[csp] ') && line.includes(marker))
    .map((line) => JSON.parse(line.slice('[csp] '.length)) as { directive: string; blocked: string });
}

const violationsOf = (page: Page) => page.evaluate(() => window.__cspViolations ?? []);

async function firstId(page: Page, path: string): Promise<number> {
  const body = (await (await page.request.get(`${PRODUCT_PREFIX}${path}`)).json()) as { data: { list: { id: number }[] } };
  const id = body.data.list[0]?.id;
  expect(id, `an item from ${path}`).toBeDefined();
  return id!;
}

/** Every screen of the app, with the ids its query string needs taken from the seeded server. */
async function everyScreen(page: Page): Promise<string[]> {
  const categories = (await (await page.request.get(`${PRODUCT_PREFIX}/public/article/topic-by-category`)).json()) as {
    data: { id: number; topics: { id: number }[] }[];
  };
  const category = categories.data.find((candidate) => candidate.topics.length > 0)!;
  return [
    '/home',
    `/home/inforList?categoryId=${category.id}`,
    `/home/inforSubList?topicId=${category.topics[0]!.id}`,
    `/home/inforDetail?id=${await firstId(page, '/public/article/list?page=0&size=1')}`,
    '/home/searchContent',
    '/live',
    '/live/searchContent',
    '/live/taskList',
    '/familyList',
    `/familyDetail?id=${await firstId(page, '/public/union/list?page=0&size=1')}`,
    '/mint',
    '/market',
    '/nft',
    '/nftIncubator',
    '/wallet',
    '/loginPage',
  ];
}

/** Opens each screen under the served policy and expects not one violation. */
async function expectNoViolations(page: Page, screens: string[]) {
  for (const screen of screens) {
    const response = await page.goto(screen);
    expect(response?.headers()['content-security-policy'], `the policy on ${screen}`).toContain("script-src 'self' 'sha256-");
    await page.waitForLoadState('networkidle');
    await expect(page.locator('main, [role="main"], h1').first()).toBeVisible();
    expect(await violationsOf(page), `CSP violations on ${screen}`).toEqual([]);
  }
}

test.describe('the app under its Content-Security-Policy', () => {
  test.beforeEach(async ({ page }) => {
    await recordViolations(page);
  });

  test('every screen loads for a visitor without one violation', async ({ page }) => {
    test.setTimeout(180_000);
    await expectNoViolations(page, await everyScreen(page));
  });

  test('every screen loads for a logged-in user, wallet connected, without one violation', async ({ page, testWallet }) => {
    test.setTimeout(120_000);
    await logInThroughApi(page, uniqueEmail('csp'));
    await testWallet({ accountIndex: E2E_ACCOUNTS.csp.connected });
    await page.goto('/nft');
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await expect(page.getByRole('button', { name: 'Connect wallet' })).toHaveCount(0);
    await expectNoViolations(page, [...(await everyScreen(page)).filter((screen) => screen !== '/loginPage'), '/user', '/user/updateUser']);
  });

  test('injected inline script, inline handler, eval and new Function are blocked and reported to the server', async ({ page }) => {
    const marker = `csp-probe-${Date.now()}`;
    await page.goto(`/home?${marker}`);
    await page.waitForLoadState('networkidle');
    const outcome = await page.evaluate(async () => {
      const marks = window as unknown as Record<string, unknown>;
      const script = document.createElement('script');
      script.textContent = 'window.__injectedInline = true';
      document.body.append(script);

      const image = document.createElement('img');
      image.setAttribute('onerror', 'window.__injectedHandler = true');
      // The error event runs the attribute's handler, if the policy lets it, before this listener added after it.
      const failed = new Promise((resolve) => image.addEventListener('error', resolve, { once: true }));
      image.src = 'data:image/png;base64,AA==';
      document.body.append(image);
      await failed;

      const attempt = (run: () => unknown) => {
        try {
          run();
          return 'ran';
        } catch (error) {
          return (error as Error).name;
        }
      };
      return {
        inline: marks.__injectedInline ?? null,
        handler: marks.__injectedHandler ?? null,
        eval: attempt(() => (0, eval)('1 + 1')),
        newFunction: attempt(() => new Function('return 1')()),
      };
    });
    expect(outcome).toEqual({ inline: null, handler: null, eval: 'EvalError', newFunction: 'EvalError' });

    await expect
      .poll(async () => (await violationsOf(page)).map((violation) => `${violation.directive} ${violation.blocked}`).sort())
      .toEqual(['script-src eval', 'script-src eval', 'script-src-attr inline', 'script-src-elem inline']);
    // The browser sent each one to the policy's report-uri, and the server logged it.
    await expect
      .poll(() =>
        reportedViolations(marker)
          .map((violation) => `${violation.directive} ${violation.blocked}`)
          .sort(),
      )
      .toEqual(['script-src eval', 'script-src eval', 'script-src-attr inline', 'script-src-elem inline']);
    // The page goes on working: a visitor's client-side navigation still runs.
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/loginPage$/);
    await expect(page.getByRole('button', { name: 'Sign in with wallet' })).toBeVisible();
  });
});
