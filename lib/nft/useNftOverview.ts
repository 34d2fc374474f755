'use client';

import { useQuery } from '@tanstack/react-query';
import type { Address } from 'viem';
import { queryKeys } from '@/lib/api/queryKeys';
import { useTargetPublicClient } from '@/lib/chain/tx/useTransactor';
import { getNftContracts } from './contracts';
import { readNftOverview } from './reads';

/** The NFT side of `owner` read from the chain; refetched after each confirmed action, never on a timer. */
export function useNftOverview(owner: Address | undefined) {
  const client = useTargetPublicClient();
  const contracts = getNftContracts();
  return useQuery({
    queryKey: queryKeys.nft.overview(owner ?? ''),
    queryFn: () => readNftOverview(client, contracts!, owner!),
    enabled: owner !== undefined && contracts !== undefined,
    staleTime: 30_000,
  });
}
