import type { Page } from '@playwright/test';
import { createTestClient, encodeFunctionData, http, maxUint256, zeroAddress, type Hash } from 'viem';
import { E2E_ACCOUNTS, devAccount, type DevAccount } from './accounts';
import { PRODUCT_PREFIX, expect, expectTxDone, logInThroughApi, recordToasts, test, uniqueEmail } from './fixtures';
import { E2E_HTTP_TIMEOUT_MS } from './global-setup';
import {
  approveToken,
  chain,
  contractOwner,
  contracts,
  mined,
  newBlindPendant,
  newRevealedCreature,
  nonceOf,
  openCreature,
  openIncubator,
  storedHash,
  walletOf,
} from './nft-chain';
import { DROP_CHECK_INTERVAL_MS } from '../lib/chain/tx/receipts';
import { E2E_RPC_URL } from './stack-ports';

const { CreatureUpgrade, CreatureNft, CreatureBreeding, PendantNft, AfaToken, TalkToken } = contracts;
const HOLDER_INDEX = E2E_ACCOUNTS.faults.holder;
const holder = devAccount(HOLDER_INDEX);
/** Switched to in the wallet; it never signs. */
const OTHER_ACCOUNT_INDEX = E2E_ACCOUNTS.faults.other;
const anvil = createTestClient({ mode: 'anvil', transport: http(E2E_RPC_URL) });

const levelsOf = async (tokenId: bigint) =>
  (await chain.readContract({ ...CreatureUpgrade, functionName: 'upgradeInfo', args: [tokenId] })).levels;

/** A creature of the holder with both upgrade allowances in place, so an upgrade is one transaction. */
async function upgradableCreature(): Promise<bigint> {
  const tokenId = await newRevealedCreature(holder);
  for (const token of [AfaToken.address, TalkToken.address]) await approveToken(holder, token, CreatureUpgrade.address, maxUint256);
  return tokenId;
}

/** Owns the nests the holder pairs with; it signs only while a test sets up. */
const nestOwner = devAccount(E2E_ACCOUNTS.faults.nestOwner);

const creatureOf = async (tokenId: bigint) =>
  (await chain.readContract({ ...CreatureNft, functionName: 'creatureOf', args: [tokenId] })).creature;
const ownerOf = (tokenId: bigint) => chain.readContract({ ...CreatureNft, functionName: 'ownerOf', args: [tokenId] });
const pairsOfHolder = () => chain.readContract({ ...CreatureBreeding, functionName: 'pairsOfOwner', args: [holder.address] });

/** An open nest of `owner`, made on the chain directly. */
async function newNest(owner: DevAccount): Promise<bigint> {
  const tokenId = await newRevealedCreature(owner);
  await mined(walletOf(owner).writeContract({ ...CreatureNft, functionName: 'approve', args: [CreatureBreeding.address, tokenId] }));
  await mined(walletOf(owner).writeContract({ ...CreatureBreeding, functionName: 'createNest', args: [tokenId] }));
  return tokenId;
}

/** The wallet refuses the next prompt (4001), as a user pressing Reject would. */
async function rejectNextPrompt(page: Page) {
  await page.evaluate(() => window.__testWallet?.rejectNext(4001));
}

/** The sheet's note of a failed flow: the catalogue title of the failed step, and the reason. */
async function expectSheetFailure(page: Page, title: string, reason: string) {
  const failure = page.getByTestId('tx-failure');
  await expect(failure).toContainText(title, { timeout: 20_000 });
  await expect(failure).toContainText(reason);
}

/** The app's own record of a transaction, as the Wallet tab's activity reads it. */
async function storedRecord(page: Page, hash: Hash) {
  return page.evaluate(
    (wanted) =>
      (JSON.parse(localStorage.getItem('transactions') ?? '{}') as Record<string, { status: string; replacedBy?: string; nonce?: number }>)[
        wanted
      ],
    hash,
  );
}

/**
 * Clicks `button` with automine off and resolves, block still unmined, to the hash the app sent once the
 * app has read that transaction back from the node: from then on its receipt wait knows the sender and
 * nonce, as it would for any transaction seen pending before something else took its place.
 */
async function sendWhileUnmined(page: Page, button: string): Promise<Hash> {
  const lookups: string[] = [];
  page.on('request', (request) => {
    const body = request.postData() ?? '';
    if (request.url().endsWith('/rpc') && body.includes('eth_getTransactionByHash')) lookups.push(body);
  });
  await anvil.setAutomine(false);
  await page.getByRole('button', { name: button }).click();
  let hash: Hash | undefined;
  await expect.poll(async () => (hash = await storedHash(page, 'upgrade')), { timeout: 20_000 }).toBeDefined();
  await expect.poll(() => lookups.some((body) => body.toLowerCase().includes(hash!.toLowerCase())), { timeout: 20_000 }).toBe(true);
  return hash!;
}

/** The holder signs `change` of `hash` with the same nonce and a higher fee, as a wallet's speed-up or cancel does. */
async function replaceFromOutside(
  hash: Hash,
  change: (sent: Awaited<ReturnType<typeof chain.getTransaction>>) => { to: `0x${string}`; data?: `0x${string}`; value: bigint },
) {
  const sent = await chain.getTransaction({ hash });
  const replacement = await walletOf(holder).sendTransaction({
    ...change(sent),
    nonce: sent.nonce,
    gas: sent.gas,
    maxFeePerGas: sent.maxFeePerGas! * 2n,
    maxPriorityFeePerGas: sent.maxPriorityFeePerGas! * 2n + 1n,
  });
  await anvil.mine({ blocks: 1 });
  return replacement;
}

test.describe('the API under faults', () => {
  test.beforeEach(async ({ page }) => {
    await logInThroughApi(page, uniqueEmail('api-faults'));
  });

  test('a call slower than the timeout gives the timeout toast and a usable page', async ({ page }) => {
    test.setTimeout(60_000);
    // The answer is held until the test has seen the app give up: however slow the machine, it comes too late.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${PRODUCT_PREFIX}/app/user/info`, async (route) => {
      await held;
      await route.fulfill({ json: { code: 200, data: null, message: 'too late' } }).catch(() => undefined);
    });
    const started = Date.now();
    await page.goto('/user');
    await expect(page.getByText('The request timed out, please try again')).toBeVisible({ timeout: E2E_HTTP_TIMEOUT_MS + 5_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(E2E_HTTP_TIMEOUT_MS - 500);
    release();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/home/);
    await expect(page.getByRole('list', { name: 'Top articles' }).getByRole('link').first()).toBeVisible();
  });

  test('envelope 10033 opens the Error dialog with the catalogue text', async ({ page }) => {
    await page.route(`**${PRODUCT_PREFIX}/app/user/info`, (route) =>
      route.fulfill({ json: { code: 10033, data: null, message: 'bound elsewhere' } }),
    );
    await page.goto('/user');
    const dialog = page.getByRole('alertdialog', { name: 'Error' });
    await expect(dialog).toContainText('This account has been bound, please use another account');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    await page.unrouteAll();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/home/);
  });

  test('any other envelope code shows the server’s message as a danger toast, and stores nothing', async ({ page }) => {
    const serverMessage = 'Nickname changes are limited to one a day';
    await page.route(`**${PRODUCT_PREFIX}/app/user/update`, (route) =>
      route.fulfill({ json: { code: 10051, data: null, message: serverMessage } }),
    );
    await page.goto('/user/updateUser');
    const nickname = page.getByRole('textbox', { name: 'Nickname' });
    await nickname.fill('Refused name');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(serverMessage)).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/user\/updateUser$/);
    await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();

    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('token') ?? 'null') as string);
    const info = await page.request.get(`${PRODUCT_PREFIX}/app/user/info`, { headers: { Authorization: `Bearer ${token}` } });
    expect(((await info.json()) as { data: { nickname: string } }).data.nickname).not.toBe('Refused name');
  });
});

test.describe('the wallet and the chain under faults', () => {
  test.beforeEach(async ({ page, testWallet }) => {
    await logInThroughApi(page, uniqueEmail('chain-faults'));
    await testWallet({ accountIndex: HOLDER_INDEX });
  });

  test('a wallet that does not support the request (4200): the upgrade fails with the catalogue message and nothing is sent', async ({
    page,
  }) => {
    const tokenId = await upgradableCreature();
    await openCreature(page, tokenId);
    const nonceBefore = await nonceOf(holder.address);

    await page.evaluate(() => window.__testWallet?.rejectNext(4200));
    await page.getByRole('button', { name: 'Upgrade Wisdom' }).click();
    const failure = page.getByTestId('tx-failure');
    await expect(failure).toContainText('Upgrade failed!');
    await expect(failure).toContainText('Your wallet does not support this request.');
    expect((await levelsOf(tokenId))[3]).toBe(0);
    expect(await nonceOf(holder.address)).toBe(nonceBefore);

    await page.getByRole('button', { name: 'Upgrade Wisdom' }).click();
    await expectTxDone(page, 'Upgrade confirmed');
    await expect.poll(async () => (await levelsOf(tokenId))[3]).toBe(1);
  });

  test('switching accounts in the wallet mid-flow ends the session with nothing sent from either account', async ({ page }) => {
    const other = devAccount(OTHER_ACCOUNT_INDEX);
    const tokenId = await upgradableCreature();
    await openCreature(page, tokenId);
    const nonces = [await nonceOf(holder.address), await nonceOf(other.address)];

    const reloaded = page.waitForEvent('load');
    await page.evaluate((index) => window.__testWallet?.switchAccount(index), OTHER_ACCOUNT_INDEX);
    await reloaded;
    await expect(page).toHaveURL(/\/home(\?|$)/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect([await nonceOf(holder.address), await nonceOf(other.address)]).toEqual(nonces);
    expect(await levelsOf(tokenId)).toEqual([0, 0, 0, 0]);
  });

  test('an upgrade with no ETH for gas is refused as insufficient funds and changes nothing', async ({ page }) => {
    const tokenId = await upgradableCreature();
    const balance = await chain.getBalance({ address: holder.address });
    await openCreature(page, tokenId);
    // The upgrade's fee quote saw the balance; it empties between the quote and the press.
    const upgradeRow = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Upgrade Speed' }) });
    await expect(upgradeRow.getByTestId('network-fee')).toBeVisible({ timeout: 20_000 });
    const nonceBefore = await nonceOf(holder.address);
    await anvil.setBalance({ address: holder.address, value: 0n });
    try {
      await page.getByRole('button', { name: 'Upgrade Speed' }).click();
      const failure = page.getByTestId('tx-failure');
      await expect(failure).toContainText('Upgrade failed!', { timeout: 20_000 });
      await expect(failure).toContainText('Not enough funds to pay for this transaction.');
      expect((await levelsOf(tokenId))[0]).toBe(0);
      expect(await nonceOf(holder.address)).toBe(nonceBefore);
      await expect(page.getByTestId('level-speed')).toHaveText('Lv 0');
    } finally {
      await anvil.setBalance({ address: holder.address, value: balance });
    }
    // Funded again, the same sheet upgrades.
    await page.getByRole('button', { name: 'Upgrade Speed' }).click();
    await expectTxDone(page, 'Upgrade confirmed');
    await expect.poll(async () => (await levelsOf(tokenId))[0]).toBe(1);
  });

  test('with the RPC unreachable an upgrade fails with the network message, and the tab says what it could not read', async ({ page }) => {
    const tokenId = await upgradableCreature();
    await openCreature(page, tokenId);
    const nonceBefore = await nonceOf(holder.address);

    await page.route('**/rpc', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Upgrade Energy' }).click();
    const failure = page.getByTestId('tx-failure');
    await expect(failure).toContainText('Upgrade failed!', { timeout: 30_000 });
    await expect(failure).toContainText('Network error. Check your connection and try again.');
    expect((await levelsOf(tokenId))[1]).toBe(0);
    expect(await nonceOf(holder.address)).toBe(nonceBefore);

    await page.reload();
    await expect(page.getByText('Your creatures could not be read from the chain.')).toBeVisible({ timeout: 30_000 });
    await page.unrouteAll();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId(`creature-${tokenId}`)).toBeVisible({ timeout: 30_000 });
  });

  test('the incubator says what it could not read instead of loading forever, and Try again reads it', async ({ page }) => {
    await page.route('**/rpc', (route) => route.abort('connectionrefused'));
    await page.goto('/nftIncubator');
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    const failed = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Could not load' }) });
    await expect(failed).toContainText('The incubator could not be read from the chain.', { timeout: 30_000 });
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

    await page.unrouteAll();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Open nests' })).toBeVisible({ timeout: 30_000 });
  });

  test('a failed broadcast report does not fail the upgrade', async ({ page }) => {
    const tokenId = await upgradableCreature();
    let reports = 0;
    await page.route('**/v1/nft/broadcast-tx', (route) => {
      reports += 1;
      return route.fulfill({ status: 500, contentType: 'text/plain', body: 'report store down' });
    });
    const toastsSeen = await recordToasts(page);
    await openCreature(page, tokenId);
    await page.getByRole('button', { name: 'Upgrade Lucky' }).click();
    await expectTxDone(page, 'Upgrade confirmed');
    await expect.poll(async () => (await levelsOf(tokenId))[2]).toBe(1);
    await expect(page.getByTestId('level-lucky')).toHaveText('Lv 1');
    expect(reports).toBe(1);
    // The app's own record of the transaction is settled as confirmed.
    const hash = await storedHash(page, 'upgrade');
    expect(hash).toBeDefined();
    expect((await chain.getTransactionReceipt({ hash: hash! })).status).toBe('success');
    // The report failed quietly: the confirmation is the flow's only toast, whatever another's text would be.
    await expect.poll(toastsSeen).toContain('Upgrade confirmed');
    expect(await toastsSeen()).toEqual(['Upgrade confirmed']);
  });

  test.describe('a transaction replaced in the wallet', () => {
    test.afterEach(async () => {
      await anvil.setAutomine(true);
      // Whatever a failed test left in the pool is mined, so no later test inherits a pending nonce.
      await anvil.mine({ blocks: 1 });
    });

    test('sped up (same call, higher fee): the upgrade is confirmed through the replacement', async ({ page }) => {
      const tokenId = await upgradableCreature();
      await openCreature(page, tokenId);
      const nonceBefore = await nonceOf(holder.address);

      const hash = await sendWhileUnmined(page, 'Upgrade Speed');
      const replacement = await replaceFromOutside(hash, (sent) => ({ to: sent.to!, data: sent.input, value: sent.value }));

      await expectTxDone(page, 'Upgrade confirmed');
      await expect(page.getByTestId('level-speed')).toHaveText('Lv 1');
      expect((await levelsOf(tokenId))[0]).toBe(1);
      expect((await chain.getTransactionReceipt({ hash: replacement })).status).toBe('success');
      await expect(chain.getTransactionReceipt({ hash })).rejects.toThrow();
      expect(await nonceOf(holder.address)).toBe(nonceBefore + 1);
      expect(await storedRecord(page, hash)).toMatchObject({ status: 'confirmed', replacedBy: replacement });
    });

    test('cancelled (a zero transfer to itself in its place): the upgrade fails as the user’s choice and nothing is upgraded', async ({
      page,
    }) => {
      const tokenId = await upgradableCreature();
      await openCreature(page, tokenId);
      const nonceBefore = await nonceOf(holder.address);

      const hash = await sendWhileUnmined(page, 'Upgrade Energy');
      const cancel = await replaceFromOutside(hash, () => ({ to: holder.address, value: 0n }));

      const failure = page.getByTestId('tx-failure');
      await expect(failure).toContainText('Upgrade failed!', { timeout: 30_000 });
      await expect(failure).toContainText('You cancelled the request in your wallet.');
      await expect(page.getByTestId('level-energy')).toHaveText('Lv 0');
      expect((await levelsOf(tokenId))[1]).toBe(0);
      expect((await chain.getTransactionReceipt({ hash: cancel })).status).toBe('success');
      expect(await nonceOf(holder.address)).toBe(nonceBefore + 1);
      expect(await storedRecord(page, hash)).toMatchObject({ status: 'replaced', replacedBy: cancel });

      // Mining again, the same sheet upgrades.
      await anvil.setAutomine(true);
      await page.getByRole('button', { name: 'Upgrade Energy' }).click();
      await expectTxDone(page, 'Upgrade confirmed');
      await expect.poll(async () => (await levelsOf(tokenId))[1]).toBe(1);
    });

    test('replaced by a different call: the upgrade fails with its title, and only the other call happened', async ({ page }) => {
      const tokenId = await upgradableCreature();
      await openCreature(page, tokenId);
      const nonceBefore = await nonceOf(holder.address);
      const allowanceOf = () =>
        chain.readContract({ ...TalkToken, functionName: 'allowance', args: [holder.address, CreatureUpgrade.address] });

      const hash = await sendWhileUnmined(page, 'Upgrade Lucky');
      // In its place: the holder lowers the talk allowance of the upgrade contract to 7 wei.
      const other = await replaceFromOutside(hash, () => ({
        to: TalkToken.address,
        data: encodeFunctionData({ abi: TalkToken.abi, functionName: 'approve', args: [CreatureUpgrade.address, 7n] }),
        value: 0n,
      }));

      const failure = page.getByTestId('tx-failure');
      await expect(failure).toContainText('Upgrade failed!', { timeout: 30_000 });
      await expect(failure).toContainText('You cancelled the request in your wallet.');
      expect((await levelsOf(tokenId))[2]).toBe(0);
      expect(await allowanceOf()).toBe(7n);
      expect(await nonceOf(holder.address)).toBe(nonceBefore + 1);
      expect(await storedRecord(page, hash)).toMatchObject({ status: 'replaced', replacedBy: other });
    });

    test('dropped by the node with nothing in its place: the upgrade fails with its title and the drop explained, and nothing is upgraded', async ({
      page,
    }) => {
      const tokenId = await upgradableCreature();
      await openCreature(page, tokenId);
      const nonceBefore = await nonceOf(holder.address);

      const hash = await sendWhileUnmined(page, 'Upgrade Wisdom');
      // The wait's drop check has seen it pending (and noted its nonce) before the node forgets it.
      await expect
        .poll(async () => (await storedRecord(page, hash))?.nonce, { timeout: DROP_CHECK_INTERVAL_MS + 10_000 })
        .toEqual(expect.any(Number));
      await anvil.dropTransaction({ hash });
      await anvil.mine({ blocks: 1 });

      await expectSheetFailure(
        page,
        'Upgrade failed!',
        'The network dropped this transaction, so nothing was spent on it. Please try again.',
      );
      expect((await levelsOf(tokenId))[3]).toBe(0);
      await expect(chain.getTransactionReceipt({ hash })).rejects.toThrow();
      expect(await nonceOf(holder.address)).toBe(nonceBefore);
      expect(await storedRecord(page, hash)).toMatchObject({ status: 'dropped' });
      await expect(page.getByRole('button', { name: 'Upgrade Wisdom' })).toBeEnabled();
    });
  });

  test.describe('every failure title of the catalogue, each provoked for real', () => {
    const cancelled = 'You cancelled the request in your wallet.';

    test('Nft approve failed!: the creature’s approval for a nest is rejected, nothing approved or moved', async ({ page }) => {
      const tokenId = await newRevealedCreature(holder);
      await openCreature(page, tokenId);
      const nonceBefore = await nonceOf(holder.address);

      await rejectNextPrompt(page);
      await page.getByRole('button', { name: 'Create nest' }).click();
      await expectSheetFailure(page, 'Nft approve failed!', cancelled);
      expect(await chain.readContract({ ...CreatureNft, functionName: 'getApproved', args: [tokenId] })).toBe(zeroAddress);
      expect(await ownerOf(tokenId)).toBe(holder.address);
      expect(await nonceOf(holder.address)).toBe(nonceBefore);
      await expect(page.getByRole('button', { name: 'Create nest' })).toBeEnabled();
    });

    test('Create nest failed!: with the approval in place, the nest itself is rejected', async ({ page }) => {
      const tokenId = await newRevealedCreature(holder);
      await mined(walletOf(holder).writeContract({ ...CreatureNft, functionName: 'approve', args: [CreatureBreeding.address, tokenId] }));
      await openCreature(page, tokenId);
      const nonceBefore = await nonceOf(holder.address);

      await rejectNextPrompt(page);
      await page.getByRole('button', { name: 'Create nest' }).click();
      await expectSheetFailure(page, 'Create nest failed!', cancelled);
      expect(await ownerOf(tokenId)).toBe(holder.address);
      expect(await nonceOf(holder.address)).toBe(nonceBefore);
    });

    test('Close nest failed!: closing the holder’s nest is rejected, the creature stays in it', async ({ page }) => {
      const nestId = await newNest(holder);
      await openCreature(page, nestId);
      const nonceBefore = await nonceOf(holder.address);

      await rejectNextPrompt(page);
      await page.getByRole('button', { name: 'Close nest' }).click();
      await expectSheetFailure(page, 'Close nest failed!', cancelled);
      expect(await ownerOf(nestId)).toBe(CreatureBreeding.address);
      expect(await nonceOf(holder.address)).toBe(nonceBefore);
    });

    test('Rebirth failed!: the lifespan is restored behind the screen’s back, and the contract refuses', async ({ page }) => {
      const tokenId = await newRevealedCreature(holder);
      await mined(walletOf(contractOwner).writeContract({ ...CreatureNft, functionName: 'updateLifespan', args: [tokenId, 0n] }));
      await openCreature(page, tokenId);
      const lifespan = (await chain.readContract({ ...CreatureUpgrade, functionName: 'getSettings' })).lifespanTimes;
      await mined(walletOf(contractOwner).writeContract({ ...CreatureNft, functionName: 'updateLifespan', args: [tokenId, lifespan] }));
      const nonceBefore = await nonceOf(holder.address);

      await page.getByRole('button', { name: 'Rebirth', exact: true }).click();
      await expectSheetFailure(page, 'Rebirth failed!', 'This creature still has lifespan: it cannot be reborn yet.');
      expect((await creatureOf(tokenId)).rebirthTime).toBe(0n);
      expect(await nonceOf(holder.address)).toBe(nonceBefore);
    });

    test('Accelerate rebirth failed!: paying to finish a rebirth is rejected, the countdown goes on', async ({ page }) => {
      const tokenId = await newRevealedCreature(holder);
      await mined(walletOf(contractOwner).writeContract({ ...CreatureNft, functionName: 'updateLifespan', args: [tokenId, 0n] }));
      await mined(walletOf(holder).writeContract({ ...CreatureUpgrade, functionName: 'rebirth', args: [tokenId] }));
      await approveToken(holder, TalkToken.address, CreatureUpgrade.address, maxUint256);
      const readyAt = (await creatureOf(tokenId)).rebirthTime;
      await openCreature(page, tokenId);
      const nonceBefore = await nonceOf(holder.address);

      await rejectNextPrompt(page);
      await page.getByRole('button', { name: 'Accelerate rebirth' }).click();
      await expectSheetFailure(page, 'Accelerate rebirth failed!', cancelled);
      expect((await creatureOf(tokenId)).rebirthTime).toBe(readyAt);
      expect(await nonceOf(holder.address)).toBe(nonceBefore);
      await expect(page.getByTestId('rebirth-countdown')).toBeVisible();
    });

    test('Equipment failed!: putting an opened pendant on is rejected, the pendant stays in the wallet', async ({ page }) => {
      const tokenId = await newRevealedCreature(holder);
      const pendantId = await newBlindPendant(holder);
      await mined(walletOf(holder).writeContract({ ...PendantNft, functionName: 'open', args: [pendantId] }));
      await openCreature(page, tokenId);
      const nonceBefore = await nonceOf(holder.address);

      await rejectNextPrompt(page);
      await page.getByRole('button', { name: `Equip pendant #${pendantId}` }).click();
      await expectSheetFailure(page, 'Equipment failed!', cancelled);
      expect(await chain.readContract({ ...PendantNft, functionName: 'equippedOn', args: [pendantId] })).toBe(0n);
      expect(await chain.readContract({ ...PendantNft, functionName: 'ownerOf', args: [pendantId] })).toBe(holder.address);
      expect(await nonceOf(holder.address)).toBe(nonceBefore);
    });

    test('Uninstall failed!: taking an equipped pendant off is rejected, it stays on the creature', async ({ page }) => {
      const tokenId = await newRevealedCreature(holder);
      const pendantId = await newBlindPendant(holder);
      await mined(walletOf(holder).writeContract({ ...PendantNft, functionName: 'open', args: [pendantId] }));
      await mined(walletOf(holder).writeContract({ ...PendantNft, functionName: 'equip', args: [pendantId, tokenId] }));
      await openCreature(page, tokenId);
      const nonceBefore = await nonceOf(holder.address);

      await rejectNextPrompt(page);
      await page.getByRole('button', { name: `Uninstall pendant #${pendantId}` }).click();
      await expectSheetFailure(page, 'Uninstall failed!', cancelled);
      expect(await chain.readContract({ ...PendantNft, functionName: 'equippedOn', args: [pendantId] })).toBe(tokenId);
      expect(await nonceOf(holder.address)).toBe(nonceBefore);
    });

    test('Token approve failed! and Breath failed!: the AFA approval, then the pairing, are rejected in the incubator', async ({
      page,
    }) => {
      const nestId = await newNest(nestOwner);
      const tokenId = await newRevealedCreature(holder);
      await approveToken(holder, AfaToken.address, CreatureBreeding.address, 0n);
      const allowance = () =>
        chain.readContract({ ...AfaToken, functionName: 'allowance', args: [holder.address, CreatureBreeding.address] });
      await openIncubator(page);
      const row = page.getByRole('listitem').filter({ hasText: `Nest #${nestId}` });
      await row.getByRole('combobox', { name: 'Your creature' }).selectOption(String(tokenId));
      const breed = row.getByRole('button', { name: `Breed with nest #${nestId}` });
      const pairsBefore = (await pairsOfHolder()).length;
      const nonceBefore = await nonceOf(holder.address);

      await rejectNextPrompt(page);
      await breed.click();
      await expect(page.getByText('Token approve failed!')).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText(cancelled)).toBeVisible();
      expect(await allowance()).toBe(0n);
      expect(await nonceOf(holder.address)).toBe(nonceBefore);

      await approveToken(holder, AfaToken.address, CreatureBreeding.address, maxUint256);
      const nonceApproved = await nonceOf(holder.address);
      await rejectNextPrompt(page);
      await breed.click();
      await expect(page.getByText('Breath failed!')).toBeVisible({ timeout: 20_000 });
      expect(await nonceOf(holder.address)).toBe(nonceApproved);
      expect((await pairsOfHolder()).length).toBe(pairsBefore);
      expect(await ownerOf(tokenId)).toBe(holder.address);
      await expect(breed).toBeEnabled();
    });

    test('Claim Nft failed!: claiming a ready offspring is rejected, the pair stays unclaimed', async ({ page }) => {
      const nestId = await newNest(nestOwner);
      const tokenId = await newRevealedCreature(holder);
      await approveToken(holder, AfaToken.address, CreatureBreeding.address, maxUint256);
      const [total] = await chain.readContract({ ...CreatureBreeding, functionName: 'breedQuote', args: [tokenId] });
      await mined(walletOf(holder).writeContract({ ...CreatureBreeding, functionName: 'pair', args: [nestId, tokenId, total] }));
      const pair = (await pairsOfHolder()).find((candidate) => candidate.tokenId2 === tokenId)!;
      await anvil.increaseTime({ seconds: 8 * 3600 + 1 });
      await anvil.mine({ blocks: 1 });
      await openIncubator(page);
      const nonceBefore = await nonceOf(holder.address);

      await rejectNextPrompt(page);
      await page.getByRole('button', { name: `Claim offspring of pair #${pair.pairId}` }).click();
      await expect(page.getByText('Claim Nft failed!')).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText(cancelled)).toBeVisible();
      expect((await pairsOfHolder()).find((candidate) => candidate.pairId === pair.pairId)?.claimed).toBe(false);
      expect(await nonceOf(holder.address)).toBe(nonceBefore);
    });
  });
});
