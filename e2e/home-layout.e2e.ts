import type { Page } from '@playwright/test';
import { PRODUCT_PREFIX, expect, logInThroughApi, test, uniqueEmail } from './fixtures';

/** Home's four reads, by the path the main API serves each on, and what the screen shows once each has arrived. */
const HOME_READS = {
  topArticles: { pathname: '/public/article/top-article', drawn: (page: Page) => page.getByRole('list', { name: 'Top articles' }) },
  categories: {
    pathname: '/public/article/topic-by-category',
    drawn: (page: Page) => page.locator('section[aria-labelledby^="category-"]').first(),
  },
  rooms: {
    pathname: '/public/room/get-recommend-rooms',
    drawn: (page: Page) => page.getByRole('region', { name: 'Recommended rooms' }).getByRole('article').first(),
  },
  ranking: { pathname: '/app/rank/user-list', drawn: (page: Page) => page.getByRole('list', { name: 'Ranking' }) },
} as const;
type HomeRead = keyof typeof HOME_READS;

/**
 * The orders the reads of the first screen may arrive in; the rooms and the ranking below it are read once the
 * reader scrolls near them. Once, the rooms come without tags: a card then has no tag row, whose place it keeps.
 */
const CASES: { order: Exclude<HomeRead, 'rooms' | 'ranking'>[]; taglessRooms: boolean }[] = [
  { order: ['topArticles', 'categories'], taglessRooms: false },
  { order: ['categories', 'topArticles'], taglessRooms: true },
];

declare global {
  interface Window {
    /** Layout shifts, with the start of each moved element's markup. */
    layoutShifts: { value: number; moved: string[] }[];
    /** The observer that fills `layoutShifts`, asked for what it has not yet delivered before they are read. */
    layoutShiftObserver: PerformanceObserver;
    recordLayoutShifts: (entries: PerformanceEntryList) => void;
  }
}

for (const { order, taglessRooms } of CASES) {
  const rooms = taglessRooms ? 'the rooms (without tags)' : 'the rooms';
  test(`Home's content arriving as ${order.join(', ')}, then ${rooms} and the ranking, moves nothing on screen`, async ({ page }) => {
    await logInThroughApi(page, uniqueEmail('layout'));
    const release = new Map<HomeRead, () => void>();
    for (const [read, { pathname }] of Object.entries(HOME_READS) as [HomeRead, (typeof HOME_READS)[HomeRead]][]) {
      const held = new Promise<void>((resolve) => release.set(read, resolve));
      await page.route(
        (url) => url.pathname === `${PRODUCT_PREFIX}${pathname}`,
        async (route) => {
          await held;
          if (read !== 'rooms' || !taglessRooms) return route.continue();
          const response = await route.fetch();
          const untagged = JSON.parse(await response.text(), (key: string, value: unknown) => (key === 'tags' ? [] : value));
          await route.fulfill({ response, json: untagged });
        },
      );
    }
    await page.addInitScript(() => {
      window.layoutShifts = [];
      window.recordLayoutShifts = (entries) => {
        for (const shift of entries as unknown as { value: number; hadRecentInput: boolean; sources: { node?: Node }[] }[]) {
          const moved = shift.sources.map(({ node }) => (node instanceof Element ? node.outerHTML.slice(0, 120) : String(node?.nodeName)));
          if (!shift.hadRecentInput) window.layoutShifts.push({ value: shift.value, moved });
        }
      };
      window.layoutShiftObserver = new PerformanceObserver((list) => window.recordLayoutShifts(list.getEntries()));
      window.layoutShiftObserver.observe({ type: 'layout-shift', buffered: true });
    });

    await page.goto('/home');
    for (const read of order) {
      release.get(read)!();
      await expect(HOME_READS[read].drawn(page)).toBeAttached();
    }
    await page.locator('#app-scroll').evaluate((element) => element.scrollTo(0, element.scrollHeight));
    for (const read of ['rooms', 'ranking'] as const) {
      release.get(read)!();
      await expect(HOME_READS[read].drawn(page)).toBeAttached();
    }
    await expect(page.locator('main .animate-skeleton')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);

    // A shift of the last paint may not have reached the observer's callback yet: its pending entries are counted too.
    const shifts = await page.evaluate(() => {
      window.recordLayoutShifts(window.layoutShiftObserver.takeRecords());
      return window.layoutShifts;
    });
    expect(shifts).toEqual([]);
  });
}

test('the prerendered header shows a signed-in reader the profile entry before the app runs, and a visitor the login', async ({ page }) => {
  // Without its scripts (the stylesheet still loads) the page stays as it was first painted.
  await page.route('**/_next/static/chunks/**/*.js', (route) => route.abort());
  await page.goto('/home');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Profile' })).toBeHidden();

  await logInThroughApi(page, uniqueEmail('first-paint'));
  await page.goto('/home');
  await expect(banner.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Log in' })).toBeHidden();
});

test("Home's prerendered page holds each section's place before the page's scripts run", async ({ page, browser, baseURL }) => {
  // A slow phone can paint before the parser reaches the end of the prerendered page, where a large section may
  // be streamed after the rest: what it paints then is the page as it is without scripts.
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = test.info().project.use;
  const scriptless = await browser.newContext({
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    baseURL,
    javaScriptEnabled: false,
  });
  // Without scripts a section streamed later stays in a hidden element beside its fallback.
  const rooms = (on: Page) => on.locator('section[aria-labelledby="recommended-rooms"]').filter({ visible: true });
  let prerendered: { y: number } | null;
  try {
    const before = await scriptless.newPage();
    await before.goto('/home');
    prerendered = await rooms(before).boundingBox();
  } finally {
    await scriptless.close();
  }

  // The app's own first render, while every read of Home is still on its way.
  await page.route(
    (url) => Object.values(HOME_READS).some(({ pathname }) => url.pathname === `${PRODUCT_PREFIX}${pathname}`),
    () => undefined,
  );
  await page.goto('/home');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  const skeleton = rooms(page).locator('.animate-skeleton').first();
  await expect(skeleton).toBeVisible();
  // A skeleton stands still for its first second: a quick answer replaces it without a pulse drawn frame by frame.
  expect(await skeleton.evaluate((element) => element.getAnimations().map((animation) => animation.effect?.getTiming().delay))).toEqual([
    1000,
  ]);
  expect(prerendered).not.toBeNull();
  expect((await rooms(page).boundingBox())?.y).toBe(prerendered!.y);
});
