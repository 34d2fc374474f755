import { erc20Abi, parseGwei, type Address } from 'viem';
import { BATCH_EXECUTOR_ADDRESS } from '../lib/chain/test-wallet/batch-calls';
import { E2E_ACCOUNTS, devAccount } from './accounts';
import { expect, expectTxDone, logInAsWallet, logInThroughApi, test, uniqueEmail } from './fixtures';
import {
  approveToken,
  chain,
  chainControl,
  contractOwner,
  contracts,
  expectBroadcastRecord,
  newRevealedCreature,
  nonceOf,
  openCreature,
  pressFrontRun,
  storedHash,
  transactionPrompts,
  walletOf,
} from './nft-chain';

// One plan, two executors: an upgrade that needs both token approvals, through a wallet that runs EIP-5792
// atomic batches (one prompt, one transaction) and through one that does not (one prompt per step).
const { CreatureNft, CreatureUpgrade, AfaToken, TalkToken } = contracts;
const HOLDER_INDEX = E2E_ACCOUNTS.nftBatch.holder;
const holder = devAccount(HOLDER_INDEX);

const levelsOf = async (tokenId: bigint) =>
  (await chain.readContract({ ...CreatureUpgrade, functionName: 'upgradeInfo', args: [tokenId] })).levels;

const allowancesOf = (owner: Address) =>
  Promise.all(
    [AfaToken.address, TalkToken.address].map((token) =>
      chain.readContract({ address: token, abi: erc20Abi, functionName: 'allowance', args: [owner, CreatureUpgrade.address] }),
    ),
  );

/** A new revealed creature of the holder, whose upgrade needs both approvals. */
async function creatureNeedingBothApprovals(): Promise<bigint> {
  const tokenId = await newRevealedCreature(holder);
  for (const token of [AfaToken.address, TalkToken.address]) await approveToken(holder, token, CreatureUpgrade.address, 0n);
  return tokenId;
}

test.describe('an upgrade needing both approvals', () => {
  let token: string;
  test.beforeEach(async ({ page }) => {
    ({ token } = await logInAsWallet(page, holder));
  });

  test('with an atomic wallet: one prompt, one transaction, approvals and upgrade together, reported with its hash', async ({
    page,
    request,
    testWallet,
  }) => {
    await testWallet({ accountIndex: HOLDER_INDEX, atomicBatches: true });
    const tokenId = await creatureNeedingBothApprovals();
    const nonceBefore = await nonceOf(holder.address);
    // The first batch also delegates the account (EIP-7702): its authorization takes a nonce of its own.
    const delegatedBefore = (await chain.getCode({ address: holder.address })) !== undefined;

    await openCreature(page, tokenId);
    await page.getByRole('button', { name: 'Upgrade Speed' }).click();
    await expectTxDone(page, 'Upgrade confirmed');

    expect(await transactionPrompts(page)).toEqual(['wallet_sendCalls']);
    expect((await levelsOf(tokenId))[0]).toBe(1);
    expect(await nonceOf(holder.address)).toBe(nonceBefore + (delegatedBefore ? 1 : 2));
    // Exact approvals, spent by the upgrade in the same transaction.
    expect(await allowancesOf(holder.address)).toEqual([0n, 0n]);
    // The account runs batches through its EIP-7702 delegation to the batch executor.
    expect((await chain.getCode({ address: holder.address }))?.toLowerCase()).toBe(
      `0xef0100${BATCH_EXECUTOR_ADDRESS.slice(2)}`.toLowerCase(),
    );
    const hash = await storedHash(page, 'upgrade');
    const receipt = await chain.getTransactionReceipt({ hash: hash! });
    expect(receipt.from.toLowerCase()).toBe(holder.address.toLowerCase());
    expect(receipt.to?.toLowerCase()).toBe(holder.address.toLowerCase());
    await expectBroadcastRecord(page, request, token, 'upgrade', 2);
  });

  test('without atomic support: one prompt per step, three transactions', async ({ page, request, testWallet }) => {
    await testWallet({ accountIndex: HOLDER_INDEX, atomicBatches: false });
    const tokenId = await creatureNeedingBothApprovals();
    const nonceBefore = await nonceOf(holder.address);

    await openCreature(page, tokenId);
    await page.getByRole('button', { name: 'Upgrade Energy' }).click();
    await expectTxDone(page, 'Upgrade confirmed');

    expect(await transactionPrompts(page)).toEqual(['eth_sendTransaction', 'eth_sendTransaction', 'eth_sendTransaction']);
    expect((await levelsOf(tokenId))[1]).toBe(1);
    expect(await nonceOf(holder.address)).toBe(nonceBefore + 3);
    expect(await allowancesOf(holder.address)).toEqual([0n, 0n]);
    await expectBroadcastRecord(page, request, token, 'upgrade', 2);
  });

  test('a wallet that loses atomic support between the read and the send: the same flow, one prompt per step', async ({
    page,
    testWallet,
  }) => {
    await testWallet({ accountIndex: HOLDER_INDEX, atomicBatches: true });
    const tokenId = await creatureNeedingBothApprovals();
    const nonceBefore = await nonceOf(holder.address);

    await openCreature(page, tokenId);
    await page.evaluate(() => window.__testWallet?.dropAtomicBatchesAfterNextCapabilities());
    await page.getByRole('button', { name: 'Upgrade Lucky' }).click();
    await expectTxDone(page, 'Upgrade confirmed');

    // The batch was refused before any prompt; the steps went one by one.
    expect(await transactionPrompts(page)).toEqual(['eth_sendTransaction', 'eth_sendTransaction', 'eth_sendTransaction']);
    expect((await levelsOf(tokenId))[2]).toBe(1);
    expect(await nonceOf(holder.address)).toBe(nonceBefore + 3);
  });

  test('a batch the user rejects changes nothing', async ({ page, testWallet }) => {
    await testWallet({ accountIndex: HOLDER_INDEX, atomicBatches: true });
    const tokenId = await creatureNeedingBothApprovals();
    const nonceBefore = await nonceOf(holder.address);

    await openCreature(page, tokenId);
    await page.evaluate(() => window.__testWallet?.rejectNext());
    await page.getByRole('button', { name: 'Upgrade Wisdom' }).click();
    const failure = page.getByTestId('tx-failure');
    await expect(failure).toContainText('Upgrade failed!');
    await expect(failure).toContainText('You cancelled the request in your wallet.');

    expect(await transactionPrompts(page)).toEqual(['wallet_sendCalls']);
    expect((await levelsOf(tokenId))[3]).toBe(0);
    expect(await nonceOf(holder.address)).toBe(nonceBefore);
    expect(await allowancesOf(holder.address)).toEqual([0n, 0n]);
  });

  test('a batch that reverts on chain undoes its approvals too', async ({ page, testWallet }) => {
    await testWallet({ accountIndex: HOLDER_INDEX, atomicBatches: true });
    const tokenId = await creatureNeedingBothApprovals();
    await openCreature(page, tokenId);

    // The batch waits in the pool while the creature's lifespan is spent ahead of it, by a transaction paying a higher tip.
    await pressFrontRun(page, 'Upgrade Speed', () =>
      walletOf(contractOwner).writeContract({
        ...CreatureNft,
        functionName: 'updateLifespan',
        args: [tokenId, 0n],
        maxPriorityFeePerGas: parseGwei('50'),
        maxFeePerGas: parseGwei('100'),
      }),
    );

    await expect(page.getByTestId('tx-failure')).toContainText('Upgrade failed!', { timeout: 30_000 });
    expect(await transactionPrompts(page)).toEqual(['wallet_sendCalls']);
    expect((await levelsOf(tokenId))[0]).toBe(0);
    // Atomic: the approvals in the same transaction were undone with the upgrade.
    expect(await allowancesOf(holder.address)).toEqual([0n, 0n]);
    const hash = await storedHash(page, 'upgrade');
    expect((await chain.getTransactionReceipt({ hash: hash! })).status).toBe('reverted');
  });

  test('a reload while the batch is pending shows it pending, then confirmed and reported', async ({ page, request, testWallet }) => {
    await testWallet({ accountIndex: HOLDER_INDEX, atomicBatches: true });
    const tokenId = await creatureNeedingBothApprovals();
    await openCreature(page, tokenId);

    await chainControl.setAutomine(false);
    try {
      await page.getByRole('button', { name: 'Upgrade Energy' }).click();
      await expect(page.getByText('Waiting for confirmation…')).toBeVisible({ timeout: 30_000 });
      await page.reload();
      await expect(page.getByTestId('pending-transactions')).toHaveText('Upgrade · Pending');
      expect((await levelsOf(tokenId))[1]).toBe(0);
      await chainControl.mine({ blocks: 1 });
    } finally {
      await chainControl.setAutomine(true);
    }

    await expect.poll(async () => (await levelsOf(tokenId))[1]).toBe(1);
    await expect(page.getByTestId('pending-transactions')).toHaveCount(0, { timeout: 15_000 });
    await expectBroadcastRecord(page, request, token, 'upgrade', 2);
  });
});

test.describe('the cost before the wallet asks', () => {
  test('an action shows its token cost and its network fee; without ETH for the fee it is disabled with the reason', async ({
    page,
    testWallet,
  }) => {
    await logInThroughApi(page, uniqueEmail('nft-fee'));
    await testWallet({ accountIndex: HOLDER_INDEX, atomicBatches: true });
    const tokenId = await newRevealedCreature(holder);
    const upgradeRow = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Upgrade Speed' }) });

    await openCreature(page, tokenId);
    await expect(upgradeRow).toContainText(/\d+ AFA \+ \d+ talk/);
    await expect(upgradeRow.getByTestId('network-fee')).toHaveText(/^Network fee up to \d+(\.\d+)? ETH$/);
    await expect(upgradeRow.getByRole('button')).toBeEnabled();

    const balance = await chain.getBalance({ address: holder.address });
    await chainControl.setBalance({ address: holder.address, value: 1_000n });
    try {
      // A reload forgets the quotes read with the old balance; the wallet stays connected.
      await page.reload();
      await page.getByTestId(`creature-${tokenId}`).click();
      await expect(upgradeRow.getByTestId('fee-unaffordable')).toHaveText('Not enough ETH to pay the network fee.');
      await expect(upgradeRow.getByRole('button')).toBeDisabled();
    } finally {
      await chainControl.setBalance({ address: holder.address, value: balance });
    }
  });
});
