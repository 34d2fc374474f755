import type { Address } from 'viem';
import { contractsFor, isDeployedChainId } from '@/contracts-abi';

/** The AFA token's address on `chainId`, from the generated registry; undefined where it is not deployed. */
export function getAfaTokenAddress(chainId: number): Address | undefined {
  if (!isDeployedChainId(chainId)) return undefined;
  const contracts = contractsFor(chainId);
  return 'AfaToken' in contracts ? contracts.AfaToken.address : undefined;
}

/** The talk token's address on `chainId`, from the generated registry; undefined where it is not deployed. */
export function getTalkTokenAddress(chainId: number): Address | undefined {
  if (!isDeployedChainId(chainId)) return undefined;
  const contracts = contractsFor(chainId);
  return 'TalkToken' in contracts ? contracts.TalkToken.address : undefined;
}
