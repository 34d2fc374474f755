/**
 * @jest-environment node
 */
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  encodeErrorResult,
  http,
  parseEther,
  type Chain,
  type Hash,
  type PublicClient,
  type TestClient,
  type WalletClient,
} from 'viem';
import { startAnvil, type Anvil } from '@/lib/foundry/anvil';
import { buildTargetChain } from '../chains';
import { testContracts } from '@/lib/nft/test-support/contracts';
import { findRevertReason } from './contract-errors';
import { awaitTransaction, replayedRevert, watchForDrop } from './receipts';
import { transactionStore } from './transaction-store';

const SENDER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
/** docs/PRODUCT.md §9's provider polling, as the app's wagmi config sets it. */
const PROVIDER_POLLING_MS = 4000;
/** The drop check's interval here: the app's 5 s would make each test wait for it several times over. */
const DROP_CHECK_MS = 300;

let anvil: Anvil;
let RPC_URL: string;
let chain: Chain;
let wallet: WalletClient<ReturnType<typeof http>, Chain, { address: typeof SENDER; type: 'json-rpc' }>;
let control: TestClient;

/**
 * The app's public client as the provider defaults make it, counting the JSON-RPC methods it sends; `sent`
 * resolves once it has sent `method` `times` times in all.
 */
function countingClient(): { client: PublicClient; methods: string[]; sent: (method: string, times?: number) => Promise<void> } {
  const methods: string[] = [];
  const waiters = new Set<() => void>();
  const client = createPublicClient({
    chain,
    pollingInterval: PROVIDER_POLLING_MS,
    transport: http(RPC_URL, {
      onFetchRequest: async (request) => {
        const body = (await request.clone().json()) as { method: string } | { method: string }[];
        methods.push(...(Array.isArray(body) ? body : [body]).map((call) => call.method));
        waiters.forEach((check) => check());
      },
    }),
  });
  const sent = (method: string, times = 1) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (methods.filter((sentMethod) => sentMethod === method).length < times) return;
        waiters.delete(check);
        resolve();
      };
      waiters.add(check);
      check();
    });
  return { client, methods, sent };
}

async function send(): Promise<Hash> {
  const hash = await wallet.sendTransaction({ to: RECIPIENT, value: parseEther('0.001') });
  transactionStore.add({ hash, action: 'sendToken', chainId: chain.id, from: SENDER, status: 'pending', submittedAt: Date.now() });
  return hash;
}

/** Resolves once a wait has seen `hash` pending and noted its nonce in the record. */
function nonceNoted(hash: Hash): Promise<number> {
  return new Promise((resolve) => {
    const check = () => {
      const nonce = transactionStore.all()[hash]?.nonce;
      if (nonce === undefined) return;
      unsubscribe();
      resolve(nonce);
    };
    const unsubscribe = transactionStore.subscribe(check);
    check();
  });
}

beforeAll(async () => {
  anvil = await startAnvil();
  RPC_URL = anvil.rpcUrl;
  chain = buildTargetChain({ chainId: '2810', rpcUrl: RPC_URL });
  wallet = createWalletClient({ account: SENDER, chain, transport: http(RPC_URL) });
  control = createTestClient({ mode: 'anvil', chain, transport: http(RPC_URL) });
}, 20_000);

afterAll(() => anvil.stop());

describe('waiting for the receipt of the app’s own transaction', () => {
  it('takes the receipt of a transaction mined on arrival from the first request, without polling blocks', async () => {
    await control.setAutomine(true);
    const hash = await send();
    // Anvil mines an automined transaction just after answering the send; a loaded machine can ask before it has.
    await createPublicClient({ chain, transport: http(RPC_URL) }).waitForTransactionReceipt({ hash, pollingInterval: 50 });
    const { client, methods } = countingClient();

    // On the test's own clock, which stands still: however slow the first answer, the app's 5 s drop check does not come.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    try {
      const outcome = await awaitTransaction(client, hash);

      expect(outcome).toMatchObject({ status: 'confirmed', hash });
      expect(methods).toEqual(['eth_getTransactionReceipt']);
      expect(transactionStore.all()[hash]?.status).toBe('confirmed');
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps asking until the block that holds it is mined, and records it confirmed', async () => {
    await control.setAutomine(false);
    const hash = await send();
    const { client, methods, sent } = countingClient();

    const waiting = awaitTransaction(client, hash);
    // Not in the pool's first answer: the wait watches the blocks.
    await sent('eth_blockNumber');
    expect(transactionStore.all()[hash]?.status).toBe('pending');
    await control.mine({ blocks: 1 });
    const outcome = await waiting;

    expect(outcome).toMatchObject({ status: 'confirmed', hash });
    expect(methods[0]).toBe('eth_getTransactionReceipt');
    expect(transactionStore.all()[hash]?.status).toBe('confirmed');
    await control.setAutomine(true);
  });

  it('records a transaction the node dropped, with nothing in its place, as dropped', async () => {
    await control.setAutomine(false);
    const hash = await send();
    const { client } = countingClient();

    const waiting = awaitTransaction(client, hash, DROP_CHECK_MS);
    // The wait has seen it pending once before the node forgets it.
    expect(await nonceNoted(hash)).toBe((await client.getTransaction({ hash })).nonce);
    await control.dropTransaction({ hash });
    await control.mine({ blocks: 1 });

    expect(await waiting).toEqual({ status: 'dropped' });
    expect(transactionStore.all()[hash]?.status).toBe('dropped');
    await control.setAutomine(true);
  });

  it('does not take a transaction replaced in the pool for a dropped one, and reports the replacement', async () => {
    await control.setAutomine(false);
    const hash = await send();
    const { client, methods, sent: hasSent } = countingClient();

    const waiting = awaitTransaction(client, hash, DROP_CHECK_MS);
    await nonceNoted(hash);
    const sent = await client.getTransaction({ hash });
    // Cancelled in the wallet: a zero transfer to itself with the same nonce and a higher fee, still pending.
    const cancel = await wallet.sendTransaction({
      to: SENDER,
      value: 0n,
      nonce: sent.nonce,
      maxFeePerGas: sent.maxFeePerGas! * 2n,
      maxPriorityFeePerGas: sent.maxPriorityFeePerGas! * 2n + 1n,
    });
    // Two checks of the sender's nonce after the replacement: either would have found a drop, were it to take one.
    await hasSent('eth_getTransactionCount', methods.filter((method) => method === 'eth_getTransactionCount').length + 2);
    expect(transactionStore.all()[hash]?.status).toBe('pending');
    await control.mine({ blocks: 1 });

    expect(await waiting).toMatchObject({ status: 'replaced', reason: 'cancelled', hash: cancel });
    expect(transactionStore.all()[hash]).toMatchObject({ status: 'replaced', replacedBy: cancel });
    await control.setAutomine(true);
  });

  it('finds a drop that happened before it started watching, from the sender and nonce a wait recorded before a reload', async () => {
    await control.setAutomine(false);
    const hash = await send();
    const { client } = countingClient();
    const { from, nonce } = await client.getTransaction({ hash });
    await control.dropTransaction({ hash });

    expect(await watchForDrop(client, hash, new AbortController().signal, { checkEveryMs: DROP_CHECK_MS, sent: { from, nonce } })).toBe(
      true,
    );
    await control.setAutomine(true);
  });

  it('ends the drop watch as soon as it is stopped, without waiting for its next check', async () => {
    const hash = await send();
    const { client, methods } = countingClient();
    const stop = new AbortController();

    // On the test's own clock, which does not move: the watch can only end by being stopped.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    try {
      let result: boolean | undefined;
      void watchForDrop(client, hash, stop.signal).then((dropped) => (result = dropped));
      // Waiting for its first check, 5 s away.
      expect(jest.getTimerCount()).toBe(1);
      stop.abort();
      await jest.advanceTimersByTimeAsync(0);

      expect(result).toBe(false);
      // Its pause for the next check went with it.
      expect(jest.getTimerCount()).toBe(0);
      expect(methods).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('why a mined transaction reverted', () => {
  const HASH: Hash = `0x${'b'.repeat(64)}`;
  const mined = { from: SENDER, to: RECIPIENT, input: '0x1234', value: 0n, blockNumber: 7n } as const;
  const raised = encodeErrorResult({ abi: testContracts.CreatureUpgrade.abi, errorName: 'CostAboveLimit', args: [200n, 100n] });

  /** A client that finds the transaction mined in block 7 and answers its replay with `replay`. */
  function replayingClient(replay: () => Promise<unknown>) {
    const call = jest.fn(replay);
    const client = { getTransaction: async () => mined, call } as unknown as PublicClient;
    return { client, call };
  }

  it('is the refusal the transaction meets replayed on the state its block left', async () => {
    const { client, call } = replayingClient(async () => {
      throw Object.assign(new Error('execution reverted'), { data: raised });
    });
    expect(findRevertReason(await replayedRevert(client, HASH))).toEqual({ errorName: 'CostAboveLimit', args: [200n, 100n] });
    expect(call).toHaveBeenCalledWith({ account: SENDER, to: RECIPIENT, data: '0x1234', value: 0n, blockNumber: 7n });
  });

  it('is unknown when the replay passes, or fails for another reason than a refusal', async () => {
    expect(await replayedRevert(replayingClient(async () => ({ data: '0x' })).client, HASH)).toBeUndefined();
    const unreachable = replayingClient(async () => {
      throw new Error('fetch failed');
    });
    expect(await replayedRevert(unreachable.client, HASH)).toBeUndefined();
  });
});
