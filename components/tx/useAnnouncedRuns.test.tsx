import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { encodeErrorResult, UserRejectedRequestError, type Hash } from 'viem';
import { testContracts } from '@/lib/nft/test-support/contracts';
import { preloadToaster, ToastHost } from '@/components/ui/ToastHost';
import { queryKeys } from '@/lib/api/queryKeys';
import { walletQueryKeys } from '@/lib/api/walletQueryKeys';
import { toTxFailure } from '@/lib/chain/tx/failure';
import type { TransactionPlan, TxResult } from '@/lib/chain/tx/types';
import { FlowAlreadyRunningError } from '@/lib/chain/tx/flow-failure';
import { breedPlan, claimBredNftPlan, mintTalkPlan } from '@/lib/nft/plans';
import type { BreedingPair } from '@/lib/nft/reads';
import enUS from '@/messages/en-US.json';
import { useAnnouncedRuns, type PlanExecutor } from './useAnnouncedRuns';

// next-intl ships ES modules only; this reads the en-US catalogue as the app's translator would.
jest.mock('next-intl', () => {
  const catalogue = jest.requireActual('@/messages/en-US.json');
  const lookup = (path: string): string => path.split('.').reduce((node, part) => node[part], catalogue);
  return {
    useTranslations:
      (namespace: string) =>
      (key: string, values: Record<string, string> = {}) =>
        lookup(`${namespace}.${key}`).replace(/\{(\w+)\}/g, (_: string, name: string) => values[name] ?? ''),
  };
});

// The toaster's script is loaded before the tests: a lookup then waits on the announcements alone.
beforeAll(() => preloadToaster());

const contracts = testContracts;
const HASH: Hash = `0x${'a'.repeat(64)}`;
const unclaimedPair = { pairId: 3n, tokenId2: 8n, seedBlock: 0n } as BreedingPair;
const pairing = breedPlan(contracts, 5n, 8n, { total: 200n, needsBreedTime: false });

/** The pipeline's answer for every run, and the plans it was given. */
function executor(result: TxResult): PlanExecutor & { ran: TransactionPlan[] } {
  const ran: TransactionPlan[] = [];
  return {
    ran,
    run: async (plan) => {
      ran.push(plan);
      return result;
    },
    progress: null,
    isRunning: false,
  };
}

/** The runner over `pipeline`, with the queries a screen holds of the chain's state. */
function renderRunner(pipeline: PlanExecutor) {
  const queryClient = new QueryClient();
  const held = [
    walletQueryKeys.nft.overview('0xabc'),
    walletQueryKeys.tx.quote('0xabc', 'plan'),
    walletQueryKeys.wallet.approvals('0xabc'),
    walletQueryKeys.market.orders({ side: 'listing' }),
    queryKeys.user.info(),
  ];
  for (const key of held) queryClient.setQueryData(key, 'read');
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  render(<ToastHost />);
  const { result } = renderHook(() => useAnnouncedRuns(pipeline), { wrapper });
  const invalidated = () => held.filter((key) => queryClient.getQueryState(key)?.isInvalidated).map((key) => key[0]);
  return { runner: result, invalidated };
}

describe('the action runner', () => {
  it('announces the confirmation of the plan’s own action, and refreshes what the chain state feeds', async () => {
    const pipeline = executor({ ok: true, hash: HASH });
    const { runner, invalidated } = renderRunner(pipeline);
    const plan = claimBredNftPlan(contracts, unclaimedPair);

    await act(() => runner.current.run(plan));

    expect(pipeline.ran).toEqual([plan]);
    // The first press of a claim is its commit: the plan says so, and so does the announcement.
    expect(await screen.findByText(enUS.wallet.tx.done.commitClaim)).toBeInTheDocument();
    expect(runner.current.outcome).toEqual({ action: 'commitClaim' });
    expect(invalidated()).toEqual(['nft', 'tx', 'wallet', 'market']);
  });

  it('tells a failure by the title of the step that failed and its reason, and refreshes nothing', async () => {
    const failure = toTxFailure(new UserRejectedRequestError(new Error('User rejected the request.')), 'approveToken');
    const { runner, invalidated } = renderRunner(executor({ ok: false, failure }));

    await act(() => runner.current.run(pairing));

    expect(await screen.findByText(enUS.wallet.tx.failed.approveToken)).toBeInTheDocument();
    expect(screen.getByText(enUS.wallet.errors.ACTION_REJECTED)).toBeInTheDocument();
    expect(runner.current.outcome).toEqual({ action: 'breedPair', failure });
    expect(invalidated()).toEqual([]);
  });

  it('refreshes what the chain state feeds after a refusal by the contract: the screen read the chain before a change', async () => {
    const raised = encodeErrorResult({ abi: contracts.CreatureBreeding.abi, errorName: 'CostAboveLimit', args: [400n, 200n] });
    const failure = toTxFailure(Object.assign(new Error('execution reverted'), { data: raised }), 'breedPair', true);
    const { runner, invalidated } = renderRunner(executor({ ok: false, failure }));

    await act(() => runner.current.run(pairing));

    expect(await screen.findByText(enUS.wallet.contractErrors.CostAboveLimit)).toBeInTheDocument();
    expect(invalidated()).toEqual(['nft', 'tx', 'wallet', 'market']);
  });

  it('forgets the last outcome as soon as the next run starts', async () => {
    let finish!: (result: TxResult) => void;
    const pipeline: PlanExecutor = {
      run: () => new Promise((resolve) => (finish = resolve)),
      progress: null,
      isRunning: false,
    };
    const { runner } = renderRunner(pipeline);

    const runOnce = async (assertWhileRunning: () => void) => {
      let pending!: Promise<TxResult>;
      act(() => {
        pending = runner.current.run(pairing);
      });
      assertWhileRunning();
      await act(async () => {
        finish({ ok: true, hash: HASH });
        await pending;
      });
    };

    await runOnce(() => undefined);
    expect(runner.current.outcome).toEqual({ action: 'breedPair' });
    await runOnce(() => expect(runner.current.outcome).toBeNull());
    expect(runner.current.outcome).toEqual({ action: 'breedPair' });
  });

  it('tells nothing of a second press while a run goes on: the run under way tells its own outcome', async () => {
    let finish!: (result: TxResult) => void;
    let running = false;
    // As the pipeline answers a double tap: the second run is refused at once, the first goes on.
    const pipeline: PlanExecutor = {
      run: (plan) => {
        if (running) return Promise.resolve({ ok: false, failure: toTxFailure(new FlowAlreadyRunningError(), plan.action, true) });
        running = true;
        return new Promise((resolve) => (finish = resolve));
      },
      progress: null,
      isRunning: false,
    };
    const { runner } = renderRunner(pipeline);
    // An action no other test runs, so the toaster's confirmation is this run's.
    const minting = mintTalkPlan(contracts, 10n ** 16n);
    let first!: Promise<TxResult>;
    act(() => {
      first = runner.current.run(minting);
    });
    await act(() => runner.current.run(minting));
    expect(runner.current.outcome).toBeNull();

    await act(async () => {
      finish({ ok: true, hash: HASH });
      await first;
    });
    expect(await screen.findAllByText(enUS.wallet.tx.done.mintTalk)).toHaveLength(1);
    expect(screen.queryByText(enUS.wallet.tx.failed.mintTalk)).toBeNull();
    expect(runner.current.outcome).toEqual({ action: 'mintTalk' });
  });
});
