import { E2E_ACCOUNTS, devAccount } from './accounts';
import { CHROMIUM_ARGS, wholeChromium } from '../scripts/lib/chromium';
import { expect, logInThroughApi, test, uniqueEmail } from './fixtures';
import { chainControl, contracts, mined, newRevealedCreature, walletOf } from './nft-chain';

const STAKER_INDEX = E2E_ACCOUNTS.readyReminders.staker;
const staker = devAccount(STAKER_INDEX);

interface RecordedNotification {
  title: string;
  body?: string;
  tag?: string;
  outcome: string;
}

declare global {
  interface Window {
    __shownNotifications?: RecordedNotification[];
  }
}

// The app's notifications go through the service worker, which this test lets run, and are shown by the whole
// browser: the headless shell reports them blocked. Launched as the benchmarks launch it, without its own UI's
// preloaded pages beside the app's.
test.use({
  serviceWorkers: 'allow',
  launchOptions: [async ({}, provide) => provide(await wholeChromium(CHROMIUM_ARGS)), { scope: 'worker' }],
});

test('a staking day coming due is listed, then announced in the app and as a system notification', async ({
  page,
  context,
  testWallet,
}) => {
  const tokenId = await newRevealedCreature(staker);
  const { CreatureNft, CreatureStakingPool } = contracts;
  await mined(walletOf(staker).writeContract({ ...CreatureNft, functionName: 'approve', args: [CreatureStakingPool.address, tokenId] }));
  await mined(walletOf(staker).writeContract({ ...CreatureStakingPool, functionName: 'stake', args: [tokenId] }));

  await context.grantPermissions(['notifications']);
  // Records each call the page makes, then makes it for real and records how it went.
  await page.addInitScript(() => {
    window.__shownNotifications = [];
    const showNotification = ServiceWorkerRegistration.prototype.showNotification;
    ServiceWorkerRegistration.prototype.showNotification = function (title: string, options?: NotificationOptions) {
      const record: RecordedNotification = { title, body: options?.body, tag: options?.tag, outcome: 'pending' };
      window.__shownNotifications!.push(record);
      const shown = showNotification.call(this, title, options);
      shown.then(
        () => (record.outcome = 'shown'),
        (error: Error) => (record.outcome = `failed: ${error.message}`),
      );
      return shown;
    };
  });
  await logInThroughApi(page, uniqueEmail('ready'));
  await testWallet({ accountIndex: STAKER_INDEX });
  await page.goto('/nft');
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await page.evaluate(() => navigator.serviceWorker.ready);

  const firstDay = page.getByRole('list', { name: 'Coming up' }).getByTestId(`ready-income-${tokenId}-1`);
  await expect(firstDay).toContainText(`Creature #${tokenId}: a new day of staking income`);
  await expect(firstDay).toContainText(/\d\d:\d\d:\d\d/);
  await expect(page.getByText('You will be notified when one is ready.')).toBeVisible();

  // A day passes on the chain: anvil's clock moves on and a block is mined at the new time.
  await chainControl.increaseTime({ seconds: 24 * 3600 });
  await chainControl.mine({ blocks: 1 });

  const announcement = `Creature #${tokenId}: a new day of staking income`;
  // The in-app notice: a toast, beside the row that now says it is ready.
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: announcement })).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(() => page.evaluate(() => window.__shownNotifications))
    .toEqual([{ title: 'Ready now', body: announcement, tag: `income-${tokenId}-1`, outcome: 'shown' }]);
  const shown = await page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((notification) => notification.tag),
  );
  expect(shown).toContain(`income-${tokenId}-1`);
  // The overview was read again: the next pledge day is the one awaited now.
  await expect(page.getByTestId(`ready-income-${tokenId}-2`)).toBeVisible();
});
