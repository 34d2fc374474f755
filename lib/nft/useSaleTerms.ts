'use client';

import { useQuery } from '@tanstack/react-query';
import type { Address } from 'viem';
import { walletQueryKeys } from '@/lib/api/walletQueryKeys';
import { useTargetPublicClient } from '@/lib/chain/tx/useTransactor';
import { readSaleTerms } from './buy';
import { getNftContracts } from './contracts';

/** The sale terms for `buyer`, read when the shop opens and again after each confirmed action. */
export function useSaleTerms(buyer: Address, enabled: boolean) {
  const client = useTargetPublicClient();
  const contracts = getNftContracts();
  return useQuery({
    queryKey: walletQueryKeys.nft.sale(buyer),
    queryFn: () => readSaleTerms(client, contracts!, buyer),
    enabled: enabled && contracts !== undefined,
  });
}
