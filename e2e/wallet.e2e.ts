import { createPublicClient, createTestClient, erc20Abi, http } from 'viem';
import { contracts } from './nft-chain';
import { formatTokenAmount } from '../lib/format/number';
import { addressBindMessage } from '../lib/protocol';
import { E2E_ACCOUNTS, devAccount } from './accounts';
import { PRODUCT_PREFIX, apiLogin, expect, logInThroughApi, test, uniqueEmail } from './fixtures';
import { E2E_RPC_URL } from './stack-ports';

const { balances: BALANCES_INDEX, boundElsewhere: BOUND_ELSEWHERE_INDEX, free: FREE_INDEX } = E2E_ACCOUNTS.wallet;
const chain = createPublicClient({ transport: http(E2E_RPC_URL) });
const anvil = createTestClient({ mode: 'anvil', transport: http(E2E_RPC_URL) });

test.describe('connecting the wallet', () => {
  test.beforeEach(async ({ page }) => {
    await logInThroughApi(page, uniqueEmail('wallet'));
  });

  test('with no wallet in the browser it says so', async ({ page, testWallet }) => {
    await testWallet({ disabled: true });
    await page.goto('/wallet');
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await expect(page.getByText('Connect failed!')).toBeVisible();
    await expect(page.getByText('wallet not found, Please open it in Wallet Browser')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeEnabled();
  });

  test('on another chain it asks the wallet to switch to 2810', async ({ page, testWallet }) => {
    await testWallet({ chainId: 1, knownChains: [1, 2810] });
    await page.goto('/wallet');
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await expect(page.getByTestId('wallet-network')).toHaveText('Morph Testnet');
    expect(await page.evaluate(() => window.__testWallet?.chainId())).toBe(2810);
  });

  test('a wallet that does not know 2810 adds it, then switches', async ({ page, testWallet }) => {
    await testWallet({ chainId: 1, knownChains: [1] });
    await page.goto('/wallet');
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await expect(page.getByTestId('wallet-network')).toHaveText('Morph Testnet');
    expect(await page.evaluate(() => window.__testWallet?.chainId())).toBe(2810);
  });

  test('a refused connection is acknowledged calmly and can be retried', async ({ page, testWallet }) => {
    await testWallet({});
    await page.goto('/wallet');
    await page.waitForFunction(() => window.__testWallet !== undefined);
    await page.evaluate(() => window.__testWallet?.rejectNext());
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await expect(page.getByText('You cancelled the request in your wallet.')).toBeVisible();
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await expect(page.getByTestId('wallet-address')).toHaveText('0xf39F...2266');
  });

  test('shows the address and the ETH and AFA balances the chain holds', { tag: '@engines' }, async ({ page, testWallet }) => {
    const owner = devAccount(BALANCES_INDEX).address;
    // 1.234567899 ETH: cut to six decimals it reads 1.234567, where rounding would say 1.234568.
    const ethBefore = await chain.getBalance({ address: owner });
    await anvil.setBalance({ address: owner, value: 1_234_567_899_000_000_000n });
    try {
      await testWallet({ accountIndex: BALANCES_INDEX });
      await page.goto('/wallet');
      await page.getByRole('button', { name: 'Connect wallet' }).click();
      await expect(page.getByTestId('wallet-address')).toHaveText(`${owner.slice(0, 6)}...${owner.slice(-4)}`);

      const afa = await chain.readContract({
        address: contracts.AfaToken.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [owner],
      });
      expect(afa).toBeGreaterThan(0n);
      await expect(page.getByLabel(`AFA ${formatTokenAmount(afa)}`)).toBeVisible();
      await expect(page.getByLabel('ETH 1.234567', { exact: true })).toBeVisible();
    } finally {
      // Other files read this account's balance from the chain: it gets its own back.
      await anvil.setBalance({ address: owner, value: ethBefore });
    }
  });
});

test('a 401 from the wallet service removes only the token', async ({ page, request }) => {
  const { token } = await logInThroughApi(page, uniqueEmail('wallet-401'));
  await page.addInitScript(() => {
    if (window.origin !== 'null' && !sessionStorage.getItem('e2e:language-seeded')) {
      sessionStorage.setItem('e2e:language-seeded', '1');
      localStorage.setItem('language', JSON.stringify('en-US'));
    }
  });
  await request.post(`${PRODUCT_PREFIX}/app/user/logout`, { headers: { Authorization: `Bearer ${token}` } });

  const unauthorised = page.waitForResponse((response) => response.url().endsWith('/v1/waas/create-wallet'));
  await page.goto('/wallet');
  expect((await unauthorised).status()).toBe(401);

  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  const kept = await page.evaluate(() => ({
    userInfo: localStorage.getItem('userInfo'),
    language: localStorage.getItem('language'),
  }));
  expect(kept.userInfo).not.toBeNull();
  expect(kept.language).toBe(JSON.stringify('en-US'));
});

test.describe('binding the wallet to the account', () => {
  test('a wallet tied to another account gets the 10030 dialog', async ({ page, request, testWallet }) => {
    // Another user binds the account first, through the real API.
    const other = await apiLogin(request, uniqueEmail('owner'));
    const auth = { Authorization: `Bearer ${other.token}` };
    const taken = devAccount(BOUND_ELSEWHERE_INDEX);
    const challenge = (await (await request.post('/v1/waas/bind-nonce', { headers: auth, data: { address: taken.address } })).json()).data;
    const message = addressBindMessage({ accountId: challenge.accountId, address: taken.address, nonce: challenge.nonce });
    const bind = await request.post('/v1/waas/address-bind', {
      headers: auth,
      data: { address: taken.address, nonce: challenge.nonce, signature: await taken.signMessage({ message }) },
    });
    expect((await bind.json()).code).toBe(200);

    await logInThroughApi(page, uniqueEmail('binder'));
    await testWallet({ accountIndex: BOUND_ELSEWHERE_INDEX });
    await page.goto('/wallet');
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await page.getByRole('button', { name: 'Bind to my account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Error' });
    await expect(dialog).toContainText('The current wallet address has been tied to another account, please use another wallet address');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a wallet no one holds binds to the account and shows as bound', async ({ page, testWallet }) => {
    await logInThroughApi(page, uniqueEmail('free-binder'));
    await testWallet({ accountIndex: FREE_INDEX });
    await page.goto('/wallet');
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await page.getByRole('button', { name: 'Bind to my account' }).click();
    await expect(page.getByText('Wallet bound to your account')).toBeVisible();
    await expect(page.getByTestId('wallet-binding')).toHaveText('Bound to your account');
    const userInfo = await page.evaluate(
      () => JSON.parse(localStorage.getItem('userInfo') ?? 'null') as { wallets: { address: string }[] },
    );
    expect(userInfo.wallets.map((wallet) => wallet.address.toLowerCase())).toContain(devAccount(FREE_INDEX).address.toLowerCase());
  });
});
