import { BaseError, HttpRequestError, RpcRequestError, TimeoutError } from 'viem';

/** EIP-1193 and EIP-1474 codes the test wallet answers with. */
export const WalletErrorCode = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  chainDisconnected: 4901,
  unrecognizedChain: 4902,
  invalidParams: -32602,
  internal: -32603,
} as const;

const DEFAULT_MESSAGES: Record<number, string> = {
  [WalletErrorCode.userRejected]: 'User rejected the request.',
  [WalletErrorCode.unauthorized]: 'The requested account has not been authorized by the user.',
  [WalletErrorCode.unsupportedMethod]: 'The requested method is not supported by this wallet.',
  [WalletErrorCode.chainDisconnected]: 'The wallet cannot reach the RPC of the current chain.',
  [WalletErrorCode.unrecognizedChain]: 'Unrecognized chain ID. Try adding the chain first.',
  [WalletErrorCode.invalidParams]: 'Invalid method parameters.',
  [WalletErrorCode.internal]: 'Internal error.',
};

/** The error shape of EIP-1193: a numeric code, a message and optional data. */
export class ProviderRpcError extends Error {
  readonly code: number;
  readonly data?: unknown;

  constructor(code: number, message = DEFAULT_MESSAGES[code] ?? 'Request failed.', data?: unknown) {
    super(message);
    this.name = 'ProviderRpcError';
    this.code = code;
    this.data = data;
  }
}

/**
 * Turns a failure of the wallet's own viem calls into what a real wallet would answer: the node's
 * JSON-RPC error as the node sent it (code, message and revert data), so the app's classification
 * sees the same thing it would see from any wallet.
 */
export function toProviderRpcError(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error;
  if (!(error instanceof BaseError)) {
    return new ProviderRpcError(WalletErrorCode.internal, error instanceof Error ? error.message : undefined);
  }
  const fromNode = error.walk((cause) => cause instanceof RpcRequestError);
  if (fromNode instanceof RpcRequestError) {
    return new ProviderRpcError(fromNode.code, fromNode.details, fromNode.data);
  }
  if (error.walk((cause) => cause instanceof HttpRequestError || cause instanceof TimeoutError)) {
    return new ProviderRpcError(WalletErrorCode.chainDisconnected);
  }
  return new ProviderRpcError(WalletErrorCode.invalidParams, error.shortMessage);
}
