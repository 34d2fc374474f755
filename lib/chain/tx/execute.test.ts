/**
 * @jest-environment node
 */
import {
  AtomicityNotSupportedError,
  encodeErrorResult,
  maxUint256,
  parseEther,
  type Address,
  type Chain,
  type Hash,
  type PublicClient,
  type WalletClient,
} from 'viem';
import { testContracts } from '@/lib/nft/test-support/contracts';
import { upgradePlan } from '@/lib/nft/plans';
import { buildTargetChain } from '../chains';
import { executePlan, type PipelineContext } from './execute';
import { approvalChoices } from './approval-choice';
import { transactionStore } from './transaction-store';
import type { TxProgress } from './types';

const contracts = testContracts;
const { AfaToken, TalkToken, CreatureUpgrade } = contracts;
const ACCOUNT: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const COST = { afa: parseEther('10'), talk: parseEther('20') };
const FEES = { maxFeePerGas: 3n, maxPriorityFeePerGas: 1n };
const NONCE = 12;
const BATCH_HASH: Hash = `0x${'b'.repeat(64)}`;
const chain: Chain = buildTargetChain({ origin: 'http://localhost:3000' });

const allowanceTooLow = {
  code: 3,
  message: 'execution reverted',
  data: encodeErrorResult({ abi: AfaToken.abi, errorName: 'ERC20InsufficientAllowance', args: [CreatureUpgrade.address, 0n, COST.afa] }),
};

interface Call {
  contract?: Address;
  functionName?: string;
}

interface SimulatedCall {
  to: Address;
  functionName: string;
  args: readonly unknown[];
}

/**
 * A chain and wallet that log every request as `<kind> <function>` and answer each one on a later turn of
 * the event loop, so the log shows which requests went out together (a `|` marks each answer).
 */
function fakeChain(options: {
  allowances: { afa: bigint; talk: bigint };
  upgradeRefusal?: unknown;
  revertsOnChain?: Address;
  /** What replaying the reverted transaction on its block's state says: the contract's refusal, if any. */
  replayRefusal?: unknown;
  atomic?: 'supported' | 'unsupported' | 'lostBeforeSend';
  balance?: bigint;
}) {
  const log: string[] = [];
  const sent: Call[] = [];
  const batches: Call[][] = [];
  const sentTo = new Map<Hash, Address>();
  const names: Record<Address, string> = { [AfaToken.address]: 'AFA', [TalkToken.address]: 'talk', [CreatureUpgrade.address]: 'upgrade' };
  const nameOf = (address: Address) => names[address] ?? address;
  const allowances = { ...options.allowances };
  const answer = <T>(entry: string, value: () => T): Promise<T> => {
    log.push(entry);
    return new Promise((resolve, reject) =>
      setTimeout(() => {
        log.push('|');
        try {
          resolve(value());
        } catch (error) {
          reject(error);
        }
      }, 0),
    );
  };
  /** Applies an approval to `state`, or says why the upgrade is refused in it. */
  const run = (call: SimulatedCall, state: { afa: bigint; talk: bigint }) => {
    if (call.functionName === 'approve') {
      if (call.to === AfaToken.address) state.afa = call.args[1] as bigint;
      else state.talk = call.args[1] as bigint;
      return undefined;
    }
    return options.upgradeRefusal ?? (state.afa < COST.afa ? allowanceTooLow : undefined);
  };

  const publicClient = {
    multicall: ({ contracts: reads }: { contracts: { address: Address }[] }) =>
      answer('read allowances', () => reads.map((read) => (read.address === AfaToken.address ? allowances.afa : allowances.talk))),
    simulateCalls: ({ calls }: { calls: SimulatedCall[] }) =>
      answer(`simulate ${calls.map((call) => nameOf(call.to)).join('+')}`, () => {
        const state = { ...allowances };
        return {
          results: calls.map((call) => {
            const error = run(call, state);
            return error ? { status: 'failure', error, gasUsed: 30_000n } : { status: 'success', gasUsed: 40_000n };
          }),
        };
      }),
    estimateFeesPerGas: () => answer('fees', () => FEES),
    getTransactionCount: () => answer('nonce', () => NONCE),
    getBalance: () => answer('balance', () => options.balance ?? parseEther('1')),
    getTransaction: ({ hash }: { hash: Hash }) =>
      answer('transaction', () => ({ hash, from: ACCOUNT, to: sentTo.get(hash) ?? ACCOUNT, input: '0x', value: 0n, blockNumber: 7n })),
    call: () =>
      answer('replay', () => {
        if (options.replayRefusal) throw options.replayRefusal;
        return { data: '0x' };
      }),
    waitForTransactionReceipt: ({ hash }: { hash: Hash }) =>
      answer('receipt', () => ({ status: sentTo.get(hash) === options.revertsOnChain ? 'reverted' : 'success', transactionHash: hash })),
  };
  let atomic = options.atomic ?? 'unsupported';
  const walletClient = {
    getCapabilities: () =>
      answer('capabilities', () => {
        const status = atomic === 'unsupported' ? 'unsupported' : 'supported';
        if (atomic === 'lostBeforeSend') atomic = 'unsupported';
        return { atomic: { status } };
      }),
    writeContract: (call: Call & { address: Address; args: readonly unknown[]; gas: bigint; maxFeePerGas: bigint; nonce: number }) => {
      sent.push({ contract: call.address, functionName: call.functionName });
      const expectedNonce = NONCE + sent.length - 1;
      return answer(`send ${nameOf(call.address)}`, () => {
        if (call.functionName === 'approve') {
          const amount = call.args[1] as bigint;
          if (call.address === AfaToken.address) allowances.afa = amount;
          else allowances.talk = amount;
        }
        // The simulation's 40 000 gas, a quarter more for refunds, a fifth more of headroom.
        expect(call).toMatchObject({
          gas: 60_000n,
          nonce: expectedNonce,
          maxFeePerGas: FEES.maxFeePerGas,
          maxPriorityFeePerGas: FEES.maxPriorityFeePerGas,
        });
        const hash = `0x${String(sent.length).padStart(64, '0')}` as Hash;
        sentTo.set(hash, call.address);
        return hash;
      });
    },
    sendCalls: ({ calls, forceAtomic }: { calls: SimulatedCall[]; forceAtomic: boolean }) =>
      answer('send batch', () => {
        expect(forceAtomic).toBe(true);
        if (atomic === 'unsupported') throw new AtomicityNotSupportedError(new Error('Atomicity not supported'));
        batches.push(calls.map((call) => ({ contract: call.to, functionName: call.functionName })));
        return { id: 'batch-1' };
      }),
    waitForCallsStatus: () =>
      answer('batch status', () => {
        const reverted = options.revertsOnChain !== undefined;
        return { status: reverted ? 'failure' : 'success', receipts: [{ transactionHash: BATCH_HASH }] };
      }),
  };
  const progress: TxProgress[] = [];
  const context: PipelineContext = {
    account: ACCOUNT,
    chain,
    publicClient: publicClient as unknown as PublicClient,
    walletClient: walletClient as unknown as WalletClient,
    ensureChain: () => answer('chain', () => undefined),
    onProgress: (next) => progress.push(next),
  };
  /** The log cut at each answer: the requests of each round trip, in the order they were made. */
  const rounds = () =>
    log
      .join(',')
      .split(/,?\|,?/)
      .map((round) => round.split(',').filter(Boolean).sort())
      .filter((round) => round.length > 0);
  return { context, sent, batches, progress, rounds };
}

const plan = () => upgradePlan(contracts, 7n, 1, COST);

const FIRST_ROUND = ['balance', 'capabilities', 'chain', 'fees', 'nonce', 'read allowances', 'simulate AFA+talk+upgrade'];

describe('the transaction pipeline, one prompt per step', () => {
  it('prepares the whole plan in one round, prompts for each approval while the one before is mined, and never simulates again', async () => {
    const { context, sent, rounds } = fakeChain({ allowances: { afa: 0n, talk: 0n } });

    const result = await executePlan(plan(), context);

    expect(result).toMatchObject({ ok: true, hash: `0x${'3'.padStart(64, '0')}` });
    expect(sent.map((call) => `${call.functionName} ${call.contract}`)).toEqual([
      `approve ${AfaToken.address}`,
      `approve ${TalkToken.address}`,
      `upgrade ${CreatureUpgrade.address}`,
    ]);
    expect(rounds()).toEqual([
      // The chain check and the wallet's batch support beside one batch: the allowances, the whole plan
      // simulated in one request, the fees and the nonce.
      FIRST_ROUND,
      ['send AFA'],
      // The talk approval does not wait for the AFA one to be mined.
      ['receipt', 'send talk'],
      ['receipt'],
      // The upgrade goes with the gas its first simulation gave: nothing is read again.
      ['send upgrade'],
      ['receipt'],
    ]);
  });

  it('approves exactly what the call spends by default, and the maximum for a token the user chose unlimited for', async () => {
    approvalChoices.set(TalkToken.address, 'unlimited');
    try {
      const { context, progress } = fakeChain({ allowances: { afa: 0n, talk: 0n } });

      expect((await executePlan(plan(), context)).ok).toBe(true);
      expect(progress.at(-1)?.steps.slice(0, 2)).toEqual([
        { kind: 'approveToken', symbol: 'AFA', amount: COST.afa },
        { kind: 'approveToken', symbol: 'talk', amount: maxUint256 },
      ]);
    } finally {
      approvalChoices.set(TalkToken.address, 'exact');
    }
  });

  it('skips an approval already in place, and sends a lone call after the first round', async () => {
    const { context, sent, rounds, progress } = fakeChain({ allowances: { afa: COST.afa, talk: COST.talk } });

    const result = await executePlan(plan(), context);

    expect(result.ok).toBe(true);
    expect(sent.map((call) => call.functionName)).toEqual(['upgrade']);
    expect(rounds()).toEqual([FIRST_ROUND, ['send upgrade'], ['receipt']]);
    expect(progress.at(-1)).toMatchObject({ steps: [{ kind: 'main', action: 'upgrade' }], index: 0, phase: 'waitingForReceipt' });
  });

  it('fails with the title of an approval that reverted on chain, and never prompts for the call', async () => {
    const { context, sent, progress } = fakeChain({ allowances: { afa: 0n, talk: 0n }, revertsOnChain: AfaToken.address });

    const result = await executePlan(plan(), context);

    expect(result).toMatchObject({
      ok: false,
      failure: { failedAction: 'approveToken', kind: 'CALL_EXCEPTION', beforeWalletPrompt: false },
    });
    expect(sent.map((call) => call.functionName)).toEqual(['approve', 'approve']);
    // Both approvals waited on together, behind the last one sent.
    expect(progress.filter((step) => step.phase === 'waitingForReceipt')).toEqual([
      expect.objectContaining({ index: 1, hash: `0x${'2'.padStart(64, '0')}` }),
    ]);
  });

  it('explains a refusal of the call itself before any prompt, even while approvals are missing', async () => {
    const lifespanSpent = {
      code: 3,
      message: 'execution reverted',
      data: encodeErrorResult({ abi: CreatureUpgrade.abi, errorName: 'LifespanSpent', args: [7n, 0n, 10n] }),
    };
    const { context, sent, batches } = fakeChain({ allowances: { afa: 0n, talk: 0n }, upgradeRefusal: lifespanSpent, atomic: 'supported' });

    const result = await executePlan(plan(), context);

    expect(result).toMatchObject({
      ok: false,
      failure: { failedAction: 'upgrade', kind: 'CALL_EXCEPTION', reason: { errorName: 'LifespanSpent' }, beforeWalletPrompt: true },
    });
    expect(sent).toEqual([]);
    expect(batches).toEqual([]);
  });

  it('simulates the call after its approvals, so a shortfall they cure is no refusal', async () => {
    const { context, sent } = fakeChain({ allowances: { afa: 0n, talk: COST.talk } });

    const result = await executePlan(plan(), context);

    expect(result.ok).toBe(true);
    expect(sent.map((call) => call.functionName)).toEqual(['approve', 'upgrade']);
  });

  it('says the balance cannot pay the network fee before any prompt', async () => {
    // Three steps of 60 000 gas at a max fee of 3 wei need 540 000 wei.
    const { context, sent, batches } = fakeChain({ allowances: { afa: 0n, talk: 0n }, balance: 539_999n, atomic: 'supported' });

    const result = await executePlan(plan(), context);

    expect(result).toMatchObject({ ok: false, failure: { failedAction: 'upgrade', kind: 'INSUFFICIENT_FUNDS', beforeWalletPrompt: true } });
    expect(sent).toEqual([]);
    expect(batches).toEqual([]);
  });

  it('fails with the wallet’s refusal to switch chain, whatever the reads found', async () => {
    const { context, sent } = fakeChain({ allowances: { afa: 0n, talk: 0n } });
    context.ensureChain = () => Promise.reject(Object.assign(new Error('User rejected the switch'), { code: 4001 }));

    const result = await executePlan(plan(), context);

    expect(result).toMatchObject({ ok: false, failure: { failedAction: 'upgrade', kind: 'ACTION_REJECTED', beforeWalletPrompt: false } });
    expect(sent).toEqual([]);
  });
});

describe('the transaction pipeline, one atomic batch', () => {
  it('sends the approvals and the call in one wallet_sendCalls, and follows it to the transaction that did it', async () => {
    const { context, sent, batches, rounds } = fakeChain({ allowances: { afa: 0n, talk: 0n }, atomic: 'supported' });

    const result = await executePlan(plan(), context);

    expect(result).toEqual({ ok: true, hash: BATCH_HASH });
    expect(sent).toEqual([]);
    expect(batches).toEqual([
      [
        { contract: AfaToken.address, functionName: 'approve' },
        { contract: TalkToken.address, functionName: 'approve' },
        { contract: CreatureUpgrade.address, functionName: 'upgrade' },
      ],
    ]);
    expect(rounds()).toEqual([FIRST_ROUND, ['send batch'], ['batch status']]);
    expect(transactionStore.all()['batch-1']).toMatchObject({ status: 'confirmed', hash: BATCH_HASH, action: 'upgrade' });
  });

  it('fails with the action’s title when the batch reverts on chain', async () => {
    const { context } = fakeChain({ allowances: { afa: 0n, talk: 0n }, atomic: 'supported', revertsOnChain: CreatureUpgrade.address });

    const result = await executePlan(plan(), context);

    expect(result).toMatchObject({ ok: false, failure: { failedAction: 'upgrade', kind: 'CALL_EXCEPTION', beforeWalletPrompt: false } });
  });

  it.each([
    ['one transaction per step', 'unsupported'],
    ['an atomic batch', 'supported'],
  ] as const)('names the contract’s reason for a revert on chain, from the transaction replayed on its block (%s)', async (_, atomic) => {
    const costAboveLimit = {
      code: 3,
      message: 'execution reverted',
      data: encodeErrorResult({ abi: CreatureUpgrade.abi, errorName: 'CostAboveLimit', args: [COST.afa * 2n, COST.afa] }),
    };
    const { context } = fakeChain({
      allowances: { afa: COST.afa, talk: COST.talk },
      atomic,
      revertsOnChain: CreatureUpgrade.address,
      replayRefusal: costAboveLimit,
    });

    const result = await executePlan(plan(), context);

    expect(result).toMatchObject({
      ok: false,
      failure: {
        failedAction: 'upgrade',
        kind: 'CALL_EXCEPTION',
        reason: { errorName: 'CostAboveLimit', args: [COST.afa * 2n, COST.afa] },
      },
    });
  });

  it('sends a lone call as a plain transaction', async () => {
    const { context, sent, batches } = fakeChain({ allowances: { afa: COST.afa, talk: COST.talk }, atomic: 'supported' });

    expect((await executePlan(plan(), context)).ok).toBe(true);
    expect(sent.map((call) => call.functionName)).toEqual(['upgrade']);
    expect(batches).toEqual([]);
  });

  it('goes on one prompt per step when the wallet loses atomic support between the read and the send', async () => {
    const { context, sent, batches } = fakeChain({ allowances: { afa: 0n, talk: 0n }, atomic: 'lostBeforeSend' });

    const result = await executePlan(plan(), context);

    expect(result.ok).toBe(true);
    expect(batches).toEqual([]);
    expect(sent.map((call) => call.functionName)).toEqual(['approve', 'approve', 'upgrade']);
  });
});
