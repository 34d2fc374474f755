import { CREATURE_ATTRIBUTES, type AttributeCode } from './attributes';
import type { CreatureView, NftOverview } from './reads';

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
  | 'notEnoughTalk';

export interface ActionCost {
  afa?: bigint;
  talk?: bigint;
}

export interface CreatureAction {
  id: CreatureActionId;
  /** Set for upgrade: which attribute it raises. */
  attribute?: AttributeCode;
  enabled: boolean;
  reason?: BlockReason;
  cost?: ActionCost;
}

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

function action(id: CreatureActionId, blockedBy: BlockReason | undefined, extra: Partial<CreatureAction> = {}): CreatureAction {
  return { id, enabled: blockedBy === undefined, reason: blockedBy, ...extra };
}

/** First reason that applies, in the order a reader would want to hear them. */
function firstReason(...checks: (BlockReason | false | undefined)[]): BlockReason | undefined {
  return checks.find((check): check is BlockReason => typeof check === 'string');
}

/**
 * Every action the creature's sheet shows, each enabled or with the reason it is not, and its cost.
 * The contracts check the same rules; this keeps the user from asking for what would revert.
 */
export function creatureActions(creature: CreatureView, overview: NftOverview, now: bigint): CreatureAction[] {
  const { card, upgrade, location } = creature;
  const traits = card.creature;
  const settings = overview.upgradeSettings;
  const rebirthPending = traits.rebirthTime !== 0n;
  const spent = traits.lifespan < settings.minLifespan;

  if (location === 'staked') {
    return [
      action('releaseIncome', firstReason((creature.stake?.pendingIncome ?? 0n) === 0n && 'nothingToRelease')),
      action('withdrawStake', undefined),
    ];
  }
  if (location === 'nest') return [action('closeNest', undefined)];

  if (!traits.revealed) {
    return [action('revealCreature', undefined), action('stake', 'notRevealed')];
  }

  const upgrades = CREATURE_ATTRIBUTES.map(({ code }, index) => {
    const cost = { afa: upgrade.nextAfaCost[index], talk: upgrade.nextTalkCost[index] };
    const reason = firstReason(
      rebirthPending && 'rebirthPending',
      spent && 'lifespanSpent',
      upgrade.levels[index] >= settings.levelLimit && 'levelLimit',
      affordability(cost, overview.balances),
    );
    return action('upgrade', reason, { attribute: code, cost });
  });

  const rebirthFrozen = rebirthPending && traits.rebirthTime > now;
  const accelerateCost = { talk: upgrade.accelerateCost };
  return [
    ...upgrades,
    action(
      'rebirth',
      firstReason(
        rebirthPending && 'rebirthPending',
        !spent && 'lifespanNotSpent',
        upgrade.rebirthCount >= settings.lifespanTimesLimit && 'rebirthLimit',
      ),
    ),
    ...(rebirthPending && rebirthFrozen
      ? [
          action('claimRebirth', 'rebirthFrozen'),
          action('accelerateRebirth', affordability(accelerateCost, overview.balances), { cost: accelerateCost }),
        ]
      : []),
    ...(rebirthPending && !rebirthFrozen ? [action('claimRebirth', undefined)] : []),
    action('createNest', firstReason(!card.breedable && 'notBreedable')),
    action('stake', undefined),
  ];
}
