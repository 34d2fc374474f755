import { testContracts } from '@/lib/nft/test-support/contracts';
import { claimBredNftPlan, withdrawNestRewardPlan } from './plans';
import type { BreedingPair } from './reads';

const contracts = testContracts;
const OWNER1 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const OWNER2 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

const pair = (seedBlock: bigint): BreedingPair => ({
  pairId: 7n,
  tokenId1: 5n,
  tokenId2: 9n,
  owner1: OWNER1,
  owner2: OWNER2,
  pairedAt: 1_000n,
  claimableAt: 2_000n,
  claimed: false,
  offspringId: 0n,
  seedBlock,
});

describe('the offspring claim plan', () => {
  it('commits a claim not committed yet, and nothing more', () => {
    const plan = claimBredNftPlan(contracts, pair(0n));
    expect([plan.action, plan.call.functionName, plan.call.args, plan.preludes, plan.report]).toEqual([
      'commitClaim',
      'commitClaim',
      [7n],
      undefined,
      undefined,
    ]);
  });

  it('claims a committed pair, reporting the pairing creature', () => {
    const plan = claimBredNftPlan(contracts, pair(123n));
    expect([plan.action, plan.call.functionName, plan.call.args, plan.report]).toEqual(['claimBredNft', 'claim', [7n], { tokenId: 9n }]);
  });
});

describe('the nest reward plan', () => {
  it('withdraws the rewards owed in the token given', () => {
    const { call } = withdrawNestRewardPlan(contracts, contracts.TalkToken.address);
    expect([call.address, call.functionName, call.args]).toEqual([
      contracts.CreatureBreeding.address,
      'withdrawReward',
      [contracts.TalkToken.address],
    ]);
  });
});
