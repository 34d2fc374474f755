import {
  concat,
  encodeFunctionData,
  getAddress,
  isHex,
  numberToHex,
  parseAbi,
  size,
  sliceHex,
  type Address,
  type Hash,
  type Hex,
} from 'viem';
import { ProviderRpcError, WalletErrorCode } from './rpc-error';

/**
 * Where the local chain carries the batch executor (contracts/src/BatchExecutor.sol): the deploy step
 * installs its code here on a local chain, as it installs Multicall3, so the test wallet knows it without
 * a registry entry. Production wallets delegate to their own contracts.
 */
export const BATCH_EXECUTOR_ADDRESS: Address = '0x7702000000000000000000000000000000005792';

export const batchExecutorAbi = parseAbi([
  'struct Call { address target; uint256 value; bytes data; }',
  'function execute(Call[] calls) payable',
]);

/** EIP-5792 codes beside EIP-1193's. */
export const BatchErrorCode = {
  unsupportedChain: 5710,
  unknownBundle: 5730,
  atomicityNotSupported: 5760,
} as const;

/** EIP-5792 status codes of wallet_getCallsStatus. */
const CallsStatus = { pending: 100, confirmed: 200, reverted: 500, partlyReverted: 600 } as const;

export interface BatchCall {
  to: Address;
  data: Hex;
  value: bigint;
}

export interface SendCallsRequest {
  chainId: number;
  from: Address | undefined;
  atomicRequired: boolean;
  calls: BatchCall[];
}

/** One call of the batch, as `execute` takes it. */
export function executeCalldata(calls: readonly BatchCall[]): Hex {
  return encodeFunctionData({
    abi: batchExecutorAbi,
    functionName: 'execute',
    args: [calls.map(({ to, data, value }) => ({ target: to, value, data }))],
  });
}

function invalid(message: string): never {
  throw new ProviderRpcError(WalletErrorCode.invalidParams, message);
}

/** Checks wallet_sendCalls's one parameter (EIP-5792 version 2.0.0) and turns it into typed calls. */
export function parseSendCalls(parameter: unknown): SendCallsRequest {
  const request = (parameter ?? {}) as {
    version?: unknown;
    chainId?: unknown;
    from?: unknown;
    atomicRequired?: unknown;
    calls?: unknown;
  };
  if (request.version !== '2.0.0') invalid('version must be 2.0.0');
  if (typeof request.chainId !== 'string' || !isHex(request.chainId)) invalid('chainId must be a hex number');
  if (typeof request.atomicRequired !== 'boolean') invalid('atomicRequired must be a boolean');
  if (!Array.isArray(request.calls) || request.calls.length === 0) invalid('calls must be a non-empty list');
  const calls = request.calls.map((item: unknown): BatchCall => {
    const call = (item ?? {}) as { to?: unknown; data?: unknown; value?: unknown };
    if (typeof call.to !== 'string' || !isHex(call.to) || size(call.to) !== 20) invalid('each call needs a to address');
    if (call.data !== undefined && (typeof call.data !== 'string' || !isHex(call.data))) invalid('data must be hex');
    if (call.value !== undefined && (typeof call.value !== 'string' || !isHex(call.value))) invalid('value must be a hex number');
    return { to: getAddress(call.to), data: (call.data as Hex | undefined) ?? '0x', value: BigInt((call.value as Hex | undefined) ?? 0) };
  });
  return {
    chainId: Number(BigInt(request.chainId)),
    from: typeof request.from === 'string' && isHex(request.from) ? getAddress(request.from) : undefined,
    atomicRequired: request.atomicRequired,
    calls,
  };
}

/**
 * The id of a sent batch: its transaction hashes and one byte saying whether it ran atomically. It carries
 * all the wallet needs to answer wallet_getCallsStatus, so a batch is followed across reloads as a
 * transaction is, with nothing kept aside.
 */
export function batchId(hashes: readonly Hash[], atomic: boolean): Hex {
  return concat([...hashes, atomic ? '0x01' : '0x00']);
}

export function parseBatchId(id: unknown): { hashes: Hash[]; atomic: boolean } {
  if (typeof id !== 'string' || !isHex(id) || size(id) % 32 !== 1 || size(id) < 33) {
    throw new ProviderRpcError(BatchErrorCode.unknownBundle, 'Unknown bundle id');
  }
  const count = (size(id) - 1) / 32;
  const hashes = Array.from({ length: count }, (_, index) => sliceHex(id, index * 32, (index + 1) * 32));
  return { hashes, atomic: sliceHex(id, count * 32) === '0x01' };
}

interface RpcReceipt {
  status: Hex;
  blockHash: Hash;
  blockNumber: Hex;
  gasUsed: Hex;
  transactionHash: Hash;
  logs: unknown[];
}

/** wallet_getCallsStatus's answer from the receipts of a batch's transactions (null while one is unmined). */
export function callsStatus(id: Hex, chainId: number, atomic: boolean, receipts: readonly (RpcReceipt | null)[]) {
  const mined = receipts.filter((receipt): receipt is RpcReceipt => receipt !== null);
  const succeeded = mined.filter((receipt) => receipt.status === '0x1').length;
  const status =
    mined.length < receipts.length
      ? CallsStatus.pending
      : succeeded === mined.length
        ? CallsStatus.confirmed
        : succeeded === 0
          ? CallsStatus.reverted
          : CallsStatus.partlyReverted;
  return {
    version: '2.0.0',
    id,
    chainId: numberToHex(chainId),
    atomic,
    status,
    receipts: mined.map(({ logs, status: receiptStatus, blockHash, blockNumber, gasUsed, transactionHash }) => ({
      logs,
      status: receiptStatus,
      blockHash,
      blockNumber,
      gasUsed,
      transactionHash,
    })),
  };
}

/** wallet_getCapabilities's answer: atomic batches on every chain the wallet reaches, or on none. */
export function capabilitiesOf(chainIds: readonly number[], atomic: boolean) {
  return Object.fromEntries(
    chainIds.map((chainId) => [numberToHex(chainId), { atomic: { status: atomic ? 'supported' : 'unsupported' } }]),
  );
}

/** Whether an account's code is EIP-7702's delegation designator pointing at the batch executor. */
export function isDelegatedToExecutor(code: Hex | undefined): boolean {
  return code?.toLowerCase() === concat(['0xef0100', BATCH_EXECUTOR_ADDRESS]).toLowerCase();
}
