/**
 * @jest-environment node
 */
import {
  createPublicClient,
  createWalletClient,
  custom,
  getAddress,
  http,
  numberToHex,
  parseEther,
  verifyMessage,
  verifyTypedData,
  type Hex,
} from 'viem';
import { startAnvil, type Anvil } from '@/lib/foundry/anvil';
import { buildTargetChain } from '../chains';
import { ensureWalletOnChain } from '../ensure-chain';
import { toChainError } from '../errors';
import { WELL_KNOWN_DEV_ACCOUNT_COUNT } from '../../foundry/devAccounts';
import { parseBatchId } from './batch-calls';
import { TestWalletProvider, type TestWalletState } from './provider';

const CHAIN_ID = 2810;
const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const ACCOUNT_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

let anvil: Anvil;
let RPC_URL: string;
let publicClient: ReturnType<typeof createPublicClient>;

beforeAll(async () => {
  anvil = await startAnvil({ chainId: CHAIN_ID });
  RPC_URL = anvil.rpcUrl;
  publicClient = createPublicClient({ transport: http(RPC_URL) });
}, 20_000);

afterAll(() => anvil.stop());

function startWallet(overrides: Partial<TestWalletState> = {}) {
  const states: TestWalletState[] = [];
  const wallet = new TestWalletProvider(
    { connected: false, accountIndex: 0, chainId: CHAIN_ID, chains: { [CHAIN_ID]: RPC_URL }, ...overrides },
    (state) => states.push(state),
  );
  const events: Array<[string, unknown]> = [];
  for (const event of ['connect', 'accountsChanged', 'chainChanged'] as const) {
    wallet.on(event, (payload) => events.push([event, payload]));
  }
  return { wallet, events, states };
}

async function connected(overrides: Partial<TestWalletState> = {}) {
  const started = startWallet(overrides);
  await started.wallet.request({ method: 'eth_requestAccounts' });
  started.events.length = 0;
  return started;
}

describe('test wallet: accounts and events', () => {
  it('shares no account before the user connects, then emits connect and accountsChanged', async () => {
    const { wallet, events } = startWallet();
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([]);
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual([ACCOUNT_0]);
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([ACCOUNT_0]);
    expect(events).toEqual([
      ['connect', { chainId: '0xafa' }],
      ['accountsChanged', [ACCOUNT_0]],
    ]);
  });

  it('answers wallet_requestPermissions with the eth_accounts permission', async () => {
    const { wallet } = startWallet();
    const permissions = await wallet.request({ method: 'wallet_requestPermissions', params: [{ eth_accounts: {} }] });
    expect(permissions).toEqual([
      expect.objectContaining({ parentCapability: 'eth_accounts', caveats: [expect.objectContaining({ value: [ACCOUNT_0] })] }),
    ]);
  });

  it('switches accounts like a user in the wallet would, and remembers it', async () => {
    const { wallet, events, states } = await connected();
    wallet.switchAccount(1);
    expect(wallet.address()).toBe(ACCOUNT_1);
    expect(events).toEqual([['accountsChanged', [ACCOUNT_1]]]);
    expect(states.at(-1)).toMatchObject({ accountIndex: 1, connected: true });
    expect(() => wallet.switchAccount(WELL_KNOWN_DEV_ACCOUNT_COUNT)).toThrow(RangeError);
  });

  it('forgets the site on wallet_revokePermissions', async () => {
    const { wallet, events } = await connected();
    await wallet.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] });
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([]);
    expect(events).toEqual([['accountsChanged', []]]);
  });
});

describe('test wallet: chains', () => {
  it('reports its chain and refuses an unknown one with 4902', async () => {
    const { wallet } = startWallet();
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0xafa');
    await expect(wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })).rejects.toMatchObject({
      code: 4902,
    });
  });

  it('adds a chain and switches to it, emitting chainChanged', async () => {
    const { wallet, events } = startWallet({ chainId: 1, chains: { 1: null } });
    await wallet.request({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId: '0xafa',
          chainName: 'Morph Testnet',
          rpcUrls: [RPC_URL],
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        },
      ],
    });
    expect(wallet.chainId()).toBe(CHAIN_ID);
    expect(events).toEqual([['chainChanged', '0xafa']]);
    expect(await wallet.request({ method: 'eth_blockNumber' })).toMatch(/^0x/);
  });

  it('rejects an incomplete chain definition with invalid params', async () => {
    const { wallet } = startWallet();
    await expect(wallet.request({ method: 'wallet_addEthereumChain', params: [{ chainId: '0x5' }] })).rejects.toMatchObject({
      code: -32602,
    });
  });

  it('cannot read a chain it has no RPC for (4901)', async () => {
    const { wallet } = startWallet({ chainId: 1, chains: { 1: null, [CHAIN_ID]: RPC_URL } });
    await expect(wallet.request({ method: 'eth_blockNumber' })).rejects.toMatchObject({ code: 4901 });
  });
});

describe('test wallet: refusals', () => {
  it('rejects the next prompt with 4001, then works again', async () => {
    const { wallet } = startWallet();
    wallet.rejectNext();
    await expect(wallet.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({ code: 4001 });
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual([ACCOUNT_0]);
  });

  it('rejects with the code a test asks for', async () => {
    const { wallet } = await connected();
    wallet.rejectNext(4200);
    await expect(wallet.request({ method: 'personal_sign', params: ['0x68690a', ACCOUNT_0] })).rejects.toMatchObject({ code: 4200 });
  });

  it('does not spend a rejection on a read', async () => {
    const { wallet } = startWallet();
    wallet.rejectNext();
    await wallet.request({ method: 'eth_chainId' });
    await expect(wallet.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({ code: 4001 });
  });

  it('answers 4200 to a method it does not support and 4100 to signing before connecting', async () => {
    const { wallet } = startWallet();
    await expect(wallet.request({ method: 'eth_sign', params: [] })).rejects.toMatchObject({ code: 4200 });
    await expect(wallet.request({ method: 'personal_sign', params: ['0x00', ACCOUNT_0] })).rejects.toMatchObject({ code: 4100 });
  });

  it('refuses to sign for another address', async () => {
    const { wallet } = await connected();
    await expect(wallet.request({ method: 'personal_sign', params: ['0x00', ACCOUNT_1] })).rejects.toMatchObject({
      code: -32602,
      message: 'from address mismatch',
    });
  });
});

describe('test wallet: signing for real', () => {
  it('signs a message the account can be recovered from', async () => {
    const { wallet } = await connected();
    const signature = (await wallet.request({ method: 'personal_sign', params: ['0x68656c6c6f', ACCOUNT_0] })) as Hex;
    expect(await verifyMessage({ address: ACCOUNT_0, message: 'hello', signature })).toBe(true);
  });

  it('signs EIP-712 typed data', async () => {
    const { wallet } = await connected();
    const typedData = {
      domain: { name: 'Creatures', version: '1', chainId: CHAIN_ID },
      types: { Greeting: [{ name: 'text', type: 'string' }] },
      primaryType: 'Greeting',
      message: { text: 'hi' },
    } as const;
    const signature = (await wallet.request({ method: 'eth_signTypedData_v4', params: [ACCOUNT_0, JSON.stringify(typedData)] })) as Hex;
    expect(await verifyTypedData({ address: ACCOUNT_0, signature, ...typedData })).toBe(true);
  });

  it('sends a transaction that the chain mines', async () => {
    const { wallet } = await connected();
    const before = await publicClient.getBalance({ address: ACCOUNT_1 });
    const hash = (await wallet.request({
      method: 'eth_sendTransaction',
      params: [{ from: ACCOUNT_0, to: ACCOUNT_1, value: numberToHex(parseEther('1.5')) }],
    })) as Hex;
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 100 });
    expect(receipt.status).toBe('success');
    expect(await publicClient.getBalance({ address: ACCOUNT_1 })).toBe(before + parseEther('1.5'));
  });

  it('passes the node’s insufficient-funds error through, so the app classifies it', async () => {
    const { wallet } = await connected();
    const appClient = createWalletClient({ chain: buildTargetChain({ rpcUrl: RPC_URL }), transport: custom(wallet) });
    const error = await appClient
      .sendTransaction({ account: ACCOUNT_0, to: ACCOUNT_1, value: parseEther('100000000') })
      .catch((caught: unknown) => caught);
    expect(toChainError(error).kind).toBe('INSUFFICIENT_FUNDS');
  });
});

describe('ensureWalletOnChain with the test wallet', () => {
  // Built once anvil listens: the chain's RPC is anvil's.
  let target: ReturnType<typeof buildTargetChain>;
  beforeAll(() => {
    target = buildTargetChain({ rpcUrl: RPC_URL });
  });

  it('does nothing when the wallet is already on the target chain', async () => {
    const { wallet, events } = await connected();
    await ensureWalletOnChain(wallet, target);
    expect(events).toEqual([]);
  });

  it('switches a wallet that knows the chain', async () => {
    const { wallet } = await connected({ chainId: 1, chains: { 1: null, [CHAIN_ID]: RPC_URL } });
    await ensureWalletOnChain(wallet, target);
    expect(wallet.chainId()).toBe(CHAIN_ID);
  });

  it('adds the chain on 4902, then is on it', async () => {
    const { wallet } = await connected({ chainId: 1, chains: { 1: null } });
    await ensureWalletOnChain(wallet, target);
    expect(wallet.chainId()).toBe(CHAIN_ID);
    expect(await wallet.request({ method: 'eth_blockNumber' })).toMatch(/^0x/);
  });

  it('lets a refused switch surface as ACTION_REJECTED', async () => {
    const { wallet } = await connected({ chainId: 1, chains: { 1: null, [CHAIN_ID]: RPC_URL } });
    wallet.rejectNext();
    const error = await ensureWalletOnChain(wallet, target).catch((caught: unknown) => caught);
    expect(toChainError(error).kind).toBe('ACTION_REJECTED');
    expect(wallet.chainId()).toBe(1);
  });
});

describe('test wallet: impersonating a holder', () => {
  /** An address no key here belongs to, like a real holder on a forked chain. */
  const HOLDER = getAddress('0x00000000000000000000000000000000000c0ffe');

  const impersonatingState = (): TestWalletState => ({
    connected: true,
    accountIndex: 0,
    chainId: CHAIN_ID,
    chains: { [CHAIN_ID]: RPC_URL },
    impersonating: HOLDER,
  });
  const impersonatingWallet = () => new TestWalletProvider(impersonatingState(), () => {}, RPC_URL);

  it('sends the holder’s transaction through the node without a key', async () => {
    const wallet = impersonatingWallet();
    await publicClient.request({ method: 'anvil_setBalance' as never, params: [HOLDER, numberToHex(parseEther('2'))] as never });
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([HOLDER]);
    const before = await publicClient.getBalance({ address: ACCOUNT_1 });
    const hash = (await wallet.request({
      method: 'eth_sendTransaction',
      params: [{ from: HOLDER, to: ACCOUNT_1, value: numberToHex(parseEther('0.5')) }],
    })) as Hex;
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 100 });
    expect(receipt).toMatchObject({ status: 'success', from: HOLDER.toLowerCase() });
    expect(await publicClient.getBalance({ address: ACCOUNT_1 })).toBe(before + parseEther('0.5'));
  });

  it('sends a batch call by call as the holder, and refuses one that must be atomic (that needs a key)', async () => {
    const wallet = new TestWalletProvider({ ...impersonatingState(), atomicBatches: true }, () => {}, RPC_URL);
    await publicClient.request({ method: 'anvil_setBalance' as never, params: [HOLDER, numberToHex(parseEther('2'))] as never });
    const calls = [1n, 2n].map((wei) => ({ to: ACCOUNT_1, data: '0x', value: numberToHex(wei) }));
    const batch = { version: '2.0.0', chainId: numberToHex(CHAIN_ID), from: HOLDER, calls };
    await expect(wallet.request({ method: 'wallet_sendCalls', params: [{ ...batch, atomicRequired: true }] })).rejects.toMatchObject({
      code: 5760,
    });
    const before = await publicClient.getBalance({ address: ACCOUNT_1 });
    const { id } = (await wallet.request({ method: 'wallet_sendCalls', params: [{ ...batch, atomicRequired: false }] })) as { id: Hex };
    // Sent is not yet mined: anvil mines each transaction on its own time, after answering the send.
    const { hashes, atomic } = parseBatchId(id);
    expect({ calls: hashes.length, atomic }).toEqual({ calls: 2, atomic: false });
    for (const hash of hashes) {
      expect(await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 100 })).toMatchObject({ from: HOLDER.toLowerCase() });
    }
    expect(await publicClient.getBalance({ address: ACCOUNT_1 })).toBe(before + 3n);
  });

  it('refuses to sign for the holder, and to send as anyone else', async () => {
    const wallet = impersonatingWallet();
    await expect(wallet.request({ method: 'personal_sign', params: ['0x00', HOLDER] })).rejects.toMatchObject({ code: 4200 });
    await expect(
      wallet.request({ method: 'eth_sendTransaction', params: [{ from: ACCOUNT_0, to: ACCOUNT_1, value: '0x1' }] }),
    ).rejects.toMatchObject({ code: -32602 });
  });

  it('cannot impersonate without the node’s own RPC, nor a non-address', () => {
    expect(() => new TestWalletProvider(impersonatingState())).toThrow(expect.objectContaining({ code: 4200 }));
    const { wallet } = startWallet();
    expect(() => wallet.impersonate(HOLDER)).toThrow(expect.objectContaining({ code: 4200 }));
    expect(() => impersonatingWallet().impersonate('0x1234')).toThrow(expect.objectContaining({ code: -32602 }));
  });

  it('starts and ends impersonation like an account switch', async () => {
    const { wallet, events } = await connected();
    const withNode = new TestWalletProvider(
      { connected: true, accountIndex: 0, chainId: CHAIN_ID, chains: { [CHAIN_ID]: RPC_URL } },
      () => {},
      RPC_URL,
    );
    const changes: unknown[] = [];
    withNode.on('accountsChanged', (accounts) => changes.push(accounts));
    withNode.impersonate(HOLDER.toLowerCase());
    expect(withNode.address()).toBe(HOLDER);
    withNode.switchAccount(1);
    expect(withNode.address()).toBe(ACCOUNT_1);
    expect(changes).toEqual([[HOLDER], [ACCOUNT_1]]);
    expect(events).toEqual([]);
    expect(wallet.address()).toBe(ACCOUNT_0);
  });
});
