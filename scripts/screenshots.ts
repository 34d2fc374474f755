// `npm run screenshots`: starts the local stack (with the test wallet, on ports of its own), and takes
// phone-size (Pixel 7) pictures of the main screens into docs/screenshots/ for the README.
// Ports: SCREENSHOT_PORT (3207), SCREENSHOT_RPC_PORT (8607).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { devices, type Locator, type Page } from 'playwright';
import { TEST_WALLET_CONFIG_KEY } from '../lib/chain/test-wallet/install';
import { CHROMIUM_ARGS } from './lib/chromium';
import { seedSession } from './lib/session';
import { runOnSignedInStack } from './lib/signedInStack';
import { ROOT } from './stack';

const SERVER_PORT = Number(process.env.SCREENSHOT_PORT ?? 3207);
const RPC_PORT = Number(process.env.SCREENSHOT_RPC_PORT ?? 8607);
const SHOTS_DIR = path.join(ROOT, 'docs/screenshots');
/** The demo state gives the third dev account creatures of every kind. */
const WALLET_ACCOUNT_INDEX = 2;

/** How long a screen may take to show its images. */
const IMAGES_TIMEOUT_MS = 15_000;
/** Sheets and toasts animate in; the picture waits until they are still. */
const SETTLE_MS = 600;

/** Waits for the images on screen (lazy ones below the fold never load) and settled transitions. */
async function shoot(log: (line: string) => void, page: Page, name: string): Promise<void> {
  await page.waitForFunction(
    () =>
      [...document.images]
        .filter((image) => {
          const box = image.getBoundingClientRect();
          return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
        })
        .every((image) => image.complete),
    undefined,
    { timeout: IMAGES_TIMEOUT_MS },
  );
  await page.waitForTimeout(SETTLE_MS);
  const file = path.join(SHOTS_DIR, `${name}.png`);
  await page.screenshot({ path: file });
  log(`wrote ${path.relative(ROOT, file)}`);
}

/** The wallet stays connected across the context's pages once connected: the button shows only before. */
async function connectUnlessConnected(page: Page, connected: Locator): Promise<void> {
  const connect = page.getByRole('button', { name: 'Connect wallet' });
  await connect.or(connected).first().waitFor();
  if (await connect.isVisible()) await connect.click();
  await connected.first().waitFor();
}

runOnSignedInStack(
  {
    name: 'screenshots',
    serverPort: SERVER_PORT,
    rpcPort: RPC_PORT,
    testWallet: true,
    chromiumArgs: CHROMIUM_ARGS,
    email: 'screenshots@example.com',
  },
  async ({ stack, browser, session, log }) => {
    mkdirSync(SHOTS_DIR, { recursive: true });
    const context = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block' });
    await seedSession(context, session);
    await context.addInitScript(([key, config]) => window.localStorage.setItem(key, config), [
      TEST_WALLET_CONFIG_KEY,
      JSON.stringify({ accountIndex: WALLET_ACCOUNT_INDEX }),
    ] as const);
    const page = await context.newPage();
    const at = (route: string) => page.goto(`${stack.appUrl}${route}`);

    await at('/home');
    const firstArticle = page
      .getByRole('main')
      .getByRole('link')
      .filter({ has: page.getByRole('heading', { level: 3 }) })
      .first();
    await firstArticle.waitFor();
    await shoot(log, page, 'home');

    await firstArticle.click();
    await page.getByRole('heading', { level: 2 }).first().waitFor();
    await shoot(log, page, 'article');

    await at('/nft');
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    const creature = page.locator('[data-testid^="creature-"]').first();
    await creature.waitFor();
    await shoot(log, page, 'nft');

    await creature.click();
    await page.getByTestId('creature-sheet').waitFor();
    await shoot(log, page, 'action-sheet');

    // Two of the wallet's creatures listed through the app, as a holder lists them, fill the market's picture.
    for (const [index, price] of ['0.12', '0.3'].entries()) {
      await at('/nft');
      const creatures = page.locator('[data-testid^="creature-"]');
      await connectUnlessConnected(page, creatures);
      await creatures.nth(index).click();
      const sell = page.getByTestId('sell-section');
      await sell.getByRole('textbox', { name: 'Price' }).fill(price);
      const approve = sell.getByRole('button', { name: 'Approve NFT' });
      const sign = sell.getByRole('button', { name: 'Sign listing', disabled: false });
      // Which of the two shows depends on the approval Seaport already has, read before either.
      await approve.or(sign).first().waitFor();
      if (index === 0) {
        await sell.scrollIntoViewIfNeeded();
        await shoot(log, page, 'market-sell');
      }
      if (await approve.isVisible()) {
        await approve.click();
        await page.getByTestId('tx-done').waitFor();
      }
      await sign.click();
      await sell.getByTestId('order-placed').waitFor();
    }
    await at('/market');
    await connectUnlessConnected(page, page.getByTestId('market-filters'));
    await page.locator('[data-testid^="listing-"]').nth(1).waitFor();
    await shoot(log, page, 'market');

    await at('/wallet');
    await page.getByRole('region', { name: 'Send tokens' }).waitFor();
    await shoot(log, page, 'wallet');
    await context.close();
  },
);
