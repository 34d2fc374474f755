// Creature and overview values shaped as the contracts return them, for the NFT rules' unit tests.
import type { CreatureView, NftOverview, PendantCard, StakeView } from '../reads';

const OWNER = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720';
const ZERO = '0x0000000000000000000000000000000000000000';

export const UNIT = 10n ** 18n;

export interface CreatureShape {
  tokenId?: bigint;
  location?: CreatureView['location'];
  revealed?: boolean;
  canBreed?: boolean;
  breedable?: boolean;
  lifespan?: bigint;
  rebirthTime?: bigint;
  bread?: number;
  levels?: Levels;
  rebirthCount?: number;
  pendingIncome?: bigint;
}

type Levels = readonly [number, number, number, number];

/** The contract's rule: reaching grade g costs g times the per-grade cost. */
function gradeCosts([speed, energy, lucky, wisdom]: Levels, perGrade: bigint): readonly [bigint, bigint, bigint, bigint] {
  return [speed, energy, lucky, wisdom].map((level) => BigInt(level + 1) * perGrade) as [bigint, bigint, bigint, bigint];
}

const emptySlot: PendantCard = {
  tokenId: 0n,
  owner: ZERO,
  tokenURI: '',
  equippedOn: 0n,
  pendant: { pendantType: 0, attribute: 0, value: 0, opened: false },
};

/** A revealed, healthy creature in the wallet at grade 1 everywhere, unless `shape` says otherwise. */
export function creature(shape: CreatureShape = {}): CreatureView {
  const tokenId = shape.tokenId ?? 1n;
  const levels = shape.levels ?? [1, 1, 1, 1];
  const location = shape.location ?? 'wallet';
  const stake: StakeView | undefined =
    location === 'staked'
      ? {
          tokenId,
          stake: { owner: OWNER, pledgeTime: 1_000n, paidDays: 0n },
          pledgeDay: 1n,
          pendingIncome: shape.pendingIncome ?? 0n,
          dailyIncomeNow: 10n * UNIT,
        }
      : undefined;
  return {
    tokenId,
    location,
    card: {
      tokenId,
      owner: OWNER,
      tokenURI: 'ipfs://creature',
      breedable: shape.breedable ?? true,
      creature: {
        species: 1,
        categoryIndex: 0,
        lifespan: shape.lifespan ?? 100n,
        rebirthTime: shape.rebirthTime ?? 0n,
        bread: shape.bread ?? 3,
        revealed: shape.revealed ?? true,
        canBreed: shape.canBreed ?? true,
        params: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
        levels,
      },
    },
    upgrade: {
      tokenId,
      levels,
      nextAfaCost: gradeCosts(levels, 10n * UNIT),
      nextTalkCost: gradeCosts(levels, 5n * UNIT),
      lifespan: shape.lifespan ?? 100n,
      rebirthCount: shape.rebirthCount ?? 0,
      rebirthTime: shape.rebirthTime ?? 0n,
      pendingLifespan: 0n,
      canRebirth: false,
      accelerateCost: 16n * UNIT,
    },
    equipped: [emptySlot, emptySlot, emptySlot, emptySlot],
    stake,
  };
}

/** The overview around `creatures`, with settings like the local deployment's and ample balances. */
export function overview(creatures: CreatureView[], balances: Partial<NftOverview['balances']> = {}): NftOverview {
  return {
    chainTime: 1_000_000n,
    readAtMs: 0,
    creatures,
    pendants: [],
    openNests: [],
    pairs: [],
    upgradeSettings: {
      speedLevel: 600n,
      energyLevel: 10n,
      lifespanTimes: 100n,
      influenceTimes: 10n,
      levelLimit: 10,
      lifespanTimesLimit: 3,
      frozenTime: 8n * 3600n,
      accelerateRate: 2n * UNIT,
      minLifespan: 10n,
      afaCostPerGrade: 10n * UNIT,
      talkCostPerGrade: 5n * UNIT,
    },
    breedingSettings: {
      breedCost: 200n * UNIT,
      breedTimeFee: 50n * UNIT,
      nestRewardBps: 2_000,
      pairFrozenTime: 8n * 3600n,
      nestCooldown: 3600n,
      pairerCooldown: 3600n,
      offspringLifespan: 100n,
      offspringBread: 2,
    },
    balances: { afa: 1_000n * UNIT, talk: 1_000n * UNIT, ...balances },
    nestRewards: [],
    incomeOwed: 0n,
    indexBehind: false,
  };
}
