import { createPublicClient, createWalletClient, erc20Abi, http, maxUint256, parseEventLogs, type Address, type Hash } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { deployedContracts } from '../contracts-abi';
import { expect, logInThroughApi, test, uniqueEmail } from './fixtures';
import { E2E_RPC_URL } from './stack-ports';

const DEV_MNEMONIC = 'test test test test test test test test test test test junk';
const devAccount = (index: number) => mnemonicToAccount(DEV_MNEMONIC, { addressIndex: index });
const { CreatureNft, CreatureUpgrade, AfaToken, TalkToken } = deployedContracts[2810];
const chain = createPublicClient({ transport: http(E2E_RPC_URL) });
/** The deployer owns the contracts and is the creature setter. */
const owner = devAccount(0);
/** This file's own dev account: no other test spends from it. */
const HOLDER_INDEX = 7;
const holder = devAccount(HOLDER_INDEX);

const chainInfo = {
  id: 2810,
  name: 'local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [E2E_RPC_URL] } },
} as const;

function walletOf(account: ReturnType<typeof devAccount>) {
  return createWalletClient({ account, chain: chainInfo, transport: http(E2E_RPC_URL) });
}

/** Waits for a transaction the test itself sent and checks it succeeded. */
async function mined(sending: Promise<Hash>) {
  const receipt = await chain.waitForTransactionReceipt({ hash: await sending });
  expect(receipt.status).toBe('success');
  return receipt;
}

/** A freshly bought and revealed creature of the holder, so each test starts from known levels. */
async function newRevealedCreature(): Promise<bigint> {
  const price = await chain.readContract({ ...CreatureNft, functionName: 'price' });
  const bought = await mined(walletOf(holder).writeContract({ ...CreatureNft, functionName: 'buy', args: [1n], value: price }));
  const [event] = parseEventLogs({ abi: CreatureNft.abi, logs: bought.logs, eventName: 'CreaturesBought' });
  const tokenId = event!.args.firstTokenId;
  await mined(walletOf(holder).writeContract({ ...CreatureNft, functionName: 'reveal', args: [tokenId] }));
  return tokenId;
}

async function setUpgradeAllowances(amount: bigint) {
  for (const token of [AfaToken.address, TalkToken.address]) {
    await mined(walletOf(holder).writeContract({ address: token, abi: erc20Abi, functionName: 'approve', args: [CreatureUpgrade.address, amount] }));
  }
}

const levelsOf = async (tokenId: bigint) =>
  (await chain.readContract({ ...CreatureUpgrade, functionName: 'upgradeInfo', args: [tokenId] })).levels;
const nonceOf = (address: Address) => chain.getTransactionCount({ address });

/** The hash the app stored for its last transaction of `action`. */
async function storedHash(page: import('@playwright/test').Page, action: string): Promise<Hash | undefined> {
  return page.evaluate((wanted) => {
    const records = Object.values(JSON.parse(localStorage.getItem('transactions') ?? '{}')) as { hash: Hash; action: string; submittedAt: number }[];
    return records.filter((record) => record.action === wanted).sort((a, b) => b.submittedAt - a.submittedAt)[0]?.hash;
  }, action);
}

async function openCreature(page: import('@playwright/test').Page, tokenId: bigint) {
  await page.goto('/nft');
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await page.getByTestId(`creature-${tokenId}`).click();
  await expect(page.getByTestId('creature-sheet')).toBeVisible();
}

test.describe('upgrading a creature', () => {
  let token: string;
  test.beforeEach(async ({ page, testWallet }) => {
    ({ token } = await logInThroughApi(page, uniqueEmail('nft-upgrade')));
    await testWallet({ accountIndex: HOLDER_INDEX });
  });

  test('approves AFA and talk, upgrades, confirms, and the service records the hash', async ({ page, request }) => {
    const tokenId = await newRevealedCreature();
    await setUpgradeAllowances(0n);
    const nonceBefore = await nonceOf(holder.address);

    await openCreature(page, tokenId);
    await expect(page.getByTestId('level-speed')).toHaveText('Lv 0');
    await page.getByRole('button', { name: 'Upgrade Speed' }).click();
    await expect(page.getByText('Upgrade confirmed')).toBeVisible({ timeout: 30_000 });

    await expect.poll(async () => (await levelsOf(tokenId))[0]).toBe(1);
    await expect(page.getByTestId('level-speed')).toHaveText('Lv 1');
    // Two approvals (AFA, talk) and the upgrade.
    expect(await nonceOf(holder.address)).toBe(nonceBefore + 3);

    const hash = await storedHash(page, 'upgrade');
    expect(hash).toBeDefined();
    await expect
      .poll(async () => {
        const response = await request.post('/v1/nft/hash-info', { headers: { Authorization: `Bearer ${token}` }, data: { txHash: hash } });
        const body = await response.json();
        return body.data && { status: body.data.status, txType: body.data.txType, tokenId: body.data.tokenId, from: body.data.fromAddress.toLowerCase() };
      })
      .toEqual({ status: 'confirmed', txType: 2, tokenId: String(tokenId), from: holder.address.toLowerCase() });
  });

  test('skips the approvals when the allowances already cover the cost', async ({ page }) => {
    const tokenId = await newRevealedCreature();
    await setUpgradeAllowances(maxUint256);
    const nonceBefore = await nonceOf(holder.address);

    await openCreature(page, tokenId);
    await page.getByRole('button', { name: 'Upgrade Energy' }).click();
    await expect(page.getByText('Upgrade confirmed')).toBeVisible({ timeout: 30_000 });
    await expect.poll(async () => (await levelsOf(tokenId))[1]).toBe(1);
    expect(await nonceOf(holder.address)).toBe(nonceBefore + 1);
  });

  test('a rejected signature changes nothing and shows the failure title', async ({ page }) => {
    const tokenId = await newRevealedCreature();
    await setUpgradeAllowances(maxUint256);
    const nonceBefore = await nonceOf(holder.address);

    await openCreature(page, tokenId);
    await page.evaluate(() => window.__testWallet?.rejectNext());
    await page.getByRole('button', { name: 'Upgrade Lucky' }).click();
    const failure = page.getByTestId('tx-failure');
    await expect(failure).toContainText('Upgrade failed!');
    await expect(failure).toContainText('You cancelled the request in your wallet.');
    await expect(page.getByTestId('level-lucky')).toHaveText('Lv 0');
    expect((await levelsOf(tokenId))[2]).toBe(0);
    expect(await nonceOf(holder.address)).toBe(nonceBefore);
    await expect(page.getByRole('button', { name: 'Upgrade Lucky' })).toBeEnabled();
  });

  test('a refusal by the contract is explained before the wallet is asked', async ({ page }) => {
    const tokenId = await newRevealedCreature();
    await setUpgradeAllowances(maxUint256);
    await openCreature(page, tokenId);
    // The creature's lifespan is spent behind the screen's back: the sheet still offers the upgrade.
    await mined(walletOf(owner).writeContract({ ...CreatureNft, functionName: 'updateLifespan', args: [tokenId, 0n] }));
    const nonceBefore = await nonceOf(holder.address);

    // Had the wallet been asked, this rejection would have answered and the reason would be a cancel.
    await page.evaluate(() => window.__testWallet?.rejectNext());
    await page.getByRole('button', { name: 'Upgrade Wisdom' }).click();
    const failure = page.getByTestId('tx-failure');
    await expect(failure).toContainText('Upgrade failed!');
    await expect(failure).toContainText("This creature's lifespan is spent: rebirth it first.");
    expect(await nonceOf(holder.address)).toBe(nonceBefore);
  });
});
