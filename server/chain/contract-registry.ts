import { deployedContracts } from '@/contracts-abi';

export type ContractAddresses = Record<string, string>;

/** Each deployed contract's address on `chainId`, from the registry the deploy step writes. */
export function contractAddressesOn(chainId: number): ContractAddresses {
  const registry: Record<number, Record<string, { address: string }> | undefined> = deployedContracts;
  const contracts = registry[chainId] ?? {};
  return Object.fromEntries(Object.entries(contracts).map(([name, { address }]) => [name, address]));
}
