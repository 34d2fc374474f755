/**
 * @jest-environment node
 */
import { encodeErrorResult, parseEther, type Address, type Chain, type Hash, type PublicClient, type WalletClient } from 'viem';
import { contractsFor } from '@/contracts-abi';
import { upgradePlan } from '@/lib/nft/plans';
import { buildTargetChain } from '../chains';
import { executePlan, type PipelineContext } from './execute';
import type { TxProgress } from './types';

const contracts = contractsFor(2810);
const { AfaToken, TalkToken, CreatureUpgrade } = contracts;
const ACCOUNT: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const COST = { afa: parseEther('10'), talk: parseEther('20') };
const FEES = { maxFeePerGas: 3n, maxPriorityFeePerGas: 1n };
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

/**
 * A chain and wallet that log every request as `<kind> <function>` and answer each one on a later turn of
 * the event loop, so the log shows which requests went out together (a `|` marks each answer).
 */
function fakeChain(options: { allowances: { afa: bigint; talk: bigint }; upgradeRefusal?: unknown; revertsOnChain?: Address }) {
  const log: string[] = [];
  const sent: Call[] = [];
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
  const refusal = (call: Call) =>
    call.functionName === 'upgrade' && (options.upgradeRefusal ?? (allowances.afa < COST.afa ? allowanceTooLow : undefined));

  const publicClient = {
    multicall: ({ contracts: reads }: { contracts: { address: Address }[] }) =>
      answer('read allowances', () => reads.map((read) => (read.address === AfaToken.address ? allowances.afa : allowances.talk))),
    simulateContract: (call: Call & { address: Address }) =>
      answer(`simulate ${nameOf(call.address)}`, () => {
        const error = refusal(call);
        if (error) throw error;
        return { request: call };
      }),
    estimateContractGas: (call: Call & { address: Address }) =>
      answer(`gas ${nameOf(call.address)}`, () => {
        const error = refusal(call);
        if (error) throw error;
        return 50_000n;
      }),
    estimateFeesPerGas: () => answer('fees', () => FEES),
    waitForTransactionReceipt: ({ hash }: { hash: Hash }) =>
      answer('receipt', () => ({ status: sentTo.get(hash) === options.revertsOnChain ? 'reverted' : 'success', transactionHash: hash })),
  };
  const walletClient = {
    writeContract: (call: Call & { address: Address; args: readonly unknown[]; gas: bigint; maxFeePerGas: bigint }) => {
      sent.push({ contract: call.address, functionName: call.functionName });
      return answer(`send ${nameOf(call.address)}`, () => {
        if (call.functionName === 'approve') {
          const amount = call.args[1] as bigint;
          if (call.address === AfaToken.address) allowances.afa = amount;
          else allowances.talk = amount;
        }
        expect(call).toMatchObject({ gas: 60_000n, maxFeePerGas: FEES.maxFeePerGas, maxPriorityFeePerGas: FEES.maxPriorityFeePerGas });
        const hash = `0x${String(sent.length).padStart(64, '0')}` as Hash;
        sentTo.set(hash, call.address);
        return hash;
      });
    },
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
  return { context, sent, progress, rounds };
}

const plan = () => upgradePlan(contracts, 7n, 1, COST);

describe('the transaction pipeline', () => {
  it('asks everything it can know before the first prompt at once, and prompts for each approval while the one before is mined', async () => {
    const { context, sent, rounds } = fakeChain({ allowances: { afa: 0n, talk: 0n } });

    const result = await executePlan(plan(), context);

    expect(result).toMatchObject({ ok: true, hash: `0x${'3'.padStart(64, '0')}` });
    expect(sent.map((call) => `${call.functionName} ${call.contract}`)).toEqual([
      `approve ${AfaToken.address}`,
      `approve ${TalkToken.address}`,
      `upgrade ${CreatureUpgrade.address}`,
    ]);
    expect(rounds()).toEqual([
      // The chain check beside one batch: the allowances, both approvals prepared, the upgrade simulated, the fees.
      ['chain', 'fees', 'gas AFA', 'gas talk', 'gas upgrade', 'read allowances', 'simulate AFA', 'simulate talk', 'simulate upgrade'],
      ['send AFA'],
      // The talk approval was prepared up front, with its fees: it does not wait for the AFA one to be mined.
      ['receipt', 'send talk'],
      ['receipt'],
      // The upgrade is prepared again once the approvals are mined.
      ['fees', 'gas upgrade', 'simulate upgrade'],
      ['send upgrade'],
      ['receipt'],
    ]);
  });

  it('skips an approval already in place, and sends a lone call with what the first round prepared', async () => {
    const { context, sent, rounds, progress } = fakeChain({ allowances: { afa: COST.afa, talk: COST.talk } });

    const result = await executePlan(plan(), context);

    expect(result.ok).toBe(true);
    expect(sent.map((call) => call.functionName)).toEqual(['upgrade']);
    expect(rounds().slice(1)).toEqual([['send upgrade'], ['receipt']]);
    expect(progress.at(-1)).toMatchObject({ steps: [{ kind: 'main', action: 'upgrade' }], index: 0, phase: 'waitingForReceipt' });
  });

  it('fails with the title of an approval that reverted on chain, and never prompts for the call', async () => {
    const { context, sent, progress } = fakeChain({ allowances: { afa: 0n, talk: 0n }, revertsOnChain: AfaToken.address });

    const result = await executePlan(plan(), context);

    expect(result).toMatchObject({ ok: false, failure: { failedAction: 'approveToken', kind: 'CALL_EXCEPTION', beforeWalletPrompt: false } });
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
    const { context, sent } = fakeChain({ allowances: { afa: 0n, talk: 0n }, upgradeRefusal: lifespanSpent });

    const result = await executePlan(plan(), context);

    expect(result).toMatchObject({
      ok: false,
      failure: { failedAction: 'upgrade', kind: 'CALL_EXCEPTION', reason: { errorName: 'LifespanSpent' }, beforeWalletPrompt: true },
    });
    expect(sent).toEqual([]);
  });

  it('lets through a shortfall of allowance that its own approvals cure', async () => {
    const { context, sent } = fakeChain({ allowances: { afa: 0n, talk: COST.talk } });

    const result = await executePlan(plan(), context);

    expect(result.ok).toBe(true);
    expect(sent.map((call) => call.functionName)).toEqual(['approve', 'upgrade']);
  });

  it('fails with the wallet’s refusal to switch chain, whatever the reads found', async () => {
    const { context, sent } = fakeChain({ allowances: { afa: 0n, talk: 0n } });
    context.ensureChain = () => Promise.reject(Object.assign(new Error('User rejected the switch'), { code: 4001 }));

    const result = await executePlan(plan(), context);

    expect(result).toMatchObject({ ok: false, failure: { failedAction: 'upgrade', kind: 'ACTION_REJECTED', beforeWalletPrompt: false } });
    expect(sent).toEqual([]);
  });
});
