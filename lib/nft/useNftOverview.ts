'use client';

import { useQuery } from '@tanstack/react-query';
import type { Address } from 'viem';
import { walletQueryKeys } from '@/lib/api/walletQueryKeys';
import { retryUnexpected } from '@/lib/api/queryError';
import { getTargetChain } from '@/lib/chain/chains';
import { useTargetPublicClient } from '@/lib/chain/tx/useTransactor';
import { fetchNftAssets, fetchNftAssetsIndexedAt } from './assets';
import { getNftContracts } from './contracts';
import { readNftOverview } from './reads';

/** How often the overview is read again while the wallet service's index is behind the chain. */
const INDEX_CATCH_UP_MS = 2_000;

/**
 * The NFT side of `owner`: the creatures the wallet service indexed, with everything else read from the
 * chain. Refetched after each confirmed action, and while the index had not read the chain's block (a slow or
 * stuck indexer, past the 3 s an overview waits for it) every 2 s until it has: a creature just bought or
 * claimed then appears without the reader asking.
 */
export function useNftOverview(owner: Address | undefined) {
  const client = useTargetPublicClient();
  const contracts = getNftContracts();
  return useQuery({
    queryKey: walletQueryKeys.nft.overview(owner ?? ''),
    queryFn: ({ signal }) => {
      const query = { chainId: getTargetChain().id, owner: owner!, collection: contracts!.CreatureNft.address };
      return readNftOverview(client, contracts!, owner!, (atLeastBlock) =>
        atLeastBlock === undefined ? fetchNftAssets(query, { signal }) : fetchNftAssetsIndexedAt(query, atLeastBlock, { signal }),
      );
    },
    enabled: owner !== undefined && contracts !== undefined,
    staleTime: 30_000,
    refetchInterval: (query) => (query.state.data?.indexBehind ? INDEX_CATCH_UP_MS : false),
    retry: retryUnexpected,
  });
}
