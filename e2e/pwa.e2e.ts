import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ROOT } from '../scripts/stack';
import { expect, logInThroughApi, test, uniqueEmail } from './fixtures';

/** The worker the e2e stack serves, straight from the static export. */
const SERVICE_WORKER_FILE = path.join(ROOT, 'out/sw.js');

/**
 * Replaces the served worker script in one step (a rename): the other worker's stack serves the same build, and a
 * page of its own must never fetch the script half written.
 */
function replaceServiceWorker(text: string): void {
  const next = `${SERVICE_WORKER_FILE}.next`;
  writeFileSync(next, text);
  renameSync(next, SERVICE_WORKER_FILE);
}

test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker has precached the app and controls this page. */
async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test('the manifest makes the app installable: name, standalone, start URL and every icon', async ({ page }) => {
  await page.goto('/home');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const response = await page.request.get(href!);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    display: string;
    start_url: string;
    scope: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Creature Community', display: 'standalone', start_url: '/home', scope: '/' });
  const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of manifest.icons) {
    const image = await page.request.get(icon.src);
    expect(image.headers()['content-type']).toBe('image/png');
  }

  // Chromium's own verdict, as DevTools' Application panel shows it. A test context is a throwaway
  // profile, which Chromium counts as incognito: that one is about the browser, not the app.
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
});

test('offline: Home reloads and an article read before opens; the banner goes when the network is back', async ({ page, context }) => {
  await logInThroughApi(page, uniqueEmail('offline'));
  await page.goto('/home');
  await waitForServiceWorkerControl(page);
  // Load Home again under the worker, so its public reads pass through it and are kept.
  await page.reload();
  const firstArticle = page
    .getByRole('main')
    .getByRole('link')
    .filter({ has: page.getByRole('heading', { level: 3 }) })
    .first();
  const title = (await firstArticle.getByRole('heading', { level: 3 }).textContent())!.trim();
  await firstArticle.click();
  await expect(page).toHaveURL(/\/home\/inforDetail\?id=\d+/);
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  const articleUrl = page.url();

  await context.setOffline(true);
  await expect(page.getByTestId('offline-banner')).toBeVisible();

  const home = await page.goto('/home');
  expect(home?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toBeVisible();

  await page
    .getByRole('link')
    .filter({ has: page.getByRole('heading', { level: 3, name: title }) })
    .first()
    .click();
  await expect(page).toHaveURL(articleUrl);
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();

  // A page the worker never saw opens its offline page instead of the browser's error.
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
  await page.goto(articleUrl);
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toBeHidden();
});

test('an article the server no longer has leaves the cache at the next read', async ({ page, context }) => {
  await logInThroughApi(page, uniqueEmail('taken-down'));
  await page.goto('/home');
  await waitForServiceWorkerControl(page);
  await page.reload();
  await page
    .getByRole('main')
    .getByRole('link')
    .filter({ has: page.getByRole('heading', { level: 3 }) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/home\/inforDetail\?id=\d+/);
  const id = new URL(page.url()).searchParams.get('id')!;
  const cachedDetail = () =>
    page.evaluate(
      async (articleId) =>
        (await (await caches.open('public-api')).keys()).some((request) => {
          const url = new URL(request.url);
          return url.pathname.endsWith('/public/article/info') && url.searchParams.get('id') === articleId;
        }),
      id,
    );
  await expect.poll(cachedDetail).toBe(true);

  // The article is taken down: the server answers it 404 from now on.
  await context.route(
    (url) => url.pathname.endsWith('/public/article/info') && url.searchParams.get('id') === id,
    (route) => route.fulfill({ status: 404, json: { code: 404, data: null, message: 'No such article' } }),
  );
  await page.reload();
  await expect.poll(cachedDetail).toBe(false);
});

test('wallet calls, chain RPC and signed-in reads are never answered from a cache', async ({ page }) => {
  await logInThroughApi(page, uniqueEmail('nocache'));
  await page.goto('/home');
  await waitForServiceWorkerControl(page);
  // Signed-in screens under the worker: ranking and user info (/app/), the NFT tab's wallet and chain reads.
  for (const path of ['/home', '/nft', '/wallet']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  const cachedUrls = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((request) => new URL(request.url).pathname));
    }
    return urls;
  });
  expect(cachedUrls.length).toBeGreaterThan(20);
  expect(cachedUrls.filter((url) => /^\/(v1|rpc)\b|JavaRoom\/app\//.test(url))).toEqual([]);
});

test('a new version: the prompt shows while the new worker waits, and Reload brings the page under it', async ({ page }) => {
  await page.goto('/home');
  await waitForServiceWorkerControl(page);
  await expect(page.getByTestId('update-prompt')).toBeHidden();
  // Every version of this page's worker as DevTools reports it, and the released one: the only one activated so far.
  const devTools = await page.context().newCDPSession(page);
  const versions = new Map<string, { status: string; runningStatus: string }>();
  devTools.on('ServiceWorker.workerVersionUpdated', (update) => {
    for (const { versionId, status, runningStatus } of update.versions) versions.set(versionId, { status, runningStatus });
  });
  await devTools.send('ServiceWorker.enable');
  await expect.poll(() => [...versions.values()].map(({ status }) => status)).toEqual(['activated']);
  const [releasedVersion] = versions.keys();

  // The next release: a different worker script, which says its version and whether it was told to take over.
  const released = readFileSync(SERVICE_WORKER_FILE, 'utf8');
  const nextVersion = `next-${Date.now()}`;
  replaceServiceWorker(
    `${released}
let toldToTakeOver = false;
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') toldToTakeOver = true;
  if (event.data && event.data.type === 'VERSION') event.ports[0].postMessage({ version: ${JSON.stringify(nextVersion)}, toldToTakeOver });
});
`,
  );
  const askWaitingWorker = () =>
    page.evaluate(
      () =>
        new Promise<{ version: string; toldToTakeOver: boolean } | null>((resolve) => {
          void navigator.serviceWorker.getRegistration().then((registration) => {
            if (!registration?.waiting) return resolve(null);
            const channel = new MessageChannel();
            channel.port1.onmessage = (event) => resolve(event.data as { version: string; toldToTakeOver: boolean });
            registration.waiting.postMessage({ type: 'VERSION' }, [channel.port2]);
          });
        }),
    );
  try {
    // What the app does when it comes back to the foreground: ask the server for a newer worker.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const prompt = page.getByTestId('update-prompt');
    await expect(prompt).toBeVisible();
    await expect(prompt).toContainText('A new version is available.');
    // The new version waits for the reader: the page is still under the released one.
    expect(await askWaitingWorker()).toEqual({ version: nextVersion, toldToTakeOver: false });

    // A mark only the released page carries: it is gone once the page has reloaded.
    await page.evaluate(() => Object.assign(window, { releasedPage: true }));
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Reload' }).click();
    // The browser lets a told worker take over once the old one has no work left, and stops the old one as soon as
    // it is idle; but the test's instrumentation keeps the old one attached, and an attached worker is never stopped
    // for idleness.
    const waitingAfterReload = () => askWaitingWorker().catch(() => null);
    await expect.poll(async () => (await waitingAfterReload())?.toldToTakeOver ?? 'taken over').not.toBe(false);
    // So the test stops the released version as the browser would, and again each time the page's own requests
    // start it anew before the new one took over, until it is replaced. DevTools' calls are not awaited: one sent
    // as the page reloads is never answered, and the page's reload is what follows the takeover.
    await expect
      .poll(() => {
        const { status, runningStatus } = versions.get(releasedVersion!)!;
        if (status !== 'redundant' && runningStatus === 'running') {
          devTools.send('ServiceWorker.stopWorker', { versionId: releasedVersion! }).catch(() => undefined);
        }
        return status;
      })
      .toBe('redundant');
    await reloaded;
    expect(await page.evaluate(() => 'releasedPage' in window)).toBe(false);
    // The reloaded page is under the new version, and no longer offered it.
    const controllerVersion = () =>
      page.evaluate(
        () =>
          new Promise<string | null>((resolve) => {
            const controller = navigator.serviceWorker.controller;
            if (!controller) return resolve(null);
            const channel = new MessageChannel();
            channel.port1.onmessage = (event) => resolve((event.data as { version: string }).version);
            controller.postMessage({ type: 'VERSION' }, [channel.port2]);
          }),
      );
    await expect.poll(controllerVersion).toBe(nextVersion);
    await expect(page.getByTestId('update-prompt')).toBeHidden();
    await expect(page.getByRole('main')).toBeVisible();
  } finally {
    replaceServiceWorker(released);
  }
});
