// What the seven contracts are deployed with: the token economics (caps, prices, the talk mint rate), the
// upgrade, breeding and staking settings, and the royalty the NFT contracts pay.
import { parseEther, type Address } from 'viem';
import type { ContractName } from '../lib/deployments';

const AFA_CAP = parseEther('1000000000');
/** talk per ETH on the /mint page. */
const TALK_MINT_RATE = 100_000n;
export const CREATURE_PRICE = parseEther('0.01');
export const CREATURE_TALK_PRICE = parseEther('500');
export const PENDANT_PRICE = parseEther('0.005');
const HOUR = 3600n;
const DAY = 24n * HOUR;

const UPGRADE_SETTINGS = {
  speedLevel: HOUR / 2n,
  energyLevel: 10n,
  lifespanTimes: 100n,
  influenceTimes: 10n,
  levelLimit: 10,
  lifespanTimesLimit: 3,
  frozenTime: 8n * HOUR,
  accelerateRate: parseEther('5'),
  minLifespan: 10n,
  afaCostPerGrade: parseEther('100'),
  talkCostPerGrade: parseEther('50'),
};

const BREEDING_SETTINGS = {
  breedCost: parseEther('200'),
  breedTimeFee: parseEther('50'),
  nestRewardBps: 5_000,
  pairFrozenTime: 8n * HOUR,
  nestCooldown: 4n * HOUR,
  pairerCooldown: DAY,
  offspringLifespan: 100n,
  offspringBread: 2,
};

const STAKING_SETTINGS = {
  income: parseEther('80'),
  minIncome: parseEther('10'),
  fallingLuckyTime: 7n * DAY,
  luckyBonusBps: 1_000,
};

/**
 * Each sale of a creature or pendant pays 5 % of its price to the treasury (ERC-2981): half of what the
 * contracts allow (MAX_ROYALTY_BPS, 10 %), the rate collectibles commonly ask, so a resale still pays its seller
 * most of the price.
 */
export const ROYALTY_BPS = 500n;

export type Addresses = Partial<Record<ContractName, Address>>;

/**
 * Each contract's constructor arguments, from the deployer, the treasury and the contracts before it.
 * `placeholder` stands in for a contract not deployed yet when only the gas of the deployment is estimated.
 */
export function constructorArgs(
  name: ContractName,
  deployer: Address,
  treasury: Address,
  addresses: Addresses,
  placeholder?: Address,
): unknown[] {
  const at = (dependency: ContractName): Address => {
    const address = addresses[dependency] ?? placeholder;
    if (!address) throw new Error(`${name} needs ${dependency} deployed first`);
    return address;
  };
  switch (name) {
    case 'AfaToken':
      return [deployer, AFA_CAP];
    case 'TalkToken':
      return [deployer, TALK_MINT_RATE];
    case 'CreatureNft':
      return [deployer, CREATURE_PRICE];
    case 'CreatureUpgrade':
      return [deployer, at('CreatureNft'), at('AfaToken'), at('TalkToken'), treasury, UPGRADE_SETTINGS];
    case 'PendantNft':
      return [deployer, at('CreatureNft'), PENDANT_PRICE];
    case 'CreatureBreeding':
      return [deployer, at('CreatureNft'), at('AfaToken'), treasury, BREEDING_SETTINGS];
    case 'CreatureStakingPool':
      return [deployer, at('CreatureNft'), at('TalkToken'), STAKING_SETTINGS];
  }
}
