import AxeBuilder from '@axe-core/playwright';
import type { Page, Route } from '@playwright/test';
import { PRODUCT_PREFIX, expect, logInThroughApi, showHomeDownToRanking, submitEmailLogin, test, typeInto, uniqueEmail } from './fixtures';

/** The size the app compresses avatars under (lib/image/avatar.ts). */
const AVATAR_MAX_BYTES = 200 * 1024;

interface Envelope<T> {
  code: number;
  data: T;
}

async function apiGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`${PRODUCT_PREFIX}${path}`);
  const body = (await response.json()) as Envelope<T>;
  expect(body.code, path).toBe(200);
  return body.data;
}

/** A category with more articles than one page holds, so scrolling has a next page to load. */
async function categoryWithSeveralPages(page: Page): Promise<number> {
  const categories = await apiGet<{ id: number }[]>(page, '/public/article/topic-by-category');
  for (const category of categories) {
    const firstPage = await apiGet<{ total: number; size: number }>(page, `/public/article/list?categoryId=${category.id}`);
    if (firstPage.total > firstPage.size) return category.id;
  }
  throw new Error('the seed has no category with more than one page of articles');
}

/** A photo-like image (noise defeats compression) drawn by the browser, as PNG bytes. */
async function noisyPng(page: Page, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d')!;
      const image = context.createImageData(w, h);
      for (let index = 0; index < image.data.length; index += 4) {
        image.data[index] = Math.random() * 255;
        image.data[index + 1] = Math.random() * 255;
        image.data[index + 2] = (index / 4 / w / h) * 255;
        image.data[index + 3] = 255;
      }
      context.putImageData(image, 0, 0);
      return canvas.toDataURL('image/png').split(',')[1];
    },
    [width, height] as const,
  );
  return Buffer.from(base64, 'base64');
}

test.describe('articles', () => {
  test('read an article from Home: sanitised body, clock date, author', { tag: '@engines' }, async ({ page }) => {
    await logInThroughApi(page, uniqueEmail('reader'));
    await page.goto('/home');
    const topArticles = page.getByRole('list', { name: 'Top articles' });
    const firstCard = topArticles.getByRole('link').first();
    const title = (await firstCard.getByRole('heading').textContent())?.trim() ?? '';
    expect(title).not.toBe('');
    await firstCard.click();

    await expect(page).toHaveURL(/\/home\/inforDetail\?id=\d+$/);
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(page.getByRole('article').locator('time').first()).toHaveText(/^\d{2}:\d{2} (AM|PM) \d{4}\.\d{2}\.\d{2}$/);
    await expect(page.getByRole('article').locator('script')).toHaveCount(0);
  });

  test('a category list loads the next page when scrolled to the end', async ({ page }) => {
    await logInThroughApi(page, uniqueEmail('scroller'));
    const categoryId = await categoryWithSeveralPages(page);
    await page.goto(`/home/inforList?categoryId=${categoryId}`);
    const cards = page.getByRole('list', { name: /^Articles in / }).getByRole('listitem');
    await expect(cards).toHaveCount(10);
    const nextPage = page.waitForResponse(
      (response) => response.url().includes('/public/article/list') && response.url().includes('page=1'),
    );
    await cards.last().scrollIntoViewIfNeeded();
    await page.locator('#app-scroll').evaluate((element) => element.scrollTo(0, element.scrollHeight));
    await nextPage;
    await expect.poll(() => cards.count()).toBeGreaterThan(10);
  });

  test('share copies a link carrying the reader’s shareCode', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // A desktop-like browser without the system share sheet: the link is copied instead.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    await logInThroughApi(page, uniqueEmail('sharer'));
    await page.goto('/home');
    const shareCode = await page.evaluate(() => (JSON.parse(localStorage.getItem('userInfo') ?? '{}') as { shareCode: string }).shareCode);
    expect(shareCode).toMatch(/^[A-Za-z0-9]+$/);

    await page.getByRole('list', { name: 'Top articles' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/inforDetail\?id=(\d+)$/);
    const articleId = new URL(page.url()).searchParams.get('id');
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Copied successfully')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const link = new URL(copied);
    expect(link.pathname).toBe('/home/inforDetail');
    expect(link.searchParams.get('id')).toBe(articleId);
    expect(link.searchParams.get('shareCode')).toBe(shareCode);
  });
});

test("a reader who signs in after another logged out in the same tab never sees the first one's searches", async ({ page }) => {
  await logInThroughApi(page, uniqueEmail('first-reader'));
  await page.goto('/home');
  await page.getByRole('link', { name: 'Search articles' }).click();
  const box = page.getByRole('searchbox', { name: 'Search articles' });
  await typeInto(box, 'breeding');
  await box.press('Enter');
  await expect(page.getByRole('heading', { name: /results? for “breeding”/ })).toBeVisible();
  await page.getByRole('button', { name: 'Clear the search box' }).click();
  await expect(page.getByRole('list', { name: 'Recent searches' }).getByRole('listitem')).toHaveText(['breeding']);

  // Out and in again through the app's own links: the page is never loaded afresh.
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Profile' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  await submitEmailLogin(page, uniqueEmail('second-reader'));
  await page.getByRole('link', { name: 'Search articles' }).click();
  await expect(page.getByText('No recent searches')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recent searches' })).toHaveCount(0);
});

test(
  'search articles as they are typed and on Enter, keep only what was asked for, then remove one record and clear them all',
  { tag: '@engines' },
  async ({ page }) => {
    await logInThroughApi(page, uniqueEmail('searcher'));
    await page.goto('/home');
    await page.getByRole('link', { name: 'Search articles' }).click();
    await expect(page).toHaveURL(/\/home\/searchContent$/);
    await expect(page.getByText('No recent searches')).toBeVisible();

    const box = page.getByRole('searchbox', { name: 'Search articles' });
    await typeInto(box, 'breeding');
    await expect(page.getByRole('heading', { name: /results? for “breeding”/ })).toBeVisible();
    await expect(
      page
        .getByRole('list', { name: /results? for “breeding”/ })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
    await box.press('Enter');
    await expect(page.getByRole('heading', { name: /results? for “breeding”/ })).toBeVisible();

    // Matches as the reader types, but not a record: they did not ask for it.
    await typeInto(box, 'staking');
    await expect(page.getByRole('heading', { name: /results? for “staking”/ }).or(page.getByText('No results'))).toBeVisible();

    await typeInto(box, 'pendant');
    await box.press('Enter');
    await expect(page.getByRole('heading', { name: /results? for “pendant”/ })).toBeVisible();

    await typeInto(box, 'zzqx nothing matches');
    await box.press('Enter');
    await expect(page.getByText('No results')).toBeVisible();

    await page.getByRole('button', { name: 'Clear the search box' }).click();
    const records = page.getByRole('list', { name: 'Recent searches' }).getByRole('listitem');
    await expect(records).toHaveText(['zzqx nothing matches', 'pendant', 'breeding']);

    // The list drops a record before the server has answered: a reload must wait for that answer, or it cancels the
    // request and the record is still there.
    const cleared = () => page.waitForResponse((response) => response.url().endsWith('/app/article/search-record/clear'));
    let answered = cleared();
    await page.getByRole('button', { name: 'Remove “pendant” from recent searches' }).click();
    await expect(records).toHaveText(['zzqx nothing matches', 'breeding']);
    expect((await answered).ok()).toBe(true);
    await page.reload();
    await expect(page.getByRole('list', { name: 'Recent searches' }).getByRole('listitem')).toHaveText([
      'zzqx nothing matches',
      'breeding',
    ]);

    answered = cleared();
    await page.getByRole('button', { name: 'Clear all' }).click();
    await expect(page.getByText('No recent searches')).toBeVisible();
    expect((await answered).ok()).toBe(true);
    await page.reload();
    await expect(page.getByText('No recent searches')).toBeVisible();
  },
);

test('apply to join a family: the application waits as pending', async ({ page }) => {
  await logInThroughApi(page, uniqueEmail('joiner'));
  await page.goto('/live');
  await page.getByRole('link', { name: /Families/ }).click();
  await expect(page).toHaveURL(/\/familyList$/);
  const firstFamily = page.getByRole('list', { name: 'Families' }).getByRole('link').first();
  await firstFamily.click();
  await expect(page).toHaveURL(/\/familyDetail\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Family Detail' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Members' }).getByRole('listitem').first()).toBeVisible();

  await page.getByRole('button', { name: 'Apply to join' }).click();
  await expect(page.getByText('Application sent')).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Application pending');
  await page.reload();
  await expect(page.getByRole('status')).toContainText('Application pending');
  await expect(page.getByRole('button', { name: 'Apply to join' })).toHaveCount(0);
});

test('a visitor reads a family and is offered login to apply', async ({ page }) => {
  await page.goto('/familyDetail?id=1');
  await expect(page.getByRole('heading', { level: 2 }).first()).not.toBeEmpty();
  await expect(page.getByRole('list', { name: 'Members' }).getByRole('listitem').first()).toBeVisible();
  await page.getByRole('link', { name: 'Log in to apply' }).click();
  await expect(page).toHaveURL(/\/loginPage\?redirect=%2FfamilyDetail%3Fid%3D1$/);
});

test('update nickname and avatar: a real image goes in, a JPEG under the limit reaches the server', async ({ page }) => {
  await logInThroughApi(page, uniqueEmail('profile'));
  await page.goto('/user');
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/user\/updateUser$/);

  const png = await noisyPng(page, 1600, 1200);
  expect(png.length).toBeGreaterThan(AVATAR_MAX_BYTES * 4);
  await page.locator('input[type=file]').setInputFiles({ name: 'holiday.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('img', { name: 'Your avatar' })).toHaveAttribute('src', /^data:image\/jpeg;base64,/, { timeout: 30_000 });

  // A direction mark, invisible, is refused where it is typed, and nothing is sent.
  let sentUpdates = 0;
  page.on('request', (request) => void (request.url().endsWith('/app/user/update') && (sentUpdates += 1)));
  await page.getByRole('textbox', { name: 'Nickname' }).fill('Keeper\u202Eevil');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('textbox', { name: 'Nickname' })).toHaveAccessibleDescription(
    'Remove the invisible characters from your nickname.',
  );
  expect(sentUpdates).toBe(0);

  const nickname = `Keeper ${Date.now() % 100000}`;
  await page.getByRole('textbox', { name: 'Nickname' }).fill(nickname);
  const updateRequest = page.waitForRequest((request) => request.url().endsWith('/app/user/update'));
  await page.getByRole('button', { name: 'Save' }).click();
  const sent = JSON.parse((await updateRequest).postData() ?? '{}') as { nickname: string; avatar: string };
  expect(sent.nickname).toBe(nickname);
  const [prefix, base64] = sent.avatar.split(',');
  expect(prefix).toBe('data:image/jpeg;base64');
  const jpeg = Buffer.from(base64, 'base64');
  expect(jpeg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  expect(jpeg.length).toBeLessThanOrEqual(AVATAR_MAX_BYTES);

  await expect(page.getByText('Profile updated')).toBeVisible();
  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByRole('heading', { level: 2, name: nickname })).toBeVisible();
  const user = await apiGetWithToken(page, '/app/user/info');
  expect(user.nickname).toBe(nickname);
  expect(user.avatar).toMatch(/^\/media\/[0-9a-f]{64}\.jpg$/);
  const stored = await page.request.get(user.avatar);
  expect(stored.headers()['content-type']).toBe('image/jpeg');
  expect((await stored.body()).length).toBe(jpeg.length);
});

async function apiGetWithToken(page: Page, path: string): Promise<{ nickname: string; avatar: string }> {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('token') ?? 'null') as string);
  const response = await page.request.get(`${PRODUCT_PREFIX}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await response.json()) as Envelope<{ nickname: string; avatar: string }>).data;
}

test('the Live tab lists rooms and room search finds them by tag or title', { tag: '@engines' }, async ({ page }) => {
  await logInThroughApi(page, uniqueEmail('viewer'));
  await page.goto('/live');
  const rooms = page.getByRole('list', { name: 'Recommended rooms' }).getByRole('listitem');
  await expect(rooms.first()).toBeVisible();
  const roomTitle = (await rooms.first().getByRole('heading').textContent())?.trim() ?? '';
  await page.getByRole('link', { name: 'Search rooms' }).click();
  await typeInto(page.getByRole('searchbox', { name: 'Search rooms by title or tag' }), roomTitle.split(' ')[0]);
  await expect(page.getByRole('heading', { name: roomTitle }).first()).toBeVisible();
  await typeInto(page.getByRole('searchbox', { name: 'Search rooms by title or tag' }), 'zzqx-no-room');
  await expect(page.getByText('No rooms found')).toBeVisible();

  await page.goto('/live/taskList');
  await expect(page.getByRole('list', { name: 'Tasks' }).getByRole('link', { name: /Complete your profile/ })).toBeVisible();
});

test.describe('the task list shows the event entry exactly while the server says an operational task runs', () => {
  const eventEntry = (page: Page) => page.getByRole('list', { name: 'Tasks' }).getByRole('link', { name: /Hatch a creature/ });

  test('as the running server is configured', async ({ page }) => {
    await logInThroughApi(page, uniqueEmail('tasks'));
    const { commonConfig } = await apiGet<{ commonConfig: { isOperationalTask?: boolean } }>(page, '/public/config/public-info');
    await page.goto('/live/taskList');
    await expect(page.getByRole('link', { name: /Complete your profile/ })).toBeVisible();
    await expect(eventEntry(page)).toHaveCount(commonConfig.isOperationalTask ? 1 : 0);
  });

  test('and the other way round', async ({ page }) => {
    await logInThroughApi(page, uniqueEmail('tasks-flipped'));
    let reported: boolean | undefined;
    // The server's own answer with the flag turned over: the stack runs with one setting for all tests.
    await page.route('**/public/config/public-info', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Envelope<{ commonConfig: { isOperationalTask?: boolean } }>;
      reported = !body.data.commonConfig.isOperationalTask;
      body.data.commonConfig.isOperationalTask = reported;
      await route.fulfill({ response, json: body });
    });
    const answered = page.waitForResponse('**/public/config/public-info');
    await page.goto('/live/taskList');
    await expect(page.getByRole('link', { name: /Complete your profile/ })).toBeVisible();
    // The task list may draw before the configuration arrives; the entry follows it once it has.
    await answered;
    expect(reported).toBeDefined();
    await expect(eventEntry(page)).toHaveCount(reported ? 1 : 0);
  });
});

test('Home loads the rooms and the ranking once the reader scrolls near them, and not before', async ({ page }) => {
  await logInThroughApi(page, uniqueEmail('scrolling'));
  const reads = { rooms: [] as string[], ranking: [] as string[] };
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === `${PRODUCT_PREFIX}/public/room/get-recommend-rooms`) reads.rooms.push(request.url());
    if (pathname === `${PRODUCT_PREFIX}/app/rank/user-list`) reads.ranking.push(request.url());
  });
  await page.goto('/home');
  await expect(page.getByRole('list', { name: 'Top articles' })).toBeVisible();
  await expect(page.locator('section[aria-labelledby^="category-"]').first()).toBeVisible();
  expect(reads).toEqual({ rooms: [], ranking: [] });
  const rooms = page.getByRole('region', { name: 'Recommended rooms' });
  await expect(rooms.getByRole('article')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Ranking' })).toHaveCount(0);

  await page.locator('#app-scroll').evaluate((element) => element.scrollTo(0, element.scrollHeight));
  await expect(rooms.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Ranking' }).getByRole('listitem')).toHaveCount(10);
  expect(reads.rooms).toHaveLength(1);
  expect(reads.ranking).toHaveLength(1);
});

test('a Home section whose script cannot load says so, the rest of Home goes on, and Try again loads it', async ({ page }) => {
  await logInThroughApi(page, uniqueEmail('section-script'));
  await page.goto('/home');
  const topArticles = page.getByRole('list', { name: 'Top articles' });
  await expect(topArticles).toBeVisible();
  // Every script asked for from here on fails, as it does offline before the service worker has kept it.
  const noScript = (route: Route) => route.abort('internetdisconnected');
  await page.route('**/_next/static/chunks/**', noScript);

  await page.locator('#app-scroll').evaluate((element) => element.scrollTo(0, element.scrollHeight));
  // The rooms, then the ranking.
  const failures = page.getByRole('main').getByRole('alert');
  await expect(failures).toHaveCount(2);
  await expect(failures.first()).toContainText('Could not load');
  await expect(topArticles).toBeVisible();

  await page.unroute('**/_next/static/chunks/**', noScript);
  await failures.first().getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('region', { name: 'Recommended rooms' }).getByRole('article').first()).toBeVisible();
  await failures.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('list', { name: 'Ranking' }).getByRole('listitem').first()).toBeVisible();
  await expect(failures).toHaveCount(0);
});

test('the ranking on Home highlights the signed-in user', { tag: '@engines' }, async ({ page }) => {
  await logInThroughApi(page, uniqueEmail('ranked'));
  await showHomeDownToRanking(page);
  await page.goto('/home');
  const ranking = page.getByRole('list', { name: 'Ranking' });
  await expect(ranking.getByRole('listitem')).toHaveCount(10);
  const leader = ranking.getByRole('listitem').first();
  await expect(leader).toContainText('Rank 1');
  await expect(leader.locator('img')).toBeVisible();
  await expect(leader).toContainText(/\d pts$/);
  const self = page.getByRole('list', { name: 'Your rank' }).getByRole('listitem');
  await expect(self).toHaveAttribute('aria-current', 'true');
  await expect(self.getByText('You')).toBeVisible();

  const rows = await ranking.getByRole('listitem').count();
  await page.getByRole('button', { name: 'Show more' }).click();
  await expect.poll(() => ranking.getByRole('listitem').count()).toBeGreaterThan(rows);
  await expect(ranking.getByRole('listitem').nth(rows)).toContainText(`Rank ${rows + 1}`);
});

test('analytics: the Sensors SDK sends the page view to commonConfig.sensorsUrl, for a reader who only looks', async ({ page }) => {
  await page.clock.install();
  const collected = page.waitForRequest((request) => request.url().includes('/sensors/collect'));
  await page.goto('/home');
  // Without an interaction the SDK loads 8 s after the page has, counted from once the app runs: they pass on
  // the page's clock.
  await expect(page.getByRole('list', { name: 'Top articles' })).toBeVisible();
  await page.clock.fastForward(8_000);
  const request = await collected;
  expect(request.method()).toBe('POST');
  expect(request.postData() ?? '').toContain('data');
});

/**
 * Every community screen by its route, with what shows it has loaded; `path` gives the address where the route
 * needs a query read from the data.
 */
const SCREENS: { route: string; path?: (page: Page) => Promise<string>; ready: (page: Page) => ReturnType<Page['getByRole']> }[] = [
  { route: '/home', ready: (page) => page.getByRole('list', { name: 'Top articles' }) },
  {
    route: '/home/inforList',
    path: async (page) => `/home/inforList?categoryId=${await categoryWithSeveralPages(page)}`,
    ready: (page) => page.getByRole('list', { name: /^Articles in / }),
  },
  { route: '/home/inforSubList?topicId=1', ready: (page) => page.getByRole('heading', { level: 2 }) },
  { route: '/home/inforDetail?id=1', ready: (page) => page.getByRole('button', { name: 'Share' }) },
  { route: '/home/searchContent', ready: (page) => page.getByRole('searchbox') },
  { route: '/live', ready: (page) => page.getByRole('list', { name: 'Recommended rooms' }) },
  { route: '/live/searchContent', ready: (page) => page.getByRole('searchbox') },
  { route: '/live/taskList', ready: (page) => page.getByRole('list', { name: 'Tasks' }) },
  { route: '/familyList', ready: (page) => page.getByRole('list', { name: 'Families' }) },
  { route: '/familyDetail?id=1', ready: (page) => page.getByRole('list', { name: 'Members' }) },
  { route: '/user', ready: (page) => page.getByRole('link', { name: 'Edit' }) },
  { route: '/user/updateUser', ready: (page) => page.getByRole('textbox', { name: 'Nickname' }) },
  { route: '/loginPage', ready: (page) => page.getByRole('button', { name: 'Sign in with wallet' }) },
];

async function screenPath(page: Page, screen: (typeof SCREENS)[number]): Promise<string> {
  return screen.path ? screen.path(page) : screen.route;
}

function pageWidths(page: Page): Promise<{ scrollWidth: number; clientWidth: number }> {
  return page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    clientWidth: document.scrollingElement!.clientWidth,
  }));
}

test('every community screen fits 360 px: no sideways scrolling, its main control in view', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await logInThroughApi(page, uniqueEmail('narrow'));
  const overflowing: { path: string; scrollWidth: number; clientWidth: number }[] = [];
  for (const screen of SCREENS) {
    const path = await screenPath(page, screen);
    await page.goto(path);
    const control = screen.ready(page).first();
    await expect(control).toBeVisible();
    const box = await control.boundingBox();
    expect(box, path).not.toBeNull();
    expect(box!.x, path).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, path).toBeLessThanOrEqual(360);
    const { scrollWidth, clientWidth } = await pageWidths(page);
    if (scrollWidth > clientWidth) overflowing.push({ path, scrollWidth, clientWidth });
  }
  expect(overflowing).toEqual([]);

  // The measure itself: a mobile browser may widen its layout viewport to the content, hiding overflow.
  await page.evaluate(() => {
    const wide = document.createElement('div');
    wide.style.cssText = 'width: 400px; height: 1px';
    document.body.append(wide);
  });
  const widened = await pageWidths(page);
  expect(widened.scrollWidth).toBeGreaterThan(widened.clientWidth);
});

// A test a screen: axe takes seconds a page on a busy machine, and a failure names its screen.
for (const screen of SCREENS) {
  test(`no serious or critical accessibility violations on ${screen.route}`, async ({ page }) => {
    await logInThroughApi(page, uniqueEmail('axe'));
    await page.goto(await screenPath(page, screen));
    await expect(screen.ready(page).first()).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({ id: violation.id, impact: violation.impact, targets: violation.nodes.map((node) => node.target.join(' ')) }));
    expect(serious).toEqual([]);
  });
}
