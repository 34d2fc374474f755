import type { Address } from 'viem';
import { contractCall } from '@/lib/chain/tx/actions';
import type { TransactionPlan } from '@/lib/chain/tx/types';
import type { AttributeCode } from './attributes';
import type { NftContracts } from './contracts';
import type { BreedingPair } from './reads';

/**
 * One plan per user action: what it spends, what it needs approved, and its call. The pipeline does the
 * rest (chain, approvals not yet in place, simulation, prompt, report, receipt). A call that pays in a token passes
 * the cost the screen showed as its limit: a price the owner raised since is refused by the contract, not taken
 * from an allowance larger than the cost.
 */
export function upgradePlan(
  contracts: NftContracts,
  tokenId: bigint,
  attribute: AttributeCode,
  cost: { afa: bigint; talk: bigint },
): TransactionPlan {
  const { CreatureUpgrade, AfaToken, TalkToken } = contracts;
  return {
    action: 'upgrade',
    tokenAllowances: [
      { symbol: 'AFA' as const, token: AfaToken.address, spender: CreatureUpgrade.address, amount: cost.afa },
      { symbol: 'talk' as const, token: TalkToken.address, spender: CreatureUpgrade.address, amount: cost.talk },
    ].filter((need) => need.amount > 0n),
    call: contractCall({ ...CreatureUpgrade, functionName: 'upgrade', args: [tokenId, attribute, cost.afa, cost.talk] }),
    report: { tokenId, txAmount: cost.afa },
  };
}

export function rebirthPlan(contracts: NftContracts, tokenId: bigint): TransactionPlan {
  return {
    action: 'rebirth',
    call: contractCall({ ...contracts.CreatureUpgrade, functionName: 'rebirth', args: [tokenId] }),
    report: { tokenId },
  };
}

export function claimRebirthPlan(contracts: NftContracts, tokenId: bigint): TransactionPlan {
  return {
    action: 'claimRebirth',
    call: contractCall({ ...contracts.CreatureUpgrade, functionName: 'claimRebirth', args: [tokenId] }),
  };
}

export function accelerateRebirthPlan(contracts: NftContracts, tokenId: bigint, talkCost: bigint): TransactionPlan {
  const { CreatureUpgrade, TalkToken } = contracts;
  return {
    action: 'accelerateRebirth',
    tokenAllowances:
      talkCost > 0n ? [{ symbol: 'talk', token: TalkToken.address, spender: CreatureUpgrade.address, amount: talkCost }] : [],
    call: contractCall({ ...CreatureUpgrade, functionName: 'accelerateRebirth', args: [tokenId, talkCost] }),
    report: { tokenId, txAmount: talkCost },
  };
}

export function revealPlan(contracts: NftContracts, tokenId: bigint): TransactionPlan {
  return {
    action: 'revealCreature',
    call: contractCall({ ...contracts.CreatureNft, functionName: 'reveal', args: [tokenId] }),
  };
}

export function createNestPlan(contracts: NftContracts, tokenId: bigint): TransactionPlan {
  const { CreatureBreeding, CreatureNft } = contracts;
  return {
    action: 'createNest',
    nftApprovals: [{ collection: CreatureNft.address, collectionName: 'creatures', spender: CreatureBreeding.address, tokenId }],
    call: contractCall({ ...CreatureBreeding, functionName: 'createNest', args: [tokenId] }),
    report: { tokenId },
  };
}

export function closeNestPlan(contracts: NftContracts, nestId: bigint): TransactionPlan {
  return {
    action: 'closeNest',
    call: contractCall({ ...contracts.CreatureBreeding, functionName: 'closeNest', args: [nestId] }),
    report: { tokenId: nestId },
  };
}

/** docs/PRODUCT.md §4.4: with no breed times left, the variant that also buys one time for a fee. */
export function breedPlan(
  contracts: NftContracts,
  nestId: bigint,
  tokenId: bigint,
  quote: { total: bigint; needsBreedTime: boolean },
): TransactionPlan {
  const { CreatureBreeding, AfaToken } = contracts;
  return {
    action: 'breedPair',
    tokenAllowances:
      quote.total > 0n ? [{ symbol: 'AFA', token: AfaToken.address, spender: CreatureBreeding.address, amount: quote.total }] : [],
    call: contractCall({
      ...CreatureBreeding,
      functionName: quote.needsBreedTime ? 'pairWithBreedTime' : 'pair',
      args: [nestId, tokenId, quote.total],
    }),
    report: { fromTokenId: tokenId, toTokenId: nestId, txAmount: quote.total },
  };
}

/**
 * A claim takes two presses: the first commits it, which fixes the offspring to the hash of the commit's block;
 * the second, in a later block, mints it. They cannot share a transaction, a batch or one simulated block.
 */
export function claimBredNftPlan(contracts: NftContracts, pair: BreedingPair): TransactionPlan {
  const { CreatureBreeding } = contracts;
  if (pair.seedBlock === 0n) {
    return { action: 'commitClaim', call: contractCall({ ...CreatureBreeding, functionName: 'commitClaim', args: [pair.pairId] }) };
  }
  return {
    action: 'claimBredNft',
    call: contractCall({ ...CreatureBreeding, functionName: 'claim', args: [pair.pairId] }),
    report: { tokenId: pair.tokenId2 },
  };
}

/** docs/PRODUCT.md §4.4: a blind pendant (no attribute yet) is opened first, then put on. */
export function equipPendantPlan(contracts: NftContracts, pendantId: bigint, creatureId: bigint, opened: boolean): TransactionPlan {
  const { PendantNft } = contracts;
  return {
    action: 'equipPendant',
    preludes: opened ? [] : [{ action: 'openPendant', call: contractCall({ ...PendantNft, functionName: 'open', args: [pendantId] }) }],
    call: contractCall({ ...PendantNft, functionName: 'equip', args: [pendantId, creatureId] }),
    report: { fromTokenId: pendantId, toTokenId: creatureId },
  };
}

export function uninstallPendantPlan(contracts: NftContracts, pendantId: bigint, creatureId: bigint): TransactionPlan {
  return {
    action: 'uninstallPendant',
    call: contractCall({ ...contracts.PendantNft, functionName: 'uninstall', args: [pendantId] }),
    report: { fromTokenId: pendantId, toTokenId: creatureId },
  };
}

export function stakePlan(contracts: NftContracts, tokenId: bigint): TransactionPlan {
  const { CreatureStakingPool, CreatureNft } = contracts;
  return {
    action: 'stake',
    nftApprovals: [{ collection: CreatureNft.address, collectionName: 'creatures', spender: CreatureStakingPool.address, tokenId }],
    call: contractCall({ ...CreatureStakingPool, functionName: 'stake', args: [tokenId] }),
  };
}

export function releaseIncomePlan(contracts: NftContracts, tokenId: bigint): TransactionPlan {
  return {
    action: 'releaseIncome',
    call: contractCall({ ...contracts.CreatureStakingPool, functionName: 'release', args: [tokenId] }),
  };
}

export function withdrawStakePlan(contracts: NftContracts, tokenId: bigint): TransactionPlan {
  return {
    action: 'withdrawStake',
    call: contractCall({ ...contracts.CreatureStakingPool, functionName: 'withdraw', args: [tokenId] }),
  };
}

/** talk a withdrawal could not mint stays owed; this mints it once minting works again. */
export function claimOwedIncomePlan(contracts: NftContracts): TransactionPlan {
  return {
    action: 'claimOwedIncome',
    call: contractCall({ ...contracts.CreatureStakingPool, functionName: 'claimOwedIncome', args: [] }),
  };
}

/** talk at the mint rate: `ethAmount` wei buys ethAmount × rate talk units. */
export function mintTalkPlan(contracts: NftContracts, ethAmount: bigint): TransactionPlan {
  return {
    action: 'mintTalk',
    call: contractCall({ ...contracts.TalkToken, functionName: 'mint', args: [], value: ethAmount }),
  };
}

/**
 * docs/PRODUCT.md §4.4: a nest owner takes the rewards their nests earned without closing one; rewards are owed
 * per token, so those earned before a change of the cost token are withdrawn in the token they were earned in.
 */
export function withdrawNestRewardPlan(contracts: NftContracts, token: Address): TransactionPlan {
  return {
    action: 'withdrawNestReward',
    call: contractCall({ ...contracts.CreatureBreeding, functionName: 'withdrawReward', args: [token] }),
  };
}

/**
 * docs/PRODUCT.md §4.4: creatures bought blind in a batch; in talk (approved to the creature contract first) while
 * "buy by second token" is on, else in ETH sent along. docs/PRODUCT.md §4.4 gives a purchase no txType: not reported.
 */
export function buyCreaturesPlan(
  contracts: NftContracts,
  quantity: bigint,
  cost: { paidInTalk: boolean; amount: bigint },
): TransactionPlan {
  const { CreatureNft, TalkToken } = contracts;
  return {
    action: 'buyCreatures',
    tokenAllowances: cost.paidInTalk
      ? [{ symbol: 'talk', token: TalkToken.address, spender: CreatureNft.address, amount: cost.amount }]
      : [],
    call: contractCall({
      ...CreatureNft,
      functionName: 'buy',
      args: [quantity, cost.amount],
      value: cost.paidInTalk ? undefined : cost.amount,
    }),
  };
}

/** docs/PRODUCT.md §4.4: blind pendants bought in a batch with ETH; not reported either. */
export function buyPendantsPlan(contracts: NftContracts, quantity: bigint, ethCost: bigint): TransactionPlan {
  return {
    action: 'buyPendants',
    call: contractCall({ ...contracts.PendantNft, functionName: 'buy', args: [quantity], value: ethCost }),
  };
}
