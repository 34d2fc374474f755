import { parseEther } from 'viem';
import { testContracts } from '@/lib/nft/test-support/contracts';
import { breedPlan, buyCreaturesPlan, createNestPlan, equipPendantPlan, mintTalkPlan, upgradePlan } from '@/lib/nft/plans';
import { ethSentAlong, planCost, planKey } from './plan-summary';

const contracts = testContracts;

describe("a plan's token cost", () => {
  it('is what each token is approved for, in the plan’s order', () => {
    expect(planCost(upgradePlan(contracts, 7n, 2, { afa: parseEther('20'), talk: parseEther('10') }))).toEqual([
      { symbol: 'AFA', amount: parseEther('20') },
      { symbol: 'talk', amount: parseEther('10') },
    ]);
    expect(planCost(breedPlan(contracts, 5n, 7n, { total: parseEther('250'), needsBreedTime: true }))).toEqual([
      { symbol: 'AFA', amount: parseEther('250') },
    ]);
  });

  it('is the ETH the calls send along when they pay in ETH', () => {
    const buy = buyCreaturesPlan(contracts, 2n, { paidInTalk: false, amount: parseEther('0.02') });
    expect(planCost(buy)).toEqual([{ symbol: 'ETH', amount: parseEther('0.02') }]);
    expect(ethSentAlong(buy)).toBe(parseEther('0.02'));
    expect(ethSentAlong(mintTalkPlan(contracts, parseEther('0.5')))).toBe(parseEther('0.5'));
    // Paid in talk, approved first: no ETH goes along.
    const inTalk = buyCreaturesPlan(contracts, 1n, { paidInTalk: true, amount: parseEther('30') });
    expect(planCost(inTalk)).toEqual([{ symbol: 'talk', amount: parseEther('30') }]);
    expect(ethSentAlong(inTalk)).toBe(0n);
  });

  it('is nothing for an action that spends no token, an NFT approval and a prelude included', () => {
    expect(planCost(createNestPlan(contracts, 7n))).toEqual([]);
    expect(planCost(equipPendantPlan(contracts, 3n, 7n, false))).toEqual([]);
  });
});

describe("a plan's key", () => {
  it('differs whenever the chain would see a different plan, and is the same for the same one', () => {
    const cost = { afa: parseEther('20'), talk: parseEther('10') };
    const keys = [
      planKey(upgradePlan(contracts, 7n, 1, cost)),
      planKey(upgradePlan(contracts, 7n, 2, cost)),
      planKey(upgradePlan(contracts, 8n, 1, cost)),
      planKey(upgradePlan(contracts, 7n, 1, { ...cost, talk: parseEther('11') })),
      planKey(equipPendantPlan(contracts, 3n, 7n, false)),
      planKey(equipPendantPlan(contracts, 3n, 7n, true)),
      planKey(mintTalkPlan(contracts, 1n)),
      planKey(mintTalkPlan(contracts, 2n)),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    expect(planKey(upgradePlan(contracts, 7n, 1, cost))).toBe(keys[0]);
  });
});
