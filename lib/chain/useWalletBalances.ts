'use client';

import { erc20Abi, type Address } from 'viem';
import { useBalance, useConnection, useReadContract } from 'wagmi';
import { getTargetChain } from './chains';
import { getAfaTokenAddress, getTalkTokenAddress } from './contracts';

/**
 * Balances are read on the target chain. The wallet's own chain is part of the query scope, so a
 * chain or account change refetches them; there is no timed polling.
 */
function useBalanceScope(): string {
  const { chainId } = useConnection();
  return `wallet-chain-${chainId ?? 'none'}`;
}

/** The native (ETH) balance of `owner` in wei. */
export function useNativeBalance(owner: Address | undefined) {
  const scopeKey = useBalanceScope();
  const query = useBalance({
    address: owner,
    chainId: getTargetChain().id,
    scopeKey,
    query: { enabled: owner !== undefined },
  });
  return { ...query, data: query.data?.value };
}

/** The ERC-20 balance of `owner` in the token's base units. */
export function useTokenBalance(token: Address | undefined, owner: Address | undefined) {
  const scopeKey = useBalanceScope();
  return useReadContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: owner ? [owner] : undefined,
    chainId: getTargetChain().id,
    scopeKey,
    query: { enabled: token !== undefined && owner !== undefined },
  });
}

/** The AFA balance of `owner`, read from the token /config.json names on the target chain. */
export function useAfaBalance(owner: Address | undefined) {
  const token = getAfaTokenAddress();
  return { ...useTokenBalance(token, owner), isDeployed: token !== undefined };
}

/** The talk balance of `owner`, read from the token /config.json names on the target chain. */
export function useTalkBalance(owner: Address | undefined) {
  const token = getTalkTokenAddress();
  return { ...useTokenBalance(token, owner), isDeployed: token !== undefined };
}
