// The chain side of the NFT e2e tests: dev accounts signing directly, reads for expect.poll, and the
// service's record of a reported hash.
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { createPublicClient, createTestClient, createWalletClient, erc20Abi, http, parseEventLogs, type Address, type Hash } from 'viem';
import { withAbis } from '../contracts-abi';
import { ROOT } from '../scripts/stack';
import { contractsOfChain } from '../server/chain/contract-registry';
import { E2E_ACCOUNTS, devAccount, type DevAccount } from './accounts';
import { expect } from './fixtures';
import { E2E_CHAIN_ID, E2E_RPC_URL, E2E_STACK_DATA_DIR } from './stack-ports';

/**
 * The contracts of this worker's stack and the Seaport its deploy records beside them, where its server finds them:
 * its own deployments file, or a recorded network's.
 */
function stackDeployment() {
  const found = contractsOfChain(E2E_CHAIN_ID, path.join(ROOT, E2E_STACK_DATA_DIR, 'deployments'));
  if (!found) throw new Error(`The e2e stack in ${E2E_STACK_DATA_DIR} has no contracts on chain ${E2E_CHAIN_ID}`);
  if (!found.seaport) throw new Error(`The e2e stack in ${E2E_STACK_DATA_DIR} records no Seaport on chain ${E2E_CHAIN_ID}`);
  return { contracts: withAbis(found.book), seaport: found.seaport.address };
}

const deployment = stackDeployment();
export const contracts = deployment.contracts;
/** Seaport 1.6 of this worker's stack: the one its server names to the app in /config.json. */
export const seaport = deployment.seaport;
export const chain = createPublicClient({ transport: http(E2E_RPC_URL) });
/** anvil's own controls: its clock, and mining on demand (automine off) to hold a transaction pending. */
export const chainControl = createTestClient({ mode: 'anvil', transport: http(E2E_RPC_URL) });
/** The deployer owns the contracts and is the creature setter. */
export const contractOwner = devAccount(E2E_ACCOUNTS.deployer.owner);

const chainInfo = {
  id: E2E_CHAIN_ID,
  name: 'local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [E2E_RPC_URL] } },
} as const;

export function walletOf(account: DevAccount) {
  return createWalletClient({ account, chain: chainInfo, transport: http(E2E_RPC_URL) });
}

/** Sends as `address` without its key, through anvil's impersonation: a real holder, or a contract's owner on a fork. */
export async function impersonatedWallet(address: Address) {
  await chainControl.impersonateAccount({ address });
  return createWalletClient({ account: address, chain: chainInfo, transport: http(E2E_RPC_URL) });
}

/** Waits for a transaction the test itself sent and checks it succeeded. */
export async function mined(sending: Promise<Hash>) {
  const receipt = await chain.waitForTransactionReceipt({ hash: await sending });
  expect(receipt.status).toBe('success');
  return receipt;
}

/** A freshly bought, still blind creature of `holder`. */
export async function newBlindCreature(holder: DevAccount): Promise<bigint> {
  const { CreatureNft } = contracts;
  const price = await chain.readContract({ ...CreatureNft, functionName: 'price' });
  const bought = await mined(walletOf(holder).writeContract({ ...CreatureNft, functionName: 'buy', args: [1n, price], value: price }));
  const [event] = parseEventLogs({ abi: CreatureNft.abi, logs: bought.logs, eventName: 'CreaturesBought' });
  return event!.args.firstTokenId;
}

/** A freshly bought and revealed creature of `holder`, so each test starts from known state. */
export async function newRevealedCreature(holder: DevAccount): Promise<bigint> {
  const tokenId = await newBlindCreature(holder);
  await mined(walletOf(holder).writeContract({ ...contracts.CreatureNft, functionName: 'reveal', args: [tokenId] }));
  return tokenId;
}

export const tokenBalanceOf = (token: Address, holder: Address) =>
  chain.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [holder] });

export const ethOf = (holder: Address) => chain.getBalance({ address: holder });

/** A freshly bought blind pendant of `holder`. */
export async function newBlindPendant(holder: DevAccount): Promise<bigint> {
  const { PendantNft } = contracts;
  const price = await chain.readContract({ ...PendantNft, functionName: 'price' });
  const bought = await mined(walletOf(holder).writeContract({ ...PendantNft, functionName: 'buy', args: [1n], value: price }));
  const [event] = parseEventLogs({ abi: PendantNft.abi, logs: bought.logs, eventName: 'PendantsBought' });
  return event!.args.firstTokenId;
}

export async function approveToken(holder: DevAccount, token: Address, spender: Address, amount: bigint) {
  await mined(walletOf(holder).writeContract({ address: token, abi: erc20Abi, functionName: 'approve', args: [spender, amount] }));
}

export const nonceOf = (address: Address) => chain.getTransactionCount({ address });

/** The hash the app stored for its last transaction of `action`. */
export async function storedHash(page: Page, action: string): Promise<Hash | undefined> {
  return page.evaluate((wanted) => {
    const records = Object.values(JSON.parse(localStorage.getItem('transactions') ?? '{}')) as {
      hash: Hash;
      action: string;
      submittedAt: number;
    }[];
    return records.filter((record) => record.action === wanted).sort((a, b) => b.submittedAt - a.submittedAt)[0]?.hash;
  }, action);
}

/** Polls the wallet service until it holds the confirmed record of the app's last `action`, with `txType`. */
export async function expectBroadcastRecord(page: Page, request: APIRequestContext, token: string, action: string, txType: number) {
  const hash = await storedHash(page, action);
  expect(hash, `a stored ${action} transaction`).toBeDefined();
  await expect
    .poll(async () => {
      const response = await request.post('/v1/nft/hash-info', { headers: { Authorization: `Bearer ${token}` }, data: { txHash: hash } });
      const body = await response.json();
      return body.data ? { status: body.data.status, txType: body.data.txType } : body.code;
    })
    .toEqual({ status: 'confirmed', txType });
}

/** The prompts the test wallet showed that send transactions (refused ones included), in order. */
export async function transactionPrompts(page: Page): Promise<string[]> {
  const prompts = await page.evaluate(() => window.__testWallet?.prompts() ?? []);
  return prompts.filter((method) => method === 'eth_sendTransaction' || method === 'wallet_sendCalls');
}

/** Opens the incubator and connects the test wallet; done once the connected screen lists the open nests. */
export async function openIncubator(page: Page) {
  await page.goto('/nftIncubator');
  // The press loads the wallet stack, then connects: a test that arms the wallet's next refusal must wait.
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await expect(page.getByRole('heading', { name: 'Open nests' })).toBeVisible();
}

/** Opens the NFT tab, connects the test wallet and opens the sheet of `tokenId`. */
export async function openCreature(page: Page, tokenId: bigint) {
  await page.goto('/nft');
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await page.getByTestId(`creature-${tokenId}`).click();
  await expect(page.getByTestId('creature-sheet')).toBeVisible();
}

/**
 * Presses `button` with blocks mined on demand, so its transaction waits in the pool, then mines it in one block
 * behind the transaction `sendAhead` sends with a higher tip, as a front-runner's would; expects that one to succeed.
 */
export async function pressFrontRun(page: Page, button: string, sendAhead: () => Promise<Hash>): Promise<void> {
  await chainControl.setAutomine(false);
  try {
    await page.getByRole('button', { name: button }).click();
    await expect(page.getByText('Waiting for confirmation…')).toBeVisible({ timeout: 30_000 });
    const aheadHash = await sendAhead();
    await chainControl.mine({ blocks: 1 });
    expect((await chain.getTransactionReceipt({ hash: aheadHash })).status).toBe('success');
  } finally {
    await chainControl.setAutomine(true);
  }
}
