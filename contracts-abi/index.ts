// Typed access to the generated registry: the only way the app and the server learn contract addresses and ABIs.
import { deployedContracts } from './deployedContracts';

export { deployedContracts };

export type DeployedChainId = keyof typeof deployedContracts;

/** The contracts deployed on `ChainId`; without it, the names deployed on every known chain. */
export type ContractName<ChainId extends DeployedChainId = DeployedChainId> = keyof (typeof deployedContracts)[ChainId];

export type DeployedContract<
  ChainId extends DeployedChainId,
  Name extends ContractName<ChainId>,
> = (typeof deployedContracts)[ChainId][Name];

export function isDeployedChainId(chainId: number): chainId is DeployedChainId {
  return Object.prototype.hasOwnProperty.call(deployedContracts, chainId);
}

export function contractsFor<ChainId extends DeployedChainId>(chainId: ChainId): (typeof deployedContracts)[ChainId] {
  return deployedContracts[chainId];
}

export function getContract<ChainId extends DeployedChainId, Name extends ContractName<ChainId>>(
  chainId: ChainId,
  name: Name,
): DeployedContract<ChainId, Name> {
  return deployedContracts[chainId][name];
}
