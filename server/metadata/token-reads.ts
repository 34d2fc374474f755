import { BaseError, ContractFunctionRevertedError, isAddressEqual, type Address, type PublicClient } from 'viem';
import type { NftContracts } from '@/lib/nft/contracts';
import type { CreatureCard, CreatureLocation, PendantCard, UpgradeSettings } from '@/lib/nft/reads';
import { MULTICALL3_ADDRESS, MULTICALL3_BLOCK_ABI } from '@/lib/protocol';
import type { RegisteredContract } from '../chain/contract-registry';

/** The contracts a token's metadata reads, with the registry's typed ABIs at this chain's addresses. */
type Readable<Name extends keyof NftContracts> = { address: Address; abi: NftContracts[Name]['abi'] };
export interface MetadataContracts {
  CreatureNft: Readable<'CreatureNft'>;
  CreatureUpgrade: Readable<'CreatureUpgrade'>;
  CreatureBreeding: Readable<'CreatureBreeding'>;
  CreatureStakingPool: Readable<'CreatureStakingPool'>;
  PendantNft: Readable<'PendantNft'>;
}

const NAMES = ['CreatureNft', 'CreatureUpgrade', 'CreatureBreeding', 'CreatureStakingPool', 'PendantNft'] as const;

/** The five contracts from the registry's entries for this chain; undefined when one is not deployed there. */
export function metadataContractsOf(registered: readonly RegisteredContract[]): MetadataContracts | undefined {
  const found = NAMES.map((name) => registered.find((contract) => contract.name === name));
  if (found.some((contract) => !contract)) return undefined;
  // The registry's ABIs are those NftContracts types, whichever chain they were deployed to.
  return Object.fromEntries(
    found.map((contract) => [contract!.name, { address: contract!.address, abi: contract!.abi }]),
  ) as unknown as MetadataContracts;
}

/** The token does not exist (its reads reverted): a 404, not a failure. */
export class TokenNotFound extends Error {}

/** What a creature's metadata shows, as the chain held it at `block`. */
export interface CreatureState {
  block: bigint;
  card: CreatureCard;
  location: CreatureLocation;
  rebirthCount: number;
  levelLimit: UpgradeSettings['levelLimit'];
  /** The speed, energy, lucky and wisdom slots; an empty slot has tokenId 0. */
  equipped: readonly PendantCard[];
}

export interface PendantState {
  block: bigint;
  card: PendantCard;
}

/** Thrown as it is: the chain did not answer (or answered what the ABI cannot decode). */
function requireSuccess<T>(read: { status: 'success'; result: T } | { status: 'failure'; error: Error }): T {
  if (read.status === 'failure') throw read.error;
  return read.result;
}

/**
 * A creature's metadata state in one Multicall3 round trip, all read at one block, which the batch reports
 * (the cache keeps it to tell an answer older than a change it hears of). Where the creature is comes from
 * its holder: the breeding contract holds the creatures sitting in nests, the staking pool the staked ones.
 */
export async function readCreatureState(client: PublicClient, contracts: MetadataContracts, tokenId: bigint): Promise<CreatureState> {
  const { CreatureNft, CreatureUpgrade, PendantNft, CreatureBreeding, CreatureStakingPool } = contracts;
  const [block, card, rebirthCount, settings, equipped] = await client.multicall({
    allowFailure: true,
    multicallAddress: MULTICALL3_ADDRESS,
    contracts: [
      { address: MULTICALL3_ADDRESS, abi: MULTICALL3_BLOCK_ABI, functionName: 'getBlockNumber' },
      { ...CreatureNft, functionName: 'creatureOf', args: [tokenId] },
      { ...CreatureUpgrade, functionName: 'rebirthCount', args: [tokenId] },
      { ...CreatureUpgrade, functionName: 'getSettings' },
      { ...PendantNft, functionName: 'equippedCards', args: [tokenId] },
    ],
  });
  // Only creatureOf can revert, for a token that was never minted; the others answer for any id.
  if (card.status === 'failure') throw isRevert(card.error) ? new TokenNotFound(`No creature ${tokenId}`) : card.error;
  const holder = card.result.owner;
  return {
    block: requireSuccess(block),
    card: card.result,
    location: isAddressEqual(holder, CreatureBreeding.address)
      ? 'nest'
      : isAddressEqual(holder, CreatureStakingPool.address)
        ? 'staked'
        : 'wallet',
    rebirthCount: requireSuccess(rebirthCount),
    levelLimit: requireSuccess(settings).levelLimit,
    equipped: requireSuccess(equipped),
  };
}

export async function readPendantState(client: PublicClient, contracts: MetadataContracts, tokenId: bigint): Promise<PendantState> {
  const [block, card] = await client.multicall({
    allowFailure: true,
    multicallAddress: MULTICALL3_ADDRESS,
    contracts: [
      { address: MULTICALL3_ADDRESS, abi: MULTICALL3_BLOCK_ABI, functionName: 'getBlockNumber' },
      { ...contracts.PendantNft, functionName: 'pendantOf', args: [tokenId] },
    ],
  });
  if (card.status === 'failure') throw isRevert(card.error) ? new TokenNotFound(`No pendant ${tokenId}`) : card.error;
  return { block: requireSuccess(block), card: card.result };
}

/** A call the contract refused, as opposed to a chain that did not answer. */
function isRevert(error: Error): boolean {
  return error instanceof BaseError && Boolean(error.walk((cause) => cause instanceof ContractFunctionRevertedError));
}
