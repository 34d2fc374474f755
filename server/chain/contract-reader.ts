import { BaseError, ContractFunctionRevertedError, HttpRequestError, TimeoutError, type PublicClient } from 'viem';
import { ApiError } from '../http/envelope';
import { ErrorCode } from '../http/error-codes';
import type { RegisteredContract } from './contract-registry';
import { toJsonValue } from './json-value';

/** A view call the contract refused (e.g. ownerOf of a token that does not exist). */
export class ContractCallReverted extends Error {}

/** A function with several named outputs answers an object of them rather than a bare array. */
function namedOutputs(contract: RegisteredContract, functionName: string, result: unknown): unknown {
  const fn = contract.abi.find((item) => item.type === 'function' && item.name === functionName);
  const names = fn?.type === 'function' ? fn.outputs.map((output) => output.name) : [];
  if (!Array.isArray(result) || names.length < 2 || names.some((name) => !name)) return result;
  return Object.fromEntries(names.map((name, index) => [name, result[index]]));
}

/** View calls on the registry's contracts, answered as JSON values. */
export class ContractReader {
  private readonly byName: Map<string, RegisteredContract>;

  constructor(
    private readonly client: PublicClient,
    contracts: RegisteredContract[],
  ) {
    this.byName = new Map(contracts.map((contract) => [contract.name, contract]));
  }

  /** Throws ContractCallReverted on a revert, and a 10051 ApiError when the chain cannot answer. */
  async read(contractName: string, functionName: string, args: readonly unknown[] = []): Promise<unknown> {
    const contract = this.byName.get(contractName);
    if (!contract) throw new ApiError(ErrorCode.chainUnavailable, `${contractName} is not deployed on this chain`);
    try {
      const result = await this.client.readContract({ address: contract.address, abi: contract.abi, functionName, args });
      return toJsonValue(namedOutputs(contract, functionName, result));
    } catch (error) {
      if (error instanceof BaseError && error.walk((cause) => cause instanceof ContractFunctionRevertedError)) {
        throw new ContractCallReverted(`${contractName}.${functionName} reverted`);
      }
      if (error instanceof BaseError && error.walk((cause) => cause instanceof HttpRequestError || cause instanceof TimeoutError)) {
        throw new ApiError(ErrorCode.chainUnavailable, 'The chain node is unreachable; please try again later');
      }
      throw error;
    }
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
