import {
  AbiDecodingZeroDataError,
  BaseError,
  ContractFunctionExecutionError,
  ContractFunctionRevertedError,
  ContractFunctionZeroDataError,
  HttpRequestError,
  InsufficientFundsError,
  InternalRpcError,
  NonceTooLowError,
  RpcRequestError,
  TimeoutError,
  TransactionExecutionError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
  erc20Abi,
} from 'viem';
import { CHAIN_ERROR_KINDS, toChainError } from './errors';
import enUS from '@/messages/en-US.json';

// wagmi ships only ES modules, which this jest setup does not load; its error is recognised by its name.
class ProviderNotFoundError extends Error {
  override name = 'ProviderNotFoundError';
}

const rpcError = (code: number, message = 'from the node') =>
  new RpcRequestError({ body: { method: 'eth_call' }, error: { code, message }, url: 'http://localhost/rpc' });

function wrappedInTransaction(cause: BaseError) {
  return new TransactionExecutionError(cause, { account: null, chain: undefined });
}

describe('toChainError', () => {
  it.each([
    ['a wallet without a provider', new ProviderNotFoundError(), 'WALLET_NOT_FOUND'],
    ['a raw EIP-1193 rejection (4001)', { code: 4001, message: 'User denied' }, 'ACTION_REJECTED'],
    ['viem UserRejectedRequestError', new UserRejectedRequestError(new Error('no')), 'ACTION_REJECTED'],
    ['an ethers-style string code', { code: 'ACTION_REJECTED' }, 'ACTION_REJECTED'],
    ['a raw unsupported method (4200)', { code: 4200, message: 'nope' }, 'UNSUPPORTED_OPERATION'],
    ['viem UnsupportedProviderMethodError', new UnsupportedProviderMethodError(new Error('x')), 'UNSUPPORTED_OPERATION'],
    ['method not found (-32601)', { code: -32601 }, 'UNSUPPORTED_OPERATION'],
    ['a disconnected chain (4901)', { code: 4901 }, 'NETWORK_ERROR'],
    ['an unreachable RPC', new HttpRequestError({ url: 'http://localhost/rpc', details: 'fetch failed' }), 'NETWORK_ERROR'],
    ['a timed out request', new TimeoutError({ body: {}, url: 'http://localhost/rpc' }), 'TIMEOUT'],
    ['execution reverted (code 3)', { code: 3, message: 'execution reverted', data: '0x' }, 'CALL_EXCEPTION'],
    [
      'a contract revert inside a contract call error',
      new ContractFunctionExecutionError(
        new ContractFunctionRevertedError({ abi: erc20Abi, functionName: 'transfer', message: 'reverted' }),
        { abi: erc20Abi, functionName: 'transfer', args: [] },
      ),
      'CALL_EXCEPTION',
    ],
    ['empty return data', new ContractFunctionZeroDataError({ functionName: 'balanceOf' }), 'BAD_DATA'],
    ['undecodable data', new AbiDecodingZeroDataError(), 'BAD_DATA'],
    ['an unknown JSON-RPC failure', { code: -32603 }, 'UNKNOWN_ERROR'],
    ['something that is not an error at all', 'boom', 'UNKNOWN_ERROR'],
    ['nothing', undefined, 'UNKNOWN_ERROR'],
  ])('classifies %s', (_name, error, kind) => {
    expect(toChainError(error).kind).toBe(kind);
  });

  it('finds the kind deep in a transaction error chain', () => {
    const insufficient = wrappedInTransaction(new InsufficientFundsError({ cause: rpcError(-32000) }));
    expect(toChainError(insufficient)).toMatchObject({ kind: 'INSUFFICIENT_FUNDS', messageKey: 'errors.INSUFFICIENT_FUNDS' });
    expect(toChainError(wrappedInTransaction(new NonceTooLowError())).kind).toBe('NONCE_EXPIRED');
    const rejected = wrappedInTransaction(new UserRejectedRequestError(rpcError(4001)));
    expect(toChainError(rejected)).toMatchObject({ kind: 'ACTION_REJECTED', code: 4001 });
  });

  it('keeps the first numeric code it meets and the original error', () => {
    const cause = new InternalRpcError(new Error('internal'));
    const result = toChainError(cause);
    expect(result).toMatchObject({ kind: 'UNKNOWN_ERROR', code: -32603 });
    expect(result.cause).toBe(cause);
  });

  it('survives an error whose cause points back at itself', () => {
    const error: { code: number; cause?: unknown } = { code: -1 };
    error.cause = error;
    expect(toChainError(error).kind).toBe('UNKNOWN_ERROR');
  });

  it('has a message in the catalogue for every kind', () => {
    for (const kind of CHAIN_ERROR_KINDS) expect(enUS.wallet.errors[kind]).toEqual(expect.any(String));
  });
});
