// The benchmark's browser wallet: the production build has no test wallet, so the page gets a minimal
// EIP-1193 provider, announced through EIP-6963 like a real extension, whose requests are answered in
// Node. anvil holds the dev accounts unlocked, so signing and sending are forwarded to it as they are;
// only the account list and the chain switch are the wallet's own. Its traffic never reaches the page's
// network, so the app's own JSON-RPC requests to /rpc can be counted apart. Started with atomic batches,
// it answers EIP-5792 as the test wallet does (an EIP-7702 delegation to the batch executor), in Node.
import type { BrowserContext } from 'playwright';
import type { Address } from 'viem';
import { TestWalletProvider } from '../../lib/chain/test-wallet/provider';
import { LOCAL_CHAIN_ID } from '../../lib/foundry/anvil';

const LOCAL_CHAIN_ID_HEX = '0xafa';

interface WalletReply {
  result?: unknown;
  error?: { code: number; message: string };
}

export interface BenchWallet {
  /** JSON-RPC requests the wallet itself sent to the chain, by method. */
  forwarded: Map<string, number>;
  /** Prompts that would have asked the user to send something (eth_sendTransaction, wallet_sendCalls). */
  prompts(): number;
  resetCounts(): void;
}

/** EIP-5792 requests, answered by a test wallet in Node when the wallet runs atomic batches. */
const BATCH_METHODS = new Set(['wallet_getCapabilities', 'wallet_sendCalls', 'wallet_getCallsStatus']);
const SENDING_METHODS = new Set(['eth_sendTransaction', 'wallet_sendCalls']);

/** Installs the wallet in every page of `context`, for dev account `accountIndex` at `account`. */
export async function installBenchWallet(
  context: BrowserContext,
  account: Address,
  chainRpcUrl: string,
  batches: { accountIndex: number; atomic: boolean },
): Promise<BenchWallet> {
  let connected = false;
  let requestId = 0;
  let prompts = 0;
  const forwarded = new Map<string, number>();
  const batchWallet = batches.atomic
    ? new TestWalletProvider({
        connected: true,
        accountIndex: batches.accountIndex,
        chainId: LOCAL_CHAIN_ID,
        chains: { [LOCAL_CHAIN_ID]: chainRpcUrl },
        atomicBatches: true,
      })
    : undefined;

  async function forward(method: string, params: unknown[]): Promise<WalletReply> {
    forwarded.set(method, (forwarded.get(method) ?? 0) + 1);
    requestId += 1;
    const response = await fetch(chainRpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: requestId, method, params }),
    });
    const body = (await response.json()) as WalletReply;
    return body.error ? { error: body.error } : { result: body.result };
  }

  async function answerBatch(wallet: TestWalletProvider, method: string, params: unknown[]): Promise<WalletReply> {
    try {
      return { result: await wallet.request({ method, params }) };
    } catch (error) {
      const { code, message } = error as { code: number; message: string };
      return { error: { code, message } };
    }
  }

  await context.exposeFunction('benchWalletRequest', async (method: string, params: unknown[]): Promise<WalletReply> => {
    if (SENDING_METHODS.has(method)) prompts += 1;
    if (batchWallet && BATCH_METHODS.has(method)) return answerBatch(batchWallet, method, params);
    switch (method) {
      case 'eth_chainId':
        return { result: LOCAL_CHAIN_ID_HEX };
      case 'net_version':
        return { result: String(parseInt(LOCAL_CHAIN_ID_HEX, 16)) };
      case 'eth_accounts':
        return { result: connected ? [account] : [] };
      case 'eth_requestAccounts':
        connected = true;
        return { result: [account] };
      case 'wallet_requestPermissions':
      case 'wallet_getPermissions':
        connected = connected || method === 'wallet_requestPermissions';
        return { result: connected ? [{ parentCapability: 'eth_accounts' }] : [] };
      case 'wallet_revokePermissions':
        connected = false;
        return { result: null };
      case 'wallet_switchEthereumChain':
      case 'wallet_addEthereumChain':
        return { result: null };
      default:
        return forward(method, params);
    }
  });

  await context.addInitScript(() => {
    type Listener = (payload: unknown) => void;
    const request = (window as unknown as { benchWalletRequest: (method: string, params: unknown[]) => Promise<WalletReply> })
      .benchWalletRequest;
    const listeners = new Map<string, Set<Listener>>();
    const provider = {
      async request({ method, params }: { method: string; params?: unknown }) {
        const reply = await request(method, Array.isArray(params) ? params : []);
        if (reply.error) throw Object.assign(new Error(reply.error.message), { code: reply.error.code });
        return reply.result;
      },
      on(event: string, listener: Listener) {
        if (!listeners.has(event)) listeners.set(event, new Set());
        listeners.get(event)!.add(listener);
        return provider;
      },
      removeListener(event: string, listener: Listener) {
        listeners.get(event)?.delete(listener);
        return provider;
      },
    };
    const detail = Object.freeze({
      info: {
        uuid: '6f1c1b52-5d5b-4d8e-9b61-bench0000001',
        name: 'Benchmark wallet',
        icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/%3E',
        rdns: 'dev.local.benchwallet',
      },
      provider,
    });
    (window as unknown as { ethereum: typeof provider }).ethereum = provider;
    const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
    window.addEventListener('eip6963:requestProvider', announce);
    announce();
  });

  return {
    forwarded,
    prompts: () => prompts,
    resetCounts: () => {
      forwarded.clear();
      prompts = 0;
    },
  };
}
