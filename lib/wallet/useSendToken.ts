'use client';

import { useCallback } from 'react';
import type { Address } from 'viem';
import { getTargetChain } from '@/lib/chain/chains';
import { getAfaTokenAddress, getTalkTokenAddress } from '@/lib/chain/contracts';
import type { TokenSymbol, TxResult } from '@/lib/chain/tx/types';
import { useTransactor } from '@/lib/chain/tx/useTransactor';
import { appConfig } from '@/lib/config';
import { sendTokenPlan } from './tokenSend';

/** The tokens a user can send, in the order the form offers them, with their addresses on the target chain. */
export function sendableTokens(): { symbol: TokenSymbol; address: Address }[] {
  const chainId = getTargetChain().id;
  const tokens = [
    { symbol: 'talk' as const, address: getTalkTokenAddress(chainId) },
    { symbol: 'AFA' as const, address: getAfaTokenAddress(chainId) },
  ];
  return tokens.filter((token): token is { symbol: TokenSymbol; address: Address } => token.address !== undefined);
}

/**
 * Sends talk or AFA to the configured recipient through the pipeline. `isAvailable` is false where the
 * deployment names no recipient or no token.
 */
export function useSendToken() {
  const { run, progress, isRunning } = useTransactor();
  const recipient = appConfig.tokenSendRecipient;

  const send = useCallback(
    async (token: { symbol: TokenSymbol; address: Address }, amount: bigint): Promise<TxResult | undefined> => {
      if (!recipient) return undefined;
      return run(sendTokenPlan(token, recipient, amount));
    },
    [recipient, run],
  );

  return { send, progress, isRunning, isAvailable: recipient !== undefined && sendableTokens().length > 0 };
}
