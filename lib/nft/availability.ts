import type { TransactionPlan } from '@/lib/chain/tx/types';
import { CREATURE_ATTRIBUTES, type AttributeCode } from './attributes';
import type { NftContracts } from './contracts';
import {
  accelerateRebirthPlan,
  claimRebirthPlan,
  closeNestPlan,
  createNestPlan,
  rebirthPlan,
  releaseIncomePlan,
  revealPlan,
  stakePlan,
  upgradePlan,
  withdrawStakePlan,
} from './plans';
import type { CreatureView, NftOverview, PendantCard } from './reads';

/** What a creature's detail sheet can offer; each is one pipeline action. */
export type CreatureActionId =
  | 'revealCreature'
  | 'upgrade'
  | 'rebirth'
  | 'claimRebirth'
  | 'accelerateRebirth'
  | 'createNest'
  | 'closeNest'
  | 'stake'
  | 'releaseIncome'
  | 'withdrawStake';

/** Why an action is not possible now; each has a text under `nft.reasons`. */
export type BlockReason =
  | 'notRevealed'
  | 'rebirthPending'
  | 'lifespanSpent'
  | 'lifespanNotSpent'
  | 'levelLimit'
  | 'rebirthLimit'
  | 'rebirthFrozen'
  | 'notBreedable'
  | 'nothingToRelease'
  | 'notEnoughAfa'
  | 'notEnoughTalk'
  | 'inNest'
  | 'staked'
  | 'equipped';

interface ActionCost {
  afa?: bigint;
  talk?: bigint;
}

/** A creature action and the plan that carries it out; an upgrade says which attribute it raises. */
export type CreatureAction = ({ id: 'upgrade'; attribute: AttributeCode } | { id: Exclude<CreatureActionId, 'upgrade'> }) & {
  plan: TransactionPlan;
  enabled: boolean;
  reason?: BlockReason;
};

/** The chain's time now, from its clock at the read plus the time passed since. */
export function chainNow(overview: Pick<NftOverview, 'chainTime' | 'readAtMs'>, nowMs: number = Date.now()): bigint {
  return overview.chainTime + BigInt(Math.max(0, Math.floor((nowMs - overview.readAtMs) / 1000)));
}

/** Seconds until the creature's pending rebirth can be claimed (0 when none is pending or it is ready). */
export function rebirthSecondsLeft(creature: CreatureView, now: bigint): number {
  const readyAt = creature.card.creature.rebirthTime;
  return readyAt === 0n || readyAt <= now ? 0 : Number(readyAt - now);
}

function affordability(cost: ActionCost, balances: NftOverview['balances']): BlockReason | undefined {
  if (cost.afa !== undefined && balances.afa < cost.afa) return 'notEnoughAfa';
  if (cost.talk !== undefined && balances.talk < cost.talk) return 'notEnoughTalk';
  return undefined;
}

/**
 * Why the creature cannot be listed for sale or sold to an offer now, or undefined when it can: Seaport moves it from
 * the holder's wallet, so a creature the breeding contract or the staking pool holds must come back first.
 */
export function saleBlockReason(creature: Pick<CreatureView, 'location'>): BlockReason | undefined {
  if (creature.location === 'nest') return 'inNest';
  if (creature.location === 'staked') return 'staked';
  return undefined;
}

/**
 * Why the pendant cannot be listed for sale now, or undefined when it can: one worn by a creature is held by the
 * pendant contract until it is taken off, so Seaport could not move it from the holder's wallet.
 */
export function pendantSaleBlockReason(pendant: Pick<PendantCard, 'equippedOn'>): BlockReason | undefined {
  return pendant.equippedOn !== 0n ? 'equipped' : undefined;
}

/** First reason that applies, in the order a reader would want to hear them. */
function firstReason(...checks: (BlockReason | false | undefined)[]): BlockReason | undefined {
  return checks.find((check): check is BlockReason => typeof check === 'string');
}

/** An action blocked by the first reason that applies, or enabled. */
function offered<Kind extends { id: CreatureActionId }>(kind: Kind, plan: TransactionPlan, blockedBy: BlockReason | undefined) {
  return { ...kind, plan, enabled: blockedBy === undefined, reason: blockedBy };
}

/**
 * Every action the creature's sheet shows, each with its plan, enabled or with the reason it is not. The
 * contracts check the same rules; this keeps the user from asking for what would revert.
 */
export function creatureActions(creature: CreatureView, overview: NftOverview, now: bigint, contracts: NftContracts): CreatureAction[] {
  const { card, upgrade, location, tokenId } = creature;
  const traits = card.creature;
  const settings = overview.upgradeSettings;
  const rebirthPending = traits.rebirthTime !== 0n;
  const spent = traits.lifespan < settings.minLifespan;
  const simple = (id: Exclude<CreatureActionId, 'upgrade'>, plan: TransactionPlan, blockedBy: BlockReason | undefined): CreatureAction =>
    offered({ id }, plan, blockedBy);

  if (location === 'staked') {
    return [
      simple(
        'releaseIncome',
        releaseIncomePlan(contracts, tokenId),
        firstReason((creature.stake?.pendingIncome ?? 0n) === 0n && 'nothingToRelease'),
      ),
      simple('withdrawStake', withdrawStakePlan(contracts, tokenId), undefined),
    ];
  }
  if (location === 'nest') return [simple('closeNest', closeNestPlan(contracts, tokenId), undefined)];

  if (!traits.revealed) {
    return [
      simple('revealCreature', revealPlan(contracts, tokenId), undefined),
      simple('stake', stakePlan(contracts, tokenId), 'notRevealed'),
    ];
  }

  const upgrades = CREATURE_ATTRIBUTES.map(({ code }, index): CreatureAction => {
    const cost = { afa: upgrade.nextAfaCost[index], talk: upgrade.nextTalkCost[index] };
    const reason = firstReason(
      rebirthPending && 'rebirthPending',
      spent && 'lifespanSpent',
      upgrade.levels[index] >= settings.levelLimit && 'levelLimit',
      affordability(cost, overview.balances),
    );
    return offered({ id: 'upgrade', attribute: code }, upgradePlan(contracts, tokenId, code, cost), reason);
  });

  const rebirthFrozen = rebirthPending && traits.rebirthTime > now;
  const claimRebirth = claimRebirthPlan(contracts, tokenId);
  return [
    ...upgrades,
    simple(
      'rebirth',
      rebirthPlan(contracts, tokenId),
      firstReason(
        rebirthPending && 'rebirthPending',
        !spent && 'lifespanNotSpent',
        upgrade.rebirthCount >= settings.lifespanTimesLimit && 'rebirthLimit',
      ),
    ),
    ...(rebirthPending && rebirthFrozen
      ? [
          simple('claimRebirth', claimRebirth, 'rebirthFrozen'),
          simple(
            'accelerateRebirth',
            accelerateRebirthPlan(contracts, tokenId, upgrade.accelerateCost),
            affordability({ talk: upgrade.accelerateCost }, overview.balances),
          ),
        ]
      : []),
    ...(rebirthPending && !rebirthFrozen ? [simple('claimRebirth', claimRebirth, undefined)] : []),
    simple('createNest', createNestPlan(contracts, tokenId), firstReason(!card.breedable && 'notBreedable')),
    simple('stake', stakePlan(contracts, tokenId), undefined),
  ];
}
