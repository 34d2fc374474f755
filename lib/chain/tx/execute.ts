import {
  AtomicityNotSupportedError,
  BaseError,
  InsufficientFundsError,
  MethodNotFoundRpcError,
  MethodNotSupportedRpcError,
  UnsupportedChainIdError,
  UnsupportedProviderMethodError,
  type Address,
  type Chain,
  type Hash,
  type PublicClient,
  type WalletClient,
} from 'viem';
import { broadcastTxTypeOf } from './actions';
import { reportBroadcast } from './broadcast';
import { awaitBatch, pendingReportOf, type BatchOutcome } from './batches';
import { toTxFailure } from './failure';
import { FlowFailure, fail, settle, valueOf, type Settled } from './flow-failure';
import { DroppedTransactionError, ReplacedInWalletError } from './outcome-errors';
import { canPay, quotePlan, type PlanQuote, type PlannedStep, type SendingTerms, type StepCall } from './quote';
import { awaitTransaction, revertedOnChain, type ReceiptOutcome } from './receipts';
import { transactionStore, type PendingBatch } from './transaction-store';
import type { TransactionPlan, TxAction, TxProgress, TxResult } from './types';

export interface PipelineContext {
  account: Address;
  chain: Chain;
  publicClient: PublicClient;
  walletClient: WalletClient;
  /** Puts the wallet on `chain` (switch, or add on 4902); throws the wallet's error. */
  ensureChain: () => Promise<void>;
  onProgress: (progress: TxProgress) => void;
}

/** Persist → report: what follows every prompt the wallet answered with a transaction hash. */
function recordSent(hash: Hash, planned: StepCall, plan: TransactionPlan, context: PipelineContext): void {
  transactionStore.add({
    hash,
    action: planned.action,
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
}

/** Wallet prompt → persist → report, for one call of the flow, with the gas, fees and nonce read ahead. */
async function sendStep(
  planned: PlannedStep,
  terms: SendingTerms,
  nonce: number,
  plan: TransactionPlan,
  progress: Omit<TxProgress, 'phase'>,
  context: PipelineContext,
): Promise<Hash> {
  const { action, call } = planned;
  context.onProgress({ ...progress, phase: 'confirmInWallet' });
  let hash: Hash;
  try {
    hash = await context.walletClient.writeContract({
      address: call.address,
      abi: call.abi,
      functionName: call.functionName,
      args: call.args,
      value: call.value,
      gas: planned.gas,
      nonce,
      maxFeePerGas: terms.fees.maxFeePerGas,
      maxPriorityFeePerGas: terms.fees.maxPriorityFeePerGas,
      account: context.account,
      chain: context.chain,
    });
  } catch (error) {
    fail(error, action);
  }
  recordSent(hash, planned, plan, context);
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
  if (outcome.status === 'reverted') fail(await revertedOnChain(context.publicClient, hash), action);
  // The user cancelled or replaced it in the wallet: the action did not happen, by their choice.
  if (outcome.status === 'replaced') fail(new ReplacedInWalletError(hash), action);
  if (outcome.status === 'dropped') fail(new DroppedTransactionError(hash), action);
  return outcome;
}

/** Whether the wallet says it runs batches atomically on `chain` (EIP-5792); a wallet that cannot say does not. */
async function supportsAtomicBatches(context: PipelineContext): Promise<boolean> {
  const capabilities = await context.walletClient.getCapabilities({ account: context.account, chainId: context.chain.id });
  const status = capabilities.atomic?.status;
  return status === 'supported' || status === 'ready';
}

/** A flow's steps and everything needed to send them, learnt in the first round. */
interface PreparedFlow extends PlanQuote {
  atomic: boolean;
}

/**
 * What the flow learns before its first prompt, asked all at once: the wallet's chain and its batch
 * support beside the plan's quote. A refusal, or a balance that cannot pay the fee, is explained before any
 * prompt, and nothing is simulated again once approvals are mined.
 */
async function prepareFlow(plan: TransactionPlan, context: PipelineContext): Promise<PreparedFlow> {
  const [onChain, atomic, quote] = await Promise.all([
    settle(context.ensureChain()),
    settle(supportsAtomicBatches(context)),
    settle(quotePlan(plan, context)),
  ]);
  valueOf(onChain, plan.action);
  if (!quote.ok) throw quote.error;
  if (!canPay(quote.value)) fail(new InsufficientFundsError(), plan.action, true);
  return { ...quote.value, atomic: atomic.ok && atomic.value };
}

/** Approvals do not depend on each other, so one can be mined while the wallet asks for the next. */
function isApproval(step: PlannedStep | undefined): boolean {
  return step?.step.kind === 'approveToken' || step?.step.kind === 'approveNft';
}

/**
 * The sequential executor: one prompt per step, each with the gas, fees and nonce read in the first round.
 * Approvals are prompted one after the other while the earlier ones are mined; the calls after them wait
 * for every step before to be confirmed.
 */
async function executeSequentially(flow: PreparedFlow, plan: TransactionPlan, context: PipelineContext): Promise<TxResult> {
  const { sequence, terms } = flow;
  const steps = sequence.map((item) => item.step);
  // Each sent step is waited for from the moment it is sent, so the transaction store learns its outcome
  // even when a later prompt is refused; the flow goes on only once every step sent so far is confirmed.
  const unconfirmed: Promise<Settled<Hash>>[] = [];
  let last: Hash | undefined;
  for (const [index, planned] of sequence.entries()) {
    const progress = { steps, index };
    const hash = await sendStep(planned, terms, terms.nonce + index, plan, progress, context);
    unconfirmed.push(settle(confirmedStep(hash, planned.action, context).then(() => hash)));
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
  return { ok: true, hash: last };
}

/** Answers of a wallet that cannot run this batch as asked: the flow goes on one prompt per step instead. */
function isBatchRefusedWithoutPrompt(error: unknown): boolean {
  return (
    error instanceof BaseError &&
    error.walk(
      (cause) =>
        cause instanceof AtomicityNotSupportedError ||
        cause instanceof UnsupportedChainIdError ||
        cause instanceof MethodNotSupportedRpcError ||
        cause instanceof MethodNotFoundRpcError ||
        cause instanceof UnsupportedProviderMethodError,
    ) !== null
  );
}

/**
 * The atomic executor: every step in one wallet_sendCalls batch (EIP-5792), one prompt, then
 * wallet_getCallsStatus until it lands. Resolves undefined when the wallet refuses the batch before asking
 * the user (it no longer runs batches atomically): the caller then runs the steps one by one.
 */
async function executeAtomically(flow: PreparedFlow, plan: TransactionPlan, context: PipelineContext): Promise<TxResult | undefined> {
  const main = flow.sequence[flow.sequence.length - 1]!;
  context.onProgress({ steps: [], index: 0, phase: 'confirmInWallet' });
  let id: string;
  try {
    ({ id } = await context.walletClient.sendCalls({
      account: context.account,
      chain: context.chain,
      forceAtomic: true,
      calls: flow.sequence.map(({ call }) => ({
        to: call.address,
        abi: call.abi,
        functionName: call.functionName,
        args: call.args,
        value: call.value,
      })),
    }));
  } catch (error) {
    if (isBatchRefusedWithoutPrompt(error)) return undefined;
    fail(error, plan.action);
  }
  const batch: PendingBatch = {
    callsId: id,
    action: plan.action,
    chainId: context.chain.id,
    from: context.account,
    report: pendingReportOf(plan),
  };
  transactionStore.addBatch(batch);
  context.onProgress({ steps: [], index: 0, phase: 'waitingForReceipt' });
  let outcome: BatchOutcome;
  try {
    outcome = await awaitBatch(context.walletClient, batch);
  } catch (error) {
    fail(error, main.action);
  }
  if (outcome.status === 'reverted') fail(await revertedOnChain(context.publicClient, outcome.hash), plan.action);
  return { ok: true, hash: outcome.hash };
}

/**
 * The one transaction pipeline (DESIGN "How a transaction flows"): one plan, two executors. The first
 * round prepares the whole plan; then, when the wallet runs atomic batches on the chain and the plan has
 * more than one step, one prompt sends them all; otherwise one prompt per step. Resolves to a typed
 * result; it never throws.
 */
export async function executePlan(plan: TransactionPlan, context: PipelineContext): Promise<TxResult> {
  try {
    context.onProgress({ steps: [], index: 0, phase: 'preparing' });
    const flow = await prepareFlow(plan, context);
    if (flow.atomic && flow.sequence.length > 1) {
      const result = await executeAtomically(flow, plan, context);
      if (result) return result;
    }
    return await executeSequentially(flow, plan, context);
  } catch (error) {
    if (error instanceof FlowFailure) return { ok: false, failure: error.failure };
    return { ok: false, failure: toTxFailure(error, plan.action) };
  }
}
