import {
  erc20Abi,
  erc721Abi,
  isAddressEqual,
  maxUint256,
  zeroAddress,
  type Address,
  type ContractFunctionParameters,
  type PublicClient,
} from 'viem';
import { approvalChoices, type ApprovalChoice } from './approval-choice';
import type { Eip1559Fees } from './fees';
import { fail, settle, valueOf } from './flow-failure';
import type { ApprovalTarget, ContractCall, NftApprovalNeed, TokenAllowanceNeed, TransactionPlan, TxAction, TxStep } from './types';

export interface StepCall {
  step: TxStep;
  action: TxAction;
  call: ContractCall;
}

/** An approval the plan needs unless its reads show it in place already. */
interface ApprovalCandidate extends StepCall {
  reads: readonly ContractFunctionParameters[];
  isInPlace: (results: readonly unknown[]) => boolean;
}

/** The approval of `need`: this token only, or (unlimited) every NFT of the collection, so later actions need none. */
export function nftApprovalCall(need: NftApprovalNeed, choice: ApprovalChoice): ContractCall {
  return choice === 'unlimited'
    ? { address: need.collection, abi: erc721Abi, functionName: 'setApprovalForAll', args: [need.spender, true] }
    : { address: need.collection, abi: erc721Abi, functionName: 'approve', args: [need.spender, need.tokenId] };
}

/** An allowance of `approved` to `need.spender` over `need.token`. */
export function tokenApprovalCall(need: Pick<TokenAllowanceNeed, 'token' | 'spender'>, approved: bigint): ContractCall {
  return { address: need.token, abi: erc20Abi, functionName: 'approve', args: [need.spender, approved] };
}

/** What tells whether `owner`'s token may already be moved by `need.spender`: its single approval and the collection's. */
export function nftApprovalReads(need: Pick<NftApprovalNeed, 'collection' | 'spender' | 'tokenId'>, owner: Address) {
  return [
    { address: need.collection, abi: erc721Abi, functionName: 'getApproved', args: [need.tokenId] },
    { address: need.collection, abi: erc721Abi, functionName: 'isApprovedForAll', args: [owner, need.spender] },
  ] as const;
}

/** Whether the answers of `nftApprovalReads` show `spender` approved over the token or over every one. */
export function isNftApprovalInPlace([approved, approvedForAll]: readonly unknown[], spender: Address): boolean {
  return approvedForAll === true || (approved !== zeroAddress && isAddressEqual(approved as Address, spender));
}

/** Every approval the plan may need, each with the reads that tell whether it is in place. */
function approvalCandidates(plan: TransactionPlan, account: Address): ApprovalCandidate[] {
  const tokens = (plan.tokenAllowances ?? []).map((need): ApprovalCandidate => {
    const spent = need.amount ?? maxUint256;
    const unlimited = need.unlimited ?? approvalChoices.of(need.token) === 'unlimited';
    const approved = unlimited ? maxUint256 : spent;
    return {
      step: { kind: 'approveToken', symbol: need.symbol, amount: approved },
      action: 'approveToken',
      call: tokenApprovalCall(need, approved),
      reads: [{ address: need.token, abi: erc20Abi, functionName: 'allowance', args: [account, need.spender] }],
      // docs/PRODUCT.md §5: skipped when the allowance already covers what the call spends.
      isInPlace: ([allowance]) => (allowance as bigint) >= spent,
    };
  });
  const nfts = (plan.nftApprovals ?? []).map((need): ApprovalCandidate => ({
    step: { kind: 'approveNft', collection: need.collectionName, tokenId: need.tokenId },
    action: 'approveNft',
    call: nftApprovalCall(need, approvalChoices.of(need.collection)),
    reads: nftApprovalReads(need, account),
    isInPlace: (answers) => isNftApprovalInPlace(answers, need.spender),
  }));
  return [...tokens, ...nfts];
}

/** Which candidates are not in place yet, read in one multicall. */
async function missingApprovals(candidates: readonly ApprovalCandidate[], publicClient: PublicClient): Promise<ApprovalCandidate[]> {
  if (candidates.length === 0) return [];
  const results = await publicClient.multicall({
    allowFailure: false,
    contracts: candidates.flatMap((candidate) => candidate.reads),
  });
  let offset = 0;
  return candidates.filter((candidate) => {
    const answers = results.slice(offset, (offset += candidate.reads.length));
    return !candidate.isInPlace(answers);
  });
}

/**
 * The estimate is made against the last block, but the call runs in the next one: block-based draws
 * (reveals, offspring traits) can store different values and cost more gas than estimated. A fifth
 * more keeps such a call from running out of gas; unused gas is not charged.
 */
export function withGasHeadroom(estimate: bigint): bigint {
  return (estimate * 6n) / 5n;
}

/**
 * The gas limit of a call from the gas its simulation used. That figure is net of refunds, which give back
 * at most a fifth of the gas spent (EIP-3529), so a quarter more restores what the call needs while it runs;
 * the headroom then covers the next block's draws.
 */
export function gasLimitFromSimulation(gasUsed: bigint): bigint {
  return withGasHeadroom((gasUsed * 5n) / 4n);
}

/** A step of the flow with the gas its simulation gave it. */
export interface PlannedStep extends StepCall {
  gas: bigint;
}

/** What a flow sends with, read once before its first prompt. */
export interface SendingTerms {
  fees: Eip1559Fees;
  /** The account's next nonce: the flow's transactions take it and the ones after it, in order. */
  nonce: number;
}

/** What a plan will take: its steps not yet done with their gas, the fees, the nonce and the ETH balance. */
export interface PlanQuote {
  sequence: PlannedStep[];
  terms: SendingTerms;
  balance: bigint;
}

/** The most the steps can cost in network fees: every step's gas limit at the max fee. */
export function maxNetworkFee(quote: PlanQuote): bigint {
  return quote.sequence.reduce((total, step) => total + step.gas * quote.terms.fees.maxFeePerGas, 0n);
}

/** The approvals the quoted plan still needs, each one's reach for the user to choose before the wallet asks. */
export function approvalTargets(quote: PlanQuote): ApprovalTarget[] {
  return quote.sequence.flatMap(({ step, call }): ApprovalTarget[] => {
    if (step.kind === 'approveToken') return [{ kind: 'token', symbol: step.symbol, address: call.address }];
    if (step.kind === 'approveNft') return [{ kind: 'nft', collection: step.collection, address: call.address }];
    return [];
  });
}

/** Whether the balance pays the network fee and the ETH the calls send along. */
export function canPay(quote: PlanQuote): boolean {
  const sentAlong = quote.sequence.reduce((total, step) => total + (step.call.value ?? 0n), 0n);
  return quote.balance >= maxNetworkFee(quote) + sentAlong;
}

/**
 * Everything a plan needs from the chain, in one JSON-RPC batch: the approvals in place, the whole plan
 * (every approval it may need, then its calls) simulated in one eth_simulateV1 request, the fees, the nonce
 * and the balance. A refusal ends it with the refused step's failure.
 */
export async function quotePlan(plan: TransactionPlan, reader: { account: Address; publicClient: PublicClient }): Promise<PlanQuote> {
  const { account, publicClient } = reader;
  const candidates = approvalCandidates(plan, account);
  const afterApprovals: StepCall[] = [
    ...(plan.preludes ?? []).map(({ action, call }) => ({ step: { kind: 'prelude', action } as const, action, call })),
    { step: { kind: 'main', action: plan.action }, action: plan.action, call: plan.call },
  ];
  const simulated: StepCall[] = [...candidates, ...afterApprovals];
  const [missing, simulation, fees, nonce, balance] = await Promise.all([
    settle(missingApprovals(candidates, publicClient)),
    settle(
      publicClient.simulateCalls({
        account,
        // On top of the block being built, as the transactions will be: a breeding claim must run in a block
        // after its commit's, which at the latest block it would not.
        blockTag: 'pending',
        calls: simulated.map(({ call }) => ({
          to: call.address,
          abi: call.abi,
          functionName: call.functionName,
          args: call.args,
          value: call.value,
        })),
      }),
    ),
    // docs/PRODUCT.md §9's fee rule (`specChainFees`), one read of the block: its max fee, twice the base fee,
    // leaves room for the blocks the prompts take.
    settle(publicClient.estimateFeesPerGas()),
    settle(publicClient.getTransactionCount({ address: account, blockTag: 'pending' })),
    settle(publicClient.getBalance({ address: account })),
  ]);
  const { results } = valueOf(simulation, plan.action, true);
  const gasOf = (index: number): bigint => {
    const result = results[index];
    if (!result) fail(new Error('The simulation answered fewer calls than it was given'), simulated[index]!.action, true);
    if (result.status === 'failure') fail(result.error, simulated[index]!.action, true);
    return gasLimitFromSimulation(result.gasUsed);
  };
  // The plan's own calls first: a refusal of the action is the one to explain, even with approvals missing.
  const actionSteps = afterApprovals.map((step, index) => ({ ...step, gas: gasOf(candidates.length + index) }));
  const approvals = valueOf(missing, plan.action, true).map((candidate) => ({
    ...candidate,
    gas: gasOf(candidates.indexOf(candidate)),
  }));
  return {
    sequence: [...approvals, ...actionSteps],
    terms: { fees: valueOf(fees, plan.action, true), nonce: valueOf(nonce, plan.action, true) },
    balance: valueOf(balance, plan.action, true),
  };
}
