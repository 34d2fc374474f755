// The contract registry: the ABIs compiled into the app and the server, and the addresses of the recorded real
// networks as data. Which chain and which addresses a running app uses comes from its /config.json, which the
// server writes from its chain's deployments file (lib/runtime-config).
import { contractAbis } from './abis';
import type { ContractAddressBook, ContractName, ContractPlacement } from './book';
import { recordedNetworks } from './networks';

export { contractAbis };
export { contractNames, type ContractAddressBook, type ContractName, type ContractPlacement } from './book';

/** Each contract of one chain with its ABI. */
export type DeployedContracts = { [Name in ContractName]: ContractPlacement & { abi: (typeof contractAbis)[Name] } };

/** The contracts at the addresses of `book`, each with its compiled-in ABI. */
export function withAbis(book: ContractAddressBook): DeployedContracts {
  const entries = (Object.keys(contractAbis) as ContractName[]).map((name) => [name, { ...book[name], abi: contractAbis[name] }]);
  return Object.fromEntries(entries) as DeployedContracts;
}

/** The addresses recorded for the real network `chainId` (deployments/), if any. */
export function recordedNetworkContracts(chainId: number): ContractAddressBook | undefined {
  return Object.prototype.hasOwnProperty.call(recordedNetworks, chainId) ? recordedNetworks[chainId] : undefined;
}
