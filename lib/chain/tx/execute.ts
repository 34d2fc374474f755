import {
  erc20Abi,
  erc721Abi,
  isAddressEqual,
  maxUint256,
  zeroAddress,
  type Address,
  type Chain,
  type ContractFunctionParameters,
  type Hash,
  type PublicClient,
  type TransactionReceipt,
  type WalletClient,
} from 'viem';
import { broadcastTxTypeOf } from './actions';
import { reportBroadcast } from './broadcast';
import { findRevertReason, isApprovalShortfall } from './contract-errors';
import { toTxFailure } from './failure';
import type { Eip1559Fees } from './fees';
import { awaitTransaction, type ReceiptOutcome } from './receipts';
import { transactionStore } from './transaction-store';
import type { ContractCall, TransactionPlan, TxAction, TxFailure, TxProgress, TxResult, TxStep } from './types';

export interface PipelineContext {
  account: Address;
  chain: Chain;
  publicClient: PublicClient;
  walletClient: WalletClient;
  /** Puts the wallet on `chain` (switch, or add on 4902); throws the wallet's error. */
  ensureChain: () => Promise<void>;
  onProgress: (progress: TxProgress) => void;
}

/** A failure that ends the flow, carrying what the UI shows. */
class FlowFailure extends Error {
  constructor(readonly failure: TxFailure) {
    super(failure.kind);
  }
}

function fail(error: unknown, action: TxAction, beforeWalletPrompt = false): never {
  throw new FlowFailure(toTxFailure(error, action, beforeWalletPrompt));
}

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** A read started ahead of its use: its failure is kept for the step that needs it, never left unhandled. */
function settle<T>(promise: Promise<T>): Promise<Settled<T>> {
  return promise.then(
    (value) => ({ ok: true, value }),
    (error: unknown) => ({ ok: false, error }),
  );
}

/** The value of a read started ahead, or the end of the flow with its error. */
function valueOf<T>(settled: Settled<T>, action: TxAction, beforeWalletPrompt = false): T {
  if (!settled.ok) fail(settled.error, action, beforeWalletPrompt);
  return settled.value;
}

interface StepCall {
  step: TxStep;
  action: TxAction;
  call: ContractCall;
}

/** An approval the plan needs unless its reads show it in place already. */
interface ApprovalCandidate extends StepCall {
  reads: readonly ContractFunctionParameters[];
  isInPlace: (results: readonly unknown[]) => boolean;
}

/** Every approval the plan may need, each with the reads that tell whether it is in place. */
function approvalCandidates(plan: TransactionPlan, account: Address): ApprovalCandidate[] {
  const tokens = (plan.tokenAllowances ?? []).map((need): ApprovalCandidate => {
    const amount = need.amount ?? maxUint256;
    return {
      step: { kind: 'approveToken', symbol: need.symbol, amount },
      action: 'approveToken',
      call: { address: need.token, abi: erc20Abi, functionName: 'approve', args: [need.spender, amount] },
      reads: [{ address: need.token, abi: erc20Abi, functionName: 'allowance', args: [account, need.spender] }],
      // docs/PRODUCT.md §5: skipped when the allowance already covers the amount.
      isInPlace: ([allowance]) => (allowance as bigint) >= amount,
    };
  });
  const nfts = (plan.nftApprovals ?? []).map(
    (need): ApprovalCandidate => ({
      step: { kind: 'approveNft', tokenId: need.tokenId },
      action: 'approveNft',
      call: { address: need.collection, abi: erc721Abi, functionName: 'approve', args: [need.spender, need.tokenId] },
      reads: [
        { address: need.collection, abi: erc721Abi, functionName: 'getApproved', args: [need.tokenId] },
        { address: need.collection, abi: erc721Abi, functionName: 'isApprovedForAll', args: [account, need.spender] },
      ],
      isInPlace: ([approved, approvedForAll]) =>
        approvedForAll === true || (approved !== zeroAddress && isAddressEqual(approved as Address, need.spender)),
    }),
  );
  return [...tokens, ...nfts];
}

/** Which candidates are not in place yet, read in one multicall. */
async function missingApprovals(candidates: readonly ApprovalCandidate[], context: PipelineContext): Promise<ApprovalCandidate[]> {
  if (candidates.length === 0) return [];
  const results = await context.publicClient.multicall({
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
 * Simulates `call` (so a revert is caught and explained before the wallet asks the user) and estimates
 * its gas, together; the simulation's error, which carries the decoded reason, comes first.
 */
async function prepareGas(call: ContractCall, context: PipelineContext): Promise<bigint> {
  const request = {
    account: context.account,
    address: call.address,
    abi: call.abi,
    functionName: call.functionName,
    args: call.args,
    value: call.value,
  };
  const [simulation, estimate] = await Promise.allSettled([
    context.publicClient.simulateContract(request),
    context.publicClient.estimateContractGas(request),
  ]);
  if (simulation.status === 'rejected') throw simulation.reason;
  if (estimate.status === 'rejected') throw estimate.reason;
  return withGasHeadroom(estimate.value);
}

/** docs/PRODUCT.md §9 fees for a transaction sent now: the chain's fee rule (`specChainFees`), one read of the block. */
function readFees(context: PipelineContext): Promise<Eip1559Fees> {
  return context.publicClient.estimateFeesPerGas();
}

/** A step of the flow; `gas` when it was prepared in the first round trip (approvals, a lone call). */
interface PlannedStep extends StepCall {
  gas?: bigint;
}

/**
 * Gas and fees → wallet prompt → persist → report, for one call of the flow. A step prepared ahead brings
 * its gas and takes the fees read with it, just before the first prompt (docs/PRODUCT.md §9's max fee, twice the base
 * fee, leaves room for the blocks the prompts take); any other step is simulated and estimated now, beside a
 * fee read.
 */
async function sendStep(
  planned: PlannedStep,
  preparedFees: Settled<Eip1559Fees>,
  plan: TransactionPlan,
  progress: Omit<TxProgress, 'phase'>,
  context: PipelineContext,
): Promise<Hash> {
  const { action, call } = planned;
  context.onProgress({ ...progress, phase: 'preparing' });
  let gas = planned.gas;
  let fees = preparedFees;
  if (gas === undefined) {
    const [prepared, read] = await Promise.all([settle(prepareGas(call, context)), settle(readFees(context))]);
    gas = valueOf(prepared, action, true);
    fees = read;
  }
  const { maxFeePerGas, maxPriorityFeePerGas } = valueOf(fees, action, true);

  context.onProgress({ ...progress, phase: 'confirmInWallet' });
  let hash: Hash;
  try {
    hash = await context.walletClient.writeContract({
      address: call.address,
      abi: call.abi,
      functionName: call.functionName,
      args: call.args,
      value: call.value,
      gas,
      maxFeePerGas,
      maxPriorityFeePerGas,
      account: context.account,
      chain: context.chain,
    });
  } catch (error) {
    fail(error, action);
  }

  transactionStore.add({
    hash,
    action,
    chainId: context.chain.id,
    from: context.account,
    status: 'pending',
    submittedAt: Date.now(),
  });
  const txType = planned.step.kind === 'main' ? broadcastTxTypeOf(plan.action) : undefined;
  if (txType !== undefined) {
    // Not awaited: the report must never hold up or fail the user's transaction.
    void reportBroadcast({ txHash: hash, txType, fromAddress: context.account, ...plan.report }).catch(() => undefined);
  }
  return hash;
}

/** The receipt of a sent step; anything but a confirmation ends the flow with the step's title. */
async function confirmedStep(
  hash: Hash,
  action: TxAction,
  context: PipelineContext,
): Promise<Extract<ReceiptOutcome, { status: 'confirmed' }>> {
  let outcome;
  try {
    outcome = await awaitTransaction(context.publicClient, hash);
  } catch (error) {
    fail(error, action);
  }
  if (outcome.status === 'reverted') fail(new RevertedOnChainError(hash), action);
  // The user cancelled or replaced it in the wallet: the action did not happen, by their choice.
  if (outcome.status === 'replaced') fail(new ReplacedInWalletError(hash), action);
  if (outcome.status === 'dropped') fail(new DroppedTransactionError(hash), action);
  return outcome;
}

/** A mined transaction whose receipt says it reverted. */
export class RevertedOnChainError extends Error {
  override name = 'RevertedOnChainError';
  readonly code = 3;
  constructor(readonly hash: Hash) {
    super(`Transaction ${hash} reverted`);
  }
}

/** Cancelled or replaced from the wallet: a user's refusal, so it carries the rejection code 4001. */
export class ReplacedInWalletError extends Error {
  override name = 'ReplacedInWalletError';
  readonly code = 4001;
  constructor(readonly hash: Hash) {
    super(`Transaction ${hash} was replaced in the wallet`);
  }
}

/** A sent transaction the node forgot, with nothing mined in its place. */
export class DroppedTransactionError extends Error {
  override name = 'DroppedTransactionError';
  constructor(readonly hash: Hash) {
    super(`Transaction ${hash} was dropped`);
  }
}

/**
 * What the flow learns before its first prompt, asked all at once: the wallet's chain, and beside it one
 * JSON-RPC batch with the approvals in place, every approval prepared in case it is missing, the first call
 * after them simulated (so a refusal is explained before any prompt) and the fees. Only a shortfall that the
 * flow's own approvals will cure is let through.
 */
async function planSteps(
  plan: TransactionPlan,
  context: PipelineContext,
): Promise<{ sequence: PlannedStep[]; fees: Settled<Eip1559Fees> }> {
  const candidates = approvalCandidates(plan, context.account);
  const afterApprovals: StepCall[] = [
    ...(plan.preludes ?? []).map(({ action, call }) => ({ step: { kind: 'prelude', action } as const, action, call })),
    { step: { kind: 'main', action: plan.action }, action: plan.action, call: plan.call },
  ];
  const [first, ...rest] = afterApprovals as [StepCall, ...StepCall[]];
  const [onChain, missing, approvalGas, firstGas, fees] = await Promise.all([
    settle(context.ensureChain()),
    settle(missingApprovals(candidates, context)),
    Promise.all(candidates.map((candidate) => settle(prepareGas(candidate.call, context)))),
    settle(prepareGas(first.call, context)),
    settle(readFees(context)),
  ]);
  valueOf(onChain, plan.action);
  const approvals = valueOf(missing, plan.action, true).map((candidate) => ({
    ...candidate,
    gas: valueOf(approvalGas[candidates.indexOf(candidate)]!, candidate.action, true),
  }));
  if (!firstGas.ok && !(approvals.length > 0 && isApprovalShortfall(findRevertReason(firstGas.error)))) {
    fail(firstGas.error, first.action, true);
  }
  // Prepared before the approvals, the first call is prepared again once they are mined.
  const firstStep: PlannedStep = approvals.length === 0 && firstGas.ok ? { ...first, gas: firstGas.value } : first;
  return { sequence: [...approvals, firstStep, ...rest], fees };
}

/** Approvals do not depend on each other, so one can be mined while the wallet asks for the next. */
function isApproval(step: PlannedStep | undefined): boolean {
  return step?.step.kind === 'approveToken' || step?.step.kind === 'approveNft';
}

/**
 * The one transaction pipeline (DESIGN "How a transaction flows"): ensure chain → approvals not yet in
 * place → simulate → send → report → receipt. Reads that do not depend on each other go out together: an
 * upgrade with both approvals missing needs one round trip before its first prompt, prompts for the second
 * approval while the first is mined, then needs only their receipts and the upgrade's own simulation before
 * the last prompt. Resolves to a typed result; it never throws.
 */
export async function executePlan(plan: TransactionPlan, context: PipelineContext): Promise<TxResult> {
  try {
    context.onProgress({ steps: [], index: 0, phase: 'preparing' });
    const { sequence, fees: preparedFees } = await planSteps(plan, context);
    const steps = sequence.map((item) => item.step);

    // Each sent step is waited for from the moment it is sent, so the transaction store learns its outcome
    // even when a later prompt is refused; the flow goes on only once every step sent so far is confirmed.
    const unconfirmed: Promise<Settled<{ hash: Hash; receipt: TransactionReceipt }>>[] = [];
    let last: { hash: Hash; receipt: TransactionReceipt } | undefined;
    for (const [index, planned] of sequence.entries()) {
      const progress = { steps, index };
      const hash = await sendStep(planned, preparedFees, plan, progress, context);
      unconfirmed.push(settle(confirmedStep(hash, planned.action, context).then(({ receipt }) => ({ hash, receipt }))));
      if (isApproval(planned) && isApproval(sequence[index + 1])) continue;
      context.onProgress({ ...progress, phase: 'waitingForReceipt', hash });
      // In the order sent: when several failed, the first one's title is the one shown.
      for (const confirmation of unconfirmed.splice(0)) {
        const settled = await confirmation;
        if (!settled.ok) throw settled.error;
        last = settled.value;
      }
    }
    if (!last) throw new Error('The flow ended without a receipt');
    return { ok: true, hash: last.hash, receipt: last.receipt };
  } catch (error) {
    if (error instanceof FlowFailure) return { ok: false, failure: error.failure };
    return { ok: false, failure: toTxFailure(error, plan.action) };
  }
}
