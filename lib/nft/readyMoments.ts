import type { NftOverview } from './reads';

/**
 * The moments a user waits for, each an on-chain time: a creature's rebirth can be claimed, a breeding
 * pair's offspring can be claimed, a staked creature has earned its next pledge day's income.
 */
export type ReadyKind = 'rebirth' | 'offspring' | 'income';

export interface ReadyMoment {
  /** Stable for one wait, so the same moment is announced once. */
  id: string;
  kind: ReadyKind;
  /** The creature, or for an offspring the breeding pair. */
  subjectId: bigint;
  /** Chain time, in seconds. */
  readyAt: bigint;
}

/** The staking pool pays by whole pledge days (its PER_DAY). */
export const PLEDGE_DAY_SECONDS = 86_400n;

/** Every moment still ahead at the overview's chain time, soonest first. */
export function upcomingReadyMoments(overview: Pick<NftOverview, 'chainTime' | 'creatures' | 'pairs'>): ReadyMoment[] {
  const now = overview.chainTime;
  const moments: ReadyMoment[] = [];
  for (const creature of overview.creatures) {
    const rebirthAt = creature.card.creature.rebirthTime;
    if (rebirthAt > now) {
      moments.push({ id: `rebirth-${creature.tokenId}-${rebirthAt}`, kind: 'rebirth', subjectId: creature.tokenId, readyAt: rebirthAt });
    }
    if (creature.stake) {
      const nextDay = creature.stake.pledgeDay + 1n;
      const incomeAt = creature.stake.stake.pledgeTime + nextDay * PLEDGE_DAY_SECONDS;
      if (incomeAt > now) {
        moments.push({ id: `income-${creature.tokenId}-${nextDay}`, kind: 'income', subjectId: creature.tokenId, readyAt: incomeAt });
      }
    }
  }
  for (const pair of overview.pairs) {
    if (!pair.claimed && pair.claimableAt > now) {
      moments.push({ id: `offspring-${pair.pairId}`, kind: 'offspring', subjectId: pair.pairId, readyAt: pair.claimableAt });
    }
  }
  return moments.sort((a, b) => (a.readyAt < b.readyAt ? -1 : a.readyAt > b.readyAt ? 1 : 0));
}

/**
 * The moments that have come since they were last looked at: ahead at the previous look, due now.
 * A moment already due when first seen (an overview read after it came) is not news.
 */
export function newlyReadyMoments(moments: readonly ReadyMoment[], previousNow: bigint, now: bigint): ReadyMoment[] {
  return moments.filter((moment) => moment.readyAt > previousNow && moment.readyAt <= now);
}
