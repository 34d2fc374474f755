// Typed access to the generated registry: the only way the app and the server learn contract addresses and ABIs.
import { deployedContracts } from './deployedContracts';

export { deployedContracts };

export type DeployedChainId = keyof typeof deployedContracts;

export function isDeployedChainId(chainId: number): chainId is DeployedChainId {
  return Object.prototype.hasOwnProperty.call(deployedContracts, chainId);
}

export function contractsFor<ChainId extends DeployedChainId>(chainId: ChainId): (typeof deployedContracts)[ChainId] {
  return deployedContracts[chainId];
}
