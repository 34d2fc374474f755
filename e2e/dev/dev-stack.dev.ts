/**
 * `npm run dev`'s stack, as `scripts/start.ts --dev` starts it: `next dev` serves the app and forwards to the
 * reference server whatever it does not serve itself, so the APIs, `/rpc` and token metadata answer on the app's
 * origin; the test wallet is compiled in; a page hydrates with no uncaught error; a component saved while a page
 * shows it reaches that page by hot reload, without a reload; and stopping the stack stops every process it
 * started. The time from a save to the screen is `npm run bench:dev`'s.
 * Run with `npm run test:dev`.
 */
import assert from 'node:assert/strict';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { chromium, type Page } from 'playwright';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/lib/chromium';
import { ROOT, startStack, type RunningStack } from '../../scripts/stack';
import { PRODUCT_PREFIX } from '../fixtures';
import { DEV_STACK_PLACE as place } from '../stack-ports';

const API_PORT = place.serverPort + 1;
/** A step's limit: `next dev` compiles a route on its first request, minutes on a busy two-core machine. */
const STEP_MS = 5 * 60_000;

let stack: RunningStack | undefined;

before(
  async () => {
    rmSync(path.join(ROOT, place.dataDir), { recursive: true, force: true });
    stack = await startStack({
      serverPort: place.serverPort,
      rpcPort: place.rpcPort,
      dataDir: path.join(ROOT, place.dataDir),
      testWallet: true,
      devServer: { apiPort: API_PORT },
      serverLogFile: path.join(ROOT, place.serverLog),
      echo: false,
      log: () => {},
    });
  },
  { timeout: 20 * 60_000 },
);

after(async () => {
  await stack?.stop();
});

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url);
    return true;
  } catch {
    return false;
  }
}

test('next dev serves the app, and the APIs, /rpc and token metadata answer on its origin', { timeout: STEP_MS }, async () => {
  const appUrl = stack!.appUrl;
  const home = await fetch(`${appUrl}/home`);
  assert.equal(home.status, 200);
  assert.match(await home.text(), /\/_next\/static\//);

  const top = (await (await fetch(`${appUrl}${PRODUCT_PREFIX}/public/article/top-article?size=1`)).json()) as {
    code: number;
    data: unknown[];
  };
  assert.equal(top.code, 200);
  assert.equal(top.data.length, 1);

  const rpc = await fetch(`${appUrl}/rpc`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
  });
  assert.deepEqual(await rpc.json(), { jsonrpc: '2.0', id: 1, result: `0x${stack!.chainId.toString(16)}` });

  const metadata = (await (await fetch(`${appUrl}/metadata/${stack!.chainId}/creatures/1`)).json()) as { image: string };
  assert.ok(metadata.image.startsWith(`${appUrl}/metadata/`), `token metadata names the app's origin: ${metadata.image}`);
});

test(
  'a page hydrates with the test wallet compiled in, sends its page view to its own origin, and has no uncaught page error',
  { timeout: STEP_MS },
  async () => {
    const browser = await chromium.launch({ executablePath: chromiumPath({ whole: false }), args: CHROMIUM_ARGS });
    try {
      const page = await browser.newPage();
      const pageErrors: Error[] = [];
      page.on('pageerror', (error) => pageErrors.push(error));
      // The page view the analytics SDK sends once it starts: to the app's origin, or the browser refuses it.
      const beacon = new Promise<string>((resolve) => {
        const isBeacon = (url: string) => url.includes('/sensors/collect');
        page.on('requestfinished', (request) => isBeacon(request.url()) && resolve(`sent to ${request.url()}`));
        page.on('requestfailed', (request) => isBeacon(request.url()) && resolve(`${request.failure()?.errorText} at ${request.url()}`));
      });
      await page.goto(`${stack!.appUrl}/home`);
      // The mark exists only in a build with the test wallet (app/layout.tsx).
      await page.locator('html[data-hydrated]').waitFor({ timeout: STEP_MS });
      assert.equal(await beacon, `sent to ${stack!.appUrl}/sensors/collect`);
      assert.deepEqual(pageErrors, []);
    } finally {
      await browser.close();
    }
  },
);

/** A component Home renders, and the element of it that a save marks. */
const EDITED_COMPONENT = path.join(ROOT, 'components/home/HomeScreen.tsx');
const EDITED_ELEMENT = '<div className=';

/**
 * Resolves once the page's hot reload client has subscribed to its chunks' updates: a save before then reaches
 * the page as a reload, as next dev cannot tell which version the page runs.
 */
function hotReloadSubscribed(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().includes('/_next/hmr')) return;
      socket.on('framesent', ({ payload }) => String(payload).includes('"turbopack-subscribe"') && resolve());
    });
  });
}

test(
  'a component saved while Home is open reaches the page by hot reload, without a reload, and the page logs no error',
  { timeout: STEP_MS },
  async () => {
    const original = readFileSync(EDITED_COMPONENT, 'utf8');
    assert.ok(original.includes(EDITED_ELEMENT), `${path.relative(ROOT, EDITED_COMPONENT)} has a "${EDITED_ELEMENT}" to change`);
    const browser = await chromium.launch({ executablePath: chromiumPath({ whole: false }), args: CHROMIUM_ARGS });
    try {
      const page = await browser.newPage();
      const pageErrors: Error[] = [];
      const consoleErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error));
      page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
      const subscribed = hotReloadSubscribed(page);
      await page.goto(`${stack!.appUrl}/home`);
      await page.locator('html[data-hydrated]').waitFor({ timeout: STEP_MS });
      await subscribed;
      // Gone if the page loads again.
      await page.evaluate(() => Object.assign(window, { hotReloadMark: true }));
      try {
        for (const save of ['first', 'second']) {
          writeFileSync(EDITED_COMPONENT, original.replace(EDITED_ELEMENT, `<div data-dev-probe="${save}" className=`));
          await page.locator(`[data-dev-probe="${save}"]`).waitFor({ state: 'attached', timeout: STEP_MS });
        }
      } finally {
        writeFileSync(EDITED_COMPONENT, original);
      }
      await page.locator('[data-dev-probe]').waitFor({ state: 'detached', timeout: STEP_MS });
      assert.equal(await page.evaluate(() => 'hotReloadMark' in window), true, 'the page did not reload');
      assert.deepEqual(pageErrors, []);
      assert.deepEqual(consoleErrors, []);
    } finally {
      await browser.close();
    }
  },
);

test('stopping the stack stops next dev, the server and the chain', { timeout: STEP_MS }, async () => {
  const { appUrl, rpcUrl } = stack!;
  await stack!.stop();
  stack = undefined;
  assert.equal(await answers(`${appUrl}/home`), false, 'next dev stopped');
  assert.equal(await answers(`http://localhost:${API_PORT}/openapi.json`), false, 'the reference server stopped');
  assert.equal(await answers(rpcUrl), false, 'anvil stopped');
});
