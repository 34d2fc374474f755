import { newlyReadyMoments, PLEDGE_DAY_SECONDS, upcomingReadyMoments } from './readyMoments';
import type { BreedingPair } from './reads';
import { creature, overview } from './test-support/overview';

const NOW = 1_000_000n;
const OWNER = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720';

function pair(pairId: bigint, claimableAt: bigint, claimed = false): BreedingPair {
  return {
    pairId,
    tokenId1: 1n,
    tokenId2: 2n,
    owner1: OWNER,
    owner2: OWNER,
    pairedAt: 0n,
    claimableAt,
    claimed,
    offspringId: 0n,
    seedBlock: 0n,
  };
}

describe('upcomingReadyMoments', () => {
  it('lists pending rebirths, unclaimed offspring and the next pledge day of each stake, soonest first', () => {
    const state = overview([
      creature({ tokenId: 1n, rebirthTime: NOW + 300n }),
      creature({ tokenId: 2n, rebirthTime: NOW - 1n }),
      creature({ tokenId: 3n }),
      creature({ tokenId: 4n, location: 'staked' }),
    ]);
    state.pairs = [pair(7n, NOW + 60n), pair(8n, NOW + 30n, true), pair(9n, NOW)];

    // The stake began at 1 000 and is in pledge day 1: day 2 starts at 1 000 + 2 days.
    const stakeDayTwo = 1_000n + 2n * PLEDGE_DAY_SECONDS;
    expect(upcomingReadyMoments({ ...state, chainTime: NOW })).toEqual([
      { id: 'offspring-7', kind: 'offspring', subjectId: 7n, readyAt: NOW + 60n },
      { id: `rebirth-1-${NOW + 300n}`, kind: 'rebirth', subjectId: 1n, readyAt: NOW + 300n },
    ]);
    expect(upcomingReadyMoments({ ...state, chainTime: 1_000n + PLEDGE_DAY_SECONDS + 5n }).map((moment) => moment.id)).toContain(
      'income-4-2',
    );
    expect(
      upcomingReadyMoments({ ...state, chainTime: 1_000n + PLEDGE_DAY_SECONDS + 5n }).find((moment) => moment.kind === 'income')?.readyAt,
    ).toBe(stakeDayTwo);
  });
});

describe('newlyReadyMoments', () => {
  const moments = upcomingReadyMoments({ ...overview([creature({ tokenId: 1n, rebirthTime: NOW + 10n })]), chainTime: NOW });

  it('announces a moment once, when the clock passes it', () => {
    expect(newlyReadyMoments(moments, NOW, NOW + 9n)).toEqual([]);
    expect(newlyReadyMoments(moments, NOW + 9n, NOW + 10n).map((moment) => moment.id)).toEqual([`rebirth-1-${NOW + 10n}`]);
    expect(newlyReadyMoments(moments, NOW + 10n, NOW + 11n)).toEqual([]);
  });

  it('announces a moment the clock jumped past', () => {
    expect(newlyReadyMoments(moments, NOW, NOW + 86_400n)).toHaveLength(1);
  });
});
