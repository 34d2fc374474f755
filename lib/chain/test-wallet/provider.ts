import {
  createWalletClient,
  defineChain,
  getAddress,
  hexToBigInt,
  hexToNumber,
  isAddress,
  isAddressEqual,
  isHex,
  numberToHex,
  http,
  publicActions,
  type Address,
  type Hash,
  type Hex,
  type TypedDataDefinition,
} from 'viem';
import type { HDAccount } from 'viem/accounts';
import { devAccount, WELL_KNOWN_DEV_ACCOUNT_COUNT } from '../../foundry/devAccounts';
import {
  BATCH_EXECUTOR_ADDRESS,
  BatchErrorCode,
  batchId,
  callsStatus,
  capabilitiesOf,
  executeCalldata,
  isDelegatedToExecutor,
  parseBatchId,
  parseSendCalls,
  type BatchCall,
} from './batch-calls';
import { ProviderRpcError, WalletErrorCode, toProviderRpcError } from './rpc-error';

/** What the wallet remembers between page loads, like a real wallet's own storage. */
export interface TestWalletState {
  connected: boolean;
  accountIndex: number;
  chainId: number;
  /** Chains the wallet knows, with the RPC it reaches each through (null when it has none). */
  chains: Record<number, string | null>;
  /** A real holder the wallet acts as through the dev node's impersonation, instead of a dev account. */
  impersonating?: Address;
  /** Whether wallet_sendCalls runs batches atomically (EIP-5792 through an EIP-7702 delegation). */
  atomicBatches?: boolean;
}

export type TestWalletEvent = 'connect' | 'disconnect' | 'accountsChanged' | 'chainChanged';
type Listener = (payload: unknown) => void;

export interface RequestArguments {
  method: string;
  params?: unknown;
}

/** Reads the wallet passes through to the current chain's RPC untouched. */
const FORWARDED_METHODS = new Set([
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getStorageAt',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_sendRawTransaction',
  'eth_uninstallFilter',
  'web3_clientVersion',
]);

/** Requests a user would see a prompt for: the ones rejectNext() refuses. */
const PROMPTING_METHODS = new Set([
  'eth_requestAccounts',
  'wallet_requestPermissions',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'eth_sendTransaction',
  'personal_sign',
  'eth_signTypedData_v4',
  'wallet_sendCalls',
]);

interface TransactionParameters {
  from?: string;
  to?: string;
  data?: string;
  value?: string;
  gas?: string;
  gasPrice?: string;
  maxFeePerGas?: string;
  maxPriorityFeePerGas?: string;
  nonce?: string;
}

interface AddEthereumChainParameter {
  chainId?: string;
  chainName?: string;
  rpcUrls?: string[];
  nativeCurrency?: { symbol?: string; decimals?: number };
}

function paramsArray(params: unknown): unknown[] {
  return Array.isArray(params) ? params : [];
}

function optionalHex(value: string | undefined): Hex | undefined {
  return value !== undefined && isHex(value) ? value : undefined;
}

function optionalBigInt(value: string | undefined): bigint | undefined {
  const hex = optionalHex(value);
  return hex === undefined ? undefined : hexToBigInt(hex);
}

/**
 * An EIP-1193 wallet over anvil's dev accounts, for the local stack and end-to-end tests.
 * It signs for real with viem's local accounts and sends reads to the chain's RPC; nothing is faked.
 */
export class TestWalletProvider {
  private state: TestWalletState;
  private readonly listeners = new Map<TestWalletEvent, Set<Listener>>();
  private pendingRejection: number | undefined;
  private dropAtomicAfterCapabilities = false;
  private readonly promptLog: string[] = [];
  private requestId = 0;

  /**
   * @param nodeUrl the dev node's own JSON-RPC (anvil), which impersonation needs: it sends unsigned
   *   transactions as any address, something no public RPC (nor the server's /rpc) accepts.
   */
  constructor(
    initialState: TestWalletState,
    private readonly onStateChange: (state: TestWalletState) => void = () => {},
    private readonly nodeUrl?: string,
  ) {
    this.state = { ...initialState, chains: { ...initialState.chains } };
    this.account(initialState.accountIndex);
    if (initialState.impersonating !== undefined) this.impersonationNodeUrl();
  }

  // ---- EIP-1193 ----

  async request({ method, params }: RequestArguments): Promise<unknown> {
    // A batch the wallet cannot run as asked is refused before the user sees anything.
    const batch = method === 'wallet_sendCalls' ? this.acceptableBatch(paramsArray(params)[0]) : undefined;
    if (PROMPTING_METHODS.has(method)) {
      this.promptLog.push(method);
      if (this.pendingRejection !== undefined) {
        const code = this.pendingRejection;
        this.pendingRejection = undefined;
        throw new ProviderRpcError(code);
      }
    }
    if (FORWARDED_METHODS.has(method)) return this.forward(method, paramsArray(params));

    switch (method) {
      case 'eth_chainId':
        return numberToHex(this.state.chainId);
      case 'net_version':
        return String(this.state.chainId);
      case 'eth_accounts':
        return this.state.connected ? [this.address()] : [];
      case 'eth_requestAccounts':
        this.connect();
        return [this.address()];
      case 'wallet_requestPermissions':
      case 'wallet_getPermissions':
        if (method === 'wallet_requestPermissions') this.connect();
        return this.state.connected ? [this.accountsPermission()] : [];
      case 'wallet_revokePermissions':
        this.disconnect();
        return null;
      case 'wallet_switchEthereumChain':
        return this.switchChain(paramsArray(params)[0]);
      case 'wallet_addEthereumChain':
        return this.addChain(paramsArray(params)[0]);
      case 'eth_sendTransaction':
        return this.sendTransaction(paramsArray(params)[0]);
      case 'personal_sign':
        return this.personalSign(paramsArray(params));
      case 'eth_signTypedData_v4':
        return this.signTypedData(paramsArray(params));
      case 'wallet_getCapabilities':
        return this.capabilities(paramsArray(params));
      case 'wallet_sendCalls':
        return this.sendCalls(batch!);
      case 'wallet_getCallsStatus':
        return this.getCallsStatus(paramsArray(params)[0]);
      default:
        throw new ProviderRpcError(WalletErrorCode.unsupportedMethod);
    }
  }

  on(event: TestWalletEvent, listener: Listener): this {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)?.add(listener);
    return this;
  }

  removeListener(event: TestWalletEvent, listener: Listener): this {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  // ---- what a person does in the wallet's own interface ----

  /** The next request that would prompt the user is refused with `code`. */
  rejectNext(code: number = WalletErrorCode.userRejected): void {
    this.pendingRejection = code;
  }

  /** Selects dev account `index`, ending any impersonation. */
  switchAccount(index: number): void {
    this.account(index);
    this.update({ accountIndex: index, impersonating: undefined });
    if (this.state.connected) this.emit('accountsChanged', [this.address()]);
  }

  /** Acts as `holder` from now on: transactions go unsigned to the dev node, which sends them as `holder`. */
  impersonate(holder: string): void {
    this.impersonationNodeUrl();
    if (!isAddress(holder)) throw new ProviderRpcError(WalletErrorCode.invalidParams, `Not an address: ${holder}`);
    this.update({ impersonating: getAddress(holder) });
    if (this.state.connected) this.emit('accountsChanged', [this.address()]);
  }

  /** Moves the wallet to `chainId`, known or not, as a user picking it in the wallet would. */
  setChain(chainId: number): void {
    const chains = chainId in this.state.chains ? this.state.chains : { ...this.state.chains, [chainId]: null };
    this.update({ chainId, chains });
    this.emit('chainChanged', numberToHex(chainId));
  }

  /** Turns EIP-5792 atomic batches on or off, as a wallet update or a setting would. */
  setAtomicBatches(enabled: boolean): void {
    this.update({ atomicBatches: enabled });
  }

  /** The next wallet_getCapabilities still reports atomic batches; right after it, the wallet loses them. */
  dropAtomicBatchesAfterNextCapabilities(): void {
    this.dropAtomicAfterCapabilities = true;
  }

  /** Every request that showed the user a prompt, in order, refused ones included. */
  prompts(): readonly string[] {
    return [...this.promptLog];
  }

  address(): Address {
    return this.state.impersonating ?? this.account(this.state.accountIndex).address;
  }

  chainId(): number {
    return this.state.chainId;
  }

  // ---- internals ----

  private account(index: number): HDAccount {
    if (!Number.isInteger(index) || index < 0 || index >= WELL_KNOWN_DEV_ACCOUNT_COUNT) {
      throw new RangeError(`The test wallet has accounts 0 to ${WELL_KNOWN_DEV_ACCOUNT_COUNT - 1}`);
    }
    return devAccount(index);
  }

  private update(patch: Partial<TestWalletState>): void {
    this.state = { ...this.state, ...patch };
    this.onStateChange(this.state);
  }

  private emit(event: TestWalletEvent, payload: unknown): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(payload);
  }

  private connect(): void {
    if (this.state.connected) return;
    this.update({ connected: true });
    this.emit('connect', { chainId: numberToHex(this.state.chainId) });
    this.emit('accountsChanged', [this.address()]);
  }

  private disconnect(): void {
    if (!this.state.connected) return;
    this.update({ connected: false });
    this.emit('accountsChanged', []);
  }

  private accountsPermission() {
    return {
      parentCapability: 'eth_accounts',
      invoker: typeof window === 'undefined' ? 'local' : window.location.origin,
      caveats: [{ type: 'restrictReturnedAccounts', value: [this.address()] }],
    };
  }

  /** The connected address, checked against the request's `from`. */
  private requireConnectedAddress(from: unknown): Address {
    if (!this.state.connected) throw new ProviderRpcError(WalletErrorCode.unauthorized);
    const address = this.address();
    if (from !== undefined && (typeof from !== 'string' || !isAddress(from) || !isAddressEqual(from, address))) {
      throw new ProviderRpcError(WalletErrorCode.invalidParams, 'from address mismatch');
    }
    return address;
  }

  /** The dev account that signs; an impersonated holder has no key here, so nothing can be signed for it. */
  private requireSigningAccount(from: unknown): HDAccount {
    this.requireConnectedAddress(from);
    if (this.state.impersonating !== undefined) {
      throw new ProviderRpcError(WalletErrorCode.unsupportedMethod, 'An impersonated account has no key: the wallet cannot sign for it.');
    }
    return this.account(this.state.accountIndex);
  }

  private impersonationNodeUrl(): string {
    if (!this.nodeUrl) {
      throw new ProviderRpcError(WalletErrorCode.unsupportedMethod, "Impersonation needs the dev node's own RPC URL.");
    }
    return this.nodeUrl;
  }

  private rpcUrl(): string {
    const url = this.state.chains[this.state.chainId];
    if (!url) throw new ProviderRpcError(WalletErrorCode.chainDisconnected);
    return url;
  }

  private forward(method: string, params: unknown[]): Promise<unknown> {
    return this.call(this.rpcUrl(), method, params);
  }

  private async call(url: string, method: string, params: unknown[]): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: ++this.requestId, method, params }),
      });
    } catch {
      throw new ProviderRpcError(WalletErrorCode.chainDisconnected);
    }
    if (!response.ok) throw new ProviderRpcError(WalletErrorCode.chainDisconnected);
    const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string; data?: unknown } };
    if (body.error) throw new ProviderRpcError(body.error.code, body.error.message, body.error.data);
    return body.result ?? null;
  }

  private switchChain(parameter: unknown): null {
    const chainId = (parameter as { chainId?: unknown } | undefined)?.chainId;
    if (typeof chainId !== 'string' || !isHex(chainId)) throw new ProviderRpcError(WalletErrorCode.invalidParams);
    const id = hexToNumber(chainId);
    if (!(id in this.state.chains)) throw new ProviderRpcError(WalletErrorCode.unrecognizedChain);
    if (id !== this.state.chainId) this.setChain(id);
    return null;
  }

  /** EIP-3085. Like the common wallets, adding a chain also switches to it. */
  private addChain(parameter: unknown): null {
    const { chainId, chainName, rpcUrls, nativeCurrency } = (parameter ?? {}) as AddEthereumChainParameter;
    const rpcUrl = rpcUrls?.[0];
    if (
      typeof chainId !== 'string' ||
      !isHex(chainId) ||
      !chainName ||
      typeof rpcUrl !== 'string' ||
      !/^https?:\/\//.test(rpcUrl) ||
      !nativeCurrency?.symbol ||
      nativeCurrency.decimals !== 18
    ) {
      throw new ProviderRpcError(WalletErrorCode.invalidParams);
    }
    const id = hexToNumber(chainId);
    // Like common wallets, a network the wallet already reaches keeps its own RPC: a site cannot replace it.
    if (!this.state.chains[id]) this.update({ chains: { ...this.state.chains, [id]: rpcUrl } });
    if (id !== this.state.chainId) this.setChain(id);
    return null;
  }

  /** A client that signs as `account` and sends to the current chain's RPC. */
  private chainClient(account: HDAccount) {
    const rpcUrl = this.rpcUrl();
    const chain = defineChain({
      id: this.state.chainId,
      name: `Chain ${this.state.chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
    });
    return createWalletClient({ account, chain, transport: http(rpcUrl, { retryCount: 0 }) }).extend(publicActions);
  }

  private async sendTransaction(parameter: unknown): Promise<Hex> {
    const transaction = (parameter ?? {}) as TransactionParameters;
    if (this.state.impersonating !== undefined) return this.sendAsImpersonated(transaction);
    const account = this.requireSigningAccount(transaction.from);
    const client = this.chainClient(account);
    const common = {
      to: transaction.to === undefined ? undefined : getAddress(transaction.to),
      data: optionalHex(transaction.data),
      value: optionalBigInt(transaction.value),
      gas: optionalBigInt(transaction.gas),
      nonce: transaction.nonce === undefined ? undefined : Number(optionalBigInt(transaction.nonce)),
    };
    try {
      if (transaction.gasPrice !== undefined) {
        return await client.sendTransaction({ ...common, type: 'legacy', gasPrice: optionalBigInt(transaction.gasPrice) });
      }
      return await client.sendTransaction({
        ...common,
        maxFeePerGas: optionalBigInt(transaction.maxFeePerGas),
        maxPriorityFeePerGas: optionalBigInt(transaction.maxPriorityFeePerGas),
      });
    } catch (error) {
      throw toProviderRpcError(error);
    }
  }

  /** anvil_impersonateAccount, then the transaction unsigned: the node sends it as the holder. */
  private async sendAsImpersonated(transaction: TransactionParameters): Promise<Hex> {
    const from = this.requireConnectedAddress(transaction.from);
    // Like any send, refused while the wallet sits on a chain it cannot reach.
    this.rpcUrl();
    const nodeUrl = this.impersonationNodeUrl();
    await this.call(nodeUrl, 'anvil_impersonateAccount', [from]);
    return (await this.call(nodeUrl, 'eth_sendTransaction', [{ ...transaction, from }])) as Hex;
  }

  private async personalSign([message, from]: unknown[]): Promise<Hex> {
    const account = this.requireSigningAccount(from);
    if (typeof message !== 'string' || !isHex(message)) throw new ProviderRpcError(WalletErrorCode.invalidParams);
    return account.signMessage({ message: { raw: message } });
  }

  private async signTypedData([from, typedData]: unknown[]): Promise<Hex> {
    const account = this.requireSigningAccount(from);
    if (typeof typedData !== 'string') throw new ProviderRpcError(WalletErrorCode.invalidParams);
    try {
      return await account.signTypedData(JSON.parse(typedData) as TypedDataDefinition);
    } catch (error) {
      throw toProviderRpcError(error);
    }
  }

  // ---- EIP-5792 batches ----

  /** EIP-5792: atomic batches on every chain the wallet reaches, when they are turned on. */
  private capabilities([, chainIds]: unknown[]): Record<Hex, unknown> {
    const atomic = this.atomic();
    if (this.dropAtomicAfterCapabilities) {
      this.dropAtomicAfterCapabilities = false;
      this.setAtomicBatches(false);
    }
    const reachable = Object.entries(this.state.chains)
      .filter(([, url]) => url !== null)
      .map(([chainId]) => Number(chainId));
    const asked = Array.isArray(chainIds)
      ? chainIds.filter((id): id is Hex => typeof id === 'string' && isHex(id)).map((id) => hexToNumber(id))
      : undefined;
    return capabilitiesOf(asked ? reachable.filter((chainId) => asked.includes(chainId)) : reachable, atomic);
  }

  /** Checks a wallet_sendCalls request against what the wallet can do now, before any prompt. */
  private acceptableBatch(parameter: unknown) {
    const request = parseSendCalls(parameter);
    this.requireConnectedAddress(request.from);
    if (request.chainId !== this.state.chainId) throw new ProviderRpcError(BatchErrorCode.unsupportedChain, 'Unsupported chain id');
    if (request.atomicRequired && !this.atomic()) {
      throw new ProviderRpcError(BatchErrorCode.atomicityNotSupported, 'Atomicity not supported');
    }
    return request;
  }

  /** Atomic batches need a key to sign the delegation: an impersonated holder sends call by call. */
  private atomic(): boolean {
    return this.state.atomicBatches === true && this.state.impersonating === undefined;
  }

  private async sendCalls(request: ReturnType<typeof parseSendCalls>): Promise<{ id: Hex }> {
    if (this.state.impersonating !== undefined) {
      const hashes: Hash[] = [];
      for (const { to, data, value } of request.calls) {
        hashes.push(await this.sendAsImpersonated({ from: request.from, to, data, value: numberToHex(value) }));
      }
      return { id: batchId(hashes, false) };
    }
    const account = this.requireSigningAccount(request.from);
    try {
      if (this.state.atomicBatches === true) return { id: batchId([await this.sendAtomicBatch(account, request.calls)], true) };
      const hashes: Hash[] = [];
      const client = this.chainClient(account);
      for (const { to, data, value } of request.calls) hashes.push(await client.sendTransaction({ to, data, value }));
      return { id: batchId(hashes, false) };
    } catch (error) {
      throw toProviderRpcError(error);
    }
  }

  /**
   * One transaction from the account to itself running every call through the batch executor; the first
   * batch also delegates the account to the executor (EIP-7702), signing the authorization for the nonce
   * after the transaction's own.
   */
  private async sendAtomicBatch(account: HDAccount, calls: readonly BatchCall[]): Promise<Hash> {
    const client = this.chainClient(account);
    const delegated = isDelegatedToExecutor(await client.getCode({ address: account.address }));
    const authorizationList = delegated
      ? undefined
      : [await client.signAuthorization({ account, contractAddress: BATCH_EXECUTOR_ADDRESS, executor: 'self' })];
    return client.sendTransaction({ to: account.address, data: executeCalldata(calls), authorizationList });
  }

  private async getCallsStatus(id: unknown) {
    const { hashes, atomic } = parseBatchId(id);
    const receipts = await Promise.all(hashes.map((hash) => this.forward('eth_getTransactionReceipt', [hash])));
    return callsStatus(id as Hex, this.state.chainId, atomic, receipts as Parameters<typeof callsStatus>[3]);
  }
}
