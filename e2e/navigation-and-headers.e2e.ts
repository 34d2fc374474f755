import type { Page, Request } from '@playwright/test';
import { E2E_ACCOUNTS } from './accounts';
import { PRODUCT_PREFIX, expect, logInThroughApi, test, uniqueEmail } from './fixtures';

const READER_ACCOUNT_INDEX = E2E_ACCOUNTS.navigationAndHeaders.reader;

/** The headers docs/PRODUCT.md §7 gives every call, written out here rather than read from the client. */
const CLIENT_HEADERS = { ostype: 'web', source: 'web', lang: 'en', appver: '2.2.8' };

/** How far down the list is when an article is opened from it. */
const SCROLLED_BY = 120;

const scrollTopOf = (page: Page) => page.locator('#app-scroll').evaluate((element) => element.scrollTop);

/** The category with the most articles, so its list is taller than the screen. */
async function longestCategory(page: Page): Promise<number> {
  const response = await page.request.get(`${PRODUCT_PREFIX}/public/article/topic-by-category`);
  const categories = ((await response.json()) as { data: { id: number }[] }).data;
  let longest = { id: categories[0]!.id, total: -1 };
  for (const { id } of categories) {
    const list = await page.request.get(`${PRODUCT_PREFIX}/public/article/list?categoryId=${id}`);
    const { total } = ((await list.json()) as { data: { total: number } }).data;
    if (total > longest.total) longest = { id, total };
  }
  return longest.id;
}

test('after a navigation the content starts at the top', async ({ page }) => {
  // A short screen, so the article too is taller than it: at its top only because the app put it there.
  await page.setViewportSize({ width: 412, height: 320 });
  await logInThroughApi(page, uniqueEmail('scroll-reset'));
  const categoryId = await longestCategory(page);
  await page.goto(`/home/inforList?categoryId=${categoryId}`);
  const cards = page.getByRole('list', { name: /^Articles in / }).getByRole('link');
  await expect(cards.nth(5)).toBeVisible();

  // Down the list, then into an article; clicked in the page, so nothing scrolls it into view first.
  const scrolled = page.locator('#app-scroll');
  await scrolled.evaluate((element, by) => element.scrollTo(0, by), SCROLLED_BY);
  await expect.poll(() => scrollTopOf(page)).toBe(SCROLLED_BY);
  await cards.nth(5).evaluate((link) => (link as HTMLAnchorElement).click());
  await expect(page).toHaveURL(/\/home\/inforDetail\?id=\d+$/);
  await expect(page.getByRole('article')).toBeVisible();
  await expect.poll(() => scrolled.evaluate((element) => element.scrollHeight - element.clientHeight)).toBeGreaterThan(SCROLLED_BY);
  await expect.poll(() => scrollTopOf(page)).toBe(0);

  // Down the article, then back to the list: a history step, which the router itself never scrolls.
  await scrolled.evaluate((element, by) => element.scrollTo(0, by), SCROLLED_BY);
  await expect.poll(() => scrollTopOf(page)).toBe(SCROLLED_BY);
  await page.goBack();
  await expect(page).toHaveURL(/\/home\/inforList\?categoryId=\d+$/);
  await expect(cards.nth(5)).toBeVisible();
  await expect.poll(() => scrolled.evaluate((element) => element.scrollHeight - element.clientHeight)).toBeGreaterThan(SCROLLED_BY);
  await expect.poll(() => scrollTopOf(page)).toBe(0);
});

test('every API call carries the client headers and, signed in, the bearer token', async ({ page, testWallet }) => {
  const { token } = await logInThroughApi(page, uniqueEmail('headers'));
  await testWallet({ accountIndex: READER_ACCOUNT_INDEX });
  const apiRequests: Request[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith(`${PRODUCT_PREFIX}/`) || pathname.startsWith('/v1/')) apiRequests.push(request);
  });

  await page.goto('/home');
  await expect(page.getByRole('list', { name: 'Top articles' }).getByRole('link').first()).toBeVisible();
  // The NFT tab reads the wallet service (`/v1`) once a wallet is connected.
  await page.goto('/nft');
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await expect.poll(() => apiRequests.filter((request) => new URL(request.url()).pathname.startsWith('/v1/')).length).toBeGreaterThan(0);

  const paths = apiRequests.map((request) => new URL(request.url()).pathname);
  expect(paths.some((path) => path.startsWith(PRODUCT_PREFIX))).toBe(true);
  for (const request of apiRequests) {
    // The headers the page set, as it sent them. allHeaders() would wait for the network's own report of the
    // request, which never comes for one the navigation to /nft cancelled.
    const headers = request.headers();
    expect(
      { ostype: headers.ostype, source: headers.source, lang: headers.lang, appver: headers.appver, authorization: headers.authorization },
      request.url(),
    ).toEqual({ ...CLIENT_HEADERS, authorization: `Bearer ${token}` });
  }
});
