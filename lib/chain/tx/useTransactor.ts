'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { createWalletClient, custom, type Address, type Chain } from 'viem';
import { ProviderNotFoundError, useConfig, useConnection } from 'wagmi';
import { getPublicClient } from 'wagmi/actions';
import { getTargetChain } from '../chains';
import { ensureWalletOnChain, type WalletRequester } from '../ensure-chain';
import { providerOf } from '../useConnectWallet';
import { executePlan } from './execute';
import { toTxFailure } from './failure';
import { FlowAlreadyRunningError } from './flow-failure';
import { resumePendingBatches } from './batches';
import { resumePendingTransactions } from './receipts';
import type { TransactionPlan, TxProgress, TxResult } from './types';

/**
 * A client over the wallet's own provider, not wagmi's connector client: that one refuses to exist while the
 * wallet is on another chain, which is exactly when the pipeline must ask it to switch.
 */
export function walletClientOf(provider: WalletRequester, account: Address, chain: Chain) {
  return createWalletClient({ account, chain, transport: custom(provider) });
}

/** The target chain's public client from the one wagmi config (batched JSON-RPC, Multicall3). */
export function useTargetPublicClient() {
  const config = useConfig();
  const client = getPublicClient(config, { chainId: getTargetChain().id });
  if (!client) throw new Error('The wallet config has no client for the target chain');
  return client;
}

/**
 * Runs transaction plans through the pipeline with the connected wallet. One flow at a time;
 * `progress` says which step it is on. Results are values: the caller decides what to show.
 */
export function useTransactor() {
  const publicClient = useTargetPublicClient();
  const { address, connector } = useConnection();
  const [progress, setProgress] = useState<TxProgress | null>(null);
  const running = useRef(false);

  const run = useCallback(
    async (plan: TransactionPlan): Promise<TxResult> => {
      if (running.current) return { ok: false, failure: toTxFailure(new FlowAlreadyRunningError(), plan.action, true) };
      if (!address || !connector) return { ok: false, failure: toTxFailure(new ProviderNotFoundError(), plan.action, true) };
      running.current = true;
      try {
        const chain = getTargetChain();
        const provider = await providerOf(connector);
        const walletClient = walletClientOf(provider, address, chain);
        return await executePlan(plan, {
          account: address,
          chain,
          publicClient,
          walletClient,
          ensureChain: () => ensureWalletOnChain(provider, chain),
          onProgress: setProgress,
        });
      } catch (error) {
        return { ok: false, failure: toTxFailure(error, plan.action, true) };
      } finally {
        running.current = false;
        setProgress(null);
      }
    },
    [address, connector, publicClient],
  );

  return { run, progress, isRunning: progress !== null };
}

/**
 * After a reload, waits again for every transaction that was still pending, and records the outcome; the
 * batches the connected wallet was running are asked of it again once it is connected.
 */
export function useResumePendingTransactions(): void {
  const publicClient = useTargetPublicClient();
  const { address, connector } = useConnection();
  useEffect(() => resumePendingTransactions(publicClient, getTargetChain().id), [publicClient]);
  useEffect(() => {
    if (!address || !connector) return;
    const chain = getTargetChain();
    void providerOf(connector)
      .then((provider) => resumePendingBatches(walletClientOf(provider, address, chain), address, chain.id))
      .catch(() => undefined);
  }, [address, connector]);
}
