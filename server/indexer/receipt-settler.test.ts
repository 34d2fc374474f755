import { eq } from 'drizzle-orm';
import { createPublicClient, createWalletClient, custom, http, keccak256, type Hash, type Hex } from 'viem';
import { morphHolesky } from 'viem/chains';
import { createChainClient } from '../chain/chain-client';
import type { DatabaseHandle } from '../db/client';
import { chainTransactions } from '../db/schema';
import { transactionRecordPolicy } from '../services/chain-transaction-service';
import { startAnvil, type Anvil } from '../test-support/anvil';
import { createLoggedInUser, createTestApp, emptyAllTables, openTestDatabase, postJson, type TestApp } from '../test-support/test-app';
import { devAccount } from '@/lib/foundry/devAccounts';
import { bindProof } from '../test-support/wallet-binding';
import { ReceiptSettler, type ReceiptSettlerOptions } from './receipt-settler';

const sender = devAccount(4);
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
/** Init code that reverts at once: a contract creation that fails. */
const REVERTING_INIT_CODE = '0x60006000fd';

let database: DatabaseHandle;
let anvil: Anvil;
let server: TestApp;
let auth: Record<string, string>;
const logLines: string[] = [];

beforeAll(async () => {
  [database, anvil] = await Promise.all([openTestDatabase(), startAnvil()]);
  await emptyAllTables(database.db);
  server = createTestApp(database.db, { rpcUrl: anvil.rpcUrl });
  const user = await createLoggedInUser(server, database.db, 'settle@example.com');
  auth = { authorization: `Bearer ${user.token}` };
  await server.request('/v1/waas/address-bind', postJson(await bindProof(server, user.token, sender), auth));
}, 120_000);

afterAll(async () => {
  await Promise.all([database.close(), anvil.stop()]);
});

function newSettler(options: Partial<ReceiptSettlerOptions> = {}): ReceiptSettler {
  return new ReceiptSettler({
    db: database.db,
    client: createChainClient(anvil.rpcUrl),
    chainId: 2810,
    log: (line) => logLines.push(line),
    ...options,
  });
}

const wallet = () => createWalletClient({ account: sender, chain: morphHolesky, transport: http(anvil.rpcUrl) });
const chain = () => createPublicClient({ chain: morphHolesky, transport: http(anvil.rpcUrl) });

/** Reports the transaction through broadcast-tx, as the app does. */
async function record(txHash: Hash, signedTx?: Hex): Promise<void> {
  const response = await server.request(
    '/v1/nft/broadcast-tx',
    postJson({ fromAddress: sender.address, txHash, signedTx, txType: 2 }, auth),
  );
  expect((await response.json()).code).toBe(200);
}

async function mined(request: { to?: `0x${string}`; value?: bigint; data?: Hex; gas?: bigint }): Promise<Hash> {
  const hash = await wallet().sendTransaction(request);
  await chain().waitForTransactionReceipt({ hash });
  return hash;
}

/** Signed and never sent: no receipt will come. */
async function unsent(value: bigint): Promise<{ txHash: Hash; signedTx: Hex }> {
  const signedTx = await wallet().signTransaction(await wallet().prepareTransactionRequest({ to: RECIPIENT, value }));
  return { txHash: keccak256(signedTx), signedTx };
}

async function recordOf(txHash: Hash) {
  const [row] = await database.db.select().from(chainTransactions).where(eq(chainTransactions.txHash, txHash));
  return row!;
}

describe('ReceiptSettler', () => {
  it('settles recorded transactions from their receipts, and sends one still unmined to the back of the queue', async () => {
    const confirmed = await mined({ to: RECIPIENT, value: 1n });
    const reverted = await mined({ data: REVERTING_INIT_CODE, gas: 100_000n });
    const pending = await unsent(10n);
    await record(confirmed);
    await record(reverted);
    await record(pending.txHash, pending.signedTx);

    const roundTime = new Date(server.clock.now().getTime() + 1000);
    expect(await newSettler({ now: () => roundTime }).settleOnce()).toBe(2);
    expect((await recordOf(confirmed)).status).toBe('confirmed');
    expect((await recordOf(reverted)).status).toBe('failed');
    expect(await recordOf(pending.txHash)).toMatchObject({ status: 'pending', updatedAt: roundTime });
  });

  it('expires one still without a receipt after the pending lifetime, so it leaves the queue', async () => {
    const { txHash, signedTx } = await unsent(11n);
    await record(txHash, signedTx);
    const late = new Date(server.clock.now().getTime() + transactionRecordPolicy.pendingLifetimeMs);
    await newSettler({ now: () => late }).settleOnce();
    expect((await recordOf(txHash)).status).toBe('expired');
  });

  it('leaves the transactions to the instance that holds the lock', async () => {
    const txHash = await mined({ to: RECIPIENT, value: 3n });
    await record(txHash);
    const elsewhere = newSettler({ lock: { hold: async () => false, release: async () => undefined } });
    expect(await elsewhere.settleOnce()).toBeUndefined();
    expect((await recordOf(txHash)).status).toBe('pending');
    expect(await newSettler().settleOnce()).toBeGreaterThanOrEqual(1);
    expect((await recordOf(txHash)).status).toBe('confirmed');
  });

  it('pauses while the node does not answer, says so once, and settles when it answers again', async () => {
    const txHash = await mined({ to: RECIPIENT, value: 4n });
    await record(txHash);
    const node = createChainClient(anvil.rpcUrl);
    let nodeDown = true;
    let refusedCalls = 0;
    const client = createPublicClient({
      transport: custom(
        {
          request: async ({ method, params }) => {
            if (nodeDown) {
              refusedCalls += 1;
              throw new Error('connect ECONNREFUSED 127.0.0.1:8545');
            }
            return node.request({ method, params } as Parameters<typeof node.request>[0]);
          },
        },
        { retryCount: 0 },
      ),
    });
    const lines: string[] = [];
    const settler = newSettler({ client, pollIntervalMs: 20, log: (line) => lines.push(line) });
    const waitFor = async (condition: () => boolean | Promise<boolean>) => {
      const deadline = Date.now() + 10_000;
      while (!(await condition())) {
        if (Date.now() > deadline) throw new Error('timed out');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    settler.start();
    try {
      await waitFor(() => refusedCalls >= 5);
      expect(lines.filter((line) => line.startsWith('[receipts] settling paused: '))).toHaveLength(1);
      expect((await recordOf(txHash)).status).toBe('pending');

      nodeDown = false;
      await waitFor(async () => (await recordOf(txHash)).status === 'confirmed');
      expect(lines).toContain('[receipts] the chain node answers again');
    } finally {
      await settler.stop();
    }
  });
});
