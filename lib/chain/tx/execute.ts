import {
  erc20Abi,
  erc721Abi,
  isAddressEqual,
  maxUint256,
  zeroAddress,
  type Address,
  type Chain,
  type Hash,
  type PublicClient,
  type WalletClient,
} from 'viem';
import { broadcastTxTypeOf } from './actions';
import { reportBroadcast } from './broadcast';
import { findRevertReason, isApprovalShortfall } from './contract-errors';
import { toTxFailure } from './failure';
import { awaitTransaction } from './receipts';
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

interface StepCall {
  step: TxStep;
  action: TxAction;
  call: ContractCall;
}

/** Which of the plan's approvals are not in place yet, read in one multicall. */
async function missingApprovals(plan: TransactionPlan, context: PipelineContext): Promise<StepCall[]> {
  const tokens = plan.tokenAllowances ?? [];
  const nfts = plan.nftApprovals ?? [];
  if (tokens.length === 0 && nfts.length === 0) return [];
  const { account } = context;
  const results = await context.publicClient.multicall({
    allowFailure: false,
    contracts: [
      ...tokens.map(
        (need) =>
          ({ address: need.token, abi: erc20Abi, functionName: 'allowance', args: [account, need.spender] }) as const,
      ),
      ...nfts.flatMap(
        (need) =>
          [
            { address: need.collection, abi: erc721Abi, functionName: 'getApproved', args: [need.tokenId] },
            { address: need.collection, abi: erc721Abi, functionName: 'isApprovedForAll', args: [account, need.spender] },
          ] as const,
      ),
    ],
  });

  const steps: StepCall[] = [];
  tokens.forEach((need, index) => {
    const allowance = results[index] as bigint;
    const amount = need.amount ?? maxUint256;
    // SPEC §5: skipped when the allowance already covers the amount.
    if (allowance >= amount) return;
    steps.push({
      step: { kind: 'approveToken', symbol: need.symbol, amount },
      action: 'approveToken',
      call: { address: need.token, abi: erc20Abi, functionName: 'approve', args: [need.spender, amount] },
    });
  });
  nfts.forEach((need, index) => {
    const approved = results[tokens.length + index * 2] as Address;
    const approvedForAll = results[tokens.length + index * 2 + 1] as boolean;
    if (approvedForAll || (approved !== zeroAddress && isAddressEqual(approved, need.spender))) return;
    steps.push({
      step: { kind: 'approveNft', tokenId: need.tokenId },
      action: 'approveNft',
      call: { address: need.collection, abi: erc721Abi, functionName: 'approve', args: [need.spender, need.tokenId] },
    });
  });
  return steps;
}

function simulate(call: ContractCall, context: PipelineContext) {
  return context.publicClient.simulateContract({
    account: context.account,
    address: call.address,
    abi: call.abi,
    functionName: call.functionName,
    args: call.args,
    value: call.value,
  });
}

/**
 * Simulates the first call that will be sent, so a refusal is explained before any wallet prompt.
 * Only a shortfall that the flow's own approval steps will cure is let through.
 */
async function preflight(first: StepCall, approvalsPending: boolean, context: PipelineContext): Promise<void> {
  try {
    await simulate(first.call, context);
  } catch (error) {
    if (approvalsPending && isApprovalShortfall(findRevertReason(error))) return;
    fail(error, first.action, true);
  }
}

/**
 * The estimate is made against the last block, but the call runs in the next one: block-based draws
 * (reveals, offspring traits) can store different values and cost more gas than estimated. A fifth
 * more keeps such a call from running out of gas; unused gas is not charged.
 */
export function withGasHeadroom(estimate: bigint): bigint {
  return (estimate * 6n) / 5n;
}

/** Simulate → gas and fees → wallet prompt → persist → report → receipt, for one call of the flow. */
async function sendStep(
  stepCall: StepCall,
  plan: TransactionPlan,
  progress: Omit<TxProgress, 'phase'>,
  context: PipelineContext,
): Promise<{ hash: Hash; outcome: Awaited<ReturnType<typeof awaitTransaction>> }> {
  const { action, call } = stepCall;
  context.onProgress({ ...progress, phase: 'preparing' });
  let prepared;
  try {
    const [, gas, fees] = await Promise.all([
      simulate(call, context),
      context.publicClient.estimateContractGas({
        account: context.account,
        address: call.address,
        abi: call.abi,
        functionName: call.functionName,
        args: call.args,
        value: call.value,
      }),
      context.publicClient.estimateFeesPerGas(),
    ]);
    prepared = { ...fees, gas: withGasHeadroom(gas) };
  } catch (error) {
    fail(error, action, true);
  }

  context.onProgress({ ...progress, phase: 'confirmInWallet' });
  let hash: Hash;
  try {
    hash = await context.walletClient.writeContract({
      address: call.address,
      abi: call.abi,
      functionName: call.functionName,
      args: call.args,
      value: call.value,
      gas: prepared.gas,
      maxFeePerGas: prepared.maxFeePerGas,
      maxPriorityFeePerGas: prepared.maxPriorityFeePerGas,
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
  const txType = stepCall.step.kind === 'main' ? broadcastTxTypeOf(plan.action) : undefined;
  if (txType !== undefined) {
    // Not awaited: the report must never hold up or fail the user's transaction.
    void reportBroadcast({ txHash: hash, txType, fromAddress: context.account, ...plan.report }).catch(() => undefined);
  }

  context.onProgress({ ...progress, phase: 'waitingForReceipt', hash });
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
  return { hash, outcome };
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
 * The one transaction pipeline (DESIGN "How a transaction flows"): ensure chain → approvals not yet in
 * place → simulate → send → report → receipt. Resolves to a typed result; it never throws.
 */
export async function executePlan(plan: TransactionPlan, context: PipelineContext): Promise<TxResult> {
  try {
    context.onProgress({ steps: [], index: 0, phase: 'preparing' });
    try {
      await context.ensureChain();
    } catch (error) {
      fail(error, plan.action);
    }

    let approvals: StepCall[];
    try {
      approvals = await missingApprovals(plan, context);
    } catch (error) {
      fail(error, plan.action, true);
    }
    const preludes: StepCall[] = (plan.preludes ?? []).map(({ action, call }) => ({
      step: { kind: 'prelude', action },
      action,
      call,
    }));
    const main: StepCall = { step: { kind: 'main', action: plan.action }, action: plan.action, call: plan.call };
    const sequence = [...approvals, ...preludes, main];
    const steps = sequence.map((item) => item.step);

    // A lone call is simulated right before its prompt anyway; a longer flow checks its first call up front.
    if (sequence.length > 1) await preflight(preludes[0] ?? main, approvals.length > 0, context);

    let last: Awaited<ReturnType<typeof sendStep>> | undefined;
    for (const [index, stepCall] of sequence.entries()) {
      last = await sendStep(stepCall, plan, { steps, index }, context);
    }
    if (!last || last.outcome.status !== 'confirmed') throw new Error('The flow ended without a receipt');
    return { ok: true, hash: last.hash, receipt: last.outcome.receipt };
  } catch (error) {
    if (error instanceof FlowFailure) return { ok: false, failure: error.failure };
    return { ok: false, failure: toTxFailure(error, plan.action) };
  }
}
