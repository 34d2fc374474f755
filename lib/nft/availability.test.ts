import { decodeFunctionData, encodeFunctionData } from 'viem';
import { testContracts } from '@/lib/nft/test-support/contracts';
import { planCost } from '@/lib/chain/tx/plan-summary';
import {
  chainNow,
  creatureActions,
  pendantSaleBlockReason,
  rebirthSecondsLeft,
  saleBlockReason,
  type CreatureAction,
} from './availability';
import { creature, overview, UNIT, type CreatureShape } from './test-support/overview';

const NOW = 1_000_000n;
const contracts = testContracts;

/** Each action of the creature's sheet as `id[:attribute]` → the reason it is blocked, or 'enabled'. */
function actionsOf(shape: CreatureShape, balances?: Parameters<typeof overview>[1]): Record<string, string> {
  const subject = creature(shape);
  const entries = creatureActions(subject, overview([subject], balances), NOW, contracts).map((action: CreatureAction) => [
    action.id === 'upgrade' ? `${action.id}:${action.attribute}` : action.id,
    action.enabled ? 'enabled' : action.reason!,
  ]);
  return Object.fromEntries(entries);
}

/** The calldata of a plan's call. */
function encodedCall(call: CreatureAction['plan']['call']) {
  return encodeFunctionData({ abi: call.abi, functionName: call.functionName, args: call.args });
}

describe("a creature's actions", () => {
  it('a healthy revealed creature in the wallet can upgrade each attribute, nest and stake; not yet be reborn', () => {
    expect(actionsOf({})).toEqual({
      'upgrade:1': 'enabled',
      'upgrade:2': 'enabled',
      'upgrade:4': 'enabled',
      'upgrade:8': 'enabled',
      rebirth: 'lifespanNotSpent',
      createNest: 'enabled',
      stake: 'enabled',
    });
  });

  it('an upgrade carries its plan: the attribute it raises, and the next grade in AFA and talk as its cost and its limit', () => {
    const subject = creature({ levels: [1, 2, 3, 4] });
    const upgrades = creatureActions(subject, overview([subject]), NOW, contracts).filter((action) => action.id === 'upgrade');
    expect(
      upgrades.map(({ plan }) => decodeFunctionData({ abi: contracts.CreatureUpgrade.abi, data: encodedCall(plan.call) }).args),
    ).toEqual([
      [subject.tokenId, 1, 20n * UNIT, 10n * UNIT],
      [subject.tokenId, 2, 30n * UNIT, 15n * UNIT],
      [subject.tokenId, 4, 40n * UNIT, 20n * UNIT],
      [subject.tokenId, 8, 50n * UNIT, 25n * UNIT],
    ]);
    expect(upgrades.map(({ plan }) => planCost(plan))).toEqual([
      [
        { symbol: 'AFA', amount: 20n * UNIT },
        { symbol: 'talk', amount: 10n * UNIT },
      ],
      [
        { symbol: 'AFA', amount: 30n * UNIT },
        { symbol: 'talk', amount: 15n * UNIT },
      ],
      [
        { symbol: 'AFA', amount: 40n * UNIT },
        { symbol: 'talk', amount: 20n * UNIT },
      ],
      [
        { symbol: 'AFA', amount: 50n * UNIT },
        { symbol: 'talk', amount: 25n * UNIT },
      ],
    ]);
  });

  it('every action carries the plan of its own action', () => {
    const subject = creature({});
    for (const action of creatureActions(subject, overview([subject]), NOW, contracts)) expect(action.plan.action).toBe(action.id);
  });

  it('an attribute at the grade limit cannot upgrade; an unaffordable one says which token is short', () => {
    expect(actionsOf({ levels: [10, 1, 1, 1] })['upgrade:1']).toBe('levelLimit');
    expect(actionsOf({}, { afa: 19n * UNIT })['upgrade:1']).toBe('notEnoughAfa');
    expect(actionsOf({}, { talk: 9n * UNIT })['upgrade:1']).toBe('notEnoughTalk');
    expect(actionsOf({}, { afa: 20n * UNIT, talk: 10n * UNIT })['upgrade:1']).toBe('enabled');
  });

  it('a spent creature cannot upgrade but can be reborn, until its rebirths run out', () => {
    const spent = actionsOf({ lifespan: 9n });
    expect(spent['upgrade:2']).toBe('lifespanSpent');
    expect(spent.rebirth).toBe('enabled');
    expect(actionsOf({ lifespan: 9n, rebirthCount: 3 }).rebirth).toBe('rebirthLimit');
  });

  it('during a rebirth nothing upgrades; the claim waits for the frozen time or is accelerated with talk', () => {
    const frozen = actionsOf({ lifespan: 0n, rebirthTime: NOW + 3600n });
    expect(frozen['upgrade:4']).toBe('rebirthPending');
    expect(frozen.rebirth).toBe('rebirthPending');
    expect(frozen.claimRebirth).toBe('rebirthFrozen');
    expect(frozen.accelerateRebirth).toBe('enabled');

    const subject = creature({ lifespan: 0n, rebirthTime: NOW + 3600n });
    const accelerate = creatureActions(subject, overview([subject]), NOW, contracts).find((action) => action.id === 'accelerateRebirth');
    expect(planCost(accelerate!.plan)).toEqual([{ symbol: 'talk', amount: 16n * UNIT }]);
    expect(actionsOf({ lifespan: 0n, rebirthTime: NOW + 3600n }, { talk: 15n * UNIT }).accelerateRebirth).toBe('notEnoughTalk');
  });

  it('once the frozen time is over the rebirth is claimed, with no acceleration offered', () => {
    const ready = actionsOf({ lifespan: 0n, rebirthTime: NOW });
    expect(ready.claimRebirth).toBe('enabled');
    expect(ready).not.toHaveProperty('accelerateRebirth');
  });

  it('a creature that may not breed cannot open a nest', () => {
    expect(actionsOf({ breedable: false }).createNest).toBe('notBreedable');
  });

  it('a blind creature is revealed first: it cannot be staked', () => {
    expect(actionsOf({ revealed: false })).toEqual({ revealCreature: 'enabled', stake: 'notRevealed' });
  });

  it('a staked creature releases its income once a pledge day is due, and can always be withdrawn', () => {
    expect(actionsOf({ location: 'staked' })).toEqual({ releaseIncome: 'nothingToRelease', withdrawStake: 'enabled' });
    expect(actionsOf({ location: 'staked', pendingIncome: UNIT })).toEqual({ releaseIncome: 'enabled', withdrawStake: 'enabled' });
  });

  it('a creature in a nest can only close it', () => {
    expect(actionsOf({ location: 'nest' })).toEqual({ closeNest: 'enabled' });
  });
});

describe('the chain clock', () => {
  it("runs on from the chain's time at the read, in whole seconds", () => {
    expect(chainNow({ chainTime: NOW, readAtMs: 10_000 }, 10_999)).toBe(NOW);
    expect(chainNow({ chainTime: NOW, readAtMs: 10_000 }, 12_500)).toBe(NOW + 2n);
    // A local clock set back never turns the chain's time back.
    expect(chainNow({ chainTime: NOW, readAtMs: 10_000 }, 5_000)).toBe(NOW);
  });

  it('counts the seconds to a pending rebirth, 0 when none is pending or it is ready', () => {
    expect(rebirthSecondsLeft(creature({ rebirthTime: NOW + 90n }), NOW)).toBe(90);
    expect(rebirthSecondsLeft(creature({ rebirthTime: NOW - 1n }), NOW)).toBe(0);
    expect(rebirthSecondsLeft(creature({ rebirthTime: 0n }), NOW)).toBe(0);
  });
});

describe('saleBlockReason', () => {
  it('lets a creature in the wallet be listed or sold to an offer, and says why one in a nest or staked cannot', () => {
    expect(saleBlockReason(creature({ location: 'wallet' }))).toBeUndefined();
    expect(saleBlockReason(creature({ location: 'nest' }))).toBe('inNest');
    expect(saleBlockReason(creature({ location: 'staked' }))).toBe('staked');
  });
});

describe('pendantSaleBlockReason', () => {
  it('lets a pendant in the wallet be listed, and says why one worn by a creature cannot', () => {
    expect(pendantSaleBlockReason({ equippedOn: 0n })).toBeUndefined();
    expect(pendantSaleBlockReason({ equippedOn: 7n })).toBe('equipped');
  });
});
