import { withAbis, type DeployedContracts } from '@/contracts-abi';
import { getRuntimeConfig } from '@/lib/runtime-config';

/** The seven contracts on the target chain, each with its ABI; the NFT side needs all of them. */
export type NftContracts = DeployedContracts;

let contracts: NftContracts | undefined;

/** The contracts /config.json names on the target chain, or undefined where none are deployed. */
export function getNftContracts(): NftContracts | undefined {
  const book = getRuntimeConfig().contracts;
  if (!book) return undefined;
  contracts ??= withAbis(book);
  return contracts;
}
