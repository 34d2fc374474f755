import { BaseError, ContractFunctionRevertedError, HttpRequestError, TimeoutError, type PublicClient } from 'viem';
import { ApiError } from '../http/envelope';
import { ErrorCode } from '../http/error-codes';
import type { RegisteredContract } from './contract-registry';
import { MULTICALL3_ADDRESS } from '@/lib/protocol';
import { toJsonValue } from './json-value';

/** What a reader needs of a contract: the registry's contracts, and Seaport beside them. */
export type ReadableContract = Pick<RegisteredContract, 'address' | 'abi'> & { name: string };

/** A view call the contract refused (e.g. ownerOf of a token that does not exist). */
export class ContractCallReverted extends Error {}

/** One view call of `readAll`: a contract by its name, a function of it and its arguments. */
export interface ContractRead {
  contract: string;
  functionName: string;
  args?: readonly unknown[];
}

/** A function with several named outputs answers an object of them rather than a bare array. */
function namedOutputs(contract: ReadableContract, functionName: string, result: unknown): unknown {
  const fn = contract.abi.find((item) => item.type === 'function' && item.name === functionName);
  const names = fn?.type === 'function' ? fn.outputs.map((output) => output.name) : [];
  if (!Array.isArray(result) || names.length < 2 || names.some((name) => !name)) return result;
  return Object.fromEntries(names.map((name, index) => [name, result[index]]));
}

/** View calls on the registry's contracts, answered as JSON values. */
export class ContractReader {
  private readonly byName: Map<string, ReadableContract>;

  constructor(
    private readonly client: PublicClient,
    contracts: readonly ReadableContract[],
  ) {
    this.byName = new Map(contracts.map((contract) => [contract.name, contract]));
  }

  /**
   * Throws ContractCallReverted on a revert, and a 10051 ApiError when the chain cannot answer. Reads the
   * latest block, or `blockNumber`'s state when given.
   */
  async read(contractName: string, functionName: string, args: readonly unknown[] = [], blockNumber?: bigint): Promise<unknown> {
    const contract = this.contractNamed(contractName);
    try {
      const result = await this.client.readContract({ address: contract.address, abi: contract.abi, functionName, args, blockNumber });
      return toJsonValue(namedOutputs(contract, functionName, result));
    } catch (error) {
      throw this.translated(contractName, functionName, error);
    }
  }

  private contractNamed(contractName: string): ReadableContract {
    const contract = this.byName.get(contractName);
    if (!contract) throw new ApiError(ErrorCode.chainUnavailable, `${contractName} is not deployed on this chain`);
    return contract;
  }

  private translated(contractName: string, functionName: string, error: unknown): unknown {
    if (error instanceof BaseError && error.walk((cause) => cause instanceof ContractFunctionRevertedError)) {
      return new ContractCallReverted(`${contractName}.${functionName} reverted`);
    }
    if (error instanceof BaseError && error.walk((cause) => cause instanceof HttpRequestError || cause instanceof TimeoutError)) {
      return new ApiError(ErrorCode.chainUnavailable, 'The chain node is unreachable; please try again later');
    }
    return error;
  }

  /**
   * One view function called for each argument list, in a single Multicall3 request (deployed at its usual
   * address on every chain, and by the deploy script on a local one); the answers in the order asked.
   */
  async readEach(contractName: string, functionName: string, argLists: readonly (readonly unknown[])[]): Promise<unknown[]> {
    if (argLists.length === 0) return [];
    const contract = this.contractNamed(contractName);
    try {
      const results = await this.client.multicall({
        contracts: argLists.map((args) => ({ address: contract.address, abi: contract.abi, functionName, args })),
        multicallAddress: MULTICALL3_ADDRESS,
        // One eth_call for the whole list (a page is at most MAX_CHAIN_PAGE_SIZE), not one per kilobyte of calldata.
        batchSize: 0,
        allowFailure: false,
      });
      return results.map((result) => toJsonValue(namedOutputs(contract, functionName, result)));
    } catch (error) {
      throw this.translated(contractName, functionName, error);
    }
  }

  /**
   * Calls on any of the contracts, in a single Multicall3 request at the latest block or `blockNumber`: the
   * answers in the order asked, `undefined` for a call the contract refused (e.g. ownerOf of a burnt token).
   * Anything else, the chain unreachable or Multicall3 not at its address, throws as `read` does.
   */
  async readAll(calls: readonly ContractRead[], blockNumber?: bigint): Promise<unknown[]> {
    if (calls.length === 0) return [];
    const contracts = calls.map((call) => this.contractNamed(call.contract));
    const results = await this.client.multicall({
      contracts: calls.map((call, index) => ({
        address: contracts[index]!.address,
        abi: contracts[index]!.abi,
        functionName: call.functionName,
        args: call.args ?? [],
      })),
      multicallAddress: MULTICALL3_ADDRESS,
      blockNumber,
      // One eth_call for the whole list, as in readEach.
      batchSize: 0,
      allowFailure: true,
    });
    return results.map((result, index) => {
      const { contract, functionName } = calls[index]!;
      if (result.status === 'success') return toJsonValue(namedOutputs(contracts[index]!, functionName, result.result));
      // Where the whole request failed, each call carries its error: only a call's own revert answers undefined.
      const error = this.translated(contract, functionName, result.error);
      if (error instanceof ContractCallReverted) return undefined;
      throw error;
    });
  }

  /** The same call, with a revert answered as a clear "not found" for the token. */
  async readToken(contractName: string, functionName: string, tokenId: string, extraArgs: readonly unknown[] = []) {
    try {
      return await this.read(contractName, functionName, [BigInt(tokenId), ...extraArgs]);
    } catch (error) {
      if (error instanceof ContractCallReverted) throw new ApiError(ErrorCode.notFound, `No token ${tokenId}`);
      throw error;
    }
  }
}
