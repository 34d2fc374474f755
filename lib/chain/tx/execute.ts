import {
  AtomicityNotSupportedError,
  BaseError,
  InsufficientFundsError,
  MethodNotFoundRpcError,
  MethodNotSupportedRpcError,
  UnsupportedChainIdError,
  UnsupportedProviderMethodError,
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
  type WalletClient,
} from 'viem';
import { broadcastTxTypeOf } from './actions';
import { reportBroadcast } from './broadcast';
import { approvalChoices } from './approval-choice';
import { awaitBatch, pendingReportOf, type BatchOutcome } from './batches';
import { toTxFailure } from './failure';
import type { Eip1559Fees } from './fees';
import { awaitTransaction, type ReceiptOutcome } from './receipts';
import { transactionStore, type PendingBatch } from './transaction-store';
import type { ApprovalTarget, ContractCall, TransactionPlan, TxAction, TxFailure, TxProgress, TxResult, TxStep } from './types';

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
    const spent = need.amount ?? maxUint256;
    const unlimited = need.unlimited ?? approvalChoices.of(need.token) === 'unlimited';
    const approved = unlimited ? maxUint256 : spent;
    return {
      step: { kind: 'approveToken', symbol: need.symbol, amount: approved },
      action: 'approveToken',
      call: { address: need.token, abi: erc20Abi, functionName: 'approve', args: [need.spender, approved] },
      reads: [{ address: need.token, abi: erc20Abi, functionName: 'allowance', args: [account, need.spender] }],
      // docs/PRODUCT.md §5: skipped when the allowance already covers what the call spends.
      isInPlace: ([allowance]) => (allowance as bigint) >= spent,
    };
  });
  const nfts = (plan.nftApprovals ?? []).map(
    (need): ApprovalCandidate => ({
      step: { kind: 'approveNft', collection: need.collectionName, tokenId: need.tokenId },
      action: 'approveNft',
      // Unlimited: every NFT of the collection (an operator approval), so later actions need none.
      call:
        approvalChoices.of(need.collection) === 'unlimited'
          ? { address: need.collection, abi: erc721Abi, functionName: 'setApprovalForAll', args: [need.spender, true] }
          : { address: need.collection, abi: erc721Abi, functionName: 'approve', args: [need.spender, need.tokenId] },
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
interface PlannedStep extends StepCall {
  gas: bigint;
}

/** What a flow sends with, read once before its first prompt. */
interface SendingTerms {
  fees: Eip1559Fees;
  /** The account's next nonce: the flow's transactions take it and the ones after it, in order. */
  nonce: number;
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

/** Whether the wallet says it runs batches atomically on `chain` (EIP-5792); a wallet that cannot say does not. */
async function supportsAtomicBatches(context: PipelineContext): Promise<boolean> {
  const capabilities = await context.walletClient.getCapabilities({ account: context.account, chainId: context.chain.id });
  const status = capabilities.atomic?.status;
  return status === 'supported' || status === 'ready';
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
export async function quotePlan(plan: TransactionPlan, reader: Pick<PipelineContext, 'account' | 'publicClient'>): Promise<PlanQuote> {
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
  if (outcome.status === 'reverted') fail(new RevertedOnChainError(outcome.hash), plan.action);
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
