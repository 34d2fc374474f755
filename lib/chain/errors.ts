import {
  AbiDecodingDataSizeTooSmallError,
  AbiDecodingZeroDataError,
  ChainDisconnectedError,
  ContractFunctionRevertedError,
  ContractFunctionZeroDataError,
  ExecutionRevertedError,
  HttpRequestError,
  InsufficientFundsError,
  MethodNotFoundRpcError,
  MethodNotSupportedRpcError,
  NonceTooLowError,
  ProviderDisconnectedError,
  TimeoutError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
  WaitForTransactionReceiptTimeoutError,
  WebSocketRequestError,
} from 'viem';
import { DroppedTransactionError } from './tx/outcome-errors';

/**
 * The chain error kinds of docs/PRODUCT.md §8, plus WALLET_NOT_FOUND for a browser without a wallet and
 * TRANSACTION_DROPPED for a sent transaction the node forgot with nothing in its place.
 * Each kind has a message under `wallet.errors.<KIND>` in every catalogue.
 */
export const CHAIN_ERROR_KINDS = [
  'WALLET_NOT_FOUND',
  'ACTION_REJECTED',
  'UNSUPPORTED_OPERATION',
  'INSUFFICIENT_FUNDS',
  'NONCE_EXPIRED',
  'REPLACEMENT_UNDERPRICED',
  'NETWORK_ERROR',
  'TIMEOUT',
  'CALL_EXCEPTION',
  'BAD_DATA',
  'OFFCHAIN_FAULT',
  'TRANSACTION_DROPPED',
  'UNKNOWN_ERROR',
] as const;

export type ChainErrorKind = (typeof CHAIN_ERROR_KINDS)[number];

export type ChainErrorMessageKey = `errors.${ChainErrorKind}`;

/** A wallet or chain failure as the UI needs it: what kind it was and which catalogue text explains it. */
export interface ChainError {
  kind: ChainErrorKind;
  messageKey: ChainErrorMessageKey;
  /** The numeric EIP-1193 / JSON-RPC code found in the error chain, when there was one. */
  code?: number;
  cause: unknown;
}

/** EIP-1193 and JSON-RPC codes (EIP-1474) that identify a kind on their own. */
const KIND_BY_CODE: Record<number, ChainErrorKind> = {
  [UserRejectedRequestError.code]: 'ACTION_REJECTED', // 4001
  [UnsupportedProviderMethodError.code]: 'UNSUPPORTED_OPERATION', // 4200
  [ProviderDisconnectedError.code]: 'NETWORK_ERROR', // 4900
  [ChainDisconnectedError.code]: 'NETWORK_ERROR', // 4901
  [MethodNotFoundRpcError.code]: 'UNSUPPORTED_OPERATION', // -32601
  [MethodNotSupportedRpcError.code]: 'UNSUPPORTED_OPERATION', // -32004
  [ExecutionRevertedError.code]: 'CALL_EXCEPTION', // 3
};

/** Error classes of viem and of the pipeline that identify a kind, checked from the outermost error inwards. */
const KIND_BY_CLASS: ReadonlyArray<[abstract new (...args: never[]) => Error, ChainErrorKind]> = [
  [UserRejectedRequestError, 'ACTION_REJECTED'],
  [UnsupportedProviderMethodError, 'UNSUPPORTED_OPERATION'],
  [MethodNotSupportedRpcError, 'UNSUPPORTED_OPERATION'],
  [MethodNotFoundRpcError, 'UNSUPPORTED_OPERATION'],
  [InsufficientFundsError, 'INSUFFICIENT_FUNDS'],
  [NonceTooLowError, 'NONCE_EXPIRED'],
  [TimeoutError, 'TIMEOUT'],
  [WaitForTransactionReceiptTimeoutError, 'TIMEOUT'],
  [HttpRequestError, 'NETWORK_ERROR'],
  [WebSocketRequestError, 'NETWORK_ERROR'],
  [ProviderDisconnectedError, 'NETWORK_ERROR'],
  [ChainDisconnectedError, 'NETWORK_ERROR'],
  [ContractFunctionZeroDataError, 'BAD_DATA'],
  [AbiDecodingZeroDataError, 'BAD_DATA'],
  [AbiDecodingDataSizeTooSmallError, 'BAD_DATA'],
  [ContractFunctionRevertedError, 'CALL_EXCEPTION'],
  [ExecutionRevertedError, 'CALL_EXCEPTION'],
  [DroppedTransactionError, 'TRANSACTION_DROPPED'],
];

/**
 * Errors known by their class name: viem's EIP-3668 gateway failures are not exported as classes,
 * and wagmi's is named the same way (matching the name keeps this module free of wagmi).
 */
const KIND_BY_ERROR_NAME: Record<string, ChainErrorKind> = {
  ProviderNotFoundError: 'WALLET_NOT_FOUND',
  OffchainLookupError: 'OFFCHAIN_FAULT',
  OffchainLookupResponseMalformedError: 'OFFCHAIN_FAULT',
  OffchainLookupSenderMismatchError: 'OFFCHAIN_FAULT',
};

function isChainErrorKind(value: unknown): value is ChainErrorKind {
  return typeof value === 'string' && (CHAIN_ERROR_KINDS as readonly string[]).includes(value);
}

/** The error and its causes, outermost first (guarded against cycles). */
function errorChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current: unknown = error;
  while (current !== undefined && current !== null && !chain.includes(current)) {
    chain.push(current);
    current = typeof current === 'object' ? (current as { cause?: unknown }).cause : undefined;
  }
  return chain;
}

function codeOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
}

function kindOf(error: unknown): ChainErrorKind | undefined {
  for (const [errorClass, kind] of KIND_BY_CLASS) {
    if (error instanceof errorClass) return kind;
  }
  if (error instanceof Error && Object.hasOwn(KIND_BY_ERROR_NAME, error.name)) return KIND_BY_ERROR_NAME[error.name];
  const code = codeOf(error);
  if (typeof code === 'number') return KIND_BY_CODE[code];
  // Wallets built on ethers report its string codes (e.g. 'ACTION_REJECTED') as they are.
  if (isChainErrorKind(code)) return code;
  return undefined;
}

/** Classifies any wallet, transport or contract error by walking its cause chain and codes. */
export function toChainError(error: unknown): ChainError {
  const chain = errorChain(error);
  const numericCode = chain.map(codeOf).find((code): code is number => typeof code === 'number');
  const kind = chain.map(kindOf).find((found) => found !== undefined) ?? 'UNKNOWN_ERROR';
  return { kind, messageKey: `errors.${kind}`, code: numericCode, cause: error };
}
