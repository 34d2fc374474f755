import type { Address, ContractFunctionName, ContractFunctionReturnType, PublicClient } from 'viem';
import { MULTICALL3_ADDRESS } from '@/lib/chain/chains';
import type { NftContracts } from './contracts';

type Abis = { [Name in keyof NftContracts]: NftContracts[Name]['abi'] };
type ViewName<Name extends keyof NftContracts> = ContractFunctionName<Abis[Name], 'view' | 'pure'>;
type ViewResult<Name extends keyof NftContracts, Fn extends ViewName<Name>> = ContractFunctionReturnType<
  Abis[Name],
  'view' | 'pure',
  Fn
>;

export type CreatureCard = ViewResult<'CreatureNft', 'creatureOf'>;
export type UpgradeInfo = ViewResult<'CreatureUpgrade', 'upgradeInfo'>;
export type UpgradeSettings = ViewResult<'CreatureUpgrade', 'getSettings'>;
export type BreedingSettings = ViewResult<'CreatureBreeding', 'getSettings'>;
export type NestView = ViewResult<'CreatureBreeding', 'nestOf'>;
export type BreedingPair = ViewResult<'CreatureBreeding', 'pairOf'>;
export type StakeView = ViewResult<'CreatureStakingPool', 'stakeOf'>;
export type PendantCard = ViewResult<'PendantNft', 'pendantOf'>;

/** Where a creature of the user is: in the wallet, staked in the pool, or sitting in one of their nests. */
export type CreatureLocation = 'wallet' | 'staked' | 'nest';

export interface CreatureView {
  tokenId: bigint;
  location: CreatureLocation;
  card: CreatureCard;
  upgrade: UpgradeInfo;
  /** Speed, energy, lucky and wisdom slots; an empty slot has tokenId 0. */
  equipped: readonly PendantCard[];
  stake?: StakeView;
  nest?: NestView;
}

export interface NftOverview {
  /** The chain's clock when read (anvil's may run ahead of the wall clock) and the local time of the read. */
  chainTime: bigint;
  readAtMs: number;
  creatures: CreatureView[];
  /** Pendants in the wallet (equipped ones are held by the pendant contract). */
  pendants: readonly PendantCard[];
  openNests: readonly NestView[];
  pairs: readonly BreedingPair[];
  upgradeSettings: UpgradeSettings;
  breedingSettings: BreedingSettings;
  balances: { afa: bigint; talk: bigint };
}

const multicall3TimestampAbi = [
  {
    type: 'function',
    name: 'getCurrentBlockTimestamp',
    inputs: [],
    outputs: [{ name: 'timestamp', type: 'uint256' }],
    stateMutability: 'view',
  },
] as const;

/**
 * Everything the NFT screens show for `owner`, in two Multicall3 round trips whatever the number of
 * creatures: the lists first, then the per-creature details of every creature the lists name.
 */
export async function readNftOverview(client: PublicClient, contracts: NftContracts, owner: Address): Promise<NftOverview> {
  const { CreatureNft, CreatureUpgrade, CreatureBreeding, CreatureStakingPool, PendantNft, AfaToken, TalkToken } =
    contracts;
  const [ownedIds, stakes, openNests, pairs, upgradeSettings, breedingSettings, pendants, afa, talk, chainTime] =
    await client.multicall({
      allowFailure: false,
      contracts: [
        { ...CreatureNft, functionName: 'tokensOfOwner', args: [owner] },
        { ...CreatureStakingPool, functionName: 'stakesOf', args: [owner] },
        { ...CreatureBreeding, functionName: 'openNests' },
        { ...CreatureBreeding, functionName: 'pairsOfOwner', args: [owner] },
        { ...CreatureUpgrade, functionName: 'getSettings' },
        { ...CreatureBreeding, functionName: 'getSettings' },
        { ...PendantNft, functionName: 'pendantCardsOfOwner', args: [owner] },
        { ...AfaToken, functionName: 'balanceOf', args: [owner] },
        { ...TalkToken, functionName: 'balanceOf', args: [owner] },
        { address: MULTICALL3_ADDRESS, abi: multicall3TimestampAbi, functionName: 'getCurrentBlockTimestamp' },
      ],
    });
  const readAtMs = Date.now();

  const myNests = openNests.filter((nest) => nest.nest.owner.toLowerCase() === owner.toLowerCase());
  const located: { tokenId: bigint; location: CreatureLocation; stake?: StakeView; nest?: NestView }[] = [
    ...ownedIds.map((tokenId) => ({ tokenId, location: 'wallet' as const })),
    ...myNests.map((nest) => ({ tokenId: nest.nestId, location: 'nest' as const, nest })),
    // The pool and the nests hold these creatures: they are the user's all the same.
    ...stakes.map((stake) => ({ tokenId: stake.tokenId, location: 'staked' as const, stake })),
  ];

  const details = located.length === 0 ? [] : await client.multicall({
    allowFailure: false,
    contracts: located.flatMap(({ tokenId }) => [
      { ...CreatureNft, functionName: 'creatureOf', args: [tokenId] } as const,
      { ...CreatureUpgrade, functionName: 'upgradeInfo', args: [tokenId] } as const,
      { ...PendantNft, functionName: 'equippedCards', args: [tokenId] } as const,
    ]),
  });

  const creatures = located
    .map(({ tokenId, location, stake, nest }, index) => ({
      tokenId,
      location,
      card: details[index * 3] as CreatureCard,
      upgrade: details[index * 3 + 1] as UpgradeInfo,
      equipped: details[index * 3 + 2] as readonly PendantCard[],
      stake,
      nest,
    }))
    .sort((a, b) => (a.tokenId < b.tokenId ? -1 : 1));

  return {
    chainTime,
    readAtMs,
    creatures,
    pendants,
    openNests,
    pairs,
    upgradeSettings,
    breedingSettings,
    balances: { afa, talk },
  };
}
