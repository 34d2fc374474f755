import { contractsFor, isDeployedChainId } from '@/contracts-abi';
import { getTargetChain } from '@/lib/chain/chains';

/** The contracts of the generated registry on the app's chain of 2810; the NFT side needs all seven. */
export type NftContracts = ReturnType<typeof contractsFor<2810>>;

/** The seven contracts on the target chain, or undefined where the registry has no deployment. */
export function getNftContracts(): NftContracts | undefined {
  const chainId = getTargetChain().id;
  return isDeployedChainId(chainId) ? contractsFor(chainId) : undefined;
}
