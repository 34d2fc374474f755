import { isAddressEqual, type Address, type ContractFunctionName, type ContractFunctionReturnType, type PublicClient } from 'viem';
import { MULTICALL3_ADDRESS, MULTICALL3_BLOCK_ABI } from '@/lib/protocol';
import { isIndexedAt, type NftAssets } from './assets';
import type { NftContracts } from './contracts';

type Abis = { [Name in keyof NftContracts]: NftContracts[Name]['abi'] };
type ViewName<Name extends keyof NftContracts> = ContractFunctionName<Abis[Name], 'view' | 'pure'>;
type ViewResult<Name extends keyof NftContracts, Fn extends ViewName<Name>> = ContractFunctionReturnType<Abis[Name], 'view' | 'pure', Fn>;

export type CreatureCard = ViewResult<'CreatureNft', 'creatureOf'>;
export type UpgradeInfo = ViewResult<'CreatureUpgrade', 'upgradeInfo'>;
export type UpgradeSettings = ViewResult<'CreatureUpgrade', 'getSettings'>;
export type BreedingSettings = ViewResult<'CreatureBreeding', 'getSettings'>;
export type NestView = ViewResult<'CreatureBreeding', 'nestOf'>;
export type BreedingPair = ViewResult<'CreatureBreeding', 'pairOf'>;
export type StakeView = ViewResult<'CreatureStakingPool', 'stakeOf'>;
export type PendantCard = ViewResult<'PendantNft', 'pendantOf'>;
export type OwedReward = ViewResult<'CreatureBreeding', 'rewardsOf'>[number];

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

/** An open nest, with what its creature's picture shows besides the card: its rebirths and the pendants it wears. */
export type OpenNest = NestView & { rebirthCount: number; equipped: readonly PendantCard[] };

export interface NftOverview {
  /** The chain's clock when read (anvil's may run ahead of the wall clock) and the local time of the read. */
  chainTime: bigint;
  readAtMs: number;
  creatures: CreatureView[];
  /** Pendants in the wallet (equipped ones are held by the pendant contract). */
  pendants: readonly PendantCard[];
  openNests: readonly OpenNest[];
  pairs: readonly BreedingPair[];
  upgradeSettings: UpgradeSettings;
  breedingSettings: BreedingSettings;
  balances: { afa: bigint; talk: bigint };
  /** What the breeding contract owes the user as a nest owner, per token, withdrawable at any time. */
  nestRewards: readonly OwedReward[];
  /** talk a withdrawal could not mint, claimable from the staking pool. */
  incomeOwed: bigint;
  /** Whether the wallet service's index had not yet read the chain's block when asked: the creatures in the wallet may lag. */
  indexBehind: boolean;
}

/**
 * The wallet service's list of the owner's creatures: as it stands (no block given), or once its indexer
 * has read `atLeastBlock`.
 */
export type LoadNftAssets = (atLeastBlock?: bigint) => Promise<NftAssets>;

/**
 * Everything the NFT screens show for `owner`, in two Multicall3 round trips whatever the number of
 * creatures. The creatures in the wallet come from the wallet service's index, asked beside the first
 * round trip, and again if it had not yet read the block the chain answered from (a transaction that
 * just confirmed). The second round trip reads every creature's details at that same block and checks
 * each indexed one is still the owner's, so a token that left since the indexer's last block is not shown.
 */
export async function readNftOverview(
  client: PublicClient,
  contracts: NftContracts,
  owner: Address,
  loadAssets: LoadNftAssets,
): Promise<NftOverview> {
  const { CreatureNft, CreatureUpgrade, CreatureBreeding, CreatureStakingPool, PendantNft, AfaToken, TalkToken } = contracts;
  const [assetsAsTheyStand, lists] = await Promise.all([
    loadAssets(),
    client.multicall({
      allowFailure: false,
      contracts: [
        { ...CreatureStakingPool, functionName: 'stakesOf', args: [owner] },
        { ...CreatureBreeding, functionName: 'openNests' },
        { ...CreatureBreeding, functionName: 'pairsOfOwner', args: [owner] },
        { ...CreatureUpgrade, functionName: 'getSettings' },
        { ...CreatureBreeding, functionName: 'getSettings' },
        { ...PendantNft, functionName: 'pendantCardsOfOwner', args: [owner] },
        { ...AfaToken, functionName: 'balanceOf', args: [owner] },
        { ...TalkToken, functionName: 'balanceOf', args: [owner] },
        { ...CreatureBreeding, functionName: 'rewardsOf', args: [owner] },
        { ...CreatureStakingPool, functionName: 'incomeOwed', args: [owner] },
        { address: MULTICALL3_ADDRESS, abi: MULTICALL3_BLOCK_ABI, functionName: 'getCurrentBlockTimestamp' },
        { address: MULTICALL3_ADDRESS, abi: MULTICALL3_BLOCK_ABI, functionName: 'getBlockNumber' },
      ],
    }),
  ]);
  const [stakes, openNests, pairs, upgradeSettings, breedingSettings, pendants, afa, talk, nestRewards, incomeOwed, chainTime, chainBlock] =
    lists;
  const readAtMs = Date.now();
  const assets = isIndexedAt(assetsAsTheyStand, chainBlock) ? assetsAsTheyStand : await loadAssets(chainBlock);
  const indexedIds = assets.tokenIds;

  const myNests = openNests.filter((nest) => isAddressEqual(nest.nest.owner, owner));
  const located: { tokenId: bigint; location: CreatureLocation; stake?: StakeView; nest?: NestView }[] = [
    ...indexedIds.map((tokenId) => ({ tokenId, location: 'wallet' as const })),
    ...myNests.map((nest) => ({ tokenId: nest.nestId, location: 'nest' as const, nest })),
    // The pool and the nests hold these creatures: they are the user's all the same.
    ...stakes.map((stake) => ({ tokenId: stake.tokenId, location: 'staked' as const, stake })),
  ];

  // Read at the lists' block, so a creature that moved in between is neither lost nor shown twice. A token
  // the index names that did not exist yet at that block reverts: it is left for the next read.
  const details =
    located.length + openNests.length === 0
      ? []
      : await client.multicall({
          allowFailure: true,
          blockNumber: chainBlock,
          contracts: [
            ...located.flatMap(({ tokenId }) => [
              { ...CreatureNft, functionName: 'creatureOf', args: [tokenId] } as const,
              { ...CreatureUpgrade, functionName: 'upgradeInfo', args: [tokenId] } as const,
              { ...PendantNft, functionName: 'equippedCards', args: [tokenId] } as const,
              { ...CreatureNft, functionName: 'ownerOf', args: [tokenId] } as const,
            ]),
            ...openNests.flatMap(({ nestId }) => [
              { ...CreatureUpgrade, functionName: 'rebirthCount', args: [nestId] } as const,
              { ...PendantNft, functionName: 'equippedCards', args: [nestId] } as const,
            ]),
          ],
        });

  const creatures = located
    .flatMap(({ tokenId, location, stake, nest }, index): CreatureView[] => {
      const reads = details.slice(index * 4, index * 4 + 4);
      if (reads.some((read) => read.status !== 'success')) return [];
      const [card, upgrade, equipped, holder] = reads.map((read) => read.result);
      if (location === 'wallet' && !isAddressEqual(holder as Address, owner)) return [];
      return [
        {
          tokenId,
          location,
          card: card as CreatureCard,
          upgrade: upgrade as UpgradeInfo,
          equipped: equipped as readonly PendantCard[],
          stake,
          nest,
        },
      ];
    })
    .sort((a, b) => (a.tokenId < b.tokenId ? -1 : 1));

  const nestReads = details.slice(located.length * 4);
  // A nest whose extra reads failed is still listed, pictured without rebirths or pendants: pairing matters more.
  const nestsWithLooks = openNests.map((nest, index): OpenNest => {
    const [rebirths, equipped] = nestReads.slice(index * 2, index * 2 + 2);
    return {
      ...nest,
      rebirthCount: rebirths.status === 'success' ? (rebirths.result as number) : 0,
      equipped: equipped.status === 'success' ? (equipped.result as readonly PendantCard[]) : [],
    };
  });

  return {
    chainTime,
    readAtMs,
    creatures,
    pendants,
    openNests: nestsWithLooks,
    pairs,
    upgradeSettings,
    breedingSettings,
    balances: { afa, talk },
    nestRewards,
    incomeOwed,
    indexBehind: !isIndexedAt(assets, chainBlock),
  };
}
