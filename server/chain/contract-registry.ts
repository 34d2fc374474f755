import { deployedContracts } from '@/contracts-abi';
import type { Abi, Address } from 'viem';

export type ContractAddresses = Record<string, string>;

/** Each deployed contract's address on `chainId`, from the registry the deploy step writes. */
export function contractAddressesOn(chainId: number): ContractAddresses {
  const registry: Record<number, Record<string, { address: string }> | undefined> = deployedContracts;
  const contracts = registry[chainId] ?? {};
  return Object.fromEntries(Object.entries(contracts).map(([name, { address }]) => [name, address]));
}

export interface RegisteredContract {
  name: string;
  address: Address;
  abi: Abi;
  /** The block the contract was created in; logs before it cannot be its own. */
  deployedOnBlock: number;
}

/** Every contract of `chainId` with its ABI, as the indexer and the chain reads need them. */
export function registeredContractsOn(chainId: number): RegisteredContract[] {
  const registry: Record<number, Record<string, { address: Address; abi: Abi; deployedOnBlock?: number }> | undefined> = deployedContracts;
  return Object.entries(registry[chainId] ?? {}).map(([name, contract]) => ({
    name,
    address: contract.address,
    abi: contract.abi,
    deployedOnBlock: contract.deployedOnBlock ?? 0,
  }));
}
