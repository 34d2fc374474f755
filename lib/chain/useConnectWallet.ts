'use client';

import { useCallback, useState } from 'react';
import { ProviderNotFoundError, useConnect, useConnection, useConnectors, type Connector } from 'wagmi';
import { getTargetChain } from './chains';
import { pickWalletConnector } from './connectors';
import { ensureWalletOnChain, type WalletRequester } from './ensure-chain';
import { toChainError, type ChainError } from './errors';

export type WalletActionResult = { ok: true } | { ok: false; error: ChainError };

function isWalletRequester(provider: unknown): provider is WalletRequester {
  return typeof provider === 'object' && provider !== null && typeof (provider as WalletRequester).request === 'function';
}

/** The connector's EIP-1193 provider, or ProviderNotFoundError when it has none. */
export async function providerOf(connector: Pick<Connector, 'getProvider'>): Promise<WalletRequester> {
  const provider = await connector.getProvider();
  if (!isWalletRequester(provider)) throw new ProviderNotFoundError();
  return provider;
}

function failure(error: unknown): WalletActionResult {
  return { ok: false, error: toChainError(error) };
}

/** Puts the wallet behind `connector` on the target chain, flagging the switch while the wallet asks. */
async function switchToTarget(
  connector: Pick<Connector, 'getProvider'>,
  setIsSwitching: (switching: boolean) => void,
): Promise<WalletActionResult> {
  setIsSwitching(true);
  try {
    await ensureWalletOnChain(await providerOf(connector), getTargetChain());
    return { ok: true };
  } catch (error) {
    return failure(error);
  } finally {
    setIsSwitching(false);
  }
}

/**
 * Connects the browser wallet and puts it on the target chain (switch, or add then switch on 4902).
 * Results come back as values; the caller decides what to show.
 */
export function useConnectWallet() {
  const connectors = useConnectors();
  const { mutateAsync: connect, isPending: isConnecting } = useConnect();
  const [isSwitching, setIsSwitching] = useState(false);

  const connectWallet = useCallback(async (): Promise<WalletActionResult> => {
    const connector = pickWalletConnector(connectors);
    if (!connector) return failure(new ProviderNotFoundError());
    try {
      await connect({ connector });
    } catch (error) {
      return failure(error);
    }
    return switchToTarget(connector, setIsSwitching);
  }, [connect, connectors]);

  return { connectWallet, isConnecting: isConnecting || isSwitching };
}

/** Asks the connected wallet to move to the target chain; the transaction pipeline calls the same before sending. */
export function useSwitchToTargetChain() {
  const { connector } = useConnection();
  const [isSwitching, setIsSwitching] = useState(false);

  const switchToTargetChain = useCallback(async (): Promise<WalletActionResult> => {
    if (!connector) return failure(new ProviderNotFoundError());
    return switchToTarget(connector, setIsSwitching);
  }, [connector]);

  return { switchToTargetChain, isSwitching };
}
