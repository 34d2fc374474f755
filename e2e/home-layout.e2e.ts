import { PRODUCT_PREFIX, expect, logInThroughApi, test, uniqueEmail } from './fixtures';

/** Home's four reads, by the path the main API serves each on. */
const HOME_READS = {
  topArticles: '/public/article/top-article',
  categories: '/public/article/topic-by-category',
  rooms: '/public/room/get-recommend-rooms',
  ranking: '/app/rank/user-list',
} as const;
type HomeRead = keyof typeof HOME_READS;

const ORDERS: HomeRead[][] = [
  ['topArticles', 'categories', 'rooms', 'ranking'],
  ['ranking', 'rooms', 'categories', 'topArticles'],
];

declare global {
  interface Window {
    /** Shifts of the screen's content (inside `main`), with the start of each moved element's markup. */
    contentShifts: { value: number; moved: string[] }[];
  }
}

for (const order of ORDERS) {
  test(`Home's content arriving as ${order.join(', ')} moves nothing on screen`, async ({ page }) => {
    await logInThroughApi(page, uniqueEmail('layout'));
    const release = new Map<HomeRead, () => void>();
    for (const [read, pathname] of Object.entries(HOME_READS) as [HomeRead, string][]) {
      const held = new Promise<void>((resolve) => release.set(read, resolve));
      await page.route(
        (url) => url.pathname === `${PRODUCT_PREFIX}${pathname}`,
        async (route) => {
          await held;
          await route.continue();
        },
      );
    }
    await page.addInitScript(() => {
      window.contentShifts = [];
      new PerformanceObserver((list) => {
        for (const shift of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources: { node?: Node }[] }[]) {
          const moved = shift.sources.flatMap(({ node }) => (node instanceof Element && node.closest('main') ? [node.outerHTML.slice(0, 120)] : []));
          if (!shift.hadRecentInput && moved.length > 0) window.contentShifts.push({ value: shift.value, moved });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });

    await page.goto('/home');
    const placeholders = page.locator('main .animate-pulse');
    await expect(placeholders.first()).toBeVisible();
    for (const read of order) {
      const before = await placeholders.count();
      release.get(read)!();
      // Each section swaps its placeholders for its content when its read arrives. Checked often: the reads
      // still held time out in the app after E2E_HTTP_TIMEOUT_MS.
      await expect.poll(() => placeholders.count(), { message: `${read} drawn`, intervals: [50] }).toBeLessThan(before);
    }
    await expect(placeholders).toHaveCount(0);

    expect(await page.evaluate(() => window.contentShifts)).toEqual([]);
  });
}
