/**
 * @jest-environment node
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createPublicClient, createTestClient, createWalletClient, http, parseEther, type Hash, type PublicClient } from 'viem';
import { buildTargetChain } from '../chains';
import { awaitTransaction } from './receipts';
import { transactionStore } from './transaction-store';

const PORT = Number(process.env.ANVIL_RECEIPTS_TEST_PORT ?? 8603);
const RPC_URL = `http://127.0.0.1:${PORT}`;
const chain = buildTargetChain({ chainId: '2810', rpcUrl: RPC_URL });
const SENDER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
/** SPEC §9's provider polling, as the app's wagmi config sets it. */
const PROVIDER_POLLING_MS = 4000;

const ARCH: Record<string, string> = { x64: 'amd64', arm64: 'arm64' };
const anvilBinary = path.join(
  process.cwd(),
  'node_modules/@foundry-rs',
  `anvil-${process.platform}-${ARCH[process.arch] ?? process.arch}`,
  'bin/anvil',
);

let anvil: ChildProcess;
const wallet = createWalletClient({ account: SENDER, chain, transport: http(RPC_URL) });
const control = createTestClient({ mode: 'anvil', chain, transport: http(RPC_URL) });

/** The app's public client as the provider defaults make it, counting the JSON-RPC methods it sends. */
function countingClient(): { client: PublicClient; methods: string[] } {
  const methods: string[] = [];
  const client = createPublicClient({
    chain,
    pollingInterval: PROVIDER_POLLING_MS,
    transport: http(RPC_URL, {
      onFetchRequest: async (request) => {
        const body = (await request.clone().json()) as { method: string } | { method: string }[];
        methods.push(...(Array.isArray(body) ? body : [body]).map((call) => call.method));
      },
    }),
  });
  return { client, methods };
}

async function send(): Promise<Hash> {
  const hash = await wallet.sendTransaction({ to: RECIPIENT, value: parseEther('0.001') });
  transactionStore.add({ hash, action: 'sendToken', chainId: chain.id, from: SENDER, status: 'pending', submittedAt: Date.now() });
  return hash;
}

beforeAll(async () => {
  anvil = spawn(anvilBinary, ['--chain-id', '2810', '--port', String(PORT), '--silent'], { stdio: 'ignore' });
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      await control.getAutomine();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`anvil did not answer on ${RPC_URL}`);
}, 20_000);

afterAll(() => {
  anvil.kill();
});

describe('waiting for the receipt of the app’s own transaction', () => {
  it('takes the receipt of a transaction mined on arrival from the first request, without polling blocks', async () => {
    await control.setAutomine(true);
    const hash = await send();
    const { client, methods } = countingClient();

    const outcome = await awaitTransaction(client, hash);

    expect(outcome).toMatchObject({ status: 'confirmed', hash });
    expect(methods).toEqual(['eth_getTransactionReceipt']);
    expect(transactionStore.all()[hash]?.status).toBe('confirmed');
  });

  it('keeps asking until the block that holds it is mined, and records it confirmed', async () => {
    await control.setAutomine(false);
    const hash = await send();
    const { client, methods } = countingClient();

    const waiting = awaitTransaction(client, hash);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(transactionStore.all()[hash]?.status).toBe('pending');
    await control.mine({ blocks: 1 });
    const outcome = await waiting;

    expect(outcome).toMatchObject({ status: 'confirmed', hash });
    expect(methods).toContain('eth_blockNumber');
    expect(transactionStore.all()[hash]?.status).toBe('confirmed');
    await control.setAutomine(true);
  });
});
